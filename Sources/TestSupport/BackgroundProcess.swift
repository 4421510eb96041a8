import Foundation

/// A program started in the background, killed when the test is done with it.
public final class BackgroundProcess: Sendable {
    private let child: ChildProcess

    /// Starts `executable` with `arguments` (and this process's environment, or `environment`);
    /// its output goes to `logPath` (if given).
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, logPath: String? = nil
    ) throws {
        let output: ChildProcess.Output = logPath.map { .file($0) } ?? .null
        child = try ChildProcess(
            executable, arguments, environment: environment, output: output,
            error: logPath == nil ? .null : .standardOutput)
    }

    public var pid: Int32 { child.pid }
    public var isRunning: Bool { child.isRunning }

    /// Sends `signal` (SIGSTOP, SIGCONT…) and returns at once.
    public func send(_ signal: Int32) { child.signal(signal) }

    /// Sends `signal` and waits (bounded) for the process to exit; returns its status
    /// (the signal's number if a signal ended it).
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, within seconds: Double = 60) async throws -> Int32 {
        child.signal(signal)
        return try await child.waitForExit(within: seconds)
    }

    deinit { child.signal(SIGKILL) }
}
