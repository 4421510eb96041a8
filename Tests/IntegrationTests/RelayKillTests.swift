import Foundation
import GRDB
import Logging
import Mirror
import RelayLink
import RelayTestSupport
import Synchronization
import Testing
import ZeroMQ
import ZeroMQTransport

/// "kill -9 of the relay during a 10,000-update stream to 10 mirrors: 0 lost, 0 duplicated
/// applied updates; every mirror's state equals the phone's within 2 s of the relay's restart."
///
/// The phone (a real `phone-node` in relay mode) publishes a timeline for every tap on its
/// durable Counter; ten mirrors in this process (MirrorClient over MirrorRelayTransport, the
/// desktop's own code, each with its own paired key) follow it through a real `relay-node`,
/// and the first of them taps, 16 taps in flight. Halfway, the relay is killed with SIGKILL
/// and started again on the same endpoints; the taps pause until every mirror shows the
/// phone's count again (that time is the figure reported), then go on to the end.
@Suite("A relay killed in the middle of a long stream", .heavy)
struct RelayKillTests {
    /// Timeline updates the phone publishes (one per tap); `RELAY_KILL_UPDATES` makes a quick run.
    static let updates = Int(ProcessInfo.processInfo.environment["RELAY_KILL_UPDATES"] ?? "") ?? 10_000
    static let mirrorCount = 10
    static let tappers = 16

    @Test("kill -9 of the relay halfway through a 10,000-update stream to 10 mirrors: each ends with the phone's state, never applied an update twice or out of order, and the time from the restart to the last mirror equal to the phone is reported")
    func killTheRelayMidStream() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        var relay = try await RelayProcess.start(data: "\(folder)/relay")
        let relayKey = try CurveKey(z85: relay.key)
        let phoneData = "\(folder)/phone"
        let phoneKeys = try await NodeKeys.make("phone-node", data: phoneData)
        var keys: [CurveKeyPair] = []
        for index in 0..<Self.mirrorCount {
            let pair = try CurveKeyPair.generate()
            try await NodeKeys.pair("m\(index)", kind: "desktop", key: pair, onPhone: phoneData)
            keys.append(pair)
        }
        let phone = try await PhoneProcess.startRelayed(data: phoneData, endpoint: relay.phones, key: relay.key)
        let context = try Context(ioThreads: 2)
        var mirrors: [FollowingMirror] = []
        for (index, pair) in keys.enumerated() {
            mirrors.append(try await FollowingMirror.start(id: "m\(index)", keys: pair, relay: relay.mirrors, relayKey: relayKey,
                                                          phoneKey: phoneKeys.publicKey, context: context))
        }
        let all = mirrors
        try await poll("every mirror's first sync through the relay") {
            for mirror in all where await !mirror.client.replica.isSynced { return false }
            return true
        }

        let tapper = mirrors[0].client
        let instance = try await tapper.addWidget(kind: "Counter", family: .systemSmall, configuration: nil)
        let button = Mutex("")
        try await poll("the counter's button on the tapping mirror") {
            guard let found = await tapper.renderedWidgets().first(where: { $0.instance == instance })?.elements.first(where: { $0.number == 1 }) else { return false }
            button.withLock { $0 = found.id }
            return true
        }
        let element = button.withLock { $0 }
        try await poll("every mirror to show the counter at 0") { await Self.counts(all, instance).allSatisfy { $0 == 0 } }

        let stream = TapStream()
        let started = ContinuousClock.now
        func tap(until total: Int) -> Task<Void, Never> {
            Task {
                await withTaskGroup(of: Void.self) { group in
                    for _ in 0..<Self.tappers {
                        group.addTask {
                            while stream.take(until: total) {
                                let report = await tapper.activate(instanceID: instance, elementID: element)
                                stream.finished(performed: report.outcome == .performed)
                            }
                        }
                    }
                }
            }
        }

        // The first half; the relay is killed while taps are in flight.
        let firstHalf = tap(until: Self.updates)
        try await poll("half the stream performed", within: 600) { stream.performed >= Self.updates / 2 }
        stream.pause()
        let killedAt = ContinuousClock.now
        _ = try await relay.process.stop(signal: SIGKILL)
        let restartedAt = ContinuousClock.now
        relay = try await relay.restarted()
        let listeningAt = ContinuousClock.now
        let equalAt = try await Self.allEqualToPhone(all, instance, phone: phoneData)
        let recovered = ContinuousClock.now
        await firstHalf.value
        let atKill = stream.performed
        print("relay SIGKILL after \(atKill) taps performed (\(started.duration(to: killedAt)) in): restart spawned \(killedAt.duration(to: restartedAt)) after the kill, listening \(restartedAt.duration(to: listeningAt)) later; every mirror equal to the phone (counter \(equalAt)) \(restartedAt.duration(to: recovered)) after the restart (\(listeningAt.duration(to: recovered)) after it listened)")

        // The rest of the stream, then every mirror equal to the phone's final state.
        stream.resume()
        await tap(until: Self.updates).value
        let final = try await Self.allEqualToPhone(all, instance, phone: phoneData)
        let elapsed = started.duration(to: .now)
        #expect(final >= Self.updates, "the phone's counter \(final) after \(stream.performed) taps performed")

        for mirror in all {
            await mirror.stop()
            let samples = mirror.samples
            let epochs = Set(samples.map(\.epoch))
            #expect(epochs.count == 1, "\(mirror.id): one epoch throughout (the phone did not restart): \(epochs)")
            // Each change reported is an update applied (or a snapshot restored): its position
            // never goes back, so no update was applied after a later one, or twice after a resync.
            let backwards = zip(samples, samples.dropFirst()).filter { $1.broadcastSeq < $0.broadcastSeq }
            #expect(backwards.isEmpty, "\(mirror.id) went back: \(backwards.prefix(5))")
            #expect(samples.count >= final / 2, "\(mirror.id) reported \(samples.count) changes for \(final) updates")
            #expect(mirror.refusals == 0, "\(mirror.id) refused \(mirror.refusals) updates from an honest relay")
        }
        let resyncs = all.map { "\($0.id): \($0.resyncs)" }.joined(separator: ", ")
        print("relay SIGKILL stream: \(final) updates (\(stream.performed) taps performed, \(stream.unperformed) not) to \(Self.mirrorCount) mirrors in \(elapsed); resyncs per mirror \(resyncs)")

        _ = try await phone.process.stop()
        _ = try await relay.process.stop()
        context.shutdown()
    }

    /// Each mirror's Counter value (nil where it shows none).
    static func counts(_ mirrors: [FollowingMirror], _ instance: String) async -> [Int?] {
        var counts: [Int?] = []
        for mirror in mirrors { counts.append(await mirror.counter(instance)) }
        return counts
    }

    /// Waits until every mirror shows the counter the phone's store holds (the same before and
    /// after looking at them); returns it.
    static func allEqualToPhone(_ mirrors: [FollowingMirror], _ instance: String, phone: String) async throws -> Int {
        let agreed = Mutex(0)
        try await poll("every mirror to show the phone's counter", within: 120) {
            let before = try PhoneCounter.read(phone)
            let shown = await counts(mirrors, instance)
            guard shown.allSatisfy({ $0 == before }), try PhoneCounter.read(phone) == before else { return false }
            agreed.withLock { $0 = before }
            return true
        }
        return agreed.withLock { $0 }
    }
}

/// Hands out taps until `total` are performed, and can hold new ones back.
final class TapStream: Sendable {
    private struct State {
        var inFlight = 0
        var performed = 0
        var unperformed = 0
        var paused = false
    }
    private let state = Mutex(State())

    var performed: Int { state.withLock { $0.performed } }
    var unperformed: Int { state.withLock { $0.unperformed } }

    /// Whether to tap once more: not paused, and not enough performed or in flight.
    func take(until total: Int) -> Bool {
        state.withLock { state in
            guard !state.paused, state.performed + state.inFlight < total else { return false }
            state.inFlight += 1
            return true
        }
    }

    func finished(performed: Bool) {
        state.withLock { state in
            state.inFlight -= 1
            if performed { state.performed += 1 } else { state.unperformed += 1 }
        }
    }

    func pause() { state.withLock { $0.paused = true } }
    func resume() { state.withLock { $0.paused = false } }
}

/// The phone's Counter from its store (read-only beside the running phone; WAL: the last commit).
enum PhoneCounter {
    static func read(_ data: String) throws -> Int {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(60)  // a hang guard only
        let database = try DatabaseQueue(path: "\(data)/phone.sqlite", configuration: configuration)
        let stored = try database.read { db in
            try Data.fetchOne(db, sql: "SELECT value FROM kv WHERE key = ?", arguments: ["defaults/group.com.yourapp.shared/counter"])
        }
        let object = stored.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: [String: Any]] }
        return object?["int"]?["_0"] as? Int ?? 0
    }
}

/// A mirror in this process following a phone through a relay: the desktop's MirrorClient
/// over MirrorRelayTransport, and its replica's position after every change it reported.
final class FollowingMirror: Sendable {
    /// Where its replica stood after one change it reported.
    struct Sample: Sendable {
        let epoch: UInt64
        let broadcastSeq: UInt64
    }

    let id: String
    let client: MirrorClient
    private let transport: MirrorRelayTransport
    private let samples_ = Mutex<[Sample]>([])
    private let watcher: Mutex<Task<Void, Never>?> = Mutex(nil)
    private let logged: LoggedLines

    private init(id: String, client: MirrorClient, transport: MirrorRelayTransport, logged: LoggedLines) {
        self.id = id
        self.client = client
        self.transport = transport
        self.logged = logged
    }

    var samples: [Sample] { samples_.withLock { $0 } }
    /// Updates its transport refused (none from an honest relay).
    var refusals: Int { transport.counters.refused }
    /// Resyncs it logged.
    var resyncs: Int { logged.count { $0.hasPrefix("resync") } }

    static func start(id: String, keys: CurveKeyPair, relay: String, relayKey: CurveKey, phoneKey: CurveKey, context: Context) async throws -> FollowingMirror {
        let logged = LoggedLines()
        let logger = Logger(label: id) { _ in LineKeeper(lines: logged) }
        var configuration = MirrorConfiguration(deviceID: id, kind: .desktop, displayName: id, families: [.systemSmall, .systemMedium],
                                                renderingMode: .fullColor, routerEndpoint: "", publisherEndpoint: "")
        configuration.heartbeatTimeout = .seconds(30)  // not a test of losing the phone
        configuration.logger = logger
        let base = ZeroMQTransport(context: context, security: .curveClient(serverPublicKey: relayKey, keyPair: keys))
        let transport = try MirrorRelayTransport(address: try RelayAddress(relay), base: base, phoneID: phoneKey.fingerprint, phoneKey: phoneKey.bytes,
                                                 ownSecret: keys.secretKey.bytes, ownKey: keys.publicKey.bytes, deviceID: id, logger: logger)
        let client = MirrorClient(configuration: configuration, transport: transport)
        let mirror = FollowingMirror(id: id, client: client, transport: transport, logged: logged)
        let events = client.events
        mirror.watcher.withLock {
            $0 = Task {
                for await event in events {
                    guard case .changed = event else { continue }
                    let state = await client.replica.state
                    let sample = Sample(epoch: state.epoch, broadcastSeq: state.broadcastSeq)
                    mirror.samples_.withLock { $0.append(sample) }
                }
            }
        }
        try await client.start()
        return mirror
    }

    /// The Counter widget's value as this mirror shows it.
    func counter(_ instance: String) async -> Int? {
        guard let widget = await client.renderedWidgets().first(where: { $0.instance == instance }) else { return nil }
        return Int(widget.lines.first?.trimmingCharacters(in: .whitespaces) ?? "")
    }

    func stop() async {
        await client.stop()
        await watcher.withLock { $0 }?.value
    }
}

/// Log lines a mirror in this process wrote (their messages).
final class LoggedLines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    func count(where predicate: (String) -> Bool) -> Int { lines.withLock { $0.filter(predicate).count } }
}

struct LineKeeper: LogHandler {
    let lines: LoggedLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    var metadataProvider: Logger.MetadataProvider?
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) { lines.append(event.message.description) }
}
