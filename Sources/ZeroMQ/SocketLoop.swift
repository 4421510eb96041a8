import CZeroMQ
import Dispatch
import Foundation
import Synchronization

/// One thread that owns several ZeroMQ sockets and runs Swift jobs between polls: an
/// event loop in the manner of CZMQ's `zloop`, which is also a `SerialExecutor`.
///
/// An actor whose executor is a loop handles what the loop's sockets receive on the
/// thread that received it, and what it sends leaves from that thread too: no other
/// thread is woken on the way in or out. Work from other threads (a job enqueued, a
/// message sent, a channel opened or closed) is queued under a lock and the loop is
/// woken through a pipe; work from the loop's own thread is only queued, and the loop
/// takes it before it polls again.
///
/// Each iteration: take the queued jobs, channels to open and sends; run the jobs (they
/// may queue more, run in the same iteration up to a bound); send what is queued until
/// libzmq would block; wait on the sockets' descriptors and the pipe (without waiting while
/// work is left); read what arrived, handing each message to its channel's inbox.
///
/// It waits with epoll (``ReadinessSet``), not `zmq_poll`, so a turn makes the same system
/// calls for three sockets or a hundred (it still takes each channel's outbox lock): it asks
/// libzmq only about the sockets whose descriptor woke it or that it sent or read on since (`ZMQ_FD`'s contract: after any operation on the
/// socket, its events must be read again before the descriptor is waited on).
///
/// A loop made for one channel (``SocketChannel/open(context:type:options:monitor:name:loop:inbox:receiveWindow:subscriptionPolicy:setUp:)``
/// without `loop`) ends with that channel. A shared loop ends on ``stop()`` once its
/// channels are closed; jobs that arrive after it ended run on a serial queue instead,
/// so an actor that outlives its loop still runs, one job at a time.
///
/// It is a `TaskExecutor` too, and an actor on a loop wants its tasks to prefer it
/// (`withTaskExecutorPreference(loop)`, `Task(executorPreference: loop)`): a continuation
/// resumes a task on its preferred executor, else on the global pool, and only then hops
/// to the actor; with the loop preferred, that is the loop, and no other thread wakes.
public final class SocketLoop: SerialExecutor, TaskExecutor, Sendable {
    /// What other threads hand the loop.
    private struct Shared {
        var jobs: [UnownedJob] = []
        var opening: [Registration] = []
        /// Tasks waiting for the loop to have read its sockets (``afterReading()``).
        var readers: [CheckedContinuation<Void, Never>] = []
        var stopping = false
        var ended = false
    }

    /// A channel to open on the loop's thread.
    struct Registration: Sendable {
        let context: Context
        let type: SocketType
        let options: SocketOptions
        let core: ChannelCore
        let inbox: Inbox
        let subscriptionPolicy: SubscriptionPolicy?
        let setUp: @Sendable (Socket) throws -> String?
        let ready: CheckedContinuation<String?, any Error>
    }

    let name: String
    private let endsWithLastChannel: Bool
    private let shared = Mutex(Shared())
    private let wake: WakePipe
    /// What the loop sleeps on: the wake pipe and every socket's descriptor.
    private let readiness: ReadinessSet
    /// Whether a wake-up is written and not yet read: one write per iteration at most.
    private let wakePending = Atomic<Bool>(false)
    /// Work signalled on the loop's own thread since its last flush (only that thread touches it).
    private let lookAgain = Atomic<Bool>(false)
    /// The loop thread's id (0 before it starts).
    private let threadID = Atomic<UInt>(0)
    private let wakes = Atomic<Int>(0)
    /// When the loop polls without sleeping (``expectAnswer()``).
    private let spinPolicy: SpinPolicy
    /// Answers expected soon and not yet come, and when the latest was expected (uptime ns).
    private let expectedAnswers = Atomic<Int>(0)
    private let latestExpected = Atomic<UInt64>(0)
    private let spinCatches = Atomic<Int>(0)
    private let settles = Atomic<Int>(0)
    private let spinning = Atomic<Bool>(false)
    /// Where jobs run once the loop has ended.
    private let afterwards: DispatchQueue

    /// Jobs run in one iteration before the loop looks at its sockets again.
    static let jobBatch = 512
    /// Messages read from one socket in a row before the loop turns to the others.
    static let receiveBatch = 256

    /// Starts a loop on a thread named `name`, which spins for an expected answer as `spin` says.
    public convenience init(name: String = "zmq-loop", spin: SpinPolicy = .never) throws {
        try self.init(name: name, endsWithLastChannel: false, spin: spin)
    }

    init(name: String, endsWithLastChannel: Bool, spin: SpinPolicy = .never) throws {
        self.name = name
        self.endsWithLastChannel = endsWithLastChannel
        spinPolicy = spin
        wake = try WakePipe()
        readiness = try ReadinessSet()
        try readiness.add(wake.readDescriptor, token: Self.wakeToken)
        afterwards = DispatchQueue(label: "\(name)-after")
        let thread = Thread { [self] in run() }  // named by run(), from the thread itself
        thread.start()
    }

    /// Whether the caller runs on the loop's thread.
    public var isCurrent: Bool {
        let id = threadID.load(ordering: .acquiring)
        return id != 0 && pthread_equal(pthread_self(), pthread_t(id)) != 0
    }

    /// Ends the loop once every channel on it is closed (it closes none itself).
    public func stop() {
        shared.withLock { $0.stopping = true }
        signal()
    }

    /// Wakes the loop if the caller is another thread; on the loop's thread, tells it to take a
    /// turn before it sleeps (what was queued, sent or consumed then is dealt with in that turn:
    /// an inbox may send, or report messages consumed, while the loop reads before its wait).
    func signal() {
        guard !isCurrent else {
            lookAgain.store(true, ordering: .relaxed)
            return
        }
        if !wakePending.exchange(true, ordering: .acquiringAndReleasing) {
            wakes.add(1, ordering: .relaxed)
            wake.signal()
        }
    }

    /// Tells the loop an answer from another thread is due soon (a job it will enqueue): until
    /// ``answerCame()``, the loop polls for it without sleeping, as its ``SpinPolicy`` allows.
    public func expectAnswer() {
        latestExpected.store(Self.uptime(), ordering: .relaxed)
        expectedAnswers.add(1, ordering: .releasing)
    }

    /// The answer ``expectAnswer()`` announced came (or will not).
    public func answerCame() {
        expectedAnswers.subtract(1, ordering: .releasing)
    }

    /// How many times a spin found work without the loop going to sleep.
    public var spinHits: Int { spinCatches.load(ordering: .relaxed) }
    /// Whether the loop is spinning now.
    public var isSpinning: Bool { spinning.load(ordering: .acquiring) }

    static func uptime() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// How many times the loop has asked libzmq about one of its sockets (read it, or read
    /// its events): what a turn costs grows with the sockets that had something, not with all.
    public var socketsSettled: Int { settles.load(ordering: .relaxed) }

    /// How often another thread has woken the loop so far: what each hop onto it costs.
    /// Work queued on the loop's own thread wakes nothing.
    public var wakeUps: Int { wakes.load(ordering: .relaxed) }

    // MARK: SerialExecutor

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let ended = shared.withLock { shared -> Bool in
            if !shared.ended { shared.jobs.append(job) }
            return shared.ended
        }
        if ended {
            let (serial, task) = (asUnownedSerialExecutor(), asUnownedTaskExecutor())
            afterwards.async { job.runSynchronously(isolatedTo: serial, taskExecutor: task) }
        } else {
            signal()
        }
    }

    public func isIsolatingCurrentContext() -> Bool? { isCurrent }

    // MARK: Channels

    /// Opens a socket on the loop's thread and starts serving it; returns what `setUp` returned.
    func register(_ make: (CheckedContinuation<String?, any Error>) -> Registration) async throws -> String? {
        try await withCheckedThrowingContinuation { ready in
            let registration = make(ready)
            let accepted = shared.withLock { shared -> Bool in
                guard !shared.ended else { return false }
                shared.opening.append(registration)
                return true
            }
            if accepted {
                signal()
            } else {
                registration.core.markFinished()
                ready.resume(throwing: ZMQError(code: ETERM, operation: "open a socket on a loop that has ended"))
            }
        }
    }

    // MARK: The loop's thread

    /// A socket the loop serves, and what only the loop's thread touches of it.
    private struct Served {
        let registration: Registration
        let socket: Socket
        /// The socket's `ZMQ_FD`, in the loop's ``ReadinessSet`` as `token`.
        let descriptor: Int32
        let token: UInt64
        /// Taken from the channel's outbox, not yet accepted by libzmq.
        var pending: [Multipart] = []
        var pendingIndex = 0
        var blocked = false
        /// The loop must ask libzmq what the socket has before it sleeps: its descriptor
        /// became ready, or something was sent or read on it (which may have taken the
        /// descriptor's wake-up for a message that arrived meanwhile).
        var unsettled = true
        /// It may have input the loop left unread for want of room in the receive window.
        var starved = false
        var core: ChannelCore { registration.core }
    }

    /// The sockets the loop serves, and which of them each token names.
    private struct ServedSet {
        var channels: [Served] = []
        var slots: [UInt64: Int] = [:]
        var nextToken: UInt64 = SocketLoop.wakeToken + 1

        mutating func append(_ channel: Served) {
            slots[channel.token] = channels.count
            channels.append(channel)
        }

        mutating func remove(at index: Int) -> Served {
            let channel = channels.remove(at: index)
            slots = [:]
            for (slot, channel) in channels.enumerated() { slots[channel.token] = slot }
            return channel
        }

        mutating func takeToken() -> UInt64 {
            defer { nextToken += 1 }
            return nextToken
        }
    }

    /// The wake pipe's token in the ``ReadinessSet``.
    private static let wakeToken: UInt64 = 0

    /// Names the calling thread for the kernel (its `comm`, at most 15 bytes). Not through
    /// Foundation: on Linux `Thread.current.name` reaches the kernel only once `Thread.start()`
    /// has returned on the starting thread (it names through the handle `start()` stores after
    /// the thread is made), so a loop thread that ran first kept its creator's name — one phone
    /// in three under load, whose loop's CPU `tools/bench-cpu` then counted as "other".
    static func nameCurrentThread(_ name: String) {
        let descriptor = Glibc.open("/proc/thread-self/comm", O_WRONLY)
        guard descriptor >= 0 else { return }
        defer { _ = Glibc.close(descriptor) }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    private func run() {
        threadID.store(UInt(pthread_self()), ordering: .releasing)
        Self.nameCurrentThread(name)  // what ps, top, perf and the bench's CPU table show
        var served = ServedSet()
        var ready: [UInt64] = []
        var hadChannels = false
        let executor = asUnownedSerialExecutor(), taskExecutor = asUnownedTaskExecutor()
        while true {
            // Drain, then allow the next wake-up, then take the queues: whatever is queued
            // after they are taken writes to the pipe, so the wait below cannot sleep through it.
            // (Draining only after a wait that saw the pipe readable saves a read per turn, but
            // measured worse: fan-out ×100 p99 3.2–3.6 → 3.8–4.1 ms.)
            wake.drain()
            wakePending.store(false, ordering: .sequentiallyConsistent)
            let (jobs, opening, stopping) = shared.withLock { shared in
                defer { shared.jobs = []; shared.opening = [] }
                return (shared.jobs, shared.opening, shared.stopping)
            }
            for registration in opening {
                hadChannels = true  // a loop of one channel ends with it, opened or not
                if let channel = open(registration, token: served.takeToken()) { served.append(channel) }
            }
            for job in jobs { job.runSynchronously(isolatedTo: executor, taskExecutor: taskExecutor) }
            // Jobs queued by those jobs, up to a bound, before the sockets get their turn.
            var ran = jobs.count
            while ran < Self.jobBatch {
                let more = shared.withLock { shared in
                    defer { shared.jobs = [] }
                    return shared.jobs
                }
                if more.isEmpty { break }
                for job in more { job.runSynchronously(isolatedTo: executor, taskExecutor: taskExecutor) }
                ran += more.count
            }

            var index = 0
            while index < served.channels.count {
                if flush(&served.channels[index]) {
                    index += 1
                } else {
                    close(served.remove(at: index))
                }
            }
            // What was signalled on this thread until now, the flush above and the settle below
            // deal with; what is signalled from here on (by an inbox the settle calls) needs a turn.
            lookAgain.store(false, ordering: .relaxed)
            if served.channels.isEmpty && ((endsWithLastChannel && hadChannels) || stopping) {
                if finish() { return }
                continue
            }

            // What the sends left unsettled, then a wait: at once if work is left, else asleep
            // (after a spin, if an answer is due). What became ready is read as soon as it is.
            let more = settle(&served)
            let waiting =
                shared.withLock { !$0.jobs.isEmpty || !$0.opening.isEmpty || !$0.readers.isEmpty }
                || lookAgain.load(ordering: .relaxed)
            ready.removeAll(keepingCapacity: true)
            if waiting || more {
                readiness.wait(timeout: 0, into: &ready)
            } else if !spin(into: &ready) {
                readiness.wait(timeout: -1, into: &ready)
            }
            for token in ready where token != Self.wakeToken {
                if let slot = served.slots[token] { served.channels[slot].unsettled = true }
            }
            _ = settle(&served)
            // What the sockets held is with their channels now: those waiting for that go on.
            for reader in shared.withLock({ shared in
                defer { shared.readers = [] }; return shared.readers
            }) { reader.resume() }
        }
    }

    /// Returns once the loop has read its sockets: what arrived before the call is in its
    /// channels' inboxes (as far as their receive windows allow) before the caller goes on. A
    /// task on the loop that is about to do a long piece of work lets what waits be seen first
    /// (the phone's turns: `PhoneNode.takeTurn(of:)`).
    public func afterReading() async {
        await withCheckedContinuation { continuation in
            let ended = shared.withLock { shared -> Bool in
                if !shared.ended { shared.readers.append(continuation) }
                return shared.ended
            }
            if ended { continuation.resume() } else { signal() }
        }
    }

    /// Polls without sleeping while the spin policy allows; true if the spin found something
    /// (its tokens are in `ready`), false if the loop should sleep after all.
    private func spin(into ready: inout [UInt64]) -> Bool {
        let now = Self.uptime()
        guard
            let until = spinPolicy.spinUntil(
                now: now, outstanding: expectedAnswers.load(ordering: .acquiring),
                latestExpected: latestExpected.load(ordering: .relaxed))
        else { return false }
        spinning.store(true, ordering: .releasing)
        defer { spinning.store(false, ordering: .releasing) }
        repeat {
            // The wake pipe is in the set: a job queued meanwhile makes it ready.
            if readiness.wait(timeout: 0, into: &ready) > 0 {
                spinCatches.add(1, ordering: .relaxed)
                return true
            }
        } while Self.uptime() < until && expectedAnswers.load(ordering: .acquiring) > 0
        return false
    }

    /// Settles every unsettled socket (and every starved one that has room again): reads what it
    /// has, or has libzmq handle its commands. Closes a socket whose context is gone. Returns
    /// whether one has more to do at once (a full batch read, a blocked send with room now).
    private func settle(_ served: inout ServedSet) -> Bool {
        var more = false
        var index = 0
        while index < served.channels.count {
            if served.channels[index].starved, served.channels[index].core.room(batch: 1) > 0 {
                served.channels[index].starved = false
                served.channels[index].unsettled = true
            }
            guard served.channels[index].unsettled else {
                index += 1
                continue
            }
            switch settle(&served.channels[index]) {
            case .settled:
                index += 1
            case .more:
                more = true
                index += 1
            case .terminated:
                close(served.remove(at: index))  // its context is going away
            }
        }
        return more
    }

    private enum Settled { case settled, more, terminated }

    private func settle(_ channel: inout Served) -> Settled {
        channel.unsettled = false
        settles.add(1, ordering: .relaxed)
        var more = false
        var room = 0
        if channel.registration.type.canReceive {
            room = channel.core.room(batch: Self.receiveBatch)
            if room > 0 {
                switch receive(&channel, room: room) {
                case .drained: break
                case .full:
                    channel.unsettled = true
                    more = true
                case .terminated: return .terminated
                }
            } else {
                channel.starved = true
            }
        }
        if room == 0 || channel.blocked {
            // Nothing was read to the end: asking for the socket's events has libzmq handle its
            // commands (which empties its descriptor), and says whether a blocked send has room.
            let events: Int32
            do { events = try channel.socket.intOption(ZMQ_EVENTS) } catch let error as ZMQError
                where error.isTerminated
            {
                return .terminated
            } catch {
                return .settled
            }
            if channel.blocked && events & Int32(ZMQ_POLLOUT) != 0 {
                channel.unsettled = true
                more = true
            }
        }
        return more ? .more : .settled
    }

    /// Ends the loop unless jobs or channels came meanwhile; jobs from now on run on ``afterwards``.
    private func finish() -> Bool {
        let (ended, late) = shared.withLock { shared -> (Bool, [Registration]) in
            guard shared.jobs.isEmpty, shared.readers.isEmpty else { return (false, []) }
            shared.ended = true
            defer { shared.opening = [] }
            return (true, shared.opening)
        }
        for registration in late {
            registration.core.markFinished()
            registration.inbox.finish()
            registration.ready.resume(
                throwing: ZMQError(code: ETERM, operation: "open a socket on a loop that has ended"))
        }
        return ended
    }

    private func open(_ registration: Registration, token: UInt64) -> Served? {
        let socket: Socket
        let endpoint: String?
        let descriptor: Int32
        do {
            socket = try Socket(context: registration.context, type: registration.type, options: registration.options)
            endpoint = try registration.setUp(socket)
            descriptor = try socket.intOption(ZMQ_FD)
            try readiness.add(descriptor, token: token)
        } catch {
            registration.inbox.finish()
            registration.core.markFinished()
            registration.ready.resume(throwing: error)
            return nil
        }
        registration.core.attach(socket)
        registration.ready.resume(returning: endpoint)
        return Served(registration: registration, socket: socket, descriptor: descriptor, token: token)
    }

    private func close(_ channel: Served) {
        readiness.remove(channel.descriptor)
        channel.core.detach()
        channel.socket.close()
        channel.registration.inbox.finish()
        channel.core.finished(unsent: channel.pending.count - channel.pendingIndex)
    }

    /// Sends what the channel has queued until libzmq would block; false once the channel is closing.
    private func flush(_ channel: inout Served) -> Bool {
        let (more, closing) = channel.core.takeOutbox()
        if closing { return false }
        if channel.core.takeSentDirectly() { channel.unsettled = true }
        if !more.isEmpty {
            if channel.pending.isEmpty { channel.pending = more } else { channel.pending.append(contentsOf: more) }
        }
        guard channel.pendingIndex < channel.pending.count else {
            channel.blocked = false
            channel.core.setBacklog(false)
            return true
        }
        channel.unsettled = true  // the sends below may take the descriptor's wake-up
        var sent = 0, dropped = 0
        var lastError: ZMQError?
        channel.blocked = false
        while channel.pendingIndex < channel.pending.count {
            do {
                if try channel.socket.send(channel.pending[channel.pendingIndex], dontWait: true) {
                    sent += 1
                } else {
                    channel.blocked = true
                    break
                }
            } catch let error as ZMQError {
                dropped += 1
                lastError = error
            } catch {
                dropped += 1
            }
            channel.pendingIndex += 1
        }
        if channel.pendingIndex == channel.pending.count {
            channel.pending = []
            channel.pendingIndex = 0
        } else if channel.pendingIndex > 4096 {
            channel.pending.removeFirst(channel.pendingIndex)  // keep the backlog from growing a sent prefix
            channel.pendingIndex = 0
        }
        channel.core.counted(sent: sent, dropped: dropped, lastError: lastError)
        channel.core.setBacklog(channel.pendingIndex < channel.pending.count)
        return true
    }

    private enum ReceiveEnd { case drained, full, terminated }

    /// Reads up to `room` messages into the channel's inbox: `.drained` if libzmq had no more
    /// (the descriptor will wake the loop for the next), `.full` if it stopped at `room`.
    private func receive(_ channel: inout Served, room: Int) -> ReceiveEnd {
        var received = 0
        defer { channel.core.counted(received: received) }
        while received < room {
            let message: Multipart
            do {
                guard let next = try channel.socket.receive(dontWait: true) else { return .drained }
                message = next
            } catch let error as ZMQError where error.isTerminated {
                return .terminated
            } catch {
                // A failed read (EFSM on a REQ or REP out of turn) ends this turn's reading; the
                // socket's events are read so that its descriptor is emptied, not ready for ever.
                _ = try? channel.socket.intOption(ZMQ_EVENTS)
                return .drained
            }
            if let policy = channel.registration.subscriptionPolicy { Self.decide(message, on: channel.socket, policy) }
            // Counted before the inbox sees it: the consumer may report it consumed at once.
            channel.core.delivering()
            channel.registration.inbox.receive(message)
            received += 1
        }
        return .full
    }

    /// Applies one subscription message ([1, topic…] or [0, topic…]) to a manual XPUB,
    /// as the policy decides; other messages are left alone.
    private static func decide(_ message: Multipart, on socket: Socket, _ policy: SubscriptionPolicy) {
        guard message.frames.count == 1, let first = message.frames[0].first, first <= 1 else { return }
        let topic = Array(message.frames[0].dropFirst())
        if first == 0 {
            try? socket.unsubscribe(topic)
        } else if policy(topic, message.userID) {
            try? socket.subscribe(topic)
        }
    }
}
