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
    private let process: BackgroundProcessBox
    private let input: FileHandle
    /// Every JSON line the program prints, in order.
    public let lines: AsyncStream<JSONLine>
    private let history = LineLog()

    public init(_ executable: String, _ arguments: [String], stderrPath: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: stderrPath)
        input = stdin.fileHandleForWriting
        let (lines, sink) = AsyncStream.makeStream(of: JSONLine.self)
        self.lines = lines
        self.process = BackgroundProcessBox(process)
        let reader = stdout.fileHandleForReading
        let thread = Thread { [history] in
            var buffer = Data()
            while true {
                let chunk = reader.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = JSONLine(text: String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                    buffer.removeSubrange(buffer.startIndex...newline)
                    history.append(line)
                    sink.yield(line)
                }
            }
            sink.finish()
        }
        thread.start()
        try process.run()
    }

    /// Sends one command line.
    public func send(_ line: String) {
        input.write(Data((line + "\n").utf8))
    }

    /// Every line printed so far.
    public var printed: [JSONLine] { history.all }

    /// Stops the program (SIGTERM, then waits); returns its exit status.
    @discardableResult
    public func stop() async throws -> Int32 {
        try await process.stop(signal: SIGTERM)
        try? input.close()
        return process.process.terminationStatus
    }
}

/// The lines a scripted process printed.
final class LineLog: Sendable {
    private let lines = Mutex<[JSONLine]>([])
    func append(_ line: JSONLine) { lines.withLock { $0.append(line) } }
    var all: [JSONLine] { lines.withLock { $0 } }
}

/// Wraps a Process for a bounded wait on its exit.
final class BackgroundProcessBox: @unchecked Sendable {
    let process: Process
    init(_ process: Process) { self.process = process }
    func stop(signal: Int32) async throws {
        if process.isRunning { kill(process.processIdentifier, signal) }
        let deadline = ContinuousClock.now + .seconds(30)
        while process.isRunning {
            guard ContinuousClock.now < deadline else { throw TimedOut(what: "pid \(process.processIdentifier) to exit", seconds: 30) }
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}
