import Foundation
import RelayLink
import TestSupport
import Synchronization
import ZeroMQ

/// The network between a relay and one of its peers, cut open: the peer dials the splice
/// as if it were the relay (the splice holds the relay's secret key, as only a test can),
/// and the splice dials the relay as the peer (with the peer's key pair), so the relay
/// authenticates and authorises the peer exactly as before. In between, every message is
/// in the clear *after* each hop's CURVE: the frames the relay's sockets hand the relay and
/// the frames it hands them, which is what the relay could ever read. They are kept
/// (``captured``), and on the way from the relay to a mirror's SUB they may be changed
/// (``Transform``): a relay that tampers.
///
/// One splice per peer (each hop has the peer's own identity): its requests socket at
/// `endpoint` and its updates socket at the next port, as a relay's are.
final class RelaySplice: Sendable {
    enum Side: Sendable { case phone, mirror }
    /// Towards the relay, or from it.
    enum Direction: Sendable, Hashable { case toRelay, fromRelay }
    /// The relay's requests socket (a ROUTER) or its updates socket (XSUB / XPUB).
    enum Path: Sendable, Hashable { case requests, updates }

    struct Captured: Sendable {
        let direction: Direction
        let path: Path
        let frames: [[UInt8]]
    }

    /// What to forward to the mirror for one update message `[topic, RelayFrame]` from the relay.
    typealias Transform = @Sendable (_ frames: [[UInt8]]) -> [[[UInt8]]]

    /// Where the peer dials in (requests; updates at the next port).
    var endpoint: String { endpoint_.withLock { $0 } }
    private let endpoint_ = Mutex("")
    private let captured_ = Mutex<[Captured]>([])
    private let channels = Mutex<[SocketChannel]>([])
    private let peerRoute = Mutex<[UInt8]?>(nil)
    private let zap = Mutex<ZAPAuthenticator?>(nil)
    private let loop: SocketLoop
    /// The four sockets as they open: the peer's side (bound) and the relay's (connected).
    private let downstreamRequests = Mutex<SocketChannel?>(nil), upstreamRequests = Mutex<SocketChannel?>(nil)
    private let downstreamUpdates = Mutex<SocketChannel?>(nil), upstreamUpdates = Mutex<SocketChannel?>(nil)

    private init(loop: SocketLoop) {
        self.loop = loop
    }

    /// Everything that crossed so far, in order per socket.
    var captured: [Captured] { captured_.withLock { $0 } }

    private func capture(_ direction: Direction, _ path: Path, _ frames: [[UInt8]]) {
        captured_.withLock { $0.append(Captured(direction: direction, path: path, frames: frames)) }
    }

    /// Starts a splice for a peer of `side` in front of the relay side at `relay` (its endpoint
    /// for that side), holding the relay's key pair and the peer's. `transform` changes the
    /// updates from the relay to a mirror; `answers` what the relay's requests socket sends the
    /// peer (each message's frames after the route: one `RelayFrame`).
    static func start(
        _ side: Side, relay: String, relayKeys: CurveKeyPair, peerKeys: CurveKeyPair,
        transform: Transform? = nil, answers: Transform? = nil
    ) async throws -> RelaySplice {
        let upstream = try RelayAddress(relay)
        let context = try Context(ioThreads: 1)
        let loop = try SocketLoop(name: "relay-splice")
        // The peer-facing sockets are CURVE servers: their context needs a ZAP handler (the
        // module enforces its domain); the peer is the only one who knows where they are.
        let zap = try await ZAPAuthenticator(context: context, admitsAnyKey: true)
        var server = SocketOptions()
        server.curve = .server(secretKey: relayKeys.secretKey)
        var client = SocketOptions()
        client.curve = .client(serverPublicKey: relayKeys.publicKey, keyPair: peerKeys)

        let splice = RelaySplice(loop: loop)
        splice.zap.withLock { $0 = zap }
        // Bind the requests ROUTER at any port whose next one is free for the updates socket.
        var bound: (requests: SocketChannel, updates: SocketChannel, address: RelayAddress)?
        for _ in 0..<20 where bound == nil {
            let router = try await SocketChannel.open(
                context: context, type: .router, options: server, loop: loop,
                inbox: Inbox(
                    receive: { message in
                        guard message.frames.count >= 2 else { return }
                        splice.peerRoute.withLock { $0 = message.frames[0] }
                        let frames = Array(message.frames.dropFirst())
                        splice.capture(.toRelay, .requests, frames)
                        try? splice.upstreamRequests.withLock { $0 }?.send(Multipart(frames))
                    }, finish: {})
            ) { try $0.bind("tcp://127.0.0.1:*") }
            let address = try RelayAddress(router.endpoint ?? "")
            do {
                let updates: SocketChannel
                switch side {
                case .phone:
                    // The phone's PUB connects here: an XSUB that subscribes to everything.
                    updates = try await SocketChannel.open(
                        context: context, type: .xsubscriber, options: server, loop: loop,
                        inbox: Inbox(
                            receive: { message in
                                splice.capture(.toRelay, .updates, message.frames)
                                try? splice.upstreamUpdates.withLock { $0 }?.send(Multipart(message.frames))
                            }, finish: {})
                    ) { try $0.bind(address.updates) }
                case .mirror:
                    // The mirror's SUB connects here: its subscriptions go on to the relay, which
                    // decides them by the peer's key, as before.
                    updates = try await SocketChannel.open(
                        context: context, type: .xpublisher, options: server, loop: loop,
                        inbox: Inbox(
                            receive: { message in
                                splice.capture(.toRelay, .updates, message.frames)
                                try? splice.upstreamUpdates.withLock { $0 }?.send(Multipart(message.frames))
                            }, finish: {})
                    ) { try $0.bind(address.updates) }
                }
                bound = (router, updates, address)
            } catch let error as ZMQError where error.code == EADDRINUSE {
                await router.close()
            }
        }
        guard let bound else { throw LabError("no free pair of ports for a relay splice") }
        splice.endpoint_.withLock { $0 = bound.address.requests }
        splice.downstreamRequests.withLock { $0 = bound.requests }
        splice.downstreamUpdates.withLock { $0 = bound.updates }
        if side == .phone { try bound.updates.send(Multipart([[1]])) }

        let dealer = try await SocketChannel.open(
            context: context, type: .dealer, options: client, loop: loop,
            inbox: Inbox(
                receive: { message in
                    splice.capture(.fromRelay, .requests, message.frames)
                    guard let route = splice.peerRoute.withLock({ $0 }) else { return }
                    for frames in answers?(message.frames) ?? [message.frames] {
                        try? splice.downstreamRequests.withLock { $0 }?.send(Multipart([route] + frames))
                    }
                }, finish: {})
        ) {
            try $0.connect(upstream.requests); return nil
        }
        splice.upstreamRequests.withLock { $0 = dealer }
        let relayUpdates: SocketChannel
        switch side {
        case .phone:
            // Towards the relay's XSUB: an XPUB, which forwards once the relay's subscription comes.
            relayUpdates = try await SocketChannel.open(
                context: context, type: .xpublisher, options: client, loop: loop,
                inbox: Inbox(receive: { message in splice.capture(.fromRelay, .updates, message.frames) }, finish: {})
            ) {
                try $0.connect(upstream.updates); return nil
            }
        case .mirror:
            relayUpdates = try await SocketChannel.open(
                context: context, type: .xsubscriber, options: client, loop: loop,
                inbox: Inbox(
                    receive: { message in
                        splice.capture(.fromRelay, .updates, message.frames)
                        let forwarded = transform?(message.frames) ?? [message.frames]
                        for frames in forwarded {
                            try? splice.downstreamUpdates.withLock { $0 }?.send(Multipart(frames))
                        }
                    }, finish: {})
            ) {
                try $0.connect(upstream.updates); return nil
            }
        }
        splice.upstreamUpdates.withLock { $0 = relayUpdates }
        splice.channels.withLock { $0 = [bound.requests, bound.updates, dealer, relayUpdates] }
        return splice
    }

    func stop() async {
        for channel in channels.withLock({ $0 }) { await channel.close() }
        await zap.withLock({ $0 })?.stop()
        loop.stop()
    }
}

extension RelaySplice.Captured {
    /// How many times `needle` occurs in its frames.
    func occurrences(of needle: [UInt8]) -> Int { frames.reduce(0) { $0 + $1.occurrences(of: needle) } }
}

extension Array where Element == UInt8 {
    func occurrences(of needle: [UInt8]) -> Int {
        guard !needle.isEmpty, count >= needle.count else { return 0 }
        var found = 0
        var index = 0
        while index <= count - needle.count {
            if self[index] == needle[0], Array(self[index..<(index + needle.count)]) == needle {
                found += 1
                index += needle.count
            } else {
                index += 1
            }
        }
        return found
    }
}
