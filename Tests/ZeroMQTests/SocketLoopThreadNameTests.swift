import Foundation
import Testing
import ZeroMQ

/// A loop's thread carries the loop's name for the kernel (`/proc/…/task/TID/comm`): what `ps`,
/// `perf` and `tools/bench-cpu`'s table (the "loop" column) tell threads apart by.
@Suite("SocketLoop names its thread")
struct SocketLoopThreadNameTests {
    /// The kernel's name of the thread that runs a job on `loop`.
    private static func threadName(on loop: SocketLoop) async -> String {
        await Task(executorPreference: loop) {
            (try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        }.value
    }

    @Test(
        "40 loops started one after another: each thread is named for its loop, even when it runs before the starting thread's Thread.start() returns"
    )
    func everyLoopNamed() async throws {
        var names: [String] = []
        for index in 0..<40 {
            let loop = try SocketLoop(name: "name-test-\(index)")
            names.append(await Self.threadName(on: loop))
            loop.stop()
        }
        #expect(names == (0..<40).map { "name-test-\($0)" })
    }

    @Test("a name longer than the kernel keeps is cut to its first 15 bytes")
    func longNameCut() async throws {
        let loop = try SocketLoop(name: "a-very-long-loop-name")
        defer { loop.stop() }
        #expect(await Self.threadName(on: loop) == "a-very-long-loo")
    }
}
