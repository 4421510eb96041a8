import Foundation
import Logging
import RelayHub
import RelayLink
import ZeroMQ

/// A running relay, in this process: a ``RelayHub`` driven over ZeroMQ.
///
/// Phone side: a ROUTER (requests) and an XSUB (updates, subscribed to everything) in a
/// context of its own, whose ZAP handler admits the phones the relay serves. Mirror side: a
/// ROUTER and an XPUB (`XPUB_MANUAL`: each subscription decided by the hub's rule for the key
/// that sent it) in another context, whose ZAP handler authenticates any key: each frame and
/// subscription is authorised by the phones' rosters. Every socket a CURVE server under the
/// relay's key, all on one ``SocketLoop``.
///
/// ```swift
/// let relay = try await RelayNode.start(RelayNodeConfiguration(
///     phones: "tcp://127.0.0.1:*", mirrors: "tcp://127.0.0.1:*", admission: .keys([phoneKey])), keys: relayKeys)
/// relay.phones.requests   // "tcp://127.0.0.1:41234" (its updates at 41235)
/// await relay.stop()
/// ```
public final class RelayNode: Sendable {
    /// Where phones dial in, as bound (a chosen port filled in).
    public let phones: RelayAddress
    /// Where mirrors dial in, as bound.
    public let mirrors: RelayAddress
    /// The relay's public key: phones and mirrors are configured with it.
    public let publicKey: CurveKey

    private let driver: RelayDriver
    private let loop: SocketLoop
    private let sockets: [SocketChannel]
    private let authenticators: [ZAPAuthenticator]
    private let ticker: Task<Void, Never>

    private init(
        phones: RelayAddress, mirrors: RelayAddress, publicKey: CurveKey, driver: RelayDriver, loop: SocketLoop,
        sockets: [SocketChannel], authenticators: [ZAPAuthenticator], ticker: Task<Void, Never>
    ) {
        self.phones = phones
        self.mirrors = mirrors
        self.publicKey = publicKey
        self.driver = driver
        self.loop = loop
        self.sockets = sockets
        self.authenticators = authenticators
        self.ticker = ticker
    }

    /// What the relay has done so far.
    public var stats: HubStats { driver.stats }

    /// The public key's fingerprint (what people compare).
    public var fingerprint: String { publicKey.fingerprint }

    /// Binds both sides and starts serving. Throws ``RelayNodeError`` naming the endpoint at
    /// fault (taken, not an address here, not an endpoint at all).
    public static func start(_ configuration: RelayNodeConfiguration, keys: CurveKeyPair) async throws -> RelayNode {
        let phoneBinding = try RelayBinding(configuration.phones)
        let mirrorBinding = try RelayBinding(configuration.mirrors)
        let logger = configuration.logger
        var opened: [SocketChannel] = []
        var authenticators: [ZAPAuthenticator] = []
        let loop = try SocketLoop(name: "relay-loop")
        do {
            let phoneContext = try Context(ioThreads: 1)
            let mirrorContext = try Context(ioThreads: configuration.mirrorIOThreads)
            // Each context has one ZAP handler, bound before any of its CURVE servers.
            let phoneZAP: ZAPAuthenticator
            switch configuration.admission {
            case .anyKey:
                phoneZAP = try await ZAPAuthenticator(context: phoneContext, admitsAnyKey: true)
            case .keys(let keys):
                phoneZAP = try await ZAPAuthenticator(
                    context: phoneContext,
                    allowed: Dictionary(keys.map { ($0, $0.z85) }, uniquingKeysWith: { first, _ in first }))
            }
            authenticators.append(phoneZAP)
            // The mirror side authenticates every key and authorises each frame and subscription by
            // it (the hub's rosters): refusing a key at the handshake would strand a mirror, since
            // libzmq 4.3 does not reconnect after an authentication failure — a mirror that
            // reconnected to a restarted relay before its phone's roster came would stay cut off.
            let mirrorZAP = try await ZAPAuthenticator(context: mirrorContext, admitsAnyKey: true)
            authenticators.append(mirrorZAP)
            let driver = RelayDriver(
                limits: configuration.limits, readers: configuration.readersFile.map(ReaderFile.init(path:)),
                dropLogInterval: configuration.dropLogInterval, logger: logger)
            let options = Self.options(configuration, keys: keys)

            // The mirror side first: a phone heard at once can be published to.
            let mirrorSide = try await bindSide(
                mirrorBinding, logger: logger,
                requests: { endpoint in
                    try await SocketChannel.open(
                        context: mirrorContext, type: .router, options: options.mirrorRequests, loop: loop,
                        inbox: Inbox(receive: { driver.mirrorRequest($0) }, finish: {})
                    ) { try $0.bind(endpoint) }
                },
                updates: { endpoint in
                    try await SocketChannel.open(
                        context: mirrorContext, type: .xpublisher, options: options.mirrorUpdates, loop: loop,
                        inbox: Inbox(receive: { _ in }, finish: {}),
                        subscriptionPolicy: { driver.allows(topic: $0, userID: $1) }
                    ) { try $0.bind(endpoint) }
                })
            opened += [mirrorSide.requests, mirrorSide.updates]
            driver.channels.withLock {
                $0.mirrorRequests = mirrorSide.requests
                $0.mirrorUpdates = mirrorSide.updates
            }
            let phoneSide = try await bindSide(
                phoneBinding, logger: logger,
                requests: { endpoint in
                    let channel = try await SocketChannel.open(
                        context: phoneContext, type: .router, options: options.phoneRequests, loop: loop,
                        inbox: Inbox(receive: { driver.phoneRequest($0) }, finish: {})
                    ) { try $0.bind(endpoint) }
                    driver.channels.withLock { $0.phoneRequests = channel }
                    return channel
                },
                updates: { endpoint in
                    try await SocketChannel.open(
                        context: phoneContext, type: .xsubscriber, options: options.phoneUpdates, loop: loop,
                        inbox: Inbox(receive: { driver.phoneUpdate($0) }, finish: {})
                    ) { try $0.bind(endpoint) }
                })
            opened += [phoneSide.requests, phoneSide.updates]
            // Everything every phone publishes: the XSUB keeps this subscription and sends it on
            // each new connection, so a phone that reconnects (a relay restart) is heard again.
            try phoneSide.updates.send(Multipart([[1]]))

            let (interval, turned) = (configuration.tickInterval, configuration.loopTurned)
            // On the loop's thread, beside its sockets: a loop that is stuck ticks no more.
            let ticker = Task(executorPreference: loop) {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    driver.tick()
                    turned()
                }
            }
            logger.notice(
                "relay listening",
                metadata: [
                    "phones": "\(phoneSide.address.requests) \(phoneSide.address.updates)",
                    "mirrors": "\(mirrorSide.address.requests) \(mirrorSide.address.updates)",
                    "fingerprint": "\(keys.publicKey.fingerprint)",
                ])
            return RelayNode(
                phones: phoneSide.address, mirrors: mirrorSide.address, publicKey: keys.publicKey, driver: driver,
                loop: loop, sockets: [phoneSide.updates, phoneSide.requests, mirrorSide.requests, mirrorSide.updates],
                authenticators: authenticators, ticker: ticker)
        } catch {
            for channel in opened { await channel.close() }
            for authenticator in authenticators { await authenticator.stop() }
            loop.stop()
            throw error
        }
    }

    /// Stops the relay: its sockets close (phones and mirrors reconnect to the next one).
    public func stop() async {
        ticker.cancel()
        for socket in sockets { await socket.close() }
        for authenticator in authenticators { await authenticator.stop() }
        loop.stop()
    }

    // MARK: Binding

    /// The two sockets of one side, bound at PORT and PORT+1 (or PATH and PATH.updates).
    struct Side {
        let requests: SocketChannel
        let updates: SocketChannel
        let address: RelayAddress
    }

    /// Binds the requests socket, then the updates socket beside it. With `tcp://HOST:*` a
    /// port whose next one is taken is given up and another chosen; a port just freed (a relay
    /// restarted on the same endpoints) is tried again for a moment.
    static func bindSide(
        _ binding: RelayBinding, logger: Logger,
        requests: (String) async throws -> SocketChannel,
        updates: (String) async throws -> SocketChannel
    ) async throws -> Side {
        let chosen: Bool
        if case .tcp(_, nil) = binding.kind { chosen = true } else { chosen = false }
        var attempt = 0
        while true {
            attempt += 1
            let router: SocketChannel
            do {
                router = try await requests(binding.requests)
            } catch let error as ZMQError where error.code == EADDRINUSE && attempt < 10 {
                try await Task.sleep(for: .milliseconds(100))  // a relay just stopped there may still hold it
                continue
            } catch {
                throw Self.explain(error, binding.requests)
            }
            let bound = router.endpoint ?? binding.requests
            guard let updatesEndpoint = RelayBinding.updates(beside: bound) else {
                await router.close()
                if chosen, attempt < 20 { continue }
                throw RelayNodeError("\(bound): the port after it (for updates) does not exist; choose a lower port")
            }
            do {
                let publisher = try await updates(updatesEndpoint)
                return Side(requests: router, updates: publisher, address: try RelayAddress(bound))
            } catch let error as ZMQError where error.code == EADDRINUSE && attempt < 20 {
                await router.close()
                logger.debug(
                    "the port after the one chosen is taken; choosing again",
                    metadata: ["endpoint": "\(updatesEndpoint)"])
                if !chosen { try await Task.sleep(for: .milliseconds(100)) }
                continue
            } catch {
                await router.close()
                throw Self.explain(error, updatesEndpoint)
            }
        }
    }

    static func explain(_ error: any Error, _ endpoint: String) -> any Error {
        guard let error = error as? ZMQError else { return error }
        switch error.code {
        case EADDRINUSE:
            return RelayNodeError(
                "cannot listen on \(endpoint): the address is in use (another relay-node?); choose other ports")
        case EADDRNOTAVAIL, ENODEV:
            return RelayNodeError(
                "cannot listen on \(endpoint): no such address on this machine (use its IP address, or 0.0.0.0)")
        case EACCES:
            return RelayNodeError(
                "cannot listen on \(endpoint): permission denied (a port below 1024, or an ipc path not writable)")
        default:
            return RelayNodeError("cannot listen on \(endpoint): \(error.message)")
        }
    }

    // MARK: Socket options

    struct Options {
        var phoneRequests: SocketOptions
        var phoneUpdates: SocketOptions
        var mirrorRequests: SocketOptions
        var mirrorUpdates: SocketOptions
    }

    static func options(_ configuration: RelayNodeConfiguration, keys: CurveKeyPair) -> Options {
        var base = SocketOptions()
        base.curve = .server(secretKey: keys.secretKey)
        base.tcpKeepalive = TCPKeepalive(idleSeconds: 10, intervalSeconds: 2, count: 3)
        base.tcpMaxRetransmitMilliseconds = 15_000
        base.handshakeIntervalMilliseconds = 5000
        var phone = base
        phone.maxMessageSize = Int64(configuration.maxPhoneMessageBytes)
        phone.receiveHighWaterMark = configuration.phoneReceiveHighWaterMark
        var mirror = base
        mirror.maxMessageSize = Int64(configuration.maxMirrorMessageBytes)
        var mirrorUpdates = mirror
        mirrorUpdates.xpubManual = true
        mirrorUpdates.sendHighWaterMark = configuration.mirrorSendHighWaterMark
        return Options(phoneRequests: phone, phoneUpdates: phone, mirrorRequests: mirror, mirrorUpdates: mirrorUpdates)
    }
}
