import Foundation
import RelayTransport
import RelayWire

/// Requests over a DEALER, the ZeroMQ Guide's Lazy Pirate way: each request
/// waits for the reply whose `in_reply_to` is its message id, up to a time-out,
/// and is resent with the same id (so the phone can dedupe) before giving up.
public actor RequestClient {
    private let channel: any MessageChannel
    private let sender: String
    private var waiting: [String: CheckedContinuation<Relay_V1_Envelope, any Error>] = [:]
    private var reader: Task<Void, Never>?

    /// A client sending as `sender` on `channel` (a dealer).
    public init(channel: any MessageChannel, sender: String) {
        self.channel = channel
        self.sender = sender
    }

    private func startReading() {
        guard reader == nil else { return }
        let channel = channel
        reader = Task { [weak self] in
            for await message in channel.incoming {
                guard let frame = message.frames.last, let envelope = try? Relay_V1_Envelope(serializedBytes: frame) else { continue }
                await self?.deliver(envelope)
            }
            await self?.failAll(RequestError.closed)
        }
    }

    private func deliver(_ envelope: Relay_V1_Envelope) {
        waiting.removeValue(forKey: envelope.inReplyTo)?.resume(returning: envelope)
    }

    private func failAll(_ error: any Error) {
        for continuation in waiting.values { continuation.resume(throwing: error) }
        waiting = [:]
    }

    /// Sends a request and returns its reply. An ErrorReply is returned, not thrown.
    /// - Parameters:
    ///   - timeout: how long to wait for each attempt.
    ///   - retries: how many times to resend, with the same message id, after a time-out.
    public nonisolated func request(timeout: Duration = .seconds(5), retries: Int = 0,
                                    _ fill: (inout Relay_V1_Envelope) -> Void) async throws -> Relay_V1_Envelope {
        try await send(Relay_V1_Envelope.make(from: sender, fill), timeout: timeout, retries: retries)
    }

    /// Sends a prepared envelope (its message id is the dedupe key of retries).
    public func send(_ envelope: Relay_V1_Envelope, timeout: Duration = .seconds(5), retries: Int = 0) async throws -> Relay_V1_Envelope {
        startReading()
        for attempt in 0...retries {
            if let reply = try await attemptRequest(envelope, timeout: timeout) { return reply }
            if attempt == retries { break }
        }
        throw RequestError.timedOut(attempts: retries + 1, timeout: timeout)
    }

    private func attemptRequest(_ envelope: Relay_V1_Envelope, timeout: Duration) async throws -> Relay_V1_Envelope? {
        let id = envelope.messageID
        let timer = Task { [weak self] in
            // Cancelled (the reply came): expire nothing, or a resend of the same id would expire at once.
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            await self?.expire(id)
        }
        defer { timer.cancel() }
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

    private func expire(_ id: String) {
        waiting.removeValue(forKey: id)?.resume(throwing: RequestError.attemptExpired)
    }

    /// Stops reading; outstanding requests fail.
    public func close() async {
        reader?.cancel()
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
        case .timedOut(let attempts, let timeout): "no reply after \(attempts) attempt\(attempts == 1 ? "" : "s") of \(timeout)"
        case .closed: "the connection was closed"
        case .attemptExpired: "the attempt expired"
        }
    }
}
