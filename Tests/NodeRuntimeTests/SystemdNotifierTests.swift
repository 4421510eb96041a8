import NodeRuntime
import Testing

/// systemd's notification protocol as the nodes read it from their environment, and when the
/// watchdog is fed.
@Suite("SystemdNotifier")
struct SystemdNotifierTests {
    @Test("a socket from NOTIFY_SOCKET; a watchdog when WATCHDOG_USEC asks (for this process, or any)")
    func environment() throws {
        #expect(SystemdNotifier(environment: [:]) == nil)
        #expect(SystemdNotifier(environment: ["NOTIFY_SOCKET": "relative.sock"]) == nil)
        let plain = try #require(SystemdNotifier(environment: ["NOTIFY_SOCKET": "/run/systemd/notify"]))
        #expect(plain.watchdogInterval == nil)
        let watched = try #require(
            SystemdNotifier(environment: ["NOTIFY_SOCKET": "@abstract", "WATCHDOG_USEC": "10000000"]))
        #expect(watched.watchdogInterval == .seconds(10))
        let other = try #require(
            SystemdNotifier(environment: ["NOTIFY_SOCKET": "/n", "WATCHDOG_USEC": "10000000", "WATCHDOG_PID": "1"]))
        #expect(other.watchdogInterval == nil)  // the watchdog is another process's
    }

    @Test("a ping at the first turn, then at most every half interval, however often the loop turns")
    func feed() {
        var feed = WatchdogFeed(interval: .seconds(10))
        let turns: [Duration] = [
            .seconds(100), .seconds(101), .seconds(104.9), .seconds(105), .seconds(106), .seconds(112),
        ]
        #expect(turns.map { feed.turn(at: $0) } == [true, false, false, true, false, true])
    }
}
