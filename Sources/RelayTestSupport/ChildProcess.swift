import Foundation

/// What a finished child process left behind.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let standardOutput: String
    public let standardError: String
}

/// Runs a program to completion, waiting at most `seconds` (then it is killed and
/// ``TimedOut`` thrown). Its output is read on threads of its own while it runs, so a
/// chatty child never blocks on a full pipe. (Blocking reads, not
/// `FileHandle.readabilityHandler`, which is fragile in swift-corelibs-foundation.)
public func run(
    _ executable: String, _ arguments: [String], within seconds: Double = 60, environment: [String: String]? = nil
) async throws -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe(), error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    let collected = OutputCollector()
    let readers = DispatchGroup()
    for (handle, isError) in [(output.fileHandleForReading, false), (error.fileHandleForReading, true)] {
        readers.enter()
        Thread {
            collected.append(handle.readDataToEndOfFile(), toError: isError)
            readers.leave()
        }.start()
    }

    let finished: @Sendable () async -> Int32 = {
        let status: Int32 = await withCheckedContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do { try process.run() } catch { continuation.resume(returning: -1) }
        }
        await withCheckedContinuation { continuation in readers.notify(queue: .global()) { continuation.resume() } }
        return status
    }
    let status: Int32
    do {
        status = try await within(seconds, "\(executable) to finish") { await finished() }
    } catch {
        if process.isRunning { process.terminate() }
        throw error
    }
    return collected.result(status: status)
}

private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var output = Data(), error = Data()

    func append(_ data: Data, toError: Bool) {
        lock.withLock { if toError { error.append(data) } else { output.append(data) } }
    }

    func result(status: Int32) -> ProcessOutput {
        lock.withLock {
            ProcessOutput(status: status, standardOutput: String(decoding: output, as: UTF8.self),
                          standardError: String(decoding: error, as: UTF8.self))
        }
    }
}

/// The repository this package was built from, for tests that run its scripts.
public enum Repository {
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Sources/RelayTestSupport/ChildProcess.swift
        return url.path
    }()
}
