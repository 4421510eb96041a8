import Foundation
import RelayHub
import RelayLink
import RelayNodeKit
import RelayWire
import SwiftProtobuf
import Synchronization
import ZeroMQ

/// What a fake peer's socket received, in order, for tests to look at while polling.
final class Received: Sendable {
    private let messages = Mutex<[Multipart]>([])
    var all: [Multipart] { messages.withLock { $0 } }
    var inbox: Inbox { Inbox(receive: { message in self.messages.withLock { $0.append(message) } }, finish: {}) }

    /// The RelayFrames received (the last frame of each message).
    var frames: [Relay_V1_RelayFrame] {
        all.compactMap { $0.frames.last.flatMap { try? Relay_V1_RelayFrame(serializedBytes: $0) } }
    }
}

/// A phone as the relay sees one: a CURVE DEALER and PUB dialling in, saying sealed-looking
/// things (random bytes where the ciphertext and signature would be: the relay opens nothing).
struct FakePhone {
    let keys: CurveKeyPair
    let context: Context
    let dealer: SocketChannel
    let publisher: SocketChannel
    let fromRelay: Received
    var id: String { keys.publicKey.fingerprint }

    static func connect(to relay: RelayAddress, relayKey: CurveKey, keys: CurveKeyPair = try! .generate()) async throws
        -> FakePhone
    {
        let context = try Context()
        var options = SocketOptions()
        options.curve = .client(serverPublicKey: relayKey, keyPair: keys)
        let received = Received()
        let dealer = try await SocketChannel.open(
            context: context, type: .dealer, options: options, inbox: received.inbox
        ) {
            try $0.connect(relay.requests)
            return nil
        }
        let publisher = try await SocketChannel.open(context: context, type: .publisher, options: options) {
            try $0.connect(relay.updates)
            return nil
        }
        return FakePhone(keys: keys, context: context, dealer: dealer, publisher: publisher, fromRelay: received)
    }

    func close() async {
        await dealer.close()
        await publisher.close()
    }

    func send(_ body: Relay_V1_RelayFrame.OneOf_Body) throws {
        var frame = Relay_V1_RelayFrame()
        frame.body = body
        try dealer.send(Multipart([try frame.serializedBytes()]))
    }

    func sendRoster(_ readers: [(CurveKey, String)], epoch: UInt64 = 1) throws {
        try send(
            .phoneRoster(
                .with { roster in
                    roster.epoch = epoch
                    roster.readers = readers.map { key, id in
                        .with {
                            $0.publicKey = Data(key.bytes); $0.deviceID = id
                        }
                    }
                }))
    }

    var dumpRequests: Int { fromRelay.frames.filter { if case .dumpRequest = $0.body { true } else { false } }.count }

    /// A sealed-looking update of this phone (or of `as` when impersonating): part `part` of
    /// `item`, its ciphertext padded to `size` bytes when given.
    func sealed(
        _ topic: String, op: Relay_V1_CloneOp, item: UInt8 = 0, part: UInt32 = 0, seq: UInt64, topicSeq: UInt64,
        epoch: UInt64 = 1,
        as phone: String? = nil, size: Int = 0
    ) -> Relay_V1_SealedUpdate {
        let header = Relay_V1_SealedHeader.with {
            $0.phone = phone ?? id
            $0.topic = topic
            $0.epoch = epoch
            $0.seq = seq
            $0.topicSeq = topicSeq
            $0.op = op
            if op != .pass && op != .heartbeat && op != .grant {
                $0.item = Data(repeating: item, count: 16)
                $0.part = part
            }
        }
        let text = Data("opaque \(topic) \(item) @\(seq)".utf8)
        return .with {
            $0.header = try! header.serializedData()
            $0.nonce = Data((0..<24).map { _ in UInt8.random(in: 0...255) })
            $0.ciphertext = text + Data(repeating: 0, count: max(0, size - text.count))
            $0.signature = Data(repeating: 7, count: 64)
        }
    }

    /// Publishes `update` under the topic frame "<phone>/<topic>" (or `topicFrame`).
    func publish(_ update: Relay_V1_SealedUpdate, topicFrame: String? = nil) throws {
        let header = try Relay_V1_SealedHeader(serializedBytes: update.header)
        var frame = Relay_V1_RelayFrame()
        frame.update = update
        try publisher.send(
            Multipart([Array((topicFrame ?? "\(id)/\(header.topic)").utf8), try frame.serializedBytes()]))
    }
}

/// A mirror as the relay sees one: a CURVE DEALER and a SUB of the topics it names.
struct FakeMirror {
    let keys: CurveKeyPair
    let context: Context
    let dealer: SocketChannel
    let subscriber: SocketChannel
    let replies: Received
    let updates: Received

    static func connect(to relay: RelayAddress, relayKey: CurveKey, keys: CurveKeyPair, topics: [String]) async throws
        -> FakeMirror
    {
        let context = try Context()
        var options = SocketOptions()
        options.curve = .client(serverPublicKey: relayKey, keyPair: keys)
        let replies = Received(), updates = Received()
        let dealer = try await SocketChannel.open(
            context: context, type: .dealer, options: options, inbox: replies.inbox
        ) {
            try $0.connect(relay.requests)
            return nil
        }
        var subscriberOptions = options
        subscriberOptions.subscriptions = topics.map { Array($0.utf8) }
        let subscriber = try await SocketChannel.open(
            context: context, type: .subscriber, options: subscriberOptions, inbox: updates.inbox
        ) {
            try $0.connect(relay.updates)
            return nil
        }
        return FakeMirror(
            keys: keys, context: context, dealer: dealer, subscriber: subscriber, replies: replies, updates: updates)
    }

    func close() async {
        await dealer.close()
        await subscriber.close()
    }

    func send(_ body: Relay_V1_RelayFrame.OneOf_Body) throws {
        var frame = Relay_V1_RelayFrame()
        frame.body = body
        try dealer.send(Multipart([try frame.serializedBytes()]))
    }

    func askSnapshot(of phone: String, id: String, maxPartBytes: UInt32 = 0) throws {
        try send(
            .snapshotRequest(
                .with {
                    $0.phone = phone; $0.requestID = id; $0.maxPartBytes = maxPartBytes
                }))
    }

    var snapshots: [Relay_V1_RelaySnapshot] {
        replies.frames.compactMap { if case .snapshot(let s) = $0.body { s } else { nil } }
    }
    var refusals: [Relay_V1_RelayRefusal] {
        replies.frames.compactMap { if case .refusal(let r) = $0.body { r } else { nil } }
    }

    /// The updates heard: topic frame and the header's seq.
    var heard: [(topic: String, seq: UInt64)] {
        updates.all.compactMap { message in
            guard message.frames.count == 2, let frame = try? Relay_V1_RelayFrame(serializedBytes: message.frames[1]),
                case .update(let update) = frame.body,
                let header = try? Relay_V1_SealedHeader(serializedBytes: update.header)
            else { return nil }
            return (String(decoding: message.frames[0], as: UTF8.self), header.seq)
        }
    }
}

extension Relay_V1_SealedUpdate {
    /// The header's fields a test compares.
    var headerText: String {
        let header = try! Relay_V1_SealedHeader(serializedBytes: self.header)
        return "\(header.topic) \(header.op) @\(header.seq)"
    }
}
