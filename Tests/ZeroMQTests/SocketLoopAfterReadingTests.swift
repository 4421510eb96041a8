import TestSupport
import Synchronization
import Testing
import ZeroMQ

/// A task on a loop can have the loop read its sockets before it goes on: what arrived
/// meanwhile is in the channels' inboxes first (the phone's turns take them so).
@Suite("SocketLoop: reading before a task goes on")
struct SocketLoopAfterReadingTests {
    /// A DEALER used synchronously from the loop's own thread (inproc: a message is in the
    /// router's pipe once its send returns).
    actor Client {
        let loop: SocketLoop
        let dealer: Socket
        nonisolated var unownedExecutor: UnownedSerialExecutor { loop.asUnownedSerialExecutor() }

        init(loop: SocketLoop, context: Context, endpoint: String) throws {
            self.loop = loop
            dealer = try Socket(context: context, type: .dealer)
            try dealer.connect(endpoint)
        }

        func send(_ text: String) throws { try dealer.send(Multipart([Array(text.utf8)])) }

        /// In one job on the loop's thread: sends, then counts what the router's inbox holds
        /// before and after `afterReading()`.
        func sendThenRead(_ text: String, counting received: SocketLoopReadinessTests.Received) async throws -> (
            before: Int, after: Int
        ) {
            try send(text)
            let before = received.count
            await loop.afterReading()
            return (before, received.count)
        }

        func close() { dealer.close() }
    }

    @Test(
        "a request that reached the socket while a job ran is in the inbox once afterReading() returns, not only later")
    func readsFirst() async throws {
        let context = try Context()
        let loop = try SocketLoop(name: "after-reading")
        defer { loop.stop() }
        let received = SocketLoopReadinessTests.Received()
        let router = try await SocketLoopReadinessTests.recordingRouter(context, on: loop, into: received)
        let client = try Client(loop: loop, context: context, endpoint: router.endpoint ?? "")
        try await client.send("first")
        try await poll("the first request to be read", within: 60, every: .milliseconds(1)) { received.count == 1 }

        let counts = try await Task(executorPreference: loop) {
            try await client.sendThenRead("second", counting: received)
        }.value
        // The job that sent held the loop: nothing was read yet when it sent.
        #expect(counts.before == 1)
        #expect(counts.after == 2, "afterReading() returned before the loop read the request waiting in its socket")
        await client.close()
        await router.close()
    }

    @Test("afterReading() on a loop that was stopped returns, whether or not it has ended yet")
    func stoppedLoop() async throws {
        let loop = try SocketLoop(name: "after-reading-stopped")
        loop.stop()
        try await within(60, "afterReading() on a stopped loop") { await loop.afterReading() }
        try await within(60, "afterReading() again") { await loop.afterReading() }
    }
}
