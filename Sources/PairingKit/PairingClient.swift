import Pairing
import Synchronization
import ZeroMQ

/// How a mirror reaches a phone's pairing window: one ceremony step at a time, each with
/// a time limit. Straight (``PairingClient``) or through a relay (RelayLink's).
public protocol PairingChannel: Sendable {
    /// Sends `step` and waits up to `timeout` for the answer.
    func request(_ step: PairingRequestStep, timeout: Duration) async throws -> PairingReplyStep
    func close() async
}

/// A mirror's connection to a phone's pairing endpoint: a DEALER over CURVE with the
/// phone key discovery announced; one request at a time, each with a time limit.
public final class PairingClient: PairingChannel {
    /// The phone did not answer in time.
    public struct NoAnswer: Error, CustomStringConvertible, Sendable {
        public let description: String
        public init(description: String) { self.description = description }
    }

    private let context: Context
    private let channel: SocketChannel
    private let replies: ReplyMailbox
    private let endpoint: String

    public init(endpoint: String, phoneKey: CurveKey, keyPair: CurveKeyPair) async throws {
        let context = try Context()
        var options = SocketOptions()
        options.curve = .client(serverPublicKey: phoneKey, keyPair: keyPair)
        options.maxMessageSize = Int64(PairingWire.maxMessageBytes)
        let replies = ReplyMailbox()
        let inbox = Inbox(receive: { replies.deliver($0) }, finish: {})
        channel = try await SocketChannel.open(
            context: context, type: .dealer, options: options, name: "pairing-client", inbox: inbox
        ) {
            try $0.connect(endpoint)
            return endpoint
        }
        self.replies = replies
        self.context = context
        self.endpoint = endpoint
    }

    /// Sends `step` and waits up to `timeout` for the answer.
    public func request(_ step: PairingRequestStep, timeout: Duration) async throws -> PairingReplyStep {
        try channel.send(Multipart([PairingWire.encode(step)]))
        guard let message = await replies.next(within: timeout), let payload = message.frames.last else {
            throw NoAnswer(description: "the phone did not answer on \(endpoint) (is its pairing window open?)")
        }
        return try PairingWire.reply(payload)
    }

    public func close() async {
        await channel.close()
        context.shutdown()
    }
}

/// Replies as they arrive (on the socket's thread), and the one request waiting for the next.
public final class ReplyMailbox: Sendable {
    private struct State {
        var queue: [Multipart] = []
        var waiter: CheckedContinuation<Multipart?, Never>?
        var generation = 0
    }
    private let state = Mutex(State())

    public init() {}

    /// Hands a message to the waiting request, or keeps it (the newest 16).
    public func deliver(_ message: Multipart) {
        let waiter = state.withLock { state -> CheckedContinuation<Multipart?, Never>? in
            if let waiter = state.waiter {
                state.waiter = nil
                return waiter
            }
            if state.queue.count < 16 { state.queue.append(message) }
            return nil
        }
        waiter?.resume(returning: message)
    }

    /// The next message, or nil if none came within `timeout`.
    public func next(within timeout: Duration) async -> Multipart? {
        await withCheckedContinuation { continuation in
            let (ready, generation) = state.withLock { state -> (Multipart?, Int) in
                if !state.queue.isEmpty { return (state.queue.removeFirst(), state.generation) }
                state.waiter = continuation
                state.generation += 1
                return (nil, state.generation)
            }
            if let ready {
                continuation.resume(returning: ready)
                return
            }
            Task { [self] in
                try? await Task.sleep(for: timeout)
                let expired = self.state.withLock { state -> CheckedContinuation<Multipart?, Never>? in
                    guard state.generation == generation, let waiter = state.waiter else { return nil }
                    state.waiter = nil
                    return waiter
                }
                expired?.resume(returning: nil)
            }
        }
    }
}
