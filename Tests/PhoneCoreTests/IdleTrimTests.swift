import PhoneCore
import Testing

/// Freed memory goes back to the system once after each spell of work, when idle.
@Suite("IdleTrim")
struct IdleTrimTests {
    @Test("a heartbeat trims once after work, only when a heartbeat interval passed without any")
    func once() {
        let start = ContinuousClock.now
        var trim = IdleTrim(idleAfter: .seconds(1))
        var heartbeats: [Bool] = []
        heartbeats.append(trim.heartbeat(at: start))  // no work yet: nothing to give back
        trim.worked(at: start)
        heartbeats.append(trim.heartbeat(at: start + .milliseconds(500)))  // still busy
        trim.worked(at: start + .milliseconds(900))
        heartbeats.append(trim.heartbeat(at: start + .milliseconds(1500)))  // work 600 ms ago
        heartbeats.append(trim.heartbeat(at: start + .milliseconds(1900)))  // idle a second: trim
        heartbeats.append(trim.heartbeat(at: start + .milliseconds(2900)))  // once per spell of work
        trim.worked(at: start + .seconds(3))
        heartbeats.append(trim.heartbeat(at: start + .seconds(4)))
        #expect(heartbeats == [false, false, false, true, false, true])
    }
}
