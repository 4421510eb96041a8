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
    private let allowed: Mutex<[CurveKey: String]>
    private let decisionLog: Mutex<[Decision]>
    private let worker: Mutex<Task<Void, Never>?>

    /// Starts a handler in `context` admitting `allowed` (public key → the user id
    /// libzmq attaches to that client's messages).
    public init(context: Context, allowed: [CurveKey: String] = [:]) async throws {
        self.allowed = Mutex(allowed)
        decisionLog = Mutex([])
        worker = Mutex(nil)
        channel = try await SocketChannel.open(context: context, type: .router, name: "zmq-zap") { socket in
            try socket.bind(Self.endpoint)
        }
        let task = Task { [channel, weak self] in
            for await request in channel.messages {
                guard let self else { return }
                if let reply = self.answer(request) { try? channel.send(reply) }
            }
        }
        worker.withLock { $0 = task }
    }

    /// Admits `key`; its connections' messages carry `userID`.
    public func allow(_ key: CurveKey, as userID: String) {
        allowed.withLock { $0[key] = userID }
    }

    /// Stops admitting `key`.
    public func revoke(_ key: CurveKey) {
        _ = allowed.withLock { $0.removeValue(forKey: key) }
    }

    /// Replaces the whole allow-list.
    public func replaceAllowList(with list: [CurveKey: String]) {
        allowed.withLock { $0 = list }
    }

    /// The keys admitted now.
    public var allowList: [CurveKey: String] { allowed.withLock { $0 } }

    /// Every decision so far, oldest first.
    public var decisions: [Decision] { decisionLog.withLock { $0 } }

    /// Unbinds the handler. CURVE servers in its context then refuse every client
    /// (they enforce the ZAP domain).
    public func stop() async {
        worker.withLock { $0?.cancel() }
        await channel.close()
    }

    /// Answers one request: [routing id, "", "1.0", request id, domain, address,
    /// identity, mechanism, credentials…] → [routing id, "", "1.0", request id,
    /// status code, status text, user id, metadata].
    private func answer(_ request: Multipart) -> Multipart? {
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
            userID = allowed.withLock { $0[key] }
        }
        decisionLog.withLock {
            $0.append(Decision(publicKey: publicKey, mechanism: mechanism, address: address, userID: userID))
        }
        let status: (code: String, text: String) = userID != nil
            ? ("200", "OK")
            : ("400", version == "1.0" ? "key not on the allow-list" : "unsupported ZAP version")
        return Multipart([
            frames[0], [], Array("1.0".utf8), requestID,
            Array(status.code.utf8), Array(status.text.utf8), Array((userID ?? "").utf8), [],
        ])
    }
}
