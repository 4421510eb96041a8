/// One ZeroMQ message: its frames in order, plus the connection properties
/// libzmq attached when it was received.
///
/// Frames are received through `zmq_msg_t`, so a frame of any size arrives whole.
public struct Multipart: Sendable, Hashable {
    /// The frames, first to last. A ROUTER's received messages start with the sender's routing id.
    public var frames: [[UInt8]]
    /// The `User-Id` a ZAP handler assigned to the sending connection (nil on send, or
    /// where no ZAP handler ran): the authenticated identity of the peer.
    public var userID: String?
    /// The `Peer-Address` of the sending connection, where the transport has one.
    public var peerAddress: String?

    public init(_ frames: [[UInt8]], userID: String? = nil, peerAddress: String? = nil) {
        self.frames = frames
        self.userID = userID
        self.peerAddress = peerAddress
    }

    /// A message of UTF-8 string frames.
    public init(strings: [String]) {
        self.init(strings.map { Array($0.utf8) })
    }

    /// The frames decoded as UTF-8 (invalid bytes are repaired), for logs and tests.
    public var strings: [String] { frames.map { String(decoding: $0, as: UTF8.self) } }

    /// The total payload size in bytes.
    public var byteCount: Int { frames.reduce(0) { $0 + $1.count } }
}
