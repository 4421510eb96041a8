import Foundation
import TestSupport
import Testing

/// Every node under systemd's notification protocol, with the test standing in for systemd:
/// READY=1 once it serves, WATCHDOG=1 fed by the node's own loop, and no more pings once
/// that loop stops (SIGSTOP): what systemd's `WatchdogSec=` restarts a node for.
@Suite("the nodes' watchdog: a test standing in for systemd", .heavy)
struct WatchdogTests {
    /// The watchdog interval the stand-in asks for: pings every half of it.
    static let watchdogSeconds = 2.0

    @Test("READY once serving, then WATCHDOG pings; stopped, the pings stop; continued, they come again")
    func watchdog() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let systemd = try NotifySocket(path: "\(folder)/notify.sock")
        let phone = try await PhoneProcess.start(data: "\(folder)/phone", environment: Self.systemdEnvironment(systemd))

        let ready = await systemd.next(containing: "READY=1", within: 60)
        #expect(ready?.contains("STATUS=serving tcp://127.0.0.1:") == true, "\(ready ?? "no READY")")
        for ping in 1...2 {
            #expect(await systemd.next(containing: "WATCHDOG=1", within: 60) != nil, "ping \(ping)")
        }

        try await Self.stoppedThenContinued(phone.process, systemd)
        try await phone.process.stop()
        #expect(await systemd.next(containing: "STOPPING=1", within: 60) != nil)
    }

    /// SIGSTOP: no ping for three intervals, where systemd would have restarted the node;
    /// SIGCONT: the pings resume.
    static func stoppedThenContinued(_ process: BackgroundProcess, _ systemd: NotifySocket) async throws {
        process.send(SIGSTOP)
        // A ping sent just before the stop may still be queued: drain what is there, then none
        // comes for three intervals.
        while await systemd.next(within: 0.2) != nil {}  // meant to run out
        // a stopped loop pings no more
        let late = await systemd.next(within: 3 * Self.watchdogSeconds)  // meant to run out
        #expect(late == nil, "a stopped node pinged: \(late ?? "")")

        process.send(SIGCONT)
        #expect(await systemd.next(containing: "WATCHDOG=1", within: 60) != nil, "the pings resume")
    }

    /// The environment systemd gives a unit with `Type=notify` and `WatchdogSec=`.
    static func systemdEnvironment(_ systemd: NotifySocket) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["NOTIFY_SOCKET"] = systemd.path
        environment["WATCHDOG_USEC"] = String(Int(Self.watchdogSeconds * 1_000_000))
        return environment
    }

    @Test(
        "relay-node: READY once it listens, WATCHDOG pings from its loop, /healthz 200; stopped, the pings stop; STOPPING"
    )
    func relay() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let systemd = try NotifySocket(path: "\(folder)/notify.sock")
        let relay = try await RelayProcess.start(
            data: "\(folder)/relay", options: ["--metrics", "127.0.0.1:0"],
            environment: Self.systemdEnvironment(systemd))
        let ready = await systemd.next(containing: "READY=1", within: 60)
        #expect(ready?.contains("STATUS=relaying phones tcp://127.0.0.1:") == true, "\(ready ?? "no READY")")
        for ping in 1...2 {
            #expect(await systemd.next(containing: "WATCHDOG=1", within: 60) != nil, "ping \(ping)")
        }
        #expect(try await Scrape.health(data: relay.data) == "200")
        try await Self.stoppedThenContinued(relay.process, systemd)
        try await relay.process.stop()
        #expect(await systemd.next(containing: "STOPPING=1", within: 60) != nil)
    }

    @Test(
        "a headless mirror: READY once its clients started, WATCHDOG pings while they answer, /healthz 200; stopped, the pings stop; STOPPING",
        arguments: [("desktop-node", "desktop"), ("watch-node", "watch")])
    func mirror(_ program: String, _ kind: String) async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let systemd = try NotifySocket(path: "\(folder)/notify.sock")
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        let data = "\(folder)/\(kind)"
        try await DesktopProcess.pair(data: data, id: kind, on: phone, program: program, kind: kind)
        let mirror = try BackgroundProcess(
            Repository.product(program),
            [
                "run", "--headless", "--data", data, "--id", kind, "--phone-key=\(phone.key)", "--router", phone.router,
                "--publisher", phone.publisher, "--metrics", "127.0.0.1:0",
            ], environment: Self.systemdEnvironment(systemd), logPath: "\(data)/\(kind).log")
        let ready = await systemd.next(containing: "READY=1", within: 60)
        #expect(ready?.contains("STATUS=mirroring 1 phone") == true, "\(ready ?? "no READY")")
        for ping in 1...2 {
            #expect(await systemd.next(containing: "WATCHDOG=1", within: 60) != nil, "ping \(ping)")
        }
        #expect(try await Scrape.health(data: data) == "200")
        try await Self.stoppedThenContinued(mirror, systemd)
        _ = try await mirror.stop()
        #expect(await systemd.next(containing: "STOPPING=1", within: 60) != nil)
        try await phone.process.stop()
    }
}
