import Logging
import Synchronization

/// Log lines a test keeps to read back: each message with its metadata (the logger's merged
/// with the line's).
public final class LogLines: Sendable {
    private let storage = Mutex<[(message: String, metadata: Logger.Metadata)]>([])

    public init() {}

    public func append(_ message: String, _ metadata: Logger.Metadata) {
        storage.withLock { $0.append((message, metadata)) }
    }

    /// The metadata of every line whose message is `message`.
    public func matching(_ message: String) -> [Logger.Metadata] {
        storage.withLock { $0.filter { $0.message == message }.map(\.metadata) }
    }

    /// Every message, in order.
    public var messages: [String] { storage.withLock { $0.map(\.message) } }

    /// Every line, in order.
    public var lines: [(message: String, metadata: Logger.Metadata)] { storage.withLock { $0 } }
}

/// A log handler that keeps every line in a ``LogLines``.
public struct KeepingLogHandler: LogHandler {
    public let sink: LogLines
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level = .trace
    public var metadataProvider: Logger.MetadataProvider?

    public init(sink: LogLines) { self.sink = sink }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        sink.append(event.message.description, metadata.merging(event.metadata ?? [:]) { $1 })
    }
}
