import Foundation
import Logging
import NodeRuntime

// For NodeLifecycleTests: a program that runs and stops the way every node does
// (NodeLifecycle: a ServiceGroup, SIGTERM and SIGINT its graceful shutdown), and prints
// "stopped" and exits 0 when its service is told to stop. `self` sends itself the signal
// as its service starts (a node stopped the instant it starts); without, it prints "ready"
// and waits for one from outside. A lost signal leaves it waiting.
// `early`: catches the signals as a node's first step does, says "catching", and goes on with
// its start (here: waiting for the signal) before its lifecycle runs; a signal remembered from
// then stops the lifecycle at once. `after`: stops itself, says "ended", then hangs as a node's
// last steps might; a SIGTERM must still end it. `hold`: blocks every thread Dispatch will give
// (as app code stuck in perform() does), arms a stop deadline of 1 s, says "held" and hangs: the
// deadline must still end it (status 1). `command`: sets up as a command that runs no lifecycle
// does (relay-latency's measurements), says "ready" and waits; a SIGTERM must end it.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let mode = CommandLine.arguments.dropFirst().first
if mode == "command" {
    bootstrapCommandLogging(level: .warning)
    say("ready")
    while true { pause() }
}
if mode == "hold" {
    let never = DispatchSemaphore(value: 0)
    for _ in 0..<1024 { DispatchQueue.global().async { never.wait() } }
    StopDeadline.arm(.seconds(1), logger: Logger(label: "signal-probe"))
    say("held")
    while true { pause() }
}
if mode == "early" {
    NodeSignals.catchFromNowOn()
    say("catching")
    // The start's own work, long enough for the signal to come (bounded: a lost signal ends the wait).
    let start = ContinuousClock.now
    // the start at work until the signal comes
    while !NodeSignals.stopRequested && ContinuousClock.now - start < .seconds(60) { usleep(1000) }  // not a wait
}
let (stop, stopped) = AsyncStream.makeStream(of: Void.self)
try await NodeLifecycle.run(logger: Logger(label: "signal-probe"), stop: { stopped.finish() }) {
    if mode == "self" || mode == "after" {
        kill(getpid(), SIGTERM)
    } else if mode != "early" {
        say("ready")
    }
    for await _ in stop {}
    say("stopped")
}
if mode == "after" {
    say("ended")
    while true { pause() }
}
