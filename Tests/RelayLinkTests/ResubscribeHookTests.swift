import Logging
import NodeTransport
@testable import RelayLink
import Synchronization
import TestSupport
import Testing

/// A relay's base channel that delivers nothing; its stream ends when it is closed.
final class QuietBase: MessageChannel {
    let role = ChannelRole.subscriber(topics: [])
    let endpoint = "quiet"
    let incoming: AsyncStream<TransportMessage>
    private let sink: AsyncStream<TransportMessage>.Continuation

    init() { (incoming, sink) = AsyncStream.makeStream() }

    func send(_ message: TransportMessage) throws {}
    func close() async { sink.finish() }
}

/// The subscriber's hook (#50): a relay that refused this device as a reader and answers it as one
/// now is subscribed at again, whenever that answer comes — also while the subscriber's channel is
/// still being made (its relays' subscriptions sent, the channel not yet there). The clock the
/// silence is timed by never moves here, so only the hook can make the channel subscribe again.
@Suite("MirrorRelayChannel: subscribed again when told, also before it exists")
struct ResubscribeHookTests {
    @Test(
        "told before the channel is made, it subscribes at that relay again as it starts; told after, at once; nothing else reopens"
    )
    func toldBeforeAndAfter() async throws {
        let trio = try Trio()
        let transport = try trio.deskTransport(
            relays: ["ipc://relay-a", "ipc://relay-b"], on: InMemoryNetwork(), logger: Logger(label: "desk"))
        let reopened = Mutex<[Int]>([])
        let (told, tell) = AsyncStream.makeStream(of: Int.self)
        let hook = ResubscribeHook()
        // An answer from relay 1 while the subscriber's channels are being opened.
        hook.subscribeAgain(at: 1)
        let channel = MirrorRelayChannel(
            role: .subscriber(topics: []), bases: [QuietBase(), QuietBase()], transport: transport,
            reopen: { index in
                reopened.withLock { $0.append(index) }
                tell.yield(index)
                return QuietBase()
            },
            clock: LinkClock(SteppedClock()), hook: hook
        ) { message, _ in [message] }
        #expect(try await first(of: told, "the relay told of before the channel existed, subscribed at again") == 1)
        hook.subscribeAgain(at: 0)
        #expect(try await first(of: told, "the relay told of after, subscribed at again") == 0)
        await channel.close()
        #expect(reopened.withLock { $0 } == [1, 0])
    }
}
