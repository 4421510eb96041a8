import Foundation
@testable import TestSupport
import Testing

/// What a test reports of a child that does not exit: every thread's stack, read with gdb.
@Suite("the thread stacks of a child that did not exit")
struct ThreadStacksTests {
    @Test("a running program's threads and what they wait in, one short line per frame")
    func runningProgram() async throws {
        let sleeper = try BackgroundProcess("/bin/sleep", ["300"])
        let stacks = await ThreadStacks.of(sleeper.pid)
        #expect(stacks.hasPrefix("Thread 1 "), "\(stacks)")
        #expect(stacks.contains("nanosleep"), "\(stacks)")
        #expect(!stacks.contains("During symbol reading"))
        try await sleeper.stop(signal: SIGKILL)
    }

    @Test("a frame keeps its number, its function and where it is, not its address or arguments")
    func frameLine() {
        let gdb =
            "#5  0x0000564e1b026d82 in $s6ZeroMQ10SocketLoopC3runyyF (self=...) at /src/Sources/ZeroMQ/SocketLoop.swift:302"
        #expect(
            ThreadStacks.frame(gdb) == "#5 $s6ZeroMQ10SocketLoopC3runyyF at /src/Sources/ZeroMQ/SocketLoop.swift:302")
        let library = "#1  0x00007fd2ea3976a0 in ?? () from /lib/x86_64-linux-gnu/libzmq.so.5"
        #expect(ThreadStacks.frame(library) == "#1 ?? from /lib/x86_64-linux-gnu/libzmq.so.5")
        let output = """
            [New LWP 21082]
            0x00007fd2e8681301 in __GI___sigsuspend (set=0x7fd2e98ca078) at sigsuspend.c:26

            Thread 2 (Thread 0x7fd2dffff6c0 (LWP 21082) "zmq-zap"):
            #0  0x00007fd2e874df36 in epoll_wait (epfd=9) at epoll_wait.c:30
            """
        #expect(
            ThreadStacks.trim(output)
                == "Thread 2 (Thread 0x7fd2dffff6c0 (LWP 21082) \"zmq-zap\"):\n  #0 epoll_wait at epoll_wait.c:30")
    }
}
