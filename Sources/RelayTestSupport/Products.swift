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
public final class BackgroundProcess: @unchecked Sendable {
    public let process = Process()
    private let log: FileHandle?

    /// Starts `executable` with `arguments`; its output goes to `logPath` (if given).
    public init(_ executable: String, _ arguments: [String], logPath: String? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        if let logPath {
            _ = FileManager.default.createFile(atPath: logPath, contents: nil)
            log = FileHandle(forWritingAtPath: logPath)
            process.standardOutput = log
            process.standardError = log
        } else {
            log = nil
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
    }

    public var pid: Int32 { process.processIdentifier }

    /// Sends `signal` and waits (bounded) for the process to exit; returns its status.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM, within seconds: Double = 30) async throws -> Int32 {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let process = process
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while process.isRunning {
            guard ContinuousClock.now < deadline else { throw TimedOut(what: "pid \(process.processIdentifier) to exit", seconds: seconds) }
            try await Task.sleep(for: .milliseconds(10))
        }
        try? log?.close()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// Checks `condition` every 50 ms until it holds, for at most `seconds`: a bounded
/// poll for state another process shows (a tmux pane, a file).
public func poll(_ what: String, within seconds: Double = 30, until condition: () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw TimedOut(what: what, seconds: seconds) }
        try await Task.sleep(for: .milliseconds(50))
    }
}
