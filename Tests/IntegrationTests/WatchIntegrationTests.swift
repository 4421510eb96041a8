import Foundation
import TestSupport
import ScriptProtocol
import Testing

/// A real phone-node, desktop-node and watch-node on loopback.
@Suite("watch-node with a real phone-node and desktop-node", .heavy)
struct WatchIntegrationTests {
    struct Trio {
        let phone: PhoneProcess
        let desktop: DesktopProcess
        let watch: DesktopProcess

        func stop() async throws {
            try await desktop.script.stop()
            try await watch.script.stop()
            try await phone.process.stop()
        }
    }

    /// A phone (on a manual clock at `clock` when given), a paired desktop and a paired watch, both synced.
    static func start(clock: Date? = nil) async throws -> Trio {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(
            data: "\(folder)/phone", clock: clock.map { ISO8601DateFormatter().string(from: $0) })
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        try await DesktopProcess.pair(
            data: "\(folder)/watch", id: "watch", on: phone, program: "watch-node", kind: "watch")
        let desktop = try DesktopProcess.start(data: "\(folder)/desk", id: "desk", phone: phone)
        let watch = try DesktopProcess.start(data: "\(folder)/watch", id: "watch", phone: phone, program: "watch-node")
        for mirror in [desktop, watch] { _ = try await mirror.next("the first sync") { $0.isSyncedStatus } }
        return Trio(phone: phone, desktop: desktop, watch: watch)
    }

    @Test("a toggle on the desktop changes the watch's tasks-left complication")
    func toggleReachesWatch() async throws {
        let trio = try await Self.start()
        trio.watch.script.send("add TasksLeft accessoryInline")
        _ = try await trio.watch.widget("TasksLeft", "2 tasks left") { $0.text_ == "2 tasks left" }
        trio.desktop.script.send("add TodoList systemMedium")
        _ = try await trio.desktop.widget("TodoList", "the list") { $0.text_.contains("2 left") }
        trio.desktop.script.send("tap TodoList 1")
        _ = try await trio.desktop.widget("TodoList", "1 left on the desktop") { $0.text_.contains("1 left") }
        _ = try await trio.watch.widget("TasksLeft", "1 tasks left on the watch") { $0.text_ == "1 tasks left" }
        try await trio.stop()
    }

    @Test("a control turned on by the desktop and off by the watch shows the phone's truth on both")
    func controlAcrossMirrors() async throws {
        let trio = try await Self.start()
        let isDark: @Sendable (JSONLine) -> Bool? = { line in
            line.controls?.first { $0.kind == "QuickToggle" }?.isOn ?? nil
        }
        trio.desktop.script.send("control QuickToggle")
        _ = try await trio.desktop.printed("the desktop's answer") {
            $0.event == "interaction" && $0.interaction?.outcome == "performed"
        }
        _ = try await trio.watch.printed("dark mode on, on the watch") { $0.event == "controls" && isDark($0) == true }
        trio.watch.script.send("control QuickToggle")
        _ = try await trio.watch.printed("the watch's answer") {
            $0.event == "interaction" && $0.interaction?.outcome == "performed"
        }
        // The desktop's earlier optimistic "on" must not hide the phone's new "off".
        try await poll("dark mode off on the desktop") { trio.desktop.last("controls").flatMap(isDark) == false }
        try await trio.stop()
    }

    @Test("the Delivery Live Activity appears on both mirrors, updates, goes stale, ends and is dismissed")
    func liveActivityOnBothMirrors() async throws {
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let trio = try await Self.start(clock: start)
        #expect(try await trio.phone.cli(["app", "delivery.start", "7", "Noodle Bar", "30"]).status == 0)
        func activity(_ mirror: DesktopProcess, _ what: String, _ state: String, containing text: String? = nil)
            async throws
        {
            _ = try await mirror.next("\(what) on \(mirror.data)") { line in
                guard let first = line.activities?.first else { return false }
                return first.state == state && (text.map { first.lines.joined().contains($0) } ?? true)
            }
        }
        for mirror in [trio.desktop, trio.watch] {
            try await activity(mirror, "the new activity", "active", containing: "Noodle Bar")
        }

        let status = try await trio.phone.cli(["status", "--json"])
        let token = try #require(
            status.standardOutput.split(separator: "\"").drop { $0 != "pushToken" }.dropFirst(2).first.map(String.init))
        let pushed = try await trio.phone.cli([
            "push", "activity", "--token", token, "--state",
            #"{"driverName":"Sam","estimatedArrival":1795001800,"status":"arriving"}"#,
            "--stale", ISO8601DateFormatter().string(from: start.addingTimeInterval(600)),
        ])
        #expect(pushed.status == 0, "\(pushed.standardError)")
        for mirror in [trio.desktop, trio.watch] {
            try await activity(mirror, "the update", "active", containing: "Arriving")
        }

        #expect(try await trio.phone.cli(["clock", "advance", "601"]).status == 0)
        for mirror in [trio.desktop, trio.watch] { try await activity(mirror, "the stale state", "stale") }

        #expect(try await trio.phone.cli(["app", "delivery.end"]).status == 0)
        for mirror in [trio.desktop, trio.watch] {
            try await activity(mirror, "the end", "ended", containing: "Delivered")
        }

        #expect(try await trio.phone.cli(["clock", "advance", "\(4 * 3600)"]).status == 0)
        for mirror in [trio.desktop, trio.watch] {
            _ = try await mirror.next("the dismissal on \(mirror.data)") { $0.activities?.isEmpty == true }
        }
        try await trio.stop()
    }

    @Test(
        "the watch: recommended complications, the Smart Stack by relevance, a complication opening the app, recommendations refreshed"
    )
    func watchFace() async throws {
        // 05:00 today: before RelevantWidget's morning window (06:00–12:00, today on the wall clock).
        let fiveAM = Calendar.current.date(bySettingHour: 5, minute: 0, second: 0, of: Date())!
        let trio = try await Self.start(clock: fiveAM)
        let watch = trio.watch

        // Preconfigured complications from recommendations().
        watch.script.send("recommended")
        let recommended = try await watch.next("the recommendations") { $0.event == "recommendations" }
        let character = try #require(recommended.recommendations?.first { $0.kind == "CharacterDetail" })
        #expect(character.items.map(\.description) == ["Power Panda", "Unipony", "Spouty"])

        watch.script.send("add-recommended CharacterDetail accessoryRectangular 2")
        _ = try await watch.widget("CharacterDetail", "Unipony's complication") { $0.text_.contains("Unipony") }
        watch.script.send("add Relevant accessoryRectangular")
        _ = try await watch.widget("Relevant", "the relevant widget") { $0.text_.contains("Time for a walk") }

        // Before the window: insertion order. After it opens on the phone's clock: Relevant first.
        watch.script.send("stack")
        let before = try await watch.next("the stack before") { $0.stack?.count == 2 }
        #expect(before.stack?.map(\.kind) == ["CharacterDetail", "Relevant"])
        #expect(try await trio.phone.cli(["clock", "advance", "\(2 * 3600)"]).status == 0)
        _ = try await watch.next("the stack reordered") {
            $0.stack?.map(\.kind) == ["Relevant", "CharacterDetail"]
        }

        // A complication is not interactive: activating it opens the app, with its configuration.
        watch.script.send("tap CharacterDetail")
        let opened = try await watch.printed("the open-URL") { $0.event == "interaction" }
        #expect(opened.interaction?.outcome == "performed")
        let status = try await trio.phone.cli(["status", "--json"])
        #expect(status.standardOutput.contains("widgetrelay://widget/CharacterDetail"))
        #expect(status.standardOutput.contains("\"Unipony\""))  // the widget's configuration went with it
        // The app saw it: its user activity handler opened Unipony's detail, and the watch says so.
        #expect(status.standardOutput.contains("onContinueUserActivity(CharacterDetail)"))
        #expect(opened.interaction?.message == "the app on the phone shows 🦄 Unipony's detail")

        // The app retires a character and invalidates the recommendations.
        #expect(try await trio.phone.cli(["app", "heroes.retire", "Spouty"]).status == 0)
        _ = try await watch.next("the refreshed recommendations") { line in
            line.recommendations?.first { $0.kind == "CharacterDetail" }?.items.map(\.description) == [
                "Power Panda", "Unipony",
            ]
        }
        try await trio.stop()
    }
}
