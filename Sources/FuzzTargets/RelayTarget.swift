import Foundation
import RelayHub
import RelayNodeFrames
import RelayWire
import SwiftProtobuf

/// Fuzz target (c): a frame as relay-node reads it from the wire, through the parsing a relay
/// does (``RelayNodeKit/RelayFrames``: a phone's DEALER frame, a phone's published update, a
/// mirror's DEALER frame, chosen by the input's first byte) into its hub (``RelayHub/RelayHub``,
/// a phone with one paired desk and its map synced), and every frame the hub's effects make
/// back: a relay never sends what does not parse.
public struct RelayTarget: Sendable {
    /// A hub serving the fixed phone: its roster names the desk, its dump came (synced).
    static let base: RelayHub = {
        var hub = RelayHub()
        let phone = PhoneID(FuzzKeys.phoneID)
        let now = ContinuousClock.now
        guard let reader = ReaderKey(FuzzKeys.deskPublic) else { FuzzFailure.abort("the desk's key") }
        _ = hub.handle(
            .roster(phone, route: Route([1]), readers: [Reader(key: reader, deviceID: FuzzKeys.deskID)], epoch: 7),
            at: now)
        _ = hub.handle(.dump(phone, Dump(epoch: 7, seq: 0, topicSeqs: [:], records: [])), at: now)
        return hub
    }()

    /// The relay's mark on mirror routes: all zeros, so a mutated reply's route reaches the hub easily.
    static let stamp = RouteStamp(incarnation: [UInt8](repeating: 0, count: RouteStamp.length))

    public init() {}

    /// One input. Aborts on a wrong answer; a trap is the sanitizer's to report.
    public func run(_ bytes: [UInt8]) {
        guard let selector = bytes.first else { return }
        let frame = Array(bytes.dropFirst())
        let phone = PhoneID(FuzzKeys.phoneID)
        let event: RelayHub.Event
        do throws(DropReason) {
            switch selector % 3 {
            case 0:
                event = try RelayFrames.fromPhone(
                    [[1], frame], phone: phone, userID: FuzzKeys.phoneZ85, stamp: Self.stamp)
            case 1:
                // The topic frame as the phone sends it: its id, then the header's topic (read from the input's
                // header when it has one, so a mutated topic still reaches the hub's checks).
                let topic = Self.topic(of: frame) ?? "all/"
                event = try RelayFrames.update([Array("\(phone.rawValue)/\(topic)".utf8), frame], phone: phone)
            default:
                guard let reader = ReaderKey(FuzzKeys.deskPublic) else { return }
                event = try RelayFrames.fromMirror([[2], frame], reader: reader, stamp: Self.stamp)
            }
        } catch {
            return  // refused at the edge, as relay-node drops and counts it
        }
        var hub = Self.base
        let now = ContinuousClock.now
        var effects = hub.handle(event, at: now)
        // A request queued or held is answered or refused at a tick; the map, asked after an update.
        effects += hub.handle(.tick, at: now.advanced(by: .seconds(60)))
        if let reader = ReaderKey(FuzzKeys.deskPublic) {
            effects += hub.handle(
                .snapshotRequest(reader: reader, route: Route([2]), phone: phone, requestID: "after", maxPartBytes: 0),
                at: now)
        }
        for effect in effects { check(effect) }
    }

    /// The header's topic of a phone's RelayFrame{update}, when it parses.
    static func topic(of frame: [UInt8]) -> String? {
        guard let relayFrame = try? Relay_V1_RelayFrame(serializedBytes: frame),
            case .update(let update) = relayFrame.body,
            let header = try? Relay_V1_SealedHeader(serializedBytes: update.header)
        else { return nil }
        return header.topic
    }

    /// The frames relay-node makes for `effect` must parse, and a snapshot part keep its records.
    private func check(_ effect: RelayHub.Effect) {
        let frame: [UInt8]
        switch effect {
        case .snapshot(_, let snapshot):
            frame = RelayFrames.snapshot(snapshot)
            guard let parsed = try? Relay_V1_RelayFrame(serializedBytes: frame), case .snapshot(let sent) = parsed.body
            else { FuzzFailure.abort("a snapshot frame the relay made does not parse") }
            guard sent.records.count == snapshot.records.count, sent.part == UInt32(clamping: snapshot.part) else {
                FuzzFailure.abort("a snapshot frame lost records: \(sent.records.count) of \(snapshot.records.count)")
            }
        case .forwardRequest(_, _, let bytes): frame = RelayFrames.request(bytes)
        case .forwardReply(_, let bytes): frame = RelayFrames.reply(bytes)
        case .publish(_, let bytes): frame = RelayFrames.update(bytes)
        default: return
        }
        guard (try? Relay_V1_RelayFrame(serializedBytes: frame)) != nil else {
            FuzzFailure.abort("a frame the relay made does not parse: \(effect)")
        }
    }
}
