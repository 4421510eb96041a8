import Synchronization
import ZeroMQ

/// How `phone-node pair --yes CODE` reaches the process holding the pairing window: an
/// ipc socket in the phone's data folder (0700, so only its owner reaches it), in a
/// context of its own with no ZAP handler. One request ("confirm", code), one answer text.
public final class ConfirmationChannel: Sendable {
    /// A confirmation that arrived, and how to answer it.
    public struct Confirmation: Sendable {
        public let code: String
        public let answer: @Sendable (String) -> Void
    }

    public let confirmations: AsyncStream<Confirmation>
    private let context: Context
    private let channel: SocketChannel

    /// Listens on `endpoint` (ipc://…/pairing.sock).
    public init(endpoint: String) async throws {
        let context = try Context()
        let (confirmations, continuation) = AsyncStream.makeStream(
            of: Confirmation.self, bufferingPolicy: .bufferingNewest(8))
        let box = ChannelBox()
        let inbox = Inbox(
            receive: { message in
                guard message.frames.count == 3, message.frames[1] == Array("confirm".utf8),
                    message.frames[2].count <= 32
                else { return }
                let routingID = message.frames[0]
                continuation.yield(
                    Confirmation(code: String(decoding: message.frames[2], as: UTF8.self)) { text in
                        try? box.channel?.send(Multipart([routingID, Array(text.utf8)]))
                    })
            },
            finish: { continuation.finish() })
        var options = SocketOptions()
        options.maxMessageSize = 256
        let channel = try await SocketChannel.open(
            context: context, type: .router, options: options, name: "pairing-confirm", inbox: inbox
        ) {
            try $0.bind(endpoint)
        }
        box.set(channel)
        self.channel = channel
        self.context = context
        self.confirmations = confirmations
    }

    public func close() async {
        await channel.close()
        context.shutdown()
    }

    /// Sends `code` to the window listening on `endpoint`; returns its answer, nil if none came in time.
    public static func confirm(_ code: String, at endpoint: String, within timeout: Duration) async throws -> String? {
        let context = try Context()
        let replies = AsyncStream.makeStream(of: Multipart.self)
        let channel = try await SocketChannel.open(
            context: context, type: .dealer, name: "pairing-confirm-client",
            inbox: Inbox(receive: { replies.continuation.yield($0) }, finish: { replies.continuation.finish() })
        ) {
            try $0.connect(endpoint)
            return endpoint
        }
        try channel.send(Multipart([Array("confirm".utf8), Array(code.utf8)]))
        let answer = await withTaskGroup(of: String?.self) { group in
            group.addTask {
                for await message in replies.stream {
                    return message.frames.last.map { String(decoding: $0, as: UTF8.self) }
                }
                return nil
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        await channel.close()
        context.shutdown()
        return answer
    }
}

/// The channel, once open, for the inbox's answers.
private final class ChannelBox: Sendable {
    private let stored = Mutex<SocketChannel?>(nil)
    var channel: SocketChannel? { stored.withLock { $0 } }
    func set(_ channel: SocketChannel) { stored.withLock { $0 = channel } }
}
