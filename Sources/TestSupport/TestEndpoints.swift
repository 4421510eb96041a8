import Foundation

/// The ZeroMQ transports a test runs over, and fresh endpoints for each: never a
/// fixed port (`tcp://127.0.0.1:*`, read back after bind), ipc sockets in a
/// temporary folder of their own.
public enum TestTransport: String, Sendable, CaseIterable, CustomStringConvertible {
    case inproc, ipc, tcp

    /// The transports that cross a process boundary (CURVE, ZMQ_MAXMSGSIZE apply).
    public static let network: [TestTransport] = [.ipc, .tcp]

    /// A new endpoint to bind to.
    public func bindEndpoint() -> String {
        switch self {
        case .inproc: "inproc://test-\(UUID().uuidString)"
        case .ipc: "ipc://\(TemporaryFolder.shared.path)/\(UUID().uuidString.prefix(8)).sock"
        case .tcp: "tcp://127.0.0.1:*"
        }
    }

    public var description: String { rawValue }
}

/// A per-process temporary folder for ipc socket files and the nodes' data and logs, removed
/// at exit (kept, for a look at the logs, when `WIDGETRELAY_KEEP_TEST_FILES` is set).
public final class TemporaryFolder: Sendable {
    public static let shared = TemporaryFolder()
    public let path: String

    private init() {
        let base = FileManager.default.temporaryDirectory.path
        path = "\(base)/widgetrelay-test-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        if ProcessInfo.processInfo.environment["WIDGETRELAY_KEEP_TEST_FILES"] == nil {
            atexit { try? FileManager.default.removeItem(atPath: TemporaryFolder.shared.path) }
        }
    }

    /// A new, empty folder below this one.
    public func makeFolder(_ name: String = UUID().uuidString) -> String {
        let folder = "\(path)/\(name)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }
}
