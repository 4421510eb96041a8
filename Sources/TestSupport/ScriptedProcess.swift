import Foundation
import Synchronization

/// One line of JSON a scripted program printed.
public struct JSONLine: Sendable, CustomStringConvertible {
    public let text: String
    /// The parsed object (empty if the line is not a JSON object).
    public var object: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
    public subscript(key: String) -> Any? { object[key] }
    public func string(_ key: String) -> String? { object[key] as? String }
    public func bool(_ key: String) -> Bool? { object[key] as? Bool }
    public var event: String? { string("event") }
    public var description: String { text }
}

/// A program driven through its scriptable mode: lines written to its standard
/// input, JSON lines read from its standard output.
public final class ScriptedProcess: Sendable {
    private let child: ChildProcess
    private let input: Int32
    private let program: String
    private let stderrPath: String
    private let inputClosed = Mutex(false)
    /// Every JSON line the program prints, in order.
    public let lines: AsyncStream<JSONLine>
    private let history = LineLog()

    public init(_ executable: String, _ arguments: [String], stderrPath: String) throws {
        child = try ChildProcess(executable, arguments, input: .pipe, output: .pipe, error: .file(stderrPath))
        input = child.standardInput!
        program = (executable as NSString).lastPathComponent
        self.stderrPath = stderrPath
        let (lines, sink) = AsyncStream.makeStream(of: JSONLine.self)
        self.lines = lines
        let splitter = LineSplitter()
        ChildProcess.drain(
            child.standardOutput!,
            chunk: { [history] chunk in
                for line in splitter.lines(appending: chunk) {
                    history.append(line)
                    sink.yield(line)
                }
            }, end: { sink.finish() })
    }

    /// Sends one command line.
    public func send(_ line: String) {
        inputClosed.withLock { closed in
            if !closed { ChildProcess.write(Data((line + "\n").utf8), to: input) }
        }
    }

    /// Every line printed so far.
    public var printed: [JSONLine] { history.all }

    /// Waits for the program to end by itself (after `quit`, say), within a bounded wait: its status.
    public func exited(within seconds: Double = 60) async throws -> Int32 {
        let status = try await child.waitForExit(within: seconds)
        closeInput()
        return status
    }

    /// Stops the program (SIGTERM, then a bounded wait); returns its exit status.
    @discardableResult
    public func stop() async throws -> Int32 {
        child.signal(SIGTERM)
        let status: Int32
        do {
            status = try await child.waitForExit()
        } catch let notExited as ChildProcess.NotExited {
            // Say what it was doing: the end of its log, and what its threads wait in.
            let log =
                (try? String(contentsOfFile: stderrPath, encoding: .utf8)).map { String($0.suffix(1500)) } ?? "(no log)"
            throw TimedOut(
                what:
                    "\(program) (pid \(child.pid)) to exit after SIGTERM; its log ends:\n\(log)\nits threads then:\n\(notExited.stacks)",
                seconds: notExited.seconds)
        }
        closeInput()
        return status
    }

    private func closeInput() {
        inputClosed.withLock { closed in
            if !closed { close(input) }
            closed = true
        }
    }

    deinit {
        child.signal(SIGKILL)
        closeInput()
    }
}

/// The lines a scripted process printed.
final class LineLog: Sendable {
    private let lines = Mutex<[JSONLine]>([])
    func append(_ line: JSONLine) { lines.withLock { $0.append(line) } }
    var all: [JSONLine] { lines.withLock { $0 } }
}

/// Cuts a byte stream into lines (used from the one thread that reads it).
final class LineSplitter: Sendable {
    private let buffer = Mutex(Data())
    func lines(appending chunk: Data) -> [JSONLine] {
        buffer.withLock { buffer in
            buffer.append(chunk)
            var lines: [JSONLine] = []
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(JSONLine(text: String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)))
                buffer.removeSubrange(buffer.startIndex...newline)
            }
            return lines
        }
    }
}
