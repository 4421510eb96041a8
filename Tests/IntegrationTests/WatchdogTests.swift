import Foundation
import RelayTestSupport
import Testing

/// phone-node under systemd's notification protocol, with the test standing in for systemd:
/// READY=1 once it serves, WATCHDOG=1 fed by the phone's own loop, and no more pings once
/// that loop stops (SIGSTOP): what systemd's `WatchdogSec=` restarts a phone for.
@Suite("phone-node's watchdog: a test standing in for systemd", .heavy)
struct WatchdogTests {
    /// The watchdog interval the stand-in asks for: pings every half of it.
    static let watchdogSeconds = 2.0

    @Test("READY once serving, then WATCHDOG pings; stopped, the pings stop; continued, they come again")
    func watchdog() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let systemd = try NotifySocket(path: "\(folder)/notify.sock")
        var environment = ProcessInfo.processInfo.environment
        environment["NOTIFY_SOCKET"] = systemd.path
        environment["WATCHDOG_USEC"] = String(Int(Self.watchdogSeconds * 1_000_000))
        let phone = try await PhoneProcess.start(data: "\(folder)/phone", environment: environment)

        let ready = await systemd.next(containing: "READY=1", within: 60)
        #expect(ready?.contains("STATUS=serving tcp://127.0.0.1:") == true, "\(ready ?? "no READY")")
        for ping in 1...2 {
            #expect(await systemd.next(containing: "WATCHDOG=1", within: 60) != nil, "ping \(ping)")
        }

        phone.process.send(SIGSTOP)
        // A ping sent just before the stop may still be queued: drain what is there, then none
        // comes for three intervals, where systemd would have restarted the phone.
        while await systemd.next(within: 0.2) != nil {}  // meant to run out
        let late = await systemd.next(within: 3 * Self.watchdogSeconds)  // meant to run out: a stopped loop pings no more
        #expect(late == nil, "a stopped phone pinged: \(late ?? "")")

        phone.process.send(SIGCONT)
        #expect(await systemd.next(containing: "WATCHDOG=1", within: 60) != nil, "the pings resume")
        try await phone.process.stop()
        #expect(await systemd.next(containing: "STOPPING=1", within: 60) != nil)
    }
}
