import Foundation
import RelayTestSupport
import Testing

/// A node's SIGTERM handling (NodeRuntime's TerminationSignals) in a program of its own:
/// however soon the signal comes after the handler is in place, it is not lost.
@Suite("SIGTERM reaches a node's handler however soon it comes")
struct TerminationSignalsTests {
    static let probe = Repository.product("signal-probe")

    @Test("a SIGTERM sent the instant the handler is in place reaches it (a dispatch signal source loses it)")
    func sentAtOnce() async throws {
        let output = try await run(Self.probe, ["self"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "stopped\n")
    }

    @Test("programs stopped as soon as they say they are ready all stop cleanly")
    func stoppedWhenReady() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        for attempt in 0..<20 {
            let program = try ScriptedProcess(Self.probe, [], stderrPath: "\(folder)/probe-\(attempt).log")
            #expect(try await Self.next("ready", from: program), "attempt \(attempt)")
            #expect(try await program.stop() == 0, "attempt \(attempt)")
            // Its output is read to its end after it exits: the line may come after the exit.
            #expect(try await Self.next("stopped", from: program), "attempt \(attempt)")
        }
    }

    /// Whether `program` prints `text` before its output ends.
    static func next(_ text: String, from program: ScriptedProcess) async throws -> Bool {
        let lines = program.lines
        return try await within(60, "the probe's “\(text)”") {
            for await line in lines where line.text == text { return true }
            return false
        }
    }
}
