import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// Writes a seed corpus from real traffic: a scripted session with a real phone
/// (every request kind a mirror or a push server sends, and the issue's hostile
/// ones) into `folder/phone`, and the snapshots and updates the phone answered and
/// published into `folder/mirror`. Instance ids and push tokens are written `@N`
/// (see ``PhoneTarget``), so the seeds work against any phone.
public enum SeedCapture {
    public static func capture(into folder: String) async throws -> (phone: Int, mirror: Int) {
        let phoneFolder = folder + "/phone", mirrorFolder = folder + "/mirror"
        for path in [phoneFolder, mirrorFolder] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let phone = try await RunningPhone.launch()
        defer { Task { await phone.stop() } }
        var phoneCount = 0, mirrorCount = 0
        func save(_ frame: [UInt8], _ name: String, in path: String, _ count: inout Int) throws {
            count += 1
            try Data(frame).write(to: URL(fileURLWithPath: String(format: "%@/%03d-%@.bin", path, count, name)))
        }
        /// Sends `symbolic` (with `@N` ids) resolved, saves it and the reply when it is a snapshot.
        func send(_ name: String, from device: String, _ fill: (inout Relay_V1_Envelope) -> Void) async throws
            -> Relay_V1_Envelope
        {
            let symbolic = Relay_V1_Envelope.make(from: device, at: PhoneTarget.start, fill)
            try save(symbolic.frame, name, in: phoneFolder, &phoneCount)
            let reply = try Relay_V1_Envelope(
                serializedBytes: try await phone.exchange(phone.resolving(symbolic.frame), from: device))
            if case .snapshot = reply.body {
                try save(reply.frame, "snapshot-\(device)", in: mirrorFolder, &mirrorCount)
            }
            return reply
        }

        _ = try await send("hello", from: "desk") {
            $0.hello = .with {
                $0.kind = .desktop; $0.displayName = "Desk"; $0.capabilities.renderingMode = .fullColor
            }
        }
        _ = try await send("hello-watch", from: "watch") {
            $0.hello = .with {
                $0.kind = .watch; $0.capabilities.renderingMode = .accented
            }
        }
        _ = try await send("catalog", from: "desk") { $0.catalogRequest = .init() }
        _ = try await send("catalog-watch", from: "watch") {
            $0.catalogRequest = .with { $0.families = [.accessoryCircular, .accessoryRectangular] }
        }
        _ = try await send("add-small", from: "desk") {
            $0.configureWidget = .with {
                $0.kind = "Counter"; $0.family = .systemSmall
            }
        }
        _ = try await send("add-watch", from: "watch") {
            $0.configureWidget = .with {
                $0.kind = "EmojiRangerWidget"; $0.family = .accessoryRectangular
            }
        }
        let snapshot = try await send("snapshot", from: "desk") { $0.snapshotRequest = .init() }.snapshot
        _ = try await send("snapshot-watch", from: "watch") { $0.snapshotRequest = .init() }

        // Interactions with what the phone offered, on the desktop's first instances.
        for (index, id) in phone.instances.enumerated() {
            guard let item = snapshot.instances.first(where: { $0.instance.instanceID == id }), item.hasTimeline,
                let entry = item.timeline.entries.first, let view = try? WireCodec.decode(entry.view)
            else { continue }
            for element in view.interactiveElements.prefix(2) {
                guard let invocation = element.invocation else { continue }
                _ = try await send("tap-\(index)", from: "desk") {
                    $0.interaction = .with {
                        $0.interactionID = "seed-\(index)-\(element.elementID)"
                        $0.instanceID = "@\(index)"
                        $0.elementID = element.elementID
                        $0.invocation = WireCodec.encode(invocation)
                        if case .toggle = element.kind { $0.toggleValue = true }
                        $0.tappedAt = WireTime.timestamp(PhoneTarget.start)
                    }
                }
            }
            if item.instance.hasConfiguration {
                _ = try await send("configure-\(index)", from: "desk") {
                    $0.configureWidget = .with {
                        $0.instanceID = "@\(index)"; $0.configuration = item.instance.configuration
                    }
                }
            }
        }
        for control in snapshot.controls {
            _ = try await send("control", from: "watch") {
                $0.interaction = .with {
                    $0.interactionID = "seed-control-\(control.kind)"
                    $0.controlKind = control.kind
                    $0.elementID = control.elementID
                    $0.invocation = control.action
                    if control.template == .toggle { $0.toggleValue = !control.isOn }
                }
            }
        }
        _ = try await send("entity-query", from: "desk") {
            $0.entityQuery = .with {
                $0.entityType = "Hero"; $0.suggested = .init()
            }
        }
        _ = try await send("entity-lookup", from: "desk") {
            $0.entityQuery = .with {
                $0.entityType = "Hero"; $0.lookup = .with { $0.ids = ["1", "x"] }
            }
        }
        _ = try await send("open-url", from: "desk") {
            $0.openURL = .with {
                $0.url = "emojiranger://hero/1"; $0.instanceID = "@1"
            }
        }
        _ = try await send("echo", from: "desk") {
            $0.echo = .with {
                $0.payload = Data([1, 2, 3]); $0.sentAt = WireTime.timestamp(PhoneTarget.start)
            }
        }
        _ = try await send("push-widget", from: "pusher") {
            $0.push = .with { $0.widget = .with { $0.kind = "EmojiRangerWidget" } }
        }
        _ = try await send("push-controls", from: "pusher") { $0.push = .with { $0.controls = .init() } }
        let content = Data(#"{"driverName":"Sam","estimatedArrival":1795001800,"status":"onTheWay"}"#.utf8)
        _ = try await send("push-activity", from: "pusher") {
            $0.push = .with {
                $0.activity = .with {
                    $0.pushToken = "@0"; $0.contentStateJson = content; $0.relevanceScore = 50
                    $0.staleDate = WireTime.timestamp(PhoneTarget.start.addingTimeInterval(600))
                    $0.timestamp = WireTime.timestamp(PhoneTarget.start.addingTimeInterval(60))
                }
            }
        }
        _ = try await send("push-activity-end", from: "pusher") {
            $0.push = .with {
                $0.activity = .with {
                    $0.pushToken = "@0"; $0.end = true;
                    $0.dismissalDate = WireTime.timestamp(PhoneTarget.start.addingTimeInterval(900))
                }
            }
        }
        _ = try await send("remove", from: "desk") { $0.removeWidget = .with { $0.instanceID = "@2" } }

        // Issue #18's hostile requests, kept as regressions.
        let minSeconds = Google_Protobuf_Timestamp(seconds: .min)
        _ = try await send("hostile-interaction-date", from: "desk") {
            $0.interaction = .with {
                $0.interactionID = "hostile"; $0.instanceID = "@0"; $0.elementID = "e1"
                $0.invocation = .with {
                    $0.intentType = "ToggleTodoIntent";
                    $0.parameters = [
                        .with {
                            $0.name = "due"; $0.value.dateValue = minSeconds
                        }
                    ]
                }
            }
        }
        _ = try await send("hostile-configure-date", from: "desk") {
            $0.configureWidget = .with {
                $0.kind = "EmojiRangerWidget"; $0.family = .systemSmall
                $0.configuration = .with {
                    $0.intentType = "SelectHeroIntent";
                    $0.parameters = [
                        .with {
                            $0.name = "since"; $0.value.dateValue = minSeconds
                        }
                    ]
                }
            }
        }
        _ = try await send("hostile-push-stale", from: "pusher") {
            $0.push = .with {
                $0.activity = .with {
                    $0.pushToken = "@0"; $0.contentStateJson = content;
                    $0.staleDate = Google_Protobuf_Timestamp(seconds: .max)
                }
            }
        }
        _ = try await send("hostile-push-content", from: "pusher") {
            $0.push = .with {
                $0.activity = .with {
                    $0.pushToken = "@0";
                    $0.contentStateJson = Data(
                        #"{"driverName":"Sam","estimatedArrival":1e300,"status":"onTheWay"}"#.utf8)
                }
            }
        }

        // What the phone published meanwhile, for the mirror target.
        for frame in phone.published() { try save(frame, "update", in: mirrorFolder, &mirrorCount) }
        return (phoneCount, mirrorCount)
    }
}
