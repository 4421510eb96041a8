import Foundation

extension Repository {
    /// The path of a built executable product (`phone-node`, …): beside the test
    /// binary, as `swift build --build-tests` leaves it.
    public static func product(_ name: String) -> String {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return "\(root)/.build/debug/\(name)"
    }
}

/// Waits until `path` exists (a node writes its endpoints file once it listens),
/// checking every 20 ms, for at most `seconds`: a bounded poll for an event.
public func waitForFile(_ path: String, within seconds: Double = 30) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !FileManager.default.fileExists(atPath: path) {
        guard ContinuousClock.now < deadline else { throw TimedOut(what: "\(path) to appear", seconds: seconds) }
        try await Task.sleep(for: .milliseconds(20))
    }
}

/// A program started in the background, killed when the test is done with it.
public final class BackgroundProcess: Sendable {
    private let child: ChildProcess

    /// Starts `executable` with `arguments`; its output goes to `logPath` (if given).
    public init(_ executable: String, _ arguments: [String], logPath: String? = nil) throws {
        let output: ChildProcess.Output = logPath.map { .file($0) } ?? .null
        child = try ChildProcess(executable, arguments, output: output, error: logPath == nil ? .null : .standardOutput)
    }

    public var pid: Int32 { child.pid }
    public var isRunning: Bool { child.isRunning }

    /// Sends `signal` and waits (bounded) for the process to exit; returns its status
    /// (the signal's number if a signal ended it).
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, within seconds: Double = 30) async throws -> Int32 {
        child.signal(signal)
        return try await child.waitForExit(within: seconds)
    }

    deinit { child.signal(SIGKILL) }
}

/// Checks `condition` every 50 ms (or `interval`) until it holds, for at most
/// `seconds`: a bounded poll for state another process shows (a tmux pane, a file).
public func poll(
    _ what: String, within seconds: Double = 30, every interval: Duration = .milliseconds(50),
    until condition: () async throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw TimedOut(what: what, seconds: seconds) }
        try await Task.sleep(for: interval)
    }
}
