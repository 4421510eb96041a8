import DomainModel
import Foundation
import MirrorCore
import PhoneHost
import PhoneClient
import Codec
import TestSupport
import NodeTransport
import RelayWire
import SampleApps
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The phone's sequencer and the mirror's replica agree: the same PhoneNode,
/// over the in-memory transport this time.
@Suite("Replica against a real phone, in memory")
struct ReplicaConvergenceTests {
    /// How long a request may go unanswered: a hang guard only. (The default, 5 s with no retry,
    /// was missed once on a fresh clone with the whole suite and three builds sharing 2 cores.)
    static let guardTime: Duration = .seconds(60)

    @Test("after a burst of changes the replica equals a fresh snapshot", .timeLimit(.minutes(5)))
    func converges() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let network = InMemoryNetwork()
        let deskKey = String(repeating: "x", count: 40)
        var configuration = PhoneConfiguration(dataFolder: folder)
        configuration.heartbeatInterval = .milliseconds(20)
        configuration.controlEndpoint = "inproc://control-\(UUID().uuidString)"
        configuration.appActions = { name, arguments in try await SampleAppActions.run(name, arguments) }
        configuration.logger.logLevel = .warning
        try PhoneDatabase(path: configuration.databasePath)
            .addDevice(PairedDevice(id: "desk", name: "desk", kind: .desktop, publicKey: deskKey), at: Date())
        let node = try PhoneNode(
            configuration: configuration, bundle: SampleAppsBundle().items,
            transport: InMemoryTransport(network: network, identity: "phone"),
            clock: ManualClock(start: PhoneHarness.start))
        let run = Task { try await node.run() }
        let endpoints = try #require(await node.waitUntilReady())

        // The in-memory transport's identity stands for the key a connection authenticated with.
        let mirror = InMemoryTransport(network: network, identity: deskKey)
        let subscriber = try await mirror.open(
            .subscriber(topics: [Topic.all, Topic.device("desk")]), .connect(endpoints.publisher))
        let client = RequestClient(channel: try await mirror.open(.dealer, .connect(endpoints.router)), sender: "desk")
        let admin = RequestClient(channel: try await mirror.open(.dealer, .connect(endpoints.control!)), sender: "test")
        var replica = Replica(deviceID: "desk")
        var updates = subscriber.incoming.makeAsyncIterator()

        _ = try await client.request(timeout: Self.guardTime) {
            $0.hello = .with {
                $0.kind = .desktop; $0.capabilities.families = [.systemSmall, .systemMedium, .systemLarge]
            }
        }
        // Subscribe first (done), then the snapshot.
        #expect(
            try replica.restore(
                try await client.request(timeout: Self.guardTime) { $0.snapshotRequest = .init() }.snapshot) == .applied
        )

        // A burst: widgets added, toggled, pushed, an activity, a control.
        let todo = try await client.request(timeout: Self.guardTime) {
            $0.configureWidget = .with {
                $0.kind = "TodoList"; $0.family = .systemLarge
            }
        }.widgetInstance.instance
        _ = try await client.request(timeout: Self.guardTime) {
            $0.configureWidget = .with {
                $0.kind = "EmojiRangerWidget"; $0.family = .systemLarge
            }
        }
        _ = try await admin.request(timeout: Self.guardTime) {
            $0.admin = .with { $0.appAction = .with { $0.name = "delivery.start" } }
        }
        _ = try await admin.request(timeout: Self.guardTime) {
            $0.push = .with { $0.controls = .with { $0.kind = "" } }
        }
        let snapshotNow = try await client.request(timeout: Self.guardTime) { $0.snapshotRequest = .init() }.snapshot
        let elements = try WireCodec.decode(
            try #require(snapshotNow.instances.first { $0.instance.instanceID == todo.instanceID }).timeline
        ).entries[0].view.interactiveElements
        for (index, element) in elements.enumerated() {
            let reply = try await client.request(timeout: Self.guardTime) {
                $0.interaction = .with {
                    $0.interactionID = "t\(index)"
                    $0.instanceID = todo.instanceID
                    $0.elementID = element.elementID
                    $0.invocation = WireCodec.encode(element.invocation!)
                    $0.toggleValue = true
                }
            }
            #expect(reply.interactionResult.wasPerformed)
        }
        _ = try await admin.request(timeout: Self.guardTime) {
            $0.admin = .with {
                $0.appAction = .with {
                    $0.name = "delivery.update"; $0.arguments = ["arriving"]
                }
            }
        }
        let final = try await client.request(timeout: Self.guardTime) { $0.snapshotRequest = .init() }.snapshot

        // Feed the replica what was published until it reaches the final seq (bounded by the time limit).
        while replica.state.seq < final.seq {
            let message = try #require(await updates.next(), "the update stream ended")
            let envelope = try Relay_V1_Envelope(serializedBytes: message.frames[1])
            let outcome = try replica.receive(envelope.update, topic: message.frames[0])
            if case .resyncNeeded(let reason) = outcome { throw TestFailure(reason.description) }
        }
        var mine = replica.state
        var truth = try ReplicaState(snapshot: final)
        mine.phoneTime = nil
        truth.phoneTime = nil
        #expect(mine == truth)
        #expect(mine.instances.count == 2)
        #expect(mine.activities.count == 1)
        // each todo flipped; taxes was done
        #expect(try #require(mine.instances[todo.instanceID]?.timeline).entries[0].view.node(withText: "1 left") != nil)

        node.stop()
        _ = await run.result
    }
}
