import Foundation
import TestSupport
import ScriptProtocol
import Testing

/// A real phone-node and desktop-node on loopback, the desktop driven through its
/// scriptable mode, as a person would use "iPhone widgets on Mac".
@Suite("desktop-node with a real phone-node", .heavy)
struct DesktopIntegrationTests {
    struct Pair {
        var phone: PhoneProcess
        var desktop: DesktopProcess
        let folder: String
    }

    static func start(heartbeatTimeoutMs: Int = DesktopProcess.heartbeatTimeoutMs) async throws -> Pair {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        let desktop = try DesktopProcess.start(
            data: "\(folder)/desk", id: "desk", phone: phone, heartbeatTimeoutMs: heartbeatTimeoutMs)
        _ = try await desktop.next("the first sync") { $0.isSyncedStatus }
        return Pair(phone: phone, desktop: desktop, folder: folder)
    }

    static func stop(_ pair: Pair) async throws {
        try await pair.desktop.script.stop()
        try await pair.phone.process.stop()
    }

    @Test("the hero widget: SuperCharge shows pending, then the new health")
    func superCharge() async throws {
        let pair = try await Self.start()
        let desktop = pair.desktop
        desktop.script.send("add EmojiRangerWidget systemLarge")
        _ = try await desktop.widget("EmojiRangerWidget", "the hero at 83%") {
            $0.text_.contains("Health 83%") && !$0.isPending
        }
        desktop.script.send("tap EmojiRangerWidget 1")
        let pending = try await desktop.widget("EmojiRangerWidget", "the pending mark") { $0.isPending }
        #expect(pending.text_.contains("Health 83% ⋯"))
        let done = try await desktop.widget("EmojiRangerWidget", "the new health") { $0.text_.contains("Health 100%") }
        #expect(!done.isPending)
        let result = try await desktop.printed("the interaction's outcome") { $0.event == "interaction" }
        #expect(result.interaction?.outcome == "performed")
        #expect(try await desktop.script.stop() == 0)  // SIGTERM stops it cleanly
        try await pair.phone.process.stop()
    }

    @Test("a todo toggle flips at once, then shows the phone's truth")
    func optimisticToggle() async throws {
        let pair = try await Self.start()
        let desktop = pair.desktop
        desktop.script.send("add TodoList systemMedium")
        _ = try await desktop.widget("TodoList", "the list") { $0.text_.contains("2 left") && $0.isOn(1) == false }
        desktop.script.send("tap TodoList 1")
        let optimistic = try await desktop.widget("TodoList", "the optimistic toggle") { $0.isOn(1) == true }
        #expect(optimistic.isPending)
        #expect(optimistic.text_.contains("2 left ⋯"))  // the count waits for the phone
        let truth = try await desktop.widget("TodoList", "the phone's truth") { $0.text_.contains("1 left") }
        #expect(truth.isOn(1) == true)
        #expect(!truth.isPending)
        try await Self.stop(pair)
    }

    @Test("a toggle whose intent fails on the phone reverts, and the widget says why")
    func failingToggle() async throws {
        let pair = try await Self.start()
        let desktop = pair.desktop
        desktop.script.send("add TodoList systemMedium")
        _ = try await desktop.widget("TodoList", "the list") { $0.text_.contains("2 left") }
        let failing = try await pair.phone.cli(["app", "tasks.fail-sync", "Not synced: the server did not answer"])
        #expect(failing.status == 0, "\(failing.standardError)")
        desktop.script.send("tap TodoList 2")
        _ = try await desktop.widget("TodoList", "the optimistic toggle") { $0.isOn(2) == true }
        let outcome = try await desktop.printed("the failure") { $0.event == "interaction" }
        #expect(outcome.interaction?.outcome == "failed")
        #expect(outcome.interaction?.message == "Not synced: the server did not answer")
        let reverted = try await desktop.printed("the reverted toggle") {
            $0.widget?.kind == "TodoList" && $0.isOn(2) == false && !$0.isPending && $0.widget?.message != nil
        }
        #expect(reverted.widget?.message == "Not synced: the server did not answer")
        #expect(reverted.text_.contains("2 left"))
        try await Self.stop(pair)
    }

    @Test(
        "phone killed: unreachable after the heartbeat time-out; restarted: resynced; desktop restarted while the phone is down: cached content, stale"
    )
    func phoneUnreachable() async throws {
        var pair = try await Self.start(heartbeatTimeoutMs: 1000)
        pair.desktop.script.send("add EmojiRangerWidget systemMedium")
        _ = try await pair.desktop.widget("EmojiRangerWidget", "the widget") {
            $0.text_.contains("Spouty") && !$0.isStale
        }

        try await pair.phone.process.stop(signal: SIGKILL)
        _ = try await pair.desktop.next("phone unreachable") { $0.status?.reachable == false }
        // After its 1 s time-out of silence, as the mirror measured it (how soon after the kill
        // depends on the machine's load; the time-out's own timing is MirrorCoreTests', on an
        // injected clock).
        try await poll("the mirror's log of the phone unreachable") { !pair.desktop.silencesWhenUnreachable().isEmpty }
        #expect(
            pair.desktop.silencesWhenUnreachable().allSatisfy { $0 >= 1 }, "\(pair.desktop.silencesWhenUnreachable())")
        let stale = try await pair.desktop.widget("EmojiRangerWidget", "the stale widget") { $0.isStale }
        #expect(stale.text_.contains("Spouty"))  // content stays visible

        pair.phone = try await PhoneProcess.start(
            data: pair.phone.data, router: pair.phone.router, publisher: pair.phone.publisher)
        _ = try await pair.desktop.next("resynced") { $0.isSyncedStatus }
        _ = try await pair.desktop.widget("EmojiRangerWidget", "fresh content") {
            !$0.isStale && $0.text_.contains("Spouty")
        }

        // The desktop restarts while the phone is down: cached content at once, marked stale.
        try await pair.desktop.script.stop()
        try await pair.phone.process.stop(signal: SIGKILL)
        let restarted = try DesktopProcess.start(data: pair.desktop.data, id: "desk", phone: pair.phone)
        let cached = try await restarted.widget("EmojiRangerWidget", "the cached widget") { _ in true }
        #expect(cached.isStale)
        #expect(cached.text_.contains("Spouty"))
        try await restarted.script.stop()
    }

    @Test("a control in the menu-bar strip toggles on the phone")
    func controlToggle() async throws {
        let pair = try await Self.start()
        let desktop = pair.desktop
        let toggle: @Sendable (JSONLine) -> RenderedControl? = { line in
            line.controls?.first { $0.kind == "QuickToggle" }
        }
        let isDark: @Sendable (JSONLine) -> Bool? = { toggle($0)?.isOn }
        desktop.script.send("render")
        _ = try await desktop.next("the controls") { $0.event == "controls" && isDark($0) == false }
        desktop.script.send("control QuickToggle")
        // At once on (optimistic), then the phone's truth with its new label.
        _ = try await desktop.printed("dark mode on") { $0.event == "controls" && isDark($0) == true }
        _ = try await desktop.printed("the phone's new label") { $0.event == "controls" && toggle($0)?.label == "☾ On" }
        let outcome = try await desktop.printed("the control's outcome") { $0.event == "interaction" }
        #expect(outcome.interaction?.outcome == "performed")
        try await Self.stop(pair)
    }

    @Test("headless (as a service): the desktop syncs, keeps its cache, and stops cleanly on SIGTERM")
    func headless() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        let desktop = try BackgroundProcess(
            Repository.product("desktop-node"),
            [
                "run", "--headless", "--data", "\(folder)/desk", "--id", "desk", "--phone-key=\(phone.key)",
                "--router", phone.router, "--publisher", phone.publisher,
            ], logPath: "\(folder)/desk.log")
        try await MirrorData.waitForSnapshots("\(folder)/desk")  // synced and cached
        #expect(try await desktop.stop(signal: SIGTERM) == 0)
        try await phone.process.stop()
    }

    @Test("CharacterDetail is configured by choosing a character from the phone's suggestions")
    func configureFromSuggestions() async throws {
        let pair = try await Self.start()
        let desktop = pair.desktop
        desktop.script.send("suggest CharacterDetail")
        let suggestions = try await desktop.next("the suggestions") { $0.event == "suggestions" }
        let entities = suggestions.suggestions ?? []
        #expect(entities.map(\.id) == ["Power Panda", "Unipony", "Spouty"])
        desktop.script.send("add CharacterDetail systemSmall character=\"\(entities[1].id)\"")
        let widget = try await desktop.widget("CharacterDetail", "Unipony's details") { $0.text_.contains("Unipony") }
        #expect(widget.text_.contains("Free Rangers"))
        desktop.script.send("configure CharacterDetail character=Spouty")
        _ = try await desktop.widget("CharacterDetail", "reconfigured to Spouty") { $0.text_.contains("Deep Sea Goer") }
        try await Self.stop(pair)
    }

    @Test("locked: interactions refused and privacy-sensitive text redacted; unlocked: back")
    func lock() async throws {
        let pair = try await Self.start()
        let desktop = pair.desktop
        desktop.script.send("add TodoList systemLarge")
        _ = try await desktop.widget("TodoList", "the list") { $0.text_.contains("Buy milk") }
        desktop.script.send("lock")
        let locked = try await desktop.widget("TodoList", "the redacted list") { !$0.text_.contains("Buy milk") }
        #expect(locked.text_.contains("▒▒▒▒▒▒"))
        #expect(locked.text_.contains("2 left"))  // not privacy-sensitive
        desktop.script.send("tap TodoList 1")
        let refused = try await desktop.printed("the refusal") { $0.event == "interaction" }
        #expect(refused.interaction?.outcome == "refused")
        #expect(refused.interaction?.message == "Unlock to use this widget")
        desktop.script.send("unlock")
        let unlocked = try await desktop.widget("TodoList", "the list again") { $0.text_.contains("Buy milk") }
        #expect(unlocked.isOn(1) == false)  // nothing was performed
        try await Self.stop(pair)
    }
}
