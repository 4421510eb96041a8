import Foundation
import TestSupport
import ScriptProtocol
import Testing

/// The real nodes on three hosts of a lab (network namespaces: phone on a, mirrors on b
/// and c), with the links cut, slowed, made lossy, and the phone killed. Every check
/// ends on the phone's own store: interactions it recorded, and its counter.
@Suite(
    "Faults in a three-host lab", .serialized, .heavy,
    .enabled(if: Lab.unavailable == nil, Comment(rawValue: Lab.unavailable ?? ""))
)
struct FaultTests {
    /// A lab with a phone on host a, and the folder its nodes keep their data in.
    struct Setup {
        let lab: Lab
        let folder: String
        var phone: PhoneProcess
    }

    static func withLab(_ body: (inout Setup) async throws -> Void) async throws {
        let lab = try await Lab.create()
        do {
            let folder = TemporaryFolder.shared.makeFolder()
            let phone = try await PhoneProcess.start(
                data: "\(folder)/phone", router: "tcp://\(lab.a.address):5570",
                publisher: "tcp://\(lab.a.address):5571", host: lab.a)
            var setup = Setup(lab: lab, folder: folder, phone: phone)
            try await body(&setup)
            await lab.down()
        } catch {
            await lab.down()
            throw error
        }
    }

    /// Pairs and starts a mirror in scriptable mode, and waits for its first sync.
    static func mirror(
        _ id: String, on host: LabHost, _ setup: Setup, program: String = "desktop-node", kind: String = "desktop",
        through proxy: FaultProxy? = nil, heartbeatTimeoutMs: Int = 1000, requestTimeoutMs: Int, retries: Int
    ) async throws -> DesktopProcess {
        let data = "\(setup.folder)/\(id)"
        try await DesktopProcess.pair(data: data, id: id, on: setup.phone, program: program, kind: kind)
        let mirror = try DesktopProcess.start(
            data: data, id: id, phone: setup.phone, heartbeatTimeoutMs: heartbeatTimeoutMs, program: program,
            host: host,
            router: proxy?.router, publisher: proxy?.publisher,
            options: ["--request-timeout-ms", String(requestTimeoutMs), "--request-retries", String(retries)])
        _ = try await mirror.next("\(id)'s first sync") { $0.isSyncedStatus }
        return mirror
    }

    /// Adds the Counter widget on a desktop; returns its instance id.
    static func addCounter(_ desktop: DesktopProcess) async throws -> String {
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter") { $0.count != nil }
        return try #require(counter.widget?.instance)
    }

    /// Waits until the desktop's latest widget line has no pending mark (and meets
    /// `condition`): the phone's answer is shown. Returns that line.
    @discardableResult
    static func settled(
        _ desktop: DesktopProcess, where condition: @escaping @Sendable (JSONLine) -> Bool = { _ in true }
    ) async throws -> JSONLine {
        try await poll("the desktop's counter settled") {
            desktop.last("widget").map { !$0.isPending && condition($0) } ?? false
        }
        return try #require(desktop.last("widget"))
    }

    /// Waits until the desktop shows the counter the running phone's store holds now, not
    /// pending. "Not pending" alone is not enough: a tap the mirror gave up on ("iPhone not
    /// reachable", its mark ended) may still be performed by its last retry, and the update
    /// that shows it lands after.
    static func caughtUp(_ desktop: DesktopProcess, with phone: PhoneProcess) async throws -> JSONLine {
        try await poll("the desktop's counter to show the phone's") {
            guard let shown = desktop.last("widget"), !shown.isPending, let count = shown.count else { return false }
            return (try? PhoneStore(data: phone.data).counter) == count
        }
        return try #require(desktop.last("widget"))
    }

    /// Waits until both mirrors' latest `controls` lines show the QuickToggle control alike.
    static func controlsAgree(_ one: DesktopProcess, _ other: DesktopProcess) async throws {
        try await poll("both mirrors show the control alike") {
            let shown = one.last("controls")?.quickToggle
            return shown != nil && shown == other.last("controls")?.quickToggle
        }
    }

    @Test(
        "the desktop–phone link cut for 5 s during a stream of taps: unreachable, toggles revert with a reason, resync; nothing lost or done twice"
    )
    func cutLink() async throws {
        try await Self.withLab { setup in
            let proxy = try await FaultProxy.start(on: setup.lab.b, to: setup.phone, folder: setup.folder)
            let desktop = try await Self.mirror(
                "desk", on: setup.lab.b, setup, through: proxy, heartbeatTimeoutMs: 2000,
                requestTimeoutMs: 300, retries: 1)
            let counter = try await Self.addCounter(desktop)
            let widget = try await desktop.printed("the counter's elements") { $0.widget?.instance == counter }
            let plus = try #require(widget.elementID(1)), flag = try #require(widget.elementID(2))
            let isFlag: @Sendable (JSONLine) -> Bool = { $0.interaction?.element == flag }

            // A stream of taps on "+1" that goes on through the cut (after a refusal it
            // waits for the phone to be back, as a person would).
            let stream = Tapper(desktop, "tap \(counter) 1", element: plus)
            let streaming = Task { try await stream.run() }
            try await poll("five taps before the cut") { stream.performed.count >= 5 }

            let mark = desktop.script.printed.count
            try await proxy.send("cut", "5")
            let cutAt = ContinuousClock.now
            // Tapped before the desktop can know: flipped at once, then reverted with the reason.
            desktop.script.send("tap \(counter) 2")
            _ = try await desktop.printed("the flag flipped at once", after: mark) {
                $0.event == "widget" && $0.isOn(2) == true
            }
            let toggle = try await desktop.printed("the toggle's outcome", after: mark, where: isFlag)
            #expect(toggle.interaction?.outcome == "timedOut")
            #expect(toggle.interaction?.message == "iPhone not reachable")
            let reverted = try await desktop.printed("the flag reverted, with the reason", after: mark) {
                $0.widget != nil && $0.isOn(2) == false && $0.widget?.message == "iPhone not reachable"
            }
            #expect(!reverted.isPending)
            _ = try await desktop.printed("the phone unreachable", after: mark) { $0.status?.reachable == false }
            let noticed = ContinuousClock.now - cutAt
            // After its 2 s time-out of silence, as the mirror measured it; how soon after the cut
            // depends on the machine's load (the time-out's own timing is MirrorCoreTests', on an
            // injected clock).
            try await poll("the mirror's log of the phone unreachable") { !desktop.silencesWhenUnreachable().isEmpty }
            #expect(desktop.silencesWhenUnreachable().allSatisfy { $0 >= 2 }, "\(desktop.silencesWhenUnreachable())")
            print(
                "cut link: the desktop showed the phone unreachable \(noticed) after the cut (heartbeat time-out 2 s)")

            // While cut: refused at once, with the reason.
            let refusalMark = desktop.script.printed.count
            desktop.script.send("tap \(counter) 2")
            let refused = try await desktop.printed("the refusal", after: refusalMark, where: isFlag)
            #expect(refused.interaction?.outcome == "refused")
            #expect(refused.interaction?.message == "iPhone not reachable")

            // The link comes back by itself after 5 s: the desktop resyncs, the stream goes on.
            let beforeReturn = stream.performed.count
            try await poll("the resync after the cut") {
                desktop.script.printed.dropFirst(refusalMark).contains { $0.isSyncedStatus }
            }
            try await poll("five more taps after the cut") { stream.performed.count >= beforeReturn + 5 }
            stream.stop()
            try await streaming.value
            let shown = try await Self.caughtUp(desktop, with: setup.phone).count

            try await desktop.script.stop()
            try await setup.phone.process.stop()
            let store = try PhoneStore(data: setup.phone.data)
            try stream.expectExactlyOnce(store: store)
            #expect(shown == store.counter)
            // The toggle sent into the cut was held, like a TCP segment, and may have been
            // performed when the link came back: once at most, whichever it was.
            let flipped = store.interactions.contains(try #require(toggle.interaction?.interaction))
            #expect(store.flag == flipped)
            print(
                "cut link: \(stream.outcomes.count) taps, \(stream.performed.count) acknowledged, counter \(store.counter)"
            )
        }
    }

    @Test(
        "the phone SIGKILLed 20 times during interactions from two mirrors: nothing lost, nothing done twice, resynced each time"
    )
    func killPhone() async throws {
        try await Self.withLab { setup in
            let desktop = try await Self.mirror("desk", on: setup.lab.b, setup, requestTimeoutMs: 300, retries: 5)
            let watch = try await Self.mirror(
                "watch", on: setup.lab.c, setup, program: "watch-node", kind: "watch", requestTimeoutMs: 300, retries: 5
            )
            let counter = try await Self.addCounter(desktop)
            let increments = Tapper(desktop, "tap \(counter) 1")
            let toggles = Tapper(watch, "control QuickToggle")
            let tapping = Task { try await increments.run() }
            let toggling = Task { try await toggles.run() }

            for round in 1...20 {
                // A random moment: after one to three more acknowledged interactions.
                let target = increments.performed.count + toggles.performed.count + Int.random(in: 1...3)
                try await poll("interactions before kill \(round)", within: 60) {
                    increments.performed.count + toggles.performed.count >= target
                }
                let marks = (desktop.script.printed.count, watch.script.printed.count)
                #expect(try await setup.phone.process.stop(signal: SIGKILL) == SIGKILL)
                setup.phone = try await setup.phone.restarted()
                for (mirror, mark) in [(desktop, marks.0), (watch, marks.1)] {
                    try await poll("a resync after kill \(round)", within: 60) {
                        mirror.script.printed.dropFirst(mark).contains { $0.isSyncedStatus }
                    }
                }
            }
            increments.stop()
            toggles.stop()
            try await tapping.value
            try await toggling.value

            // Settled: the desktop shows its counter without a pending mark, and both
            // mirrors show the control the same way.
            let shown = try await Self.caughtUp(desktop, with: setup.phone).count
            try await Self.controlsAgree(desktop, watch)
            try await desktop.script.stop()
            try await watch.script.stop()
            try await setup.phone.process.stop()

            let store = try PhoneStore(data: setup.phone.data)
            try increments.expectExactlyOnce(store: store)
            try toggles.expectExactlyOnce(store: store, counted: false)
            #expect(shown == store.counter)
            #expect(increments.performed.count >= 20)
            print(
                "20 kills: \(increments.outcomes.count) taps and \(toggles.outcomes.count) control toggles sent, "
                    + "\(increments.performed.count + toggles.performed.count) acknowledged, counter \(store.counter)")
        }
    }

    @Test("messages delayed, lost and dropped both ways: mirrors converge, performed equals acknowledged")
    func lossyLink() async throws {
        try await Self.withLab { setup in
            let proxy = try await FaultProxy.start(on: setup.lab.b, to: setup.phone, folder: setup.folder)
            let desktop = try await Self.mirror(
                "desk", on: setup.lab.b, setup, through: proxy, heartbeatTimeoutMs: 3000,
                requestTimeoutMs: 600, retries: 10)
            let watch = try await Self.mirror(
                "watch", on: setup.lab.c, setup, program: "watch-node", kind: "watch", requestTimeoutMs: 600,
                retries: 10)
            let counter = try await Self.addCounter(desktop)
            // 30 ± 20 ms each way; a tenth of the chunks resent after a retransmission
            // time-out; one in 25 dropped with its connection (requests and replies lost).
            try await proxy.send("delay", "30", "20")
            try await proxy.send("loss", "0.1")
            try await proxy.send("drop", "0.04")

            let increments = Tapper(desktop, "tap \(counter) 1")
            let deskToggles = Tapper(desktop, "control QuickToggle")
            let watchToggles = Tapper(watch, "control QuickToggle")
            let toggling = Task { try await watchToggles.tap(times: 10) }
            for _ in 0..<5 {
                try await increments.tap(times: 5)
                try await deskToggles.tap(times: 1)
            }
            try await toggling.value
            print("lossy link: \(try await proxy.send("status"))")
            try await proxy.send("restore")

            try await Self.settled(desktop) { $0.count == 25 }
            try await Self.controlsAgree(desktop, watch)
            try await desktop.script.stop()
            try await watch.script.stop()
            try await setup.phone.process.stop()

            let store = try PhoneStore(data: setup.phone.data)
            try increments.expectExactlyOnce(store: store)
            try deskToggles.expectExactlyOnce(store: store, counted: false)
            try watchToggles.expectExactlyOnce(store: store, counted: false)
            // Performed equals acknowledged: every interaction the phone recorded was
            // acknowledged to its mirror, and the other way round. (A tap the mirror refused
            // while it resynced after a drop never reached the phone.)
            for tapper in [increments, deskToggles, watchToggles] {
                #expect(
                    tapper.sentIDs.intersection(store.interactions) == tapper.acknowledgedIDs,
                    "\(tapper.command): \(tapper.outcomes.map(\.text))")
                let unanswered = tapper.outcomes.filter { !["performed", "refused"].contains($0.interaction?.outcome) }
                #expect(unanswered.isEmpty, "\(tapper.command): \(unanswered.map(\.text))")
            }
            #expect(store.counter == 25)
        }
    }
}
