/// One end of a link: a stream of incoming messages and a way to send.
///
/// Node logic (the phone's sequencer, the mirror's replica) talks only to this
/// interface, so the same state machines run over ``InMemoryTransport`` in unit
/// tests and over ZeroMQ in the programs.
public protocol MessageChannel: Sendable {
    /// The role the channel was opened in.
    var role: ChannelRole { get }
    /// The real endpoint (for a bind to `tcp://127.0.0.1:*`, the port chosen).
    var endpoint: String { get }
    /// Messages as they arrive, in order; ends when the channel closes.
    var incoming: AsyncStream<TransportMessage> { get }
    /// Queues a message; returns at once. Throws if the channel is closed or cannot send.
    func send(_ message: TransportMessage) throws
    /// Closes the channel; its ``incoming`` stream ends. Safe to call twice.
    func close() async
    /// Tells a channel opened with a receive window that `count` messages of
    /// ``incoming`` were dealt with, so it may read that many more from the network.
    func consumed(_ count: Int)
    /// What happened to the channel's connections, where the transport reports it
    /// (ZeroMQ's socket monitor, when the transport was asked to watch); ends when the channel closes.
    var connectionEvents: AsyncStream<ConnectionEvent> { get }
}

extension MessageChannel {
    /// Channels without a receive window read as fast as messages come.
    public func consumed(_ count: Int) {}
    /// Channels that report nothing about their connections.
    public var connectionEvents: AsyncStream<ConnectionEvent> { AsyncStream { $0.finish() } }
}

/// Something that happened to a channel's connection, below the messages.
public enum ConnectionEvent: Sendable, Hashable {
    /// The peer refused this end's credentials at the handshake (a CURVE key its ZAP
    /// handler does not admit); `status` is the ZAP status code (400: denied).
    case authenticationRefused(status: Int)
}

/// Opens channels: the factory a node is given.
public protocol Transport: Sendable {
    /// Opens a channel in `role`, bound or connected as `attachment` says.
    func open(_ role: ChannelRole, _ attachment: Attachment) async throws -> any MessageChannel
    /// Opens a channel whose messages are handed to `receive` as they arrive, in order,
    /// instead of to its ``MessageChannel/incoming`` (then empty): on the transport's
    /// own thread where it has one (no task in between), so `receive` must be quick
    /// and must not block.
    func open(
        _ role: ChannelRole, _ attachment: Attachment,
        receive: @escaping @Sendable (TransportMessage) -> Void
    ) async throws -> any MessageChannel
}

extension Transport {
    /// A task reads ``MessageChannel/incoming`` and hands each message on.
    public func open(
        _ role: ChannelRole, _ attachment: Attachment,
        receive: @escaping @Sendable (TransportMessage) -> Void
    ) async throws -> any MessageChannel {
        let channel = try await open(role, attachment)
        Task { for await message in channel.incoming { receive(message) } }
        return channel
    }
}

/// A transport could not do what was asked; the message says what and why.
public struct TransportError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
