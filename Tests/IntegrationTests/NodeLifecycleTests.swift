import Foundation
import TestSupport
import Testing

/// How every node stops (NodeRuntime's NodeLifecycle: a ServiceGroup whose graceful
/// shutdown SIGTERM and SIGINT start): in a program of its own, however soon the signal
/// comes; and in each node program, which then exits 0 having cleaned up.
@Suite("SIGTERM stops every node cleanly, however soon it comes")
struct NodeLifecycleTests {
    static let probe = Repository.product("signal-probe")

    @Test("a SIGTERM sent the instant the node's service starts stops it (a dispatch signal source loses it)")
    func sentAtOnce() async throws {
        let output = try await run(Self.probe, ["self"])
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput == "stopped\n")
    }

    @Test(
        "a SIGTERM during the start, before the lifecycle runs, is remembered: the node starts its lifecycle, stops at once, cleanly"
    )
    func sentDuringStart() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let program = try ScriptedProcess(Self.probe, ["early"], stderrPath: "\(folder)/probe.log")
        #expect(try await Self.next("catching", from: program))
        #expect(try await program.stop() == 0, "the signal's default action would end it with SIGTERM")
        #expect(program.printed.map(\.text) == ["catching", "stopped"])
    }

    @Test(
        "a SIGTERM after the node's lifecycle ended ends the process (it was ignored: a hung last step kept it alive)")
    func sentAfterTheStop() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let program = try ScriptedProcess(Self.probe, ["after"], stderrPath: "\(folder)/probe.log")
        #expect(try await Self.next("ended", from: program))
        #expect(try await program.stop() == SIGTERM)  // (a hang fails the stop's bounded wait)
    }

    @Test(
        "a command that runs no lifecycle (relay-latency's measurements, render, gallery) ends on SIGTERM: caught, it was kept for a lifecycle that never ran"
    )
    func commandWithoutLifecycle() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let program = try ScriptedProcess(Self.probe, ["command"], stderrPath: "\(folder)/probe.log")
        #expect(try await Self.next("ready", from: program))
        // A signal kept and never acted on fails the stop's bounded wait.
        #expect(try await program.stop() == SIGTERM)
    }

    @Test(
        "a stop deadline ends the process when app code holds every thread Dispatch gives (its block on a Dispatch queue never ran)"
    )
    func deadlineWithEveryThreadHeld() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let program = try ScriptedProcess(Self.probe, ["hold"], stderrPath: "\(folder)/probe.log")
        #expect(try await Self.next("held", from: program))
        #expect(try await program.exited() == 1)
        #expect(try String(contentsOfFile: "\(folder)/probe.log", encoding: .utf8).contains("did not stop within"))
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

    @Test(
        "the phone, its pairing window, and desktop and watch in scriptable and headless modes each stop with status 0 on SIGTERM (and on quit)",
        .heavy)
    func everyNodeProgram() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        let window = try await PairingWindowProcess.open(on: phone)
        #expect(try await window.script.stop() == 0, "phone-node pair --window")
        try await window.printed("pairing window closed")
        for (program, kind) in [("desktop-node", "desktop"), ("watch-node", "watch")] {
            try await DesktopProcess.pair(data: "\(folder)/\(kind)", id: kind, on: phone, program: program, kind: kind)
            let scripted = try DesktopProcess.start(data: "\(folder)/\(kind)", id: kind, phone: phone, program: program)
            _ = try await scripted.next("\(program)'s first line") { _ in true }
            #expect(try await scripted.script.stop() == 0, "\(program) run --script")
            // Told `quit`, with no signal: its service returns, and that is a clean end too
            // (swift-service-lifecycle's default made it "finished unexpectedly", status 1).
            let quitting = try DesktopProcess.start(data: "\(folder)/\(kind)", id: kind, phone: phone, program: program)
            _ = try await quitting.next("\(program)'s first line") { _ in true }
            quitting.script.send("quit")
            #expect(try await quitting.script.exited() == 0, "\(program) run --script, quit")
            let data = "\(folder)/\(kind)-headless"
            try await DesktopProcess.pair(data: data, id: "\(kind)-headless", on: phone, program: program, kind: kind)
            let headless = try BackgroundProcess(
                Repository.product(program),
                [
                    "run", "--headless", "--data", data, "--id", "\(kind)-headless", "--phone-key=\(phone.key)",
                    "--router", phone.router, "--publisher", phone.publisher,
                ], logPath: "\(data)/headless.log")
            try await MirrorData.waitForSnapshots(data)  // synced and cached
            #expect(try await headless.stop() == 0, "\(program) run --headless")
            let log = try String(contentsOfFile: "\(data)/headless.log", encoding: .utf8)
            #expect(log.contains("stopping"), "\(program) run --headless logs its stop: \(log.suffix(500))")
        }
        #expect(try await phone.process.stop() == 0, "phone-node run")
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
