import Foundation
import NodeRuntime

// For TerminationSignalsTests: a program that catches SIGTERM the way the nodes do, and
// prints "stopped" and exits 0 when its handler runs. `self` sends itself the signal as
// soon as it is caught (a node stopped the instant it starts); without, it prints
// "ready" and waits for one from outside. A lost signal leaves it waiting.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let signals = TerminationSignals {
    say("stopped")
    exit(0)
}
if CommandLine.arguments.dropFirst().first == "self" {
    kill(getpid(), SIGTERM)
} else {
    say("ready")
}
while true { pause() }
