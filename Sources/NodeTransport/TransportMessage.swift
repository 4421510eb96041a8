/// One message on a transport: its frames, and who sent it.
///
/// Framing follows ZeroMQ: a router's received messages start with the sender's
/// routing id, and a reply starts with the routing id it goes to; a publisher's
/// messages start with their topic.
public struct TransportMessage: Sendable, Hashable {
    /// The frames, first to last.
    public var frames: [[UInt8]]
    /// The authenticated identity of the sending peer (the device id its CURVE key
    /// is paired as), or nil where the transport does not authenticate.
    public var peer: String?

    public init(_ frames: [[UInt8]], peer: String? = nil) {
        self.frames = frames
        self.peer = peer
    }
}
