import Foundation
import Synchronization
import Testing
import ZeroMQ

/// A thread started by ``NamedThread`` carries its name for the kernel before its work begins:
/// the stdin, keys and pairing threads are told apart in `ps`, `perf` and `tools/bench-cpu`.
@Suite("NamedThread names its thread from the thread itself")
struct NamedThreadTests {
    /// The kernel's name of a thread `NamedThread` starts as `name`, read by its own work.
    private static func kernelName(startedAs name: String) async -> String {
        await withCheckedContinuation { continuation in
            NamedThread.start(name) {
                let comm = (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? ""
                continuation.resume(returning: comm.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
    }

    @Test("100 threads started one after another: each one's work already runs under its own name")
    func everyThreadNamed() async {
        var names: [String] = []
        for index in 0..<100 { names.append(await Self.kernelName(startedAs: "named-\(index)")) }
        #expect(names == (0..<100).map { "named-\($0)" })
    }

    @Test("a name longer than the kernel keeps is cut to its first 15 bytes")
    func longNameCut() async {
        #expect(await Self.kernelName(startedAs: "pairing-discovery") == "pairing-discove")
    }
}
