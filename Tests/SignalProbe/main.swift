import Foundation
import Logging
import NodeRuntime

// For NodeLifecycleTests: a program that runs and stops the way every node does
// (NodeLifecycle: a ServiceGroup, SIGTERM and SIGINT its graceful shutdown), and prints
// "stopped" and exits 0 when its service is told to stop. `self` sends itself the signal
// as its service starts (a node stopped the instant it starts); without, it prints "ready"
// and waits for one from outside. A lost signal leaves it waiting.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let (stop, stopped) = AsyncStream.makeStream(of: Void.self)
try await NodeLifecycle.run(logger: Logger(label: "signal-probe"), stop: { stopped.finish() }) {
    if CommandLine.arguments.dropFirst().first == "self" {
        kill(getpid(), SIGTERM)
    } else {
        say("ready")
    }
    for await _ in stop {}
    say("stopped")
}
