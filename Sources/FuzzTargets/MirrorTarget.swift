import Foundation
import Mirror
import MirrorCore
import Codec
import MirrorHTML
import MirrorText
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// Fuzz target (b): an envelope's bytes as a mirror receives them, through the
/// replica (`Replica`, `ReplicaState`), the terminal and web renderers (`TextRenderer`, `HTMLRenderer`) and
/// the Smart Stack, and back through the mirror's snapshot cache.
///
/// A snapshot is restored; an update is received on both topics by a replica synced
/// just before it (so it is applied, not merely buffered), and once more while
/// unsynced, then replayed by a restore. Whatever the replica holds is rendered at
/// the phone's time and at the range's ends; the state it would cache must read back.
public struct MirrorTarget: Sendable {
    public init() {}

    /// One input. Aborts on a wrong answer; a trap is the sanitizer's to report.
    public func run(_ bytes: [UInt8]) {
        guard let envelope = try? Relay_V1_Envelope(serializedBytes: bytes) else { return }
        switch envelope.body {
        case .snapshot(let snapshot):
            // As one part of a snapshot in parts, too (its part and parts as they came): shown before it is whole.
            var parted = Replica(deviceID: "desk")
            if (try? parted.restore(part: snapshot, bytes: bytes.count, maxBytes: 1 << 26)) != nil { exercise(parted) }
            var replica = Replica(deviceID: "desk")
            guard (try? replica.restore(snapshot)) != nil else { return }
            exercise(replica)
        case .update(let update):
            for topic in [Topic.all, Topic.device("desk")] {
                var base = Relay_V1_Snapshot()
                base.epoch = update.epoch
                base.broadcastSeq = topic == Topic.all ? update.topicSeq &- 1 : 0
                base.deviceSeq = topic == Topic.all ? 0 : update.topicSeq &- 1
                var replica = Replica(deviceID: "desk")
                guard (try? replica.restore(base)) != nil else { continue }
                _ = try? replica.receive(update, topic: topic)
                exercise(replica)

                var unsynced = Replica(deviceID: "desk")
                _ = try? unsynced.receive(update, topic: topic)
                _ = try? unsynced.restore(base)
                exercise(unsynced)
            }
        default:
            return
        }
    }

    private func exercise(_ replica: Replica) {
        let state = replica.state
        for now in [state.phoneTime, WireTime.earliest, WireTime.latest, Date(timeIntervalSince1970: 1_795_000_000)]
            .compactMap({ $0 })
        {
            render(state, at: now)
        }
        // What a mirror caches must read back after a restart.
        let cached = state.snapshot
        guard let bytes = try? cached.serializedBytes() as [UInt8] else {
            FuzzFailure.abort("the cached snapshot does not encode")
        }
        do {
            _ = try ReplicaState(snapshot: Relay_V1_Snapshot(serializedBytes: bytes))
        } catch {
            FuzzFailure.abort("a state the mirror accepted does not read back from its cache: \(error)")
        }
    }

    private func render(_ state: ReplicaState, at now: Date) {
        var options = RenderOptions(now: now)
        for locked in [false, true] {
            options.locked = locked
            for item in state.orderedInstances {
                if let entry = item.entry(at: now) { draw(entry.view, options) }
                if let placeholder = item.placeholder {
                    var redacted = options
                    redacted.placeholder = true
                    draw(placeholder, redacted)
                }
            }
            for activity in state.activities.values {
                let p = activity.presentations
                for view in [
                    p.lockScreen, p.compactLeading, p.compactTrailing, p.minimal, p.expandedLeading,
                    p.expandedTrailing, p.expandedCenter, p.expandedBottom, p.small,
                ].compactMap({ $0 }) {
                    draw(view, options)
                }
            }
            for control in state.controls.values { draw(control.label, options) }
        }
        var context = WatchContext()
        context.workout = true
        context.location = "gym"
        _ = SmartStack.order(
            widgets: state.orderedInstances, relevances: state.relevances, activities: Array(state.activities.values),
            pinned: Set(state.instances.keys.prefix(1)), at: now, context: context)
    }

    /// Both front ends' drawings of `view`; the web page's styles must never hold a number
    /// CSS cannot read (every number the phone sends is clamped and finite).
    private func draw(_ view: ArchivedView, _ options: RenderOptions) {
        _ = TextRenderer.render(view, options)
        let html = HTMLRenderer.render(view, options)
        for style in html.matches(of: /style="([^"]*)"/) {
            let css = style.output.1.lowercased()
            if css.contains("nan") || css.contains("inf") {
                FuzzFailure.abort("HTMLRenderer wrote a style CSS cannot read: \(css)")
            }
        }
    }
}
