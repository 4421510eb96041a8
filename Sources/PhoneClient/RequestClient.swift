import DomainModel
import Foundation
import Codec
import NodeTransport
import RelayWire

/// Requests over a DEALER, the ZeroMQ Guide's Lazy Pirate way: each request
/// waits for the reply whose `in_reply_to` is its message id, up to a time-out,
/// and is resent with the same id (so the phone can dedupe) before giving up.
///
/// Given the `executor` the channel's socket lives on (a ZeroMQ loop), the client reads
/// replies and sends requests on that thread, waking no other.
public actor RequestClient {
    private let channel: any MessageChannel
    private let sender: String
    private var waiting: [String: CheckedContinuation<Relay_V1_Envelope, any Error>] = [:]
    private var reader: Task<Void, Never>?
    /// What ``Salvage`` left out of replies that did not decode whole, by request id.
    private var salvaged: [String: [QuarantinedItem]] = [:]
    /// When each attempt waiting for its reply expires, by request id.
    private var deadlines: [String: ContinuousClock.Instant] = [:]
    /// One task expires attempts, sleeping until the earliest deadline (none per request).
    private var reaper: (task: Task<Void, Never>, until: ContinuousClock.Instant)?

    private nonisolated let executor: (any LoopExecutor)?
    private nonisolated let fallback = DefaultActorExecutor()
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        executor?.asUnownedSerialExecutor() ?? fallback.unownedExecutor
    }

    /// Where replies arrive: posted by the channel's `receive` callback, or by a task reading
    /// ``MessageChannel/incoming``.
    private let replies: Mailbox<TransportMessage>
    private let readsIncoming: Bool
    private var bridge: Task<Void, Never>?

    /// A client sending as `sender` on `channel` (a dealer), on `executor` when given. With
    /// `replies`, the channel was opened with a `receive` callback that posts them there (on
    /// the loop's thread: no task between the socket and the client); without, the client
    /// reads `channel.incoming`.
    public init(
        channel: any MessageChannel, sender: String, executor: (any LoopExecutor)? = nil,
        replies: Mailbox<TransportMessage>? = nil
    ) {
        self.channel = channel
        self.sender = sender
        self.executor = executor
        self.replies = replies ?? Mailbox()
        readsIncoming = replies == nil
    }

    private func startReading() {
        guard reader == nil else { return }
        if readsIncoming {
            let (channel, replies) = (channel, replies)
            bridge = Task {
                for await message in channel.incoming { replies.post(message) }
                replies.finish()
            }
        }
        reader = Task(executorPreference: executor) { await self.read() }
    }

    /// Reads replies on the client's executor: a reply resumes its request where it arrived.
    private func read() async {
        while let message = await replies.next() {
            guard let frame = message.frames.last else { continue }
            if let envelope = try? Relay_V1_Envelope(serializedBytes: frame) {
                deliver(envelope)
            } else {
                // One bad string must not cost the whole reply (a snapshot): keep what decodes.
                var dropped: [QuarantinedItem] = []
                guard let envelope = Salvage.envelope(frame, dropped: &dropped) else { continue }
                deliver(envelope, salvaged: dropped)
            }
        }
        failAll(RequestError.closed)
    }

    private func deliver(_ envelope: Relay_V1_Envelope, salvaged items: [QuarantinedItem] = []) {
        guard let continuation = waiting.removeValue(forKey: envelope.inReplyTo) else { return }
        if !items.isEmpty {
            if salvaged.count >= 64 { salvaged.removeAll() }  // never taken: a caller that does not look
            salvaged[envelope.inReplyTo] = items
        }
        continuation.resume(returning: envelope)
    }

    /// What was left out of the reply to the request `messageID` because it did not
    /// decode (see ``Salvage``); empty when the reply decoded whole. Asked once.
    public func takeSalvaged(_ messageID: String) -> [QuarantinedItem] {
        salvaged.removeValue(forKey: messageID) ?? []
    }

    private func failAll(_ error: any Error) {
        for continuation in waiting.values { continuation.resume(throwing: error) }
        waiting = [:]
    }

    /// Sends a request and returns its reply. An ErrorReply is returned, not thrown.
    /// - Parameters:
    ///   - timeout: how long to wait for each attempt.
    ///   - retries: how many times to resend, with the same message id, after a time-out.
    package nonisolated func request(
        timeout: Duration = .seconds(5), retries: Int = 0,
        _ fill: (inout Relay_V1_Envelope) -> Void
    ) async throws -> Relay_V1_Envelope {
        // The client is I/O on the real clocks (it times out on them too): sent now.
        try await send(Relay_V1_Envelope.make(from: sender, at: Date(), fill), timeout: timeout, retries: retries)
    }

    /// Sends a prepared envelope (its message id is the dedupe key of retries).
    package func send(_ envelope: Relay_V1_Envelope, timeout: Duration = .seconds(5), retries: Int = 0) async throws
        -> Relay_V1_Envelope
    {
        startReading()
        for attempt in 0...retries {
            if let reply = try await attemptRequest(envelope, timeout: timeout) { return reply }
            if attempt == retries { break }
        }
        throw RequestError.timedOut(attempts: retries + 1, timeout: timeout)
    }

    private func attemptRequest(_ envelope: Relay_V1_Envelope, timeout: Duration) async throws -> Relay_V1_Envelope? {
        let id = envelope.messageID
        let deadline = ContinuousClock.now + timeout
        deadlines[id] = deadline
        armReaper(for: deadline)
        defer { deadlines[id] = nil }
        do {
            return try await withCheckedThrowingContinuation { continuation in
                waiting[id] = continuation
                do { try channel.send(TransportMessage([envelope.frame])) } catch {
                    waiting[id] = nil
                    continuation.resume(throwing: error)
                }
            }
        } catch RequestError.attemptExpired {
            return nil
        }
    }

    /// Makes sure the reaper wakes by `deadline`.
    private func armReaper(for deadline: ContinuousClock.Instant) {
        if let reaper, reaper.until <= deadline { return }
        reaper?.task.cancel()
        reaper = (Task(executorPreference: executor) { await self.reap(at: deadline) }, deadline)
    }

    /// Expires the attempts whose deadline passed, then waits for the next deadline.
    private func reap(at deadline: ContinuousClock.Instant) async {
        guard (try? await Task.sleep(until: deadline)) != nil else { return }  // cancelled: an earlier one took over
        reaper = nil
        let now = ContinuousClock.now
        for (id, expiry) in deadlines where expiry <= now {
            deadlines[id] = nil
            waiting.removeValue(forKey: id)?.resume(throwing: RequestError.attemptExpired)
        }
        if let next = deadlines.values.min() { armReaper(for: next) }
    }

    /// Stops reading; outstanding requests fail.
    public func close() async {
        reader?.cancel()
        bridge?.cancel()
        replies.finish()
        reaper?.task.cancel()
        reaper = nil
        failAll(RequestError.closed)
        await channel.close()
    }
}

/// Why a request got no reply.
public enum RequestError: Error, Sendable, CustomStringConvertible {
    case timedOut(attempts: Int, timeout: Duration)
    case closed
    case attemptExpired

    public var description: String {
        switch self {
        case .timedOut(let attempts, let timeout):
            "no reply after \(attempts) attempt\(attempts == 1 ? "" : "s") of \(timeout)"
        case .closed: "the connection was closed"
        case .attemptExpired: "the attempt expired"
        }
    }
}
