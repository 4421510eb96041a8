import Codec
import Foundation
import RelayLink
import TestSupport
import RelayWire
import SwiftProtobuf
import Synchronization
import Testing
import ZeroMQ

/// A node's key pair, from its data folder (`keys/node.secret`), as only a test may read it.
enum NodeKeys {
    static func read(data: String) throws -> CurveKeyPair {
        let text = try String(contentsOfFile: "\(data)/keys/node.secret", encoding: .utf8)
        return try CurveKeyPair(secretKey: CurveKey(z85: text.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Makes `program`'s key pair in `data` (`<program> keys --data`) and reads it.
    static func make(_ program: String, data: String) async throws -> CurveKeyPair {
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let made = try await run(Repository.product(program), ["keys", "--data", data])
        #expect(made.status == 0, "\(made.standardError)")
        return try read(data: data)
    }

    /// Pairs a device with the phone whose data folder is `phone` (`phone-node devices add`).
    static func pair(_ id: String, kind: String, key: CurveKeyPair, onPhone phone: String) async throws {
        let added = try await run(
            Repository.product("phone-node"),
            ["devices", "add", "--id", id, "--kind", kind, "--key=\(key.publicKey.z85)", "--data", phone])
        #expect(added.status == 0, "\(added.standardError)")
    }
}

extension PhoneProcess {
    /// Starts a phone in relay mode dialling `endpoint` (a relay's phone side, or a splice in front of it).
    static func startRelayed(data: String, endpoint: String, key: String) async throws -> PhoneProcess {
        try? FileManager.default.removeItem(atPath: "\(data)/endpoints.json")
        let process = try BackgroundProcess(
            Repository.product("phone-node"),
            [
                "run", "--data", data, "--relay", endpoint, "--relay-key=\(key)", "--heartbeat-ms", "100",
                "--log-level", "info",
            ], logPath: "\(data)/phone-\(UUID().uuidString.prefix(4)).log")
        try await waitForFile("\(data)/endpoints.json")
        let endpoints = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(data)/endpoints.json")))
                as? [String: String])
        return PhoneProcess(
            data: data, process: process, router: try #require(endpoints["router"]),
            publisher: try #require(endpoints["publisher"]),
            key: try #require(endpoints["public_key"]), host: .local)
    }

    /// Everything the phone logged.
    var log: String {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: data).filter {
                $0.hasPrefix("phone-") && $0.hasSuffix(".log")
            }) ?? []
        return names.compactMap { try? String(contentsOfFile: "\(data)/\($0)", encoding: .utf8) }.joined(
            separator: "\n")
    }
}

extension DesktopProcess {
    /// Starts a mirror in scriptable mode that reaches `phone` through the relay at `relay`
    /// (or a splice in front of it), paired on the phone beforehand (``NodeKeys/pair``).
    static func startRelayed(
        data: String, id: String, phone: PhoneProcess, relay: String, relayKey: String,
        program: String = "desktop-node"
    ) throws -> DesktopProcess {
        let script = try ScriptedProcess(
            Repository.product(program),
            [
                "run", "--script", "--data", data, "--id", id, "--phone-key=\(phone.key)", "--relay", relay,
                "--relay-key=\(relayKey)",
                "--heartbeat-timeout-ms", String(heartbeatTimeoutMs), "--log-level", "info",
            ], stderrPath: "\(data)/desktop-\(UUID().uuidString.prefix(4)).log")
        return DesktopProcess(data: data, script: script)
    }

    /// Everything the mirror logged.
    var log: String {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: data).filter {
                $0.hasPrefix("desktop-") && $0.hasSuffix(".log")
            }) ?? []
        return names.compactMap { try? String(contentsOfFile: "\(data)/\($0)", encoding: .utf8) }.joined(
            separator: "\n")
    }

    /// The counts of the mirror's last "refused updates from the relay" line (forged,
    /// bad_signature, unknown_key, replayed, malformed); empty if it logged none.
    var refusalCounts: [String: Int] {
        guard let line = log.split(separator: "\n").last(where: { $0.contains("refused updates from the relay") })
        else { return [:] }
        var counts: [String: Int] = [:]
        for name in ["forged", "bad_signature", "unknown_key", "replayed", "malformed"] {
            if let match = line.firstMatch(of: try! Regex("\\b\(name)=([0-9]+)")),
                let value = match.output[1].substring.flatMap({ Int($0) })
            {
                counts[name] = value
            }
        }
        return counts
    }
}

/// The sealed updates a captured stream carried, each opened where `opener` can, grants first:
/// the plaintexts it opened.
func openedPlaintexts(_ captured: [RelaySplice.Captured], with opener: inout MirrorOpener) -> [[UInt8]] {
    var sealed: [Relay_V1_SealedUpdate] = []
    for message in captured {
        guard let last = message.frames.last, let frame = try? Relay_V1_RelayFrame(serializedBytes: last) else {
            continue
        }
        switch frame.body {
        case .update(let update): sealed.append(update)
        case .snapshot(let snapshot): sealed += snapshot.records
        case .dump(let dump): sealed += dump.records
        default: continue
        }
    }
    func isGrant(_ update: Relay_V1_SealedUpdate) -> Bool {
        (try? Relay_V1_SealedHeader(serializedBytes: update.header))?.op == .grant
    }
    var plaintexts: [[UInt8]] = []
    for update in sealed.filter(isGrant) + sealed.filter({ !isGrant($0) }) {
        guard let header = try? Relay_V1_SealedHeader(serializedBytes: update.header),
            case .update(_, let plaintext, _)? = try? opener.open(SealedRecord(update), topic: header.topic)
        else { continue }
        plaintexts.append(plaintext)
    }
    return plaintexts
}

/// A device's two sockets at a relay's mirror side, in this process, with the device's own
/// keys: the raw view of what a paired (or once paired) device receives. It asks the relay
/// for a snapshot (its grant first), subscribes to the phone's "all/" and its own topic, and
/// keeps every update it receives: its header's cleartext and, where it could open it, the
/// plaintext.
final class RawRelayReader: Sendable {
    struct Received: Sendable {
        let topic: String
        let seq: UInt64
        let keyEpoch: UInt64
        let op: Relay_V1_CloneOp
        /// The envelope's bytes, if this device could open it.
        let plaintext: [UInt8]?
        /// Whether it came in a snapshot (else live, on the SUB).
        let fromSnapshot: Bool
    }

    private struct State {
        var opener: MirrorOpener
        var received: [Received] = []
        var snapshots = 0
    }

    private let state: Mutex<State>
    private let phoneID: String
    private let channels = Mutex<[SocketChannel]>([])
    private let context: Context

    private init(opener: MirrorOpener, phoneID: String, context: Context) {
        state = Mutex(State(opener: opener))
        self.phoneID = phoneID
        self.context = context
    }

    var received: [Received] { state.withLock { $0.received } }
    var snapshots: Int { state.withLock { $0.snapshots } }
    /// Whether the group key of `keyEpoch` was ever granted to this device.
    func holds(keyEpoch: UInt64) -> Bool { state.withLock { $0.opener.holds(keyEpoch: keyEpoch) } }

    static func start(relay: String, relayKey: CurveKey, keys: CurveKeyPair, phoneKey: CurveKey, deviceID: String)
        async throws -> RawRelayReader
    {
        let address = try RelayAddress(relay)
        let phoneID = phoneKey.fingerprint
        let opener = try MirrorOpener(
            phoneID: phoneID, phoneKey: phoneKey.bytes, ownSecret: keys.secretKey.bytes,
            ownKey: keys.publicKey.bytes, deviceID: deviceID)
        let context = try Context(ioThreads: 1)
        let reader = RawRelayReader(opener: opener, phoneID: phoneID, context: context)
        var options = SocketOptions()
        options.curve = .client(serverPublicKey: relayKey, keyPair: keys)
        let dealer = try await SocketChannel.open(
            context: context, type: .dealer, options: options,
            inbox: Inbox(receive: { reader.replied($0.frames) }, finish: {})
        ) {
            try $0.connect(address.requests); return nil
        }
        var subscribing = options
        subscribing.subscriptions = [Array("\(phoneID)/all/".utf8), Array("\(phoneID)/dev/\(deviceID)/".utf8)]
        let subscriber = try await SocketChannel.open(
            context: context, type: .subscriber, options: subscribing,
            inbox: Inbox(receive: { reader.published($0.frames) }, finish: {})
        ) {
            try $0.connect(address.updates); return nil
        }
        reader.channels.withLock { $0 = [dealer, subscriber] }
        return reader
    }

    /// Asks the relay for a snapshot of the phone's stream (again, if one was refused: the
    /// relay may not have the phone's roster or state yet).
    func requestSnapshot() throws {
        let frame = Relay_V1_RelayFrame.with {
            $0.snapshotRequest = .with {
                $0.phone = phoneID; $0.requestID = UUID().uuidString
            }
        }
        try channels.withLock { $0.first }?.send(Multipart([try frame.serializedBytes()]))
    }

    private func replied(_ frames: [[UInt8]]) {
        guard let last = frames.last, let frame = try? Relay_V1_RelayFrame(serializedBytes: last),
            case .snapshot(let snapshot) = frame.body
        else { return }
        state.withLock { state in
            state.snapshots += 1
            let records =
                snapshot.records.filter { Self.op($0) == .grant } + snapshot.records.filter { Self.op($0) != .grant }
            for record in records { Self.keep(record, fromSnapshot: true, &state) }
        }
    }

    private func published(_ frames: [[UInt8]]) {
        guard frames.count == 2, let frame = try? Relay_V1_RelayFrame(serializedBytes: frames[1]),
            case .update(let update) = frame.body
        else { return }
        state.withLock { Self.keep(update, fromSnapshot: false, &$0) }
    }

    private static func op(_ record: Relay_V1_SealedUpdate) -> Relay_V1_CloneOp? {
        (try? Relay_V1_SealedHeader(serializedBytes: record.header))?.op
    }

    private static func keep(_ update: Relay_V1_SealedUpdate, fromSnapshot: Bool, _ state: inout State) {
        guard let header = try? Relay_V1_SealedHeader(serializedBytes: update.header) else { return }
        var plaintext: [UInt8]?
        if case .update(_, let opened, _)? = try? state.opener.open(SealedRecord(update), topic: header.topic) {
            plaintext = opened
        }
        state.received.append(
            Received(
                topic: header.topic, seq: header.seq, keyEpoch: header.keyEpoch, op: header.op,
                plaintext: plaintext, fromSnapshot: fromSnapshot))
    }

    func stop() async {
        for channel in channels.withLock({ $0 }) { await channel.close() }
    }
}
