import Foundation
import PhoneCore
import PhoneHost
import Codec
import TestSupport
import NodeTransport
import Synchronization
import Testing
import WidgetRelayKit

/// A phone stopped while it restores what mirrors see (its sockets already bound) closes
/// them as a stopped phone does: the same endpoints can be bound again in this process.
@Suite("Phone: a stop during start-up", .serialized)
struct StopDuringRestoreTests {
    /// A widget whose timeline provider waits for the test: the phone's start reloads it.
    enum HeldApp {
        static let started = Mutex(0)
        static let gate = SlowApp.Gate()

        struct Entry: TimelineEntry { let date: Date }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
                completion(Entry(date: Date()))
            }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                HeldApp.started.withLock { $0 += 1 }
                nonisolated(unsafe) let completion = completion
                Task {
                    await HeldApp.gate.wait()
                    completion(Timeline(entries: [Entry(date: Date())], policy: .never))
                }
            }
        }

        struct HeldWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "Held", provider: Provider()) { _ in Text("held") }
                    .supportedFamilies([.systemSmall])
            }
        }
    }

    /// A phone with one Held widget, started and held where its restore reloads it (bound at
    /// `mem://NAME/router` and `mem://NAME/publisher`, the gate closed until the test opens it).
    static func phoneHeldInItsRestore(at name: String, on network: InMemoryNetwork) async throws -> (
        PhoneNode, Task<Void, any Error>
    ) {
        HeldApp.gate.close()
        let started = HeldApp.started.withLock { $0 }
        var configuration = PhoneConfiguration(dataFolder: TemporaryFolder.shared.makeFolder())
        configuration.routerEndpoint = "mem://\(name)/router"
        configuration.publisherEndpoint = "mem://\(name)/publisher"
        configuration.logger.logLevel = .critical
        let database = try PhoneDatabase(path: configuration.databasePath)
        try database.saveInstance(
            StoredInstance(
                id: "w1", kind: "Held", family: .systemSmall, configuration: nil, owner: "desk",
                createdAt: Date(timeIntervalSince1970: 1_795_000_000)),
            now: Date(timeIntervalSince1970: 1_795_000_000))
        let node = try PhoneNode(
            configuration: configuration, bundle: HeldApp.HeldWidget().body.bundleItems,
            transport: InMemoryTransport(network: network))
        let run = Task { try await node.run() }
        try await poll("the start to reach the widget's provider") { HeldApp.started.withLock { $0 } > started }
        return (node, run)
    }

    @Test func aStopWhileRestoringClosesTheBoundChannels() async throws {
        let network = InMemoryNetwork()
        let (node, run) = try await Self.phoneHeldInItsRestore(at: "held", on: network)
        node.stop()
        HeldApp.gate.open()
        _ = await run.result
        // Bound again: nothing was left holding the endpoints.
        let transport = InMemoryTransport(network: network)
        let router = try await transport.open(.router, .bind("mem://held/router"))
        let publisher = try await transport.open(.publisher, .bind("mem://held/publisher"))
        await router.close()
        await publisher.close()
    }

    /// A relay asks for the phone's state as soon as the phone dials in, while the phone may
    /// still be restoring its timelines and controls (at seq 0, unpublished): the cut waits
    /// until the phone listens, and then holds what the restore made. Lab runs under load
    /// once saw a relay's map without the phone's controls: its dump was cut mid-restore.
    @Test func aStateCutAskedForDuringTheRestoreWaitsForIt() async throws {
        let (node, run) = try await Self.phoneHeldInItsRestore(at: "held-cut", on: InMemoryNetwork())

        let returned = Mutex(false)
        let cut = Task {
            defer { returned.withLock { $0 = true } }
            return await node.stateCut()
        }
        try await poll("the cut to wait for the restore (or to return)") {
            await node.stateCutsWaiting == 1 || returned.withLock { $0 }
        }
        #expect(returned.withLock { $0 } == false, "a cut of a phone still restoring")
        HeldApp.gate.open()
        let taken = await cut.value
        #expect(taken != nil)
        #expect(await node.stateCutsWaiting == 0)

        // A cut asked for of a stopped phone gets nothing, and does not hang.
        node.stop()
        _ = await run.result
        #expect(await node.stateCut() == nil)
    }
}
