import Logging
import NodeTransport
import Synchronization

/// One of the mirror's channels through its relays (one base channel per relay): what
/// arrives on any is opened by `open` before the client sees it; requests are sealed on
/// the way out.
///
/// A subscriber given `reopen` watches each relay's subscription for silence
/// (``SubscriptionSilence``) and opens that relay's base channel again when it has been
/// quiet too long: a relay refuses a subscription that came before the phone's roster, and
/// a SUB never sends it again on the same connection. It opens a relay's base channel again at
/// once when told to (``subscribeAgain(at:)``: the relay refused this device as a reader before
/// and answers it as one now, ``MirrorLink/answered(by:_:)``); the silence is the defence. The
/// silence is timed by the clock it is given (``LinkClock``: a test moves it), and who tells it
/// to subscribe again holds a ``ResubscribeHook`` made before its relays' subscribers were opened,
/// so an answer that comes before the channel exists is not lost.
final class MirrorRelayChannel: MessageChannel {
    let role: ChannelRole
    /// Whether its base channels are opened again (a subscriber's).
    private let reopens: Bool
    var endpoint: String { state.withLock { $0.bases.map(\.endpoint).joined(separator: ", ") } }
    let incoming: AsyncStream<TransportMessage>
    let connectionEvents: AsyncStream<ConnectionEvent>
    private let transport: MirrorRelayTransport
    private let state: Locked

    private struct State {
        /// The base channel in use per relay (a subscriber's is replaced when it reopens).
        var bases: [any MessageChannel]
        var readers: [Task<Void, Never>] = []
        var closed = false
        /// Relays whose base channel ``subscribeAgain(at:)`` closed, to be opened again at once.
        var told: Set<Int> = []
    }

    /// The state, shared with the channel's tasks.
    private final class Locked: Sendable {
        let mutex: Mutex<State>
        init(_ state: State) { mutex = Mutex(state) }
        func withLock<R>(_ body: (inout State) -> R) -> R { mutex.withLock { body(&$0) } }
    }

    /// A base channel per relay, in the order of `bases`; `open` turns what one relay (by
    /// index) sent into what the client sees; `reopen` (a subscriber's) opens relay `index`'s
    /// base channel again, after `silence` (its initial value) on `clock` with nothing heard
    /// there, or at once when `hook` says so (also for what it was told before this channel was made).
    init(
        role: ChannelRole, bases: [any MessageChannel], transport: MirrorRelayTransport,
        reopen: (@Sendable (Int) async throws -> any MessageChannel)? = nil,
        silence: Duration = .seconds(3), clock: LinkClock = LinkClock(ContinuousClock()), hook: ResubscribeHook? = nil,
        logger: Logger? = nil,
        open: @escaping @Sendable (TransportMessage, Int) -> [TransportMessage]
    ) {
        self.role = role
        self.reopens = reopen != nil
        self.transport = transport
        let state = Locked(State(bases: bases))
        self.state = state
        let (incoming, continuation) = AsyncStream.makeStream(of: TransportMessage.self)
        let (events, eventSink) = AsyncStream.makeStream(of: ConnectionEvent.self)
        self.incoming = incoming
        connectionEvents = events
        // One message at a time across the relays, opened and handed on under one lock, so
        // the order the replica sees is the order the checks passed in.
        let gate = Gate()
        // Opened now: the silence is counted from here, not from when a reader's task starts.
        let openedAt = clock.now()
        let relays = bases.enumerated().map { index, first in
            Task {
                var base = first
                var watch = SubscriptionSilence(initial: silence, openedAt: openedAt)
                while true {
                    let current = base
                    let events = Task { for await event in current.connectionEvents { eventSink.yield(event) } }
                    let quiet = await Self.read(current, watching: reopen == nil ? nil : watch, clock: clock) {
                        message in
                        gate.lock.withLock { _ in for opened in open(message, index) { continuation.yield(opened) } }
                    }
                    events.cancel()
                    guard let reopen else { return }
                    let told = state.withLock { $0.told.remove(index) != nil }
                    if told {
                        watch = SubscriptionSilence(initial: silence, openedAt: clock.now())
                    } else {
                        guard let quiet else { return }
                        watch = quiet
                    }
                    guard
                        let next = await Self.reopened(
                            index, by: reopen, waiting: &watch, on: clock, until: { state.withLock { $0.closed } },
                            logger: logger)
                    else { return }
                    // Closed meanwhile: the new channel goes too.
                    let replaced = state.withLock { state -> Bool in
                        guard !state.closed else { return false }
                        state.bases[index] = next
                        return true
                    }
                    guard replaced else {
                        await next.close()
                        return
                    }
                    if told {
                        logger?.notice(
                            "a relay that refused this device as a reader answers it now: subscribed there again",
                            metadata: ["relay": "\(index)"])
                    } else {
                        logger?.notice(
                            "heard nothing from a relay: subscribed there again",
                            metadata: [
                                "relay": "\(index)", "next_after": "\(watch.allowed)",
                                "hint":
                                    "a relay refuses a subscription that comes before the phone's roster; a phone that is down is quiet too",
                            ])
                    }
                    base = next
                }
            }
        }
        let finisher = Task {
            for relay in relays { await relay.value }
            continuation.finish()
            eventSink.finish()
        }
        state.withLock { $0.readers = relays + [finisher] }
        // What the hook was told before this channel existed is done now; what it is told from now on, at once.
        for index in hook?.attach(self) ?? [] { subscribeAgain(at: index) }
    }

    /// Hands on everything `base` delivers until it ends. Watching (a subscriber that may be
    /// opened again), closes `base` once it has been quiet past the silence allowed, and
    /// returns the watch as it stands then; nil when it ended otherwise.
    private static func read(
        _ base: any MessageChannel, watching: SubscriptionSilence?, clock: LinkClock,
        deliver: @escaping @Sendable (TransportMessage) -> Void
    ) async -> SubscriptionSilence? {
        guard let watching else {
            for await message in base.incoming { deliver(message) }
            return nil
        }
        let watch = Mutex(watching)
        let quiet = Mutex(false)
        let watchdog = Task {
            while !Task.isCancelled {
                let deadline = watch.withLock { $0.deadline }
                try? await clock.sleep(deadline)
                if Task.isCancelled { return }
                if watch.withLock({ $0.isDue(at: clock.now()) }) {
                    quiet.withLock { $0 = true }
                    await base.close()
                    return
                }
            }
        }
        for await message in base.incoming {
            watch.withLock { $0.heard(at: clock.now()) }
            deliver(message)
        }
        watchdog.cancel()
        return quiet.withLock { $0 } ? watch.withLock { $0 } : nil
    }

    /// Relay `index`'s base channel opened again; an attempt that fails is made again after the
    /// silence allowed (doubling). Nil once `closed()` says the channel closed.
    private static func reopened(
        _ index: Int, by reopen: @Sendable (Int) async throws -> any MessageChannel,
        waiting watch: inout SubscriptionSilence, on clock: LinkClock, until closed: () -> Bool,
        logger: Logger?
    ) async -> (any MessageChannel)? {
        while !closed() {
            do {
                return try await reopen(index)
            } catch {
                logger?.notice(
                    "could not subscribe at a relay again", metadata: ["relay": "\(index)", "error": "\(error)"])
                try? await clock.sleep(watch.deadline)
                _ = watch.isDue(at: clock.now())
            }
        }
        return nil
    }

    /// Opens relay `index`'s base channel again now (a subscriber's; nothing otherwise): its
    /// subscriptions are sent there again, and decided by the roster the relay has now.
    func subscribeAgain(at index: Int) {
        guard reopens else { return }
        let base = state.withLock { state -> (any MessageChannel)? in
            guard !state.closed, state.bases.indices.contains(index) else { return nil }
            state.told.insert(index)
            return state.bases[index]
        }
        guard let base else { return }
        Task { await base.close() }
    }

    func send(_ message: TransportMessage) throws {
        guard role == .dealer else { throw TransportError("a subscriber through a relay sends nothing") }
        try transport.send(request: message, on: state.withLock { $0.bases })
    }

    func close() async {
        let (bases, readers) = state.withLock { state in
            state.closed = true
            return (state.bases, state.readers)
        }
        for base in bases { await base.close() }
        for reader in readers { reader.cancel() }
        transport.logHeldRefusals()
    }

    func consumed(_ count: Int) { for base in state.withLock({ $0.bases }) { base.consumed(count) } }
}

/// Where a mirror's relay transport tells its subscriber to subscribe at a relay again
/// (``MirrorRelayChannel/subscribeAgain(at:)``). Made before the subscriber's base channels are
/// opened (their subscriptions sent), so an answer that comes while the channel is being made
/// finds it: what it is told before the channel attaches is kept and done as the channel starts.
final class ResubscribeHook: Sendable {
    private struct State {
        weak var channel: MirrorRelayChannel?
        var attached = false
        var pending: Set<Int> = []
    }

    private let state = Mutex(State())

    init() {}

    /// Relay `index` answers as to a reader after refusing this device as one: its subscriber is
    /// opened there again, now, or as soon as the channel is made.
    func subscribeAgain(at index: Int) {
        let channel = state.withLock { state -> MirrorRelayChannel? in
            if !state.attached { state.pending.insert(index) }
            return state.channel
        }
        channel?.subscribeAgain(at: index)
    }

    /// The channel made: told from now on; returns the relays it was told of before (sorted).
    fileprivate func attach(_ channel: MirrorRelayChannel) -> [Int] {
        state.withLock { state in
            state.channel = channel
            state.attached = true
            defer { state.pending = [] }
            return state.pending.sorted()
        }
    }
}

/// A lock the readers of a ``MirrorRelayChannel`` share.
private final class Gate: Sendable {
    let lock = Mutex(())
}
