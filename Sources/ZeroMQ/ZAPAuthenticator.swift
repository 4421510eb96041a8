import Synchronization

/// A ZAP handler (RFC 27) that admits CURVE clients whose public key is on an
/// allow-list, and nobody else.
///
/// It binds `inproc://zeromq.zap.01` in its context, so start it *before* any CURVE
/// server socket of that context binds. The list can change at run time: a removed
/// key cannot open a new connection (connections already authenticated stay open;
/// ZAP is only asked at handshake, so callers cut those off themselves, e.g. by
/// refusing messages whose ``Multipart/userID`` is no longer paired).
public final class ZAPAuthenticator: Sendable {
    /// The inproc address libzmq sends ZAP requests to.
    public static let endpoint = "inproc://zeromq.zap.01"

    /// A decision the handler made, for logs and tests.
    public struct Decision: Sendable, Hashable {
        /// The client's CURVE public key, or nil if it did not use CURVE.
        public let publicKey: CurveKey?
        /// The mechanism the client used (`CURVE`, `NULL`, `PLAIN`).
        public let mechanism: String
        /// The peer's address.
        public let address: String
        /// Whether it was admitted, and as which user id.
        public let userID: String?
        public var accepted: Bool { userID != nil }
    }

    private let channel: SocketChannel
    private let state: State

    /// What the handler's thread and its callers share.
    private final class State: Sendable {
        let allowed: Mutex<[CurveKey: String]>
        let decisions = Mutex<[Decision]>([])
        let channel = Mutex<SocketChannel?>(nil)
        let admitsAnyKey: Bool
        init(allowed: [CurveKey: String], admitsAnyKey: Bool) {
            self.allowed = Mutex(allowed)
            self.admitsAnyKey = admitsAnyKey
        }
    }

    /// Starts a handler in `context` admitting `allowed` (public key → the user id
    /// libzmq attaches to that client's messages). With `admitsAnyKey`, every CURVE
    /// client is admitted, keys not on the list with their Z85 text as user id: for an
    /// endpoint that must learn unknown keys (the pairing endpoint, in a context of its own).
    public init(context: Context, allowed: [CurveKey: String] = [:], admitsAnyKey: Bool = false) async throws {
        let state = State(allowed: allowed, admitsAnyKey: admitsAnyKey)
        self.state = state
        // Requests are answered on the socket's own thread: a handshake waits for no task.
        let inbox = Inbox(
            receive: { request in
                guard
                    let (reply, decision) = Self.answer(
                        request, allowed: state.allowed.withLock { $0 }, admitsAnyKey: state.admitsAnyKey)
                else { return }
                state.decisions.withLock { decisions in
                    // The latest only: a node that runs for months (a relay with mirrors coming and going) must not grow.
                    if decisions.count >= Self.decisionsKept { decisions.removeFirst(decisions.count / 2) }
                    decisions.append(decision)
                }
                _ = state.channel.withLock { try? $0?.send(reply) }
            },
            finish: {}
        )
        channel = try await SocketChannel.open(context: context, type: .router, name: "zmq-zap", inbox: inbox) {
            socket in
            try socket.bind(Self.endpoint)
        }
        state.channel.withLock { $0 = channel }
    }

    /// Admits `key`; its connections' messages carry `userID`.
    public func allow(_ key: CurveKey, as userID: String) {
        state.allowed.withLock { $0[key] = userID }
    }

    /// Stops admitting `key`.
    public func revoke(_ key: CurveKey) {
        _ = state.allowed.withLock { $0.removeValue(forKey: key) }
    }

    /// Replaces the whole allow-list.
    public func replaceAllowList(with list: [CurveKey: String]) {
        state.allowed.withLock { $0 = list }
    }

    /// Replaces the whole allow-list with `keys`, each admitted with its own Z85 text as
    /// its user id: then every message names the key that authenticated its connection,
    /// and the application authorises by key (a re-keyed or removed device's open
    /// connections stop counting at once).
    public func admit(keys: [CurveKey]) {
        replaceAllowList(with: Dictionary(keys.map { ($0, $0.z85) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The keys admitted now.
    public var allowList: [CurveKey: String] { state.allowed.withLock { $0 } }

    /// How many of the latest decisions ``decisions`` keeps (at least half as many after it drops the oldest).
    public static let decisionsKept = 1024

    /// The latest decisions (up to ``decisionsKept``), oldest first.
    public var decisions: [Decision] { state.decisions.withLock { $0 } }

    /// Unbinds the handler. CURVE servers in its context then refuse every client
    /// (they enforce the ZAP domain).
    public func stop() async {
        await channel.close()
    }

    /// Answers one request: [routing id, "", "1.0", request id, domain, address,
    /// identity, mechanism, credentials…] → [routing id, "", "1.0", request id,
    /// status code, status text, user id, metadata].
    private static func answer(_ request: Multipart, allowed: [CurveKey: String], admitsAnyKey: Bool) -> (
        Multipart, Decision
    )? {
        let frames = request.frames
        guard frames.count >= 8, frames[1].isEmpty else { return nil }
        let version = String(decoding: frames[2], as: UTF8.self)
        let requestID = frames[3]
        let address = String(decoding: frames[5], as: UTF8.self)
        let mechanism = String(decoding: frames[7], as: UTF8.self)
        var publicKey: CurveKey?
        var userID: String?
        if version == "1.0", mechanism == "CURVE", frames.count >= 9, let key = try? CurveKey(bytes: frames[8]) {
            publicKey = key
            userID = allowed[key] ?? (admitsAnyKey ? key.z85 : nil)
        }
        let decision = Decision(publicKey: publicKey, mechanism: mechanism, address: address, userID: userID)
        let status: (code: String, text: String) =
            userID != nil
            ? ("200", "OK")
            : ("400", version == "1.0" ? "key not on the allow-list" : "unsupported ZAP version")
        let reply = Multipart([
            frames[0], [], Array("1.0".utf8), requestID,
            Array(status.code.utf8), Array(status.text.utf8), Array((userID ?? "").utf8), [],
        ])
        return (reply, decision)
    }
}
