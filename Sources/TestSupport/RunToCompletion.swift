import Foundation
import Synchronization

/// What a finished child process left behind.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let standardOutput: String
    public let standardError: String
}

/// Runs a program to completion, waiting at most `seconds` (then it is killed and
/// ``TimedOut`` thrown, with its threads' stacks unless `stacksOnTimeout` is false). Its output is read on threads of its own while it runs, so a
/// chatty child never blocks on a full pipe.
public func run(
    _ executable: String, _ arguments: [String], within seconds: Double = 60, environment: [String: String]? = nil,
    stacksOnTimeout: Bool = true
) async throws -> ProcessOutput {
    let child = try ChildProcess(executable, arguments, environment: environment, output: .pipe, error: .pipe)
    let collected = OutputCollector()
    for (fd, isError) in [(child.standardOutput, false), (child.standardError, true)] {
        guard let fd else { continue }
        ChildProcess.drain(fd, chunk: { collected.append($0, toError: isError) }, end: { collected.close() })
    }
    do {
        // The child has ended and both pipes are read to their end.
        try await poll("\(executable) to finish", within: seconds, every: .milliseconds(5)) {
            !child.isRunning && collected.closedCount == 2
        }
    } catch let timedOut as TimedOut where child.isRunning && stacksOnTimeout {
        // Say what it was waiting in before it goes.
        let stacks = await ThreadStacks.of(child.pid)
        child.signal(SIGKILL)
        throw TimedOut(what: "\(timedOut.what); its threads then:\n\(stacks)", seconds: timedOut.seconds)
    } catch {
        child.signal(SIGKILL)
        throw error
    }
    return collected.result(status: child.exitStatus ?? -1)
}

private final class OutputCollector: Sendable {
    private struct State {
        var output = Data(), error = Data()
        var closed = 0
    }
    private let state = Mutex(State())

    func append(_ data: Data, toError: Bool) {
        state.withLock { if toError { $0.error.append(data) } else { $0.output.append(data) } }
    }

    func close() { state.withLock { $0.closed += 1 } }
    var closedCount: Int { state.withLock { $0.closed } }

    func result(status: Int32) -> ProcessOutput {
        state.withLock {
            ProcessOutput(
                status: status, standardOutput: String(decoding: $0.output, as: UTF8.self),
                standardError: String(decoding: $0.error, as: UTF8.self))
        }
    }
}
