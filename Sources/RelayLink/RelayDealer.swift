import Codec
import Foundation
import PairingKit
import ZeroMQ

/// A DEALER to a relay's requests socket, a CURVE client of the relay's key, in a context
/// of its own: what the pairing window, the pairing client and the lookup speak through.
final class RelayDealer: Sendable {
    private let context: Context
    private let channel: SocketChannel
    let replies: ReplyMailbox
    let address: RelayAddress

    init(address: RelayAddress, relayKey: CurveKey, keyPair: CurveKeyPair) async throws {
        let context = try Context()
        var options = SocketOptions()
        options.curve = .client(serverPublicKey: relayKey, keyPair: keyPair)
        options.maxMessageSize = 1 << 20
        options.handshakeIntervalMilliseconds = 5000
        let replies = ReplyMailbox()
        let inbox = Inbox(receive: { replies.deliver($0) }, finish: {})
        do {
            channel = try await SocketChannel.open(
                context: context, type: .dealer, options: options, name: "relay-dealer", inbox: inbox
            ) {
                try $0.connect(address.requests)
                return address.requests
            }
        } catch {
            context.shutdown()
            throw error
        }
        self.context = context
        self.replies = replies
        self.address = address
    }

    /// Sends one pairing frame (the codec's ``PairingFrame``: this dealer carries bytes).
    func send(_ frame: PairingFrame) throws {
        try channel.send(Multipart([frame.bytes]))
    }

    /// The next pairing frame from the relay that `accept` takes (others are dropped), or nil after `timeout`.
    func next<T>(within timeout: Duration, _ accept: (PairingFrame) -> T?) async -> T? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            guard let message = await replies.next(within: deadline - ContinuousClock.now) else { return nil }
            if let payload = message.frames.last, let frame = PairingFrame(bytes: payload), let value = accept(frame) {
                return value
            }
        }
        return nil
    }

    func close() async {
        await channel.close()
        context.shutdown()
    }
}
