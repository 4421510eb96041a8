import Pairing
import ZeroMQ

/// Where a phone's pairing window hears mirrors: its own endpoint (``PairingEndpoint``) or
/// a relay (RelayLink's). Each request carries the key its sender proved it holds.
public protocol PairingRequestSource: Sendable {
    /// Where it listens, for people.
    var endpoint: String { get }
    /// Requests, in order of arrival.
    var requests: AsyncStream<PairingEndpoint.Request> { get }
    /// Answers the request that came with `routingID`.
    func reply(to routingID: [UInt8], _ step: PairingReplyStep)
    func close() async
}

/// The phone's pairing endpoint: a ROUTER of its own, in a ZeroMQ context of its own
/// whose ZAP handler admits any CURVE key, so that unknown keys reach this socket and
/// nothing else. CURVE still runs: the ceremony learns the key each connection proved it
/// holds (its ZAP user id), and a passive listener sees nothing.
public final class PairingEndpoint: PairingRequestSource {
    /// One mirror's request: its connection's routing id and key, and the step (or why it is malformed).
    public struct Request: Sendable {
        public let routingID: [UInt8]
        public let key: [UInt8]
        public let step: Result<PairingRequestStep, PairingWire.Malformed>

        public init(routingID: [UInt8], key: [UInt8], step: Result<PairingRequestStep, PairingWire.Malformed>) {
            (self.routingID, self.key, self.step) = (routingID, key, step)
        }
    }

    /// The endpoint it listens on (what `*` chose).
    public let endpoint: String
    /// Requests, in order of arrival.
    public let requests: AsyncStream<Request>
    private let context: Context
    private let zap: ZAPAuthenticator
    private let channel: SocketChannel

    /// Binds `endpoint` with the phone's key pair.
    public init(keyPair: CurveKeyPair, endpoint: String) async throws {
        let context = try Context()
        let zap = try await ZAPAuthenticator(context: context, admitsAnyKey: true)
        var options = SocketOptions()
        options.curve = .server(secretKey: keyPair.secretKey)
        options.zapDomain = "pairing"
        options.maxMessageSize = Int64(PairingWire.maxMessageBytes)
        options.sendHighWaterMark = 16
        options.receiveHighWaterMark = 16
        options.handshakeIntervalMilliseconds = 5000
        let (requests, continuation) = AsyncStream.makeStream(of: Request.self, bufferingPolicy: .bufferingNewest(64))
        let inbox = Inbox(
            receive: { message in
                // [routing id, payload]; the user id is the key the connection authenticated with.
                guard message.frames.count == 2, let user = message.userID, let key = try? CurveKey(z85: user) else {
                    return
                }
                let step: Result<PairingRequestStep, PairingWire.Malformed>
                do throws(PairingWire.Malformed) { step = .success(try PairingWire.request(message.frames[1])) } catch {
                    step = .failure(error)
                }
                continuation.yield(Request(routingID: message.frames[0], key: key.bytes, step: step))
            },
            finish: { continuation.finish() })
        do {
            channel = try await SocketChannel.open(
                context: context, type: .router, options: options, name: "pairing", inbox: inbox
            ) {
                try $0.bind(endpoint)
            }
        } catch {
            await zap.stop()
            context.shutdown()
            throw error
        }
        self.endpoint = channel.endpoint ?? endpoint
        self.requests = requests
        self.context = context
        self.zap = zap
    }

    /// Answers the connection with `routingID`.
    public func reply(to routingID: [UInt8], _ step: PairingReplyStep) {
        try? channel.send(Multipart([routingID, PairingWire.encode(step)]))
    }

    /// Closes the endpoint: no key reaches the phone this way any more.
    public func close() async {
        await channel.close()
        await zap.stop()
        context.shutdown()
    }
}
