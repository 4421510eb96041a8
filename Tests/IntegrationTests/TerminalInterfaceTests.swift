import Foundation
import TestSupport
import Testing

/// The desktop's full-screen interface, driven like a person would under tmux
/// (send-keys) and read back (capture-pane).
@Suite("The desktop's and the watch's terminal interfaces under tmux", .heavy)
struct TerminalInterfaceTests {
    static func tmux(_ arguments: [String]) async throws -> ProcessOutput {
        try await run("/usr/bin/tmux", arguments)
    }

    /// A program running in a tmux session of its own, `width` × 30: read as a person sees it
    /// (capture-pane), driven with keys (send-keys). Each pane has a tmux server of its own
    /// (`-L`): two tests starting the shared default server at once made one fail with
    /// "server exited unexpectedly" (seen once in three runs beside two CPU hogs).
    struct Pane {
        let session = "wr-\(UUID().uuidString.prefix(8))"
        let socket = "\(TemporaryFolder.shared.makeFolder())/tmux"

        func tmux(_ arguments: [String]) async throws -> ProcessOutput {
            try await TerminalInterfaceTests.tmux(["-S", socket] + arguments)
        }
        func screen() async throws -> String { try await tmux(["capture-pane", "-p", "-t", session]).standardOutput }
        func keys(_ keys: String...) async throws { _ = try await tmux(["send-keys", "-t", session] + keys) }
        var ended: Bool { get async throws { try await tmux(["has-session", "-t", session]).status != 0 } }

        /// Runs `command` in a new session and hands it to `body`; the session is killed if `body` throws.
        static func run(_ command: String, width: Int, _ body: (Pane) async throws -> Void) async throws {
            let pane = Pane()
            let started = try await pane.tmux([
                "new-session", "-d", "-s", pane.session, "-x", String(width), "-y", "30", command,
            ])
            #expect(started.status == 0, "\(started.standardError)")
            do {
                try await body(pane)
            } catch {
                _ = try? await pane.tmux(["kill-session", "-t", pane.session])
                throw error
            }
        }
    }

    @Test("cards, a SuperCharge by key, a toggle, lock, quit")
    func terminalInterface() async throws {
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is installed by the test command")
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        // Place two widgets through the scriptable mode (this also remembers the phone's settings).
        let setup = try DesktopProcess.start(data: "\(folder)/desk", id: "desk", phone: phone)
        setup.script.send("add EmojiRangerWidget systemLarge")
        setup.script.send("add TodoList systemMedium")
        _ = try await setup.widget("TodoList", "the list") { $0.text_.contains("Buy milk") }
        try await setup.script.stop()

        try await Pane.run("\(Repository.product("desktop-node")) run --data \(folder)/desk", width: 120) { pane in
            try await poll("the cards") {
                let text = try await pane.screen(); return text.contains("Health 83%") && text.contains("Buy milk")
            }
            #expect(try await pane.screen().contains("▶ EmojiRangerWidget"))  // focus starts on the first card
            // The cached cards show at once; act once the phone is synced (a green "● phone").
            try await poll("the sync") {
                let text = try await pane.screen()
                return text.contains("● phone") && !text.contains("unreachable") && !text.contains("syncing")
            }

            try await pane.keys("1")
            try await poll("the SuperCharged health") { try await pane.screen().contains("Health 100%") }

            try await pane.keys("Right", "Enter")
            try await poll("the toggled todo") {
                let text = try await pane.screen(); return text.contains("1 left") && text.contains("☑] Buy milk")
            }

            try await pane.keys("l")
            try await poll("the lock") {
                let text = try await pane.screen(); return text.contains("locked") && !text.contains("Buy milk")
            }

            try await pane.keys("q")
            try await poll("the interface to quit") { try await pane.ended }
        }
        try await phone.process.stop()
    }

    @Test("two phones: a section each, the focus over both, a toggle reaches only its card's phone")
    func twoPhones() async throws {
        let folder = TemporaryFolder.shared.makeFolder(), desk = "\(folder)/desk"
        let phones = [
            try await PhoneProcess.start(data: "\(folder)/phone1"),
            try await PhoneProcess.start(data: "\(folder)/phone2"),
        ]
        let fingerprints = try phones.map { try $0.fingerprint }
        for phone in phones { try await DesktopProcess.pair(data: desk, id: "desk", on: phone) }
        // Remembered with the first phone's key, then run with the second's: a mirror of both,
        // which places the same widget on each (so each phone may well give it the same id).
        try await DesktopProcess.remember(data: desk, id: "desk", phone: phones[0])
        let setup = try DesktopProcess.start(data: desk, id: "desk", phone: phones[1])
        for fingerprint in fingerprints {
            setup.script.send("add TodoList systemMedium --phone \(fingerprint)")
            _ = try await setup.printed("the list on \(fingerprint)") {
                $0.phone?.fingerprint == fingerprint && $0.widget?.kind == "TodoList" && $0.text_.contains("Buy milk")
            }
        }
        try await setup.script.stop()

        try await Pane.run("\(Repository.product("desktop-node")) run --data \(desk)", width: 120) { pane in
            try await poll("both phones' sections, synced") {
                let text = try await pane.screen()
                return fingerprints.allSatisfy { text.contains($0) }
                    && text.components(separatedBy: "● phone connected").count == 3
                    && text.components(separatedBy: "2 left").count == 3 && !text.contains("syncing")
                    && !text.contains("unreachable")
            }
            // The screen in two: from the top to the lower section's heading, and from there on.
            let screen = try await pane.screen()
            let positions = try fingerprints.map { try #require(screen.range(of: $0)).lowerBound }
            let (upper, lower) = positions[0] < positions[1] ? (0, 1) : (1, 0)
            let sections = { () async throws -> (upper: String, lower: String) in
                let text = try await pane.screen()
                let heading = try #require(text.range(of: fingerprints[lower]))
                return (String(text[..<heading.lowerBound]), String(text[heading.lowerBound...]))
            }
            let before = try await sections()
            #expect(
                before.upper.contains("▶ TodoList") && !before.lower.contains("▶"),
                "the focus starts on the first card:\n\(screen)")

            // → crosses into the other phone's section; Enter ticks its first task there only.
            try await pane.keys("Right")
            try await poll("the focus on the lower phone's card") { try await sections().lower.contains("▶ TodoList") }
            try await pane.keys("Enter")
            try await poll("the ticked task on the lower phone") {
                let text = try await sections().lower
                return text.contains("1 left") && text.contains("☑] Buy milk")
            }
            try await poll("the lower phone to keep the interaction") {
                try !PhoneStore(data: phones[lower].data).interactions.isEmpty
            }
            let after = try await sections()
            #expect(
                after.upper.contains("2 left") && !after.upper.contains("☑] Buy milk"),
                "the upper phone's list is as it was:\n\(after.upper)")
            #expect(try PhoneStore(data: phones[upper].data).interactions.isEmpty, "the upper phone performed nothing")

            try await pane.keys("q")
            try await poll("the interface to quit") { try await pane.ended }
        }
        for phone in phones { try await phone.process.stop() }
    }

    @Test(
        "more cards than the screen holds: it scrolls to the focused card and with PgDn, never cuts without saying; a gallery's tenth widget is picked by letter"
    )
    func scrollingAndLongGallery() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        let setup = try DesktopProcess.start(data: "\(folder)/desk", id: "desk", phone: phone)
        // Large cards, one a row on 60 columns: far taller than 30 rows.
        for _ in 0..<5 { setup.script.send("add EmojiRangerWidget systemLarge") }
        setup.script.send("add TodoList systemLarge")
        _ = try await setup.widget("TodoList", "the last card") { $0.text_.contains("Buy milk") }
        try await setup.script.stop()

        try await Pane.run("\(Repository.product("desktop-node")) run --data \(folder)/desk", width: 60) { pane in
            try await poll("the first cards and the sign of more below") {
                let text = try await pane.screen()
                return text.contains("▶ EmojiRangerWidget") && text.contains("more lines below (PgDn)")
                    && text.contains("● phone connected")
            }
            #expect(!(try await pane.screen()).contains("Buy milk"), "the last card is below the screen")
            // The focus moved to the last card brings it into sight.
            for _ in 0..<5 { try await pane.keys("Right") }
            try await poll("the last card in sight, focused") {
                let text = try await pane.screen()
                return text.contains("▶ TodoList") && text.contains("Buy milk")
                    && text.contains("more lines above (PgUp)")
            }
            try await pane.keys("PageUp")
            try await poll("a page up") { !(try await pane.screen()).contains("Buy milk") }
            try await pane.keys("PageDown", "PageDown", "PageDown")
            try await poll("pages down to the end") { try await pane.screen().contains("Buy milk") }

            // The gallery offers more than nine widgets: letters after the digits.
            try await pane.keys("a")
            try await poll("the gallery's choices past nine") {
                let text = try await pane.screen(); return text.contains("9) ") && text.contains("a) ")
            }
            try await pane.keys("Escape")
            try await pane.keys("q")
            try await poll("the interface to quit") { try await pane.ended }
        }
        try await phone.process.stop()
    }

    @Test("the watch face: a complication inside a square frame, the workout context, quit")
    func watchFace() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        try await DesktopProcess.pair(
            data: "\(folder)/watch", id: "watch", on: phone, program: "watch-node", kind: "watch")
        let setup = try DesktopProcess.start(data: "\(folder)/watch", id: "watch", phone: phone, program: "watch-node")
        setup.script.send("add TasksLeft accessoryInline")
        _ = try await setup.widget("TasksLeft", "the complication") { $0.text_.contains("left") }
        try await setup.script.stop()

        try await Pane.run("\(Repository.product("watch-node")) run --data \(folder)/watch", width: 80) { pane in
            try await poll("the face, synced") {
                let text = try await pane.screen()
                return text.contains("Inline:") && text.contains("left") && text.contains("● phone")
                    && !text.contains("syncing")
            }
            // The frame around the complications is square: its top edge (with the time) as
            // wide as its bottom edge and its sides.
            let lines = try await pane.screen().split(separator: "\n").map {
                String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            }
            let top = try #require(lines.first { $0.contains("╭") }),
                bottom = try #require(lines.first { $0.contains("╰") })
            let side = try #require(lines.first { $0.contains("Inline:") })
            #expect(top.count == bottom.count && bottom.count == side.count, "\n\(top)\n\(side)\n\(bottom)")

            try await pane.keys("w")
            try await poll("the workout context") { try await pane.screen().contains("(workout)") }

            try await pane.keys("q")
            try await poll("the face to quit") { try await pane.ended }
        }
        try await phone.process.stop()
    }

    @Test("the watch face of two phones: each phone's state and complications, a pin kept by its own phone")
    func watchFaceOfTwoPhones() async throws {
        let folder = TemporaryFolder.shared.makeFolder(), watch = "\(folder)/watch"
        let phones = [
            try await PhoneProcess.start(data: "\(folder)/phone1"),
            try await PhoneProcess.start(data: "\(folder)/phone2"),
        ]
        let fingerprints = try phones.map { try $0.fingerprint }
        for phone in phones {
            try await DesktopProcess.pair(data: watch, id: "watch", on: phone, program: "watch-node", kind: "watch")
        }
        try await DesktopProcess.remember(data: watch, id: "watch", phone: phones[0], program: "watch-node")
        let setup = try DesktopProcess.start(data: watch, id: "watch", phone: phones[1], program: "watch-node")
        var card = ""
        for (fingerprint, family) in [
            (fingerprints[0], "accessoryInline"), (fingerprints[1], "accessoryInline"),
            (fingerprints[1], "accessoryRectangular"),
        ] {
            setup.script.send("add TasksLeft \(family) --phone \(fingerprint)")
            let added = try await setup.printed("\(family) on \(fingerprint)") {
                $0.phone?.fingerprint == fingerprint && $0.widget?.family == family && $0.text_.contains("left")
            }
            card = try #require(added.widget).instance
        }
        try await setup.script.stop()
        // Nameless phones are labelled by their fingerprint's first group.
        let labels = fingerprints.map { "phone \($0.prefix(4))" }

        try await Pane.run("\(Repository.product("watch-node")) run --data \(watch)", width: 80) { pane in
            try await poll("both phones on the face, synced") {
                let text = try await pane.screen()
                return labels.allSatisfy { text.contains("\($0)  ● phone") && text.contains("\($0) · Inline:") }
                    && !text.contains("unreachable") && !text.contains("syncing")
            }
            // The Smart Stack's one card is the second phone's; `p` pins it there only.
            try await poll("the second phone's card in the stack") {
                try await pane.screen().contains("▭ \(labels[1]) · TasksLeft:")
            }
            try await pane.keys("p")
            try await poll("the pin") { try await pane.screen().contains("▭ \(labels[1]) · TasksLeft 📌:") }
            let pins = { (index: Int) in
                FileManager.default.contents(atPath: "\(watch)/phones/\(fingerprints[index])/pinned.json")
            }
            try await poll("the second phone's pins to be kept") {
                pins(1).map { String(decoding: $0, as: UTF8.self).contains(card) } ?? false
            }
            #expect(pins(0).map { String(decoding: $0, as: UTF8.self) == "[]" } ?? true, "the first phone has no pin")

            try await pane.keys("q")
            try await poll("the face to quit") { try await pane.ended }
        }
        for phone in phones { try await phone.process.stop() }
    }
}
