import NodeTransport
import Synchronization
import Testing
import ZeroMQ

/// An actor on a ``SocketLoop``, with tasks that prefer the loop: what happens on the loop's
/// thread stays there. (A task without the preference resumes on the global pool and hops
/// back: a wake-up of the loop per event, what made the phone's echo cost four thread
/// switches instead of two.)
@Suite("SocketLoop as an executor")
struct SocketLoopExecutorTests {
    actor Consumer {
        let loop: SocketLoop
        nonisolated var unownedExecutor: UnownedSerialExecutor { loop.asUnownedSerialExecutor() }
        init(loop: SocketLoop) { self.loop = loop }
        func drain(_ box: Mailbox<Int>, _ count: Int) async -> Int {
            var sum = 0
            for _ in 0..<count { sum += await box.next() ?? 0 }
            return sum
        }
        func drain(_ stream: AsyncStream<Int>, _ count: Int) async -> Int {
            var (sum, seen) = (0, 0)
            for await value in stream {
                (sum, seen) = (sum + value, seen + 1)
                if seen == count { break }
            }
            return sum
        }
    }

    actor Poster {
        let loop: SocketLoop
        nonisolated var unownedExecutor: UnownedSerialExecutor { loop.asUnownedSerialExecutor() }
        init(loop: SocketLoop) { self.loop = loop }
        /// Posts one at a time, letting the consumer take each (it waits in between).
        func post(_ count: Int, _ send: (Int) -> Void) async {
            for value in 0..<count {
                send(value)
                await Task.yield()
            }
        }
    }

    @Test(
        "1,000 events posted on the loop to an actor waiting there: the loop is woken at most a few times, not per event"
    )
    func noHops() async throws {
        let loop = try SocketLoop(name: "executor-test")
        defer { loop.stop() }
        let consumer = Consumer(loop: loop), poster = Poster(loop: loop)
        let box = Mailbox<Int>()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let fromMailbox = Task(executorPreference: loop) { await consumer.drain(box, 1000) }
        let fromStream = Task(executorPreference: loop) { await consumer.drain(stream, 1000) }
        let before = loop.wakeUps
        await withTaskExecutorPreference(loop) {
            await poster.post(1000) { box.post($0) }
            await poster.post(1000) { continuation.yield($0) }
        }
        #expect(await fromMailbox.value == 499_500)
        #expect(await fromStream.value == 499_500)
        // Entering the loop from this test's task, and the two results leaving it, wake it;
        // 2,000 events handed over on it do not.
        #expect(loop.wakeUps - before < 20, "\(loop.wakeUps - before) wake-ups for 2,000 events")
    }
}
