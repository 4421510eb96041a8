import Foundation
import TestSupport
import Testing

/// The desktop's web page in a real headless Chromium (Debian's `chromium` through
/// `chromium-driver`), against a real phone-node and desktop-node over loopback: what a
/// person sees and clicks.
@Suite("desktop-node's web page in Chromium", .serialized, .heavy)
struct WebDesktopTests {
    /// A phone, a desktop serving its page, and a browser on it.
    struct Stage {
        let phone: PhoneProcess
        let desktop: DesktopProcess
        let browser: WebDriver
        let url: String

        static func start(adding widgets: [String], heartbeatTimeoutMs: Int, options: [String] = []) async throws
            -> Stage
        {
            let folder = TemporaryFolder.shared.makeFolder()
            let phone = try await PhoneProcess.start(data: "\(folder)/phone")
            try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
            let desktop = try DesktopProcess.start(
                data: "\(folder)/desk", id: "desk", phone: phone, heartbeatTimeoutMs: heartbeatTimeoutMs,
                options: ["--web", "127.0.0.1:0"] + options)
            _ = try await desktop.next("the first sync") { $0.isSyncedStatus }
            for widget in widgets {
                let kind = String(widget.split(separator: " ")[0])
                desktop.script.send("add \(widget)")
                _ = try await desktop.widget(kind, "\(kind) added")
            }
            try await waitForFile("\(folder)/desk/web-url")
            let url = try String(contentsOfFile: "\(folder)/desk/web-url", encoding: .utf8).trimmingCharacters(
                in: .whitespacesAndNewlines)
            let browser = try await WebDriver(folder: folder)
            try await browser.open(url)
            try await browser.waitUntil("the first frame", "return window.wrFrames > 0")
            return Stage(phone: phone, desktop: desktop, browser: browser, url: url)
        }

        /// Runs `body` on a fresh stage, and stops the stage however `body` ends.
        static func with(
            adding widgets: [String], heartbeatTimeoutMs: Int = DesktopProcess.heartbeatTimeoutMs,
            options: [String] = [],
            _ body: (Stage) async throws -> Void
        ) async throws {
            let stage = try await start(adding: widgets, heartbeatTimeoutMs: heartbeatTimeoutMs, options: options)
            do {
                try await body(stage)
            } catch {
                try? await stage.stop()
                throw error
            }
            try await stage.stop()
        }

        func stop() async throws {
            await browser.quit()
            _ = try await desktop.script.stop()
            if phone.process.isRunning { try await phone.process.stop() }
        }

        /// The CSS selector of `kind`'s card.
        func card(_ kind: String) -> String { #"article.wr-card[aria-label^="\#(kind),"]"# }

        /// Waits until the card of `kind` shows `text`.
        func waitFor(_ kind: String, showing text: String, within seconds: Double = 60) async throws {
            try await browser.waitUntil(
                "\(kind) to show “\(text)”", within: seconds,
                "const c = document.querySelector(arguments[0]); return !!c && c.innerText.includes(arguments[1]);",
                [card(kind), text])
        }

        func cardText(_ kind: String) async throws -> String {
            (try await browser.execute(
                "const c = document.querySelector(arguments[0]); return c ? c.innerText : '';", [card(kind)]) as? String)
                ?? ""
        }
    }

    @Test("a button tap changes the phone's store and the page shows the new timeline")
    func buttonTap() async throws {
        try await Stage.with(adding: ["EmojiRangerWidget systemLarge"]) { stage in
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            let button = try await stage.browser.element(
                "\(stage.card("EmojiRangerWidget")) button[data-action=button]")
            try await stage.browser.click(button)
            try await stage.waitFor("EmojiRangerWidget", showing: "100%")
            // The phone's own mirror stream agrees: the store changed there, not only in the page.
            _ = try await stage.desktop.widget("EmojiRangerWidget", "the phone's new health") {
                $0.text_.contains("Health 100%")
            }
            #expect(
                try await stage.browser.isAttached(button), "the button was rebuilt by the update instead of patched")
            // The health text's `.contentTransition(.numericText(value:))` played as the update patched it: digits rolled up.
            let played =
                try await stage.browser.execute(
                    "return window.wrPlayed.filter(p => p.kind.startsWith('numericText')).map(p => p.kind + ' ' + p.reduced + ' ' + p.text)"
                ) as? [String]
            #expect(played == ["numericText up false Health 100%"], "\(played ?? [])")
        }
    }

    @Test("with reduced motion asked for, an update plays no animation")
    func reducedMotion() async throws {
        try await Stage.with(adding: ["EmojiRangerWidget systemLarge"]) { stage in
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            // As a browser whose person asked for reduced motion answers (`prefers-reduced-motion: reduce`).
            _ = try await stage.browser.execute(
                """
                const real = window.matchMedia.bind(window);
                window.matchMedia = (query) => query.includes('prefers-reduced-motion') ? { matches: true, media: query } : real(query);
                window.wrAnimate = Element.prototype.animate; Element.prototype.animate = function() { window.wrAnimated = true; return window.wrAnimate.apply(this, arguments); };
                return true;
                """)
            try await stage.browser.click(
                try await stage.browser.element("\(stage.card("EmojiRangerWidget")) button[data-action=button]"))
            try await stage.waitFor("EmojiRangerWidget", showing: "100%")
            let played =
                try await stage.browser.execute("return window.wrPlayed.map(p => p.kind + ' ' + p.reduced)")
                as? [String]
            #expect(played == ["numericText up true"], "\(played ?? [])")
            #expect(
                try await stage.browser.execute("return window.wrAnimated === true") as? Bool == false,
                "an animation ran")
        }
    }

    @Test(
        "desktop-node --metrics: the open page is a session, a tap's patch is timed, a closed page is no longer a session"
    )
    func pageMetrics() async throws {
        try await Stage.with(adding: ["EmojiRangerWidget systemLarge"], options: ["--metrics", "127.0.0.1:0"]) {
            stage in
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            let data = stage.desktop.data
            var scrape = try await Scrape.of(data: data)
            try await poll("the page's session counted", within: 60) {
                scrape = try await Scrape.of(data: data)
                return scrape.value("widgetrelay_mirror_web_sessions") == 1
            }
            #expect(try await scrape.promtoolProblems() == nil)
            // Absent until a change is first drawn.
            let patches = scrape.value("widgetrelay_mirror_web_patch_seconds_count") ?? 0
            try await stage.browser.click(
                try await stage.browser.element("\(stage.card("EmojiRangerWidget")) button[data-action=button]"))
            try await stage.waitFor("EmojiRangerWidget", showing: "100%")
            try await poll("the tap's patch timed", within: 60) {
                scrape = try await Scrape.of(data: data)
                return scrape.value("widgetrelay_mirror_web_patch_seconds_count") ?? 0 > patches
                    && scrape.value(#"widgetrelay_mirror_web_patch_seconds_bucket{le="+Inf"}"#) ?? 0 > patches
            }
            await stage.browser.quit()
            try await poll("the closed page no longer a session", within: 60) {
                try await Scrape.of(data: data).value("widgetrelay_mirror_web_sessions") == 0
            }
        }
    }

    @Test("a toggle flips at once, then shows the phone's truth, without being rebuilt; Space works too")
    func optimisticToggle() async throws {
        try await Stage.with(adding: ["TodoList systemMedium"]) { stage in
            try await stage.waitFor("TodoList", showing: "2 left")
            let selector = "\(stage.card("TodoList")) [data-action=toggle]"
            let toggle = try await stage.browser.element(selector)
            #expect(
                try await stage.browser.execute(
                    "return document.querySelector(arguments[0]).getAttribute('aria-checked')", [selector]) as? String
                    == "false")
            // Record every state the toggle and its card show, as they change.
            try await stage.browser.execute(
                """
                window.seen = [];
                const t = document.querySelector(arguments[0]), card = document.querySelector(arguments[1]);
                const note = () => window.seen.push(t.getAttribute('aria-checked') + (card.classList.contains('wr-card-pending') ? ' pending' : ''));
                new MutationObserver(note).observe(card, { attributes: true, subtree: true, childList: true, characterData: true });
                """, [selector, stage.card("TodoList")])
            try await stage.browser.click(toggle)
            try await stage.waitFor("TodoList", showing: "1 left")
            let seen = try #require(try await stage.browser.execute("return window.seen") as? [String])
            #expect(seen.contains("true pending"), "the optimistic state was never shown: \(seen)")
            #expect(seen.last == "true", "the truth is on, not pending: \(seen)")
            #expect(try await stage.browser.isAttached(toggle), "the toggle was rebuilt instead of patched")
            // The keyboard: Space on the next toggle (a real button with role switch) flips it too.
            let second = try await stage.browser.element(
                "\(stage.card("TodoList")) [data-action=toggle]:not([aria-checked=true])")
            try await stage.browser.sendKeys(" ", to: second)
            try await stage.waitFor("TodoList", showing: "0 left")
        }
    }

    @Test("with the task sync failing, the toggle reverts and the reason is shown")
    func revertWithReason() async throws {
        try await Stage.with(adding: ["TodoList systemMedium"]) { stage in
            try await stage.waitFor("TodoList", showing: "2 left")
            let failed = try await stage.phone.cli(["app", "tasks.fail-sync", "Not synced: server down"])
            #expect(failed.status == 0, "\(failed.standardError)")
            let selector = "\(stage.card("TodoList")) [data-action=toggle]"
            try await stage.browser.click(try await stage.browser.element(selector))
            try await stage.waitFor("TodoList", showing: "Not synced: server down")
            let state =
                try await stage.browser.execute(
                    "return document.querySelector(arguments[0]).getAttribute('aria-checked')", [selector]) as? String
            #expect(state == "false")
            let message =
                try await stage.browser.execute(
                    "return document.querySelector(arguments[0] + ' .wr-card-message').innerText",
                    [stage.card("TodoList")]) as? String
            #expect(message?.contains("Not synced: server down") == true)
        }
    }

    @Test(
        "what a screen reader says is what the author wrote (#49 point 5): a toggle by its label, an icon-only button by its symbol's name; a later tap that works clears an earlier one's reason"
    )
    func spokenNamesAndClearedReasons() async throws {
        try await Stage.with(adding: ["TodoList systemMedium", "EmojiRangerWidget systemLarge"]) { stage in
            try await stage.waitFor("TodoList", showing: "2 left")
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            // Chromium's accessible names: no Material Icons ligature ("radio_button_unchecked") in them.
            let toggles = "\(stage.card("TodoList")) [data-action=toggle]"
            let names = try #require(
                try await stage.browser.execute(
                    "return [...document.querySelectorAll(arguments[0])].map(e => e.getAttribute('data-element'))",
                    [toggles]) as? [String])
            var spoken: [String] = []
            for id in names {
                let toggle = try await stage.browser.element("\(toggles)[data-element=\"\(id)\"]")
                spoken.append(try await stage.browser.computedLabel(toggle))
            }
            #expect(spoken.contains("Buy milk"), "the toggles are named \(spoken)")
            #expect(!spoken.contains { $0.contains("radio_button") || $0.contains("check_circle") }, "\(spoken)")
            // Button(intent:) { Image(systemName: "bolt.fill") }: VoiceOver reads the symbol's name, "Bolt".
            let bolt = try await stage.browser.element("\(stage.card("EmojiRangerWidget")) button[data-action=button]")
            #expect(try await stage.browser.computedLabel(bolt) == "Bolt")
            // A tap that fails shows why; a later one that works takes the reason away.
            let failed = try await stage.phone.cli(["app", "tasks.fail-sync", "Not synced: server down"])
            #expect(failed.status == 0, "\(failed.standardError)")
            try await stage.browser.click(try await stage.browser.element("\(toggles):not([aria-checked=true])"))
            try await stage.waitFor("TodoList", showing: "Not synced: server down")
            let fixed = try await stage.phone.cli(["app", "tasks.sync-ok"])
            #expect(fixed.status == 0, "\(fixed.standardError)")
            try await stage.browser.click(try await stage.browser.element("\(toggles):not([aria-checked=true])"))
            try await stage.waitFor("TodoList", showing: "1 left")
            try await stage.browser.waitUntil(
                "the reason to go", "return !document.querySelector(arguments[0] + ' .wr-card-message')",
                [stage.card("TodoList")])
        }
    }

    @Test("a cut phone shows the widget stale and refuses taps")
    func cutPhone() async throws {
        try await Stage.with(adding: ["EmojiRangerWidget systemLarge"], heartbeatTimeoutMs: 1000) { stage in
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            try await stage.phone.process.stop(signal: SIGKILL)
            try await stage.browser.waitUntil(
                "the card to show stale", "return !!document.querySelector(arguments[0] + '.wr-card-stale')",
                [stage.card("EmojiRangerWidget")])
            #expect(try await stage.cardText("EmojiRangerWidget").contains("stale"))
            let header =
                try await stage.browser.execute("return document.getElementById('wr-header').innerText") as? String
            #expect(header?.contains("phone unreachable") == true)
            try await stage.browser.click(
                try await stage.browser.element("\(stage.card("EmojiRangerWidget")) button[data-action=button]"))
            try await stage.waitFor("EmojiRangerWidget", showing: "iPhone not reachable")
            #expect(!(try await stage.cardText("EmojiRangerWidget").contains("100%")))
        }
    }

    @Test(
        "after a resync nothing on the page still reads a refusal for the connection (#49 point 5): a tap refused while the phone was away, then the phone back"
    )
    func connectionRefusalGoesWithResync() async throws {
        try await Stage.with(adding: ["EmojiRangerWidget systemLarge"], heartbeatTimeoutMs: 1000) { stage in
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            stage.phone.process.send(SIGSTOP)
            try await stage.browser.waitUntil(
                "the header to say unreachable",
                "return document.getElementById('wr-header').innerText.includes('phone unreachable')")
            try await stage.browser.click(
                try await stage.browser.element("\(stage.card("EmojiRangerWidget")) button[data-action=button]"))
            try await stage.waitFor("EmojiRangerWidget", showing: "iPhone not reachable")
            try await stage.browser.waitUntil(
                "the toast to say it too",
                "return document.getElementById('wr-toast').textContent.includes('not reachable')")
            stage.phone.process.send(SIGCONT)
            try await stage.browser.waitUntil(
                "the header to say connected",
                "return document.getElementById('wr-header').innerText.includes('phone connected')")
            // What a screen reader reads (alerts, live regions) and the page's text no longer say it.
            try await stage.browser.waitUntil(
                "no alert or live region to say the phone is away",
                """
                return ![...document.querySelectorAll('[role=alert], [role=status], [aria-live]')].some(e =>
                  e.textContent.includes('not reachable') || e.textContent.includes('Syncing with the phone'));
                """)
        }
    }

    @Test("a lock redacts privacy-sensitive text, leaving none of it in the page")
    func lockRedacts() async throws {
        try await Stage.with(adding: ["TodoList systemMedium"]) { stage in
            try await stage.waitFor("TodoList", showing: "Buy milk")
            try await stage.browser.click(try await stage.browser.element("button[data-action=lock]"))
            try await stage.browser.waitUntil(
                "the page to lock", "return document.getElementById('wr-header').innerText.includes('locked')")
            try await stage.browser.waitUntil(
                "the todos to be redacted", "return !document.documentElement.outerHTML.includes('Buy milk')")
            #expect(try await stage.cardText("TodoList").contains("left"), "what is not private stays")
            try await stage.browser.click(try await stage.browser.element("button[data-action=lock]"))
            try await stage.waitFor("TodoList", showing: "Buy milk")
        }
    }

    @Test("a configurable widget is added through the page's gallery and editor")
    func addThroughEditor() async throws {
        try await Stage.with(adding: []) { stage in
            try await stage.browser.click(try await stage.browser.element("button[data-action=gallery]"))
            try await stage.browser.waitUntil(
                "the gallery", "return !!document.querySelector('#wr-sheet[open] [data-action=pick]')")
            // Below the kinds, the bundle's #Previews: Emoji Rangers' entries side by side, the delivery's states.
            let captions = try #require(
                try await stage.browser.execute(
                    "return Array.from(document.querySelectorAll('#wr-sheet .wr-author-preview figcaption')).map(c => c.textContent)"
                ) as? [String])
            #expect(captions.contains("Large") && captions.contains("On the way"), "the previews' titles: \(captions)")
            let frames = try #require(
                try await stage.browser.execute(
                    """
                    return Array.from(document.querySelectorAll('#wr-sheet .wr-author-preview')).filter(p => p.textContent.includes('Spouty'))
                        .map(p => p.querySelectorAll('.wr-author-preview-frame .wr-widget').length);
                    """) as? [Int])
            #expect(frames == [2], "the small preview's two entries, each drawn: \(frames)")
            // Each family's preview is drawn inside its own box, small, with its caption under it: no control of the
            // widget nested in the choice's button, nothing spilling onto its neighbours, shrinkable texts fitted as on the page.
            let choices = try #require(
                try await stage.browser.execute(
                    """
                    return Array.from(document.querySelectorAll('#wr-sheet .wr-gallery-choice')).map(choice => {
                      const name = choice.dataset.kind + '/' + choice.dataset.family;
                      const box = choice.querySelector('.wr-gallery-preview'), widget = choice.querySelector('.wr-widget');
                      if (!box || !widget) return name + ': no preview';
                      if (box.querySelector('button, a')) return name + ': a control nested in the choice';
                      const b = box.getBoundingClientRect(), w = widget.getBoundingClientRect();
                      const label = choice.querySelector('.wr-gallery-family');
                      if (!label) return name + ': no caption';
                      const caption = label.getBoundingClientRect();
                      if (w.right > b.right + 1 || w.bottom > b.bottom + 1 || w.width < b.width - 1) return name + ': not drawn in its box';
                      if (caption.top < w.bottom - 1) return name + ': caption over the preview';
                      for (const text of widget.querySelectorAll('.wr-min-scale .wr-text, .wr-text.wr-min-scale'))
                        if (text.scrollWidth > text.clientWidth + 1) return name + ': a shrinkable text not fitted';
                      const content = widget.querySelector('.wr-content');
                      if (widget.querySelector('.wr-min-scale') && content.scrollHeight > content.clientHeight + 1) return name + ': taller than the widget';
                      return 'ok';
                    });
                    """) as? [String])
            #expect(!choices.isEmpty && choices.allSatisfy { $0 == "ok" }, "\(choices.filter { $0 != "ok" })")
            if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SCREENSHOTS"] == "1" {
                try await stage.browser.execute(
                    "document.querySelector('#wr-sheet .wr-author-previews').scrollIntoView()")
                try await stage.browser.screenshot().write(
                    to: URL(fileURLWithPath: "\(Repository.root)/docs/gallery-previews.png"))
            }
            try await stage.browser.click(
                try await stage.browser.element(
                    #"#wr-sheet [data-action=pick][data-kind="CharacterDetail"][data-family="systemSmall"]"#))
            try await stage.browser.waitUntil(
                "the editor", "return !!document.querySelector('#wr-sheet form.wr-editor select')")
            let chosen =
                try await stage.browser.execute(
                    """
                    const select = document.querySelector('#wr-sheet form.wr-editor select');
                    const option = Array.from(select.options).find(o => o.textContent.includes('Spouty'));
                    if (!option) return Array.from(select.options).map(o => o.textContent).join(', ');
                    select.value = option.value; return 'ok';
                    """) as? String
            #expect(chosen == "ok", "the editor offers the phone's suggestions: \(chosen ?? "none")")
            try await stage.browser.click(
                try await stage.browser.element("#wr-sheet form.wr-editor button[type=submit]"))
            try await stage.waitFor("CharacterDetail", showing: "Spouty")
            _ = try await stage.desktop.widget("CharacterDetail", "the phone's instance") {
                $0.text_.contains("Spouty")
            }
        }
    }

    @Test("the whole desktop: widgets of every system family, a Live Activity and controls, every face drawn")
    func wholeDesktop() async throws {
        try await Stage.with(adding: [
            "EmojiRangerWidget systemLarge", "TodoList systemMedium", "CharacterDetail systemSmall character=Unipony",
            "NowPlaying systemSmall", "Interactive systemMedium", "Counter systemSmall",
        ]) { stage in
            let started = try await stage.phone.cli(["app", "delivery.start", "42", "Noodle Bar", "25"])
            #expect(started.status == 0, "\(started.standardError)")
            try await stage.browser.waitUntil(
                "six cards and the Live Activity",
                "return document.querySelectorAll('article.wr-card').length === 6 && !!document.querySelector('.wr-activity')"
            )
            let sizes = try #require(
                try await stage.browser.execute(
                    """
                    return Array.from(document.querySelectorAll('article.wr-card .wr-widget')).map(w => w.getBoundingClientRect().width + 'x' + w.getBoundingClientRect().height);
                    """) as? [String])
            #expect(Set(sizes).isSuperset(of: ["364x382", "364x170", "170x170"]), "the families' sizes: \(sizes)")
            #expect(
                try await stage.browser.execute("return document.querySelectorAll('.wr-symbol-missing').length") as? Int
                    == 0)
            // Expand the Live Activity in the menu-bar strip: its buttons are there.
            try await stage.browser.click(try await stage.browser.element(".wr-activity summary"))
            try await stage.browser.waitUntil(
                "the expanded Live Activity", "return document.querySelector('.wr-activity').open")
            if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SCREENSHOTS"] == "1" {
                try await stage.browser.execute("document.activeElement.blur()")
                try await stage.browser.screenshot().write(
                    to: URL(fileURLWithPath: "\(Repository.root)/docs/desktop.png"))
            }
        }
    }

    @Test("a click on a widget opens its URL in the app on the phone; a control in the strip flips; ✕ removes a widget")
    func openControlRemove() async throws {
        try await Stage.with(adding: ["EmojiRangerWidget systemLarge", "TodoList systemMedium"]) { stage in
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            // The widget's background (not its button): the widgetURL goes to the phone.
            try await stage.browser.click(
                try await stage.browser.element("\(stage.card("EmojiRangerWidget")) .wr-face[role=link]"))
            try await poll("the phone to record the opened URL") {
                let status = try await stage.phone.cli(["status"])
                return status.standardOutput.contains("opened URLs:") && status.standardOutput.contains("from desk")
            }
            // The page says what it did where the person clicked (#49 point 1: the answer was dropped).
            try await stage.browser.waitUntil(
                "the answer under the card",
                """
                const note = document.querySelector('.wr-callout[role=status]');
                return !!note && note.textContent.includes('on the phone');
                """)
            // A control in the menu-bar strip: a toggle, flipped by the phone's truth.
            let control = "button.wr-control[role=switch]"
            let before =
                try await stage.browser.execute(
                    "return document.querySelector(arguments[0]).getAttribute('aria-checked')", [control]) as? String
            try await stage.browser.click(try await stage.browser.element(control))
            try await stage.browser.waitUntil(
                "the control to flip",
                "return document.querySelector(arguments[0]).getAttribute('aria-checked') !== arguments[1]",
                [control, before ?? ""])
            _ = try await stage.desktop.printed("the phone's control state") { line in
                line.controls?.contains { $0.isOn != nil && String($0.isOn!) != before } == true
            }
            // ✕ under a card, then Remove in the sheet.
            try await stage.browser.click(
                try await stage.browser.element("\(stage.card("TodoList")) [data-action=remove]"))
            try await stage.browser.waitUntil(
                "the confirmation", "return !!document.querySelector('#wr-sheet[open] [data-action=confirm-remove]')")
            try await stage.browser.click(try await stage.browser.element("#wr-sheet [data-action=confirm-remove]"))
            try await stage.browser.waitUntil(
                "the card to go", "return !document.querySelector(arguments[0])", [stage.card("TodoList")])
            #expect(
                try await stage.browser.execute("return document.querySelectorAll('article.wr-card').length") as? Int
                    == 1)
        }
    }

    @Test(
        "the header's switch draws every card as StandBy draws it; a card's own menu shows it in CarPlay, whose face opens nothing"
    )
    func modes() async throws {
        try await Stage.with(adding: ["EmojiRangerWidget systemSmall"]) { stage in
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            let card = stage.card("EmojiRangerWidget")
            #expect(
                try await stage.browser.execute(
                    "return !!document.querySelector(arguments[0] + ' .wr-widget.wr-mode-accented')", [card]) as? Bool
                    == true,
                "the desktop asks the phone for the accented mode, as a Mac does")
            try await stage.browser.click(try await stage.browser.element(#"#wr-header button[data-mode="standBy"]"#))
            try await stage.browser.waitUntil(
                "the card in StandBy",
                """
                const c = document.querySelector(arguments[0]);
                return document.body.dataset.mode === 'standBy' && !!c && !!c.querySelector('.wr-display-standBy .wr-widget.wr-mode-vibrant');
                """, [card])
            #expect(
                try await stage.browser.execute(
                    "return getComputedStyle(document.querySelector(arguments[0] + ' .wr-display')).zoom", [card])
                    as? String == "2")
            _ = try await stage.browser.execute(
                """
                const s = document.querySelector(arguments[0] + ' select.wr-card-mode');
                s.value = 'carPlay'; s.dispatchEvent(new Event('change', { bubbles: true })); return true;
                """, [card])
            try await stage.browser.waitUntil(
                "the card in CarPlay",
                """
                const c = document.querySelector(arguments[0]);
                return !!c && !!c.querySelector('.wr-display-carPlay .wr-widget.wr-mode-fullColor') && !c.querySelector('.wr-face[role=link]');
                """, [card])
            #expect(
                try await stage.browser.execute(
                    "return document.querySelector('#wr-header [aria-pressed=true]').dataset.mode") as? String
                    == "standBy")
        }
    }

    @Test(
        "StandBy, Night Mode and CarPlay draw what the phone archived for them: a widget that reads widgetRenderingMode says Vibrant in StandBy and at night, not on the desktop or in CarPlay"
    )
    func modesArchivedForTheirPlace() async throws {
        try await Stage.with(adding: ["GlassWidget systemSmall"]) { stage in
            let card = stage.card("GlassWidget")
            try await stage.browser.waitUntil(
                "the card", "return !!document.querySelector(arguments[0] + ' .wr-widget')", [card])
            /// The card's face in `mode`: its text, and the place the phone archived it for.
            func face(_ mode: String) async throws -> (text: String, archivedFor: String) {
                try await stage.browser.click(
                    try await stage.browser.element("#wr-header button[data-mode=\"\(mode)\"]"))
                try await stage.browser.waitUntil(
                    "the page in \(mode)",
                    "return document.body.dataset.mode === arguments[0] && !!document.querySelector(arguments[1] + ' .wr-face')",
                    [mode, card])
                let answer = try #require(
                    try await stage.browser.execute(
                        """
                        const f = document.querySelector(arguments[0] + ' .wr-face'), d = f.querySelector('.wr-display');
                        return [f.textContent, d ? (d.dataset.archivedFor || '') : ''];
                        """, [card]) as? [String])
                return (answer[0], answer[1])
            }
            let desktop = try await face("desktop")
            #expect(!desktop.text.contains("Vibrant"), "the desktop's accented archive: \(desktop)")
            for (mode, place) in [("standBy", "standBy"), ("nightMode", "standByNight")] {
                let shown = try await face(mode)
                #expect(shown.text.contains("Vibrant") && shown.archivedFor == place, "\(mode): \(shown)")
            }
            let car = try await face("carPlay")
            #expect(!car.text.contains("Vibrant") && car.archivedFor == "carPlay", "CarPlay, full colour: \(car)")
        }
    }

    @Test(
        "StandBy, Night Mode, CarPlay and the Lock Screen are their screens: two stacks on a landscape screen or its large clock, all red at night, a row on the car's, a clock over the accessory row and no Home Screen widget"
    )
    func modeScreens() async throws {
        try await Stage.with(adding: [
            "EmojiRangerWidget systemSmall", "CharacterDetail systemSmall", "TodoList systemMedium",
            "TasksLeft accessoryCircular", "CharacterDetail accessoryCircular", "TasksLeft accessoryInline",
        ]) { stage in
            try await stage.waitFor("EmojiRangerWidget", showing: "83%")
            /// Where each card is on the screen, and the screen (`main`), in the page's pixels.
            let geometry = """
                const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
                const main = document.getElementById('wr-widgets');
                return { screen: box(main), cards: Array.from(main.querySelectorAll('article.wr-card')).filter(c => c.offsetParent !== null)
                  .map(c => [c.getAttribute('aria-label')].concat(box(c))), phones: Array.from(main.querySelectorAll('.wr-phone')).filter(p => p.offsetParent !== null).length,
                  header: getComputedStyle(document.getElementById('wr-header')).filter };
                """
            func screen(_ mode: String) async throws -> (
                screen: [Double], cards: [(String, [Double])], phones: Int, header: String
            ) {
                try await stage.browser.click(
                    try await stage.browser.element("#wr-header button[data-mode=\"\(mode)\"]"))
                try await stage.browser.waitUntil(
                    "the page in \(mode)",
                    "return document.body.dataset.mode === arguments[0] && !!document.querySelector('.wr-display-' + arguments[0])",
                    [mode])
                let answer = try #require(try await stage.browser.execute(geometry) as? [String: Any])
                let cards = (answer["cards"] as? [[Any]] ?? []).map {
                    ($0[0] as? String ?? "", $0.dropFirst().compactMap { ($0 as? NSNumber)?.doubleValue })
                }
                if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SCREENSHOTS"] == "1" {
                    try await stage.browser.screenshot().write(
                        to: URL(fileURLWithPath: "\(Repository.root)/docs/mode-\(mode).png"))
                }
                return (
                    (answer["screen"] as? [NSNumber] ?? []).map(\.doubleValue), cards, answer["phones"] as? Int ?? -1,
                    answer["header"] as? String ?? ""
                )
            }
            /// StandBy's clock view, reached by its button (StandBy) or the arrow key (Night Mode): only the time,
            /// large on the same landscape screen, by the phone's clock, red in Night Mode; and back, the widgets as
            /// they were.
            func standByClock(_ mode: String, widgets: [String]) async throws {
                let clockButton = try await stage.browser.element(#"#wr-header button[data-view="clock"]"#)
                if mode == "standBy" {
                    try await stage.browser.click(clockButton)
                } else {
                    try await stage.browser.sendKeys("\u{E014}", to: clockButton)  // ArrowRight: the next view
                }
                try await stage.browser.waitUntil(
                    "\(mode)'s clock view",
                    "const t = document.querySelector('.wr-standby-time'); return !!t && t.offsetParent !== null && /^\\d{1,2}:\\d\\d$/.test(t.textContent);"
                )
                let clock = try #require(
                    try await stage.browser.execute(
                        """
                        const t = document.querySelector('.wr-standby-time'), r = t.getBoundingClientRect();
                        const s = document.getElementById('wr-widgets').getBoundingClientRect();
                        const by = ms => wrFormatDate(new Date(0), 'clock', new Date(ms));
                        return { text: t.textContent, now: [-60000, 0, 60000].some(d => t.textContent === by(Date.now() + d)), box: [r.left, r.top, r.right, r.bottom], screen: [s.left, s.top, s.right, s.bottom],
                          size: parseFloat(getComputedStyle(t).fontSize), color: getComputedStyle(t).color,
                          cards: Array.from(document.querySelectorAll('#wr-widgets article.wr-card')).filter(c => c.offsetParent !== null).length,
                          pressed: document.querySelector('#wr-header button[data-view="clock"]').getAttribute('aria-pressed') };
                        """) as? [String: Any])
                let box = (clock["box"] as? [NSNumber] ?? []).map(\.doubleValue)
                let screen = (clock["screen"] as? [NSNumber] ?? []).map(\.doubleValue)
                // The stage's phone runs on the real clock: its time is the page's now (or the minute after).
                #expect(clock["now"] as? Bool == true, "\(mode): the phone's time, \(clock)")
                #expect(
                    clock["cards"] as? Int == 0 && clock["pressed"] as? String == "true",
                    "\(mode): only the clock, \(clock)")
                if box.count == 4, screen.count == 4 {
                    #expect(screen[2] - screen[0] > 2 * (screen[3] - screen[1]), "\(mode): landscape, \(screen)")
                    #expect(
                        box[0] >= screen[0] && box[2] <= screen[2] && box[1] >= screen[1] && box[3] <= screen[3]
                            && box[2] - box[0] > (screen[2] - screen[0]) / 3,
                        "\(mode): large, on the screen: \(box) in \(screen)")
                }
                #expect((clock["size"] as? NSNumber)?.doubleValue ?? 0 >= 120, "\(mode): \(clock)")
                let rgb = (clock["color"] as? String ?? "").matches(of: /\d+/).compactMap { Int($0.output) }
                #expect(rgb.count >= 3, "\(clock)")
                if rgb.count >= 3 {
                    let red = rgb[0] > 200 && rgb[1] < 80 && rgb[2] < 80
                    #expect(red == (mode == "nightMode"), "\(mode): the time's colour \(clock["color"] ?? "")")
                }
                if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SCREENSHOTS"] == "1" {
                    try await stage.browser.screenshot().write(
                        to: URL(fileURLWithPath: "\(Repository.root)/docs/mode-\(mode)Clock.png"))
                }
                // Back to the widgets: the arrow key (StandBy) or the button (Night Mode); the same two widgets.
                let widgetsButton = try await stage.browser.element(#"#wr-header button[data-view="widgets"]"#)
                if mode == "standBy" {
                    try await stage.browser.sendKeys("\u{E012}", to: widgetsButton)  // ArrowLeft
                } else {
                    try await stage.browser.click(widgetsButton)
                }
                let back =
                    try await stage.browser.execute(
                        """
                        return [document.querySelector('.wr-standby-time').offsetParent === null,
                          Array.from(document.querySelectorAll('#wr-widgets article.wr-card')).filter(c => c.offsetParent !== null)
                            .map(c => c.getAttribute('aria-label')).sort().join('|')];
                        """) as? [Any]
                #expect(
                    back?.first as? Bool == true && back?.last as? String == widgets.joined(separator: "|"),
                    "\(back ?? [])")
            }
            for mode in ["standBy", "nightMode"] {
                let page = try await screen(mode)
                let (width, height) = (page.screen[2] - page.screen[0], page.screen[3] - page.screen[1])
                #expect(width > height * 2, "\(mode): a landscape screen, \(page.screen)")
                // Only the two small widgets are on it (not the medium one, no phone names), side by side, each in its half.
                #expect(
                    page.cards.map(\.0).sorted() == ["CharacterDetail, systemSmall", "EmojiRangerWidget, systemSmall"],
                    "\(mode): \(page.cards)")
                #expect(page.phones == 0)
                if page.cards.count == 2 {
                    let (left, right) = (page.cards[0].1, page.cards[1].1)
                    #expect(
                        abs(left[1] - right[1]) < 1 && left[2] <= page.screen[0] + width / 2 + 1
                            && right[0] >= page.screen[0] + width / 2 - 1,
                        "\(mode): two stacks side by side, \(page.cards)")
                    #expect(
                        page.cards.allSatisfy { $0.1[1] >= page.screen[1] - 1 && $0.1[3] <= page.screen[3] + 1 },
                        "\(mode): on the screen, \(page.cards)")
                }
                #expect(
                    (page.header == "none") == (mode == "standBy"), "\(mode): the header's filter is \(page.header)")
                try await standByClock(mode, widgets: page.cards.map(\.0).sorted())
            }
            // The Lock Screen: a portrait screen, the time (the phone's clock) above the accessory row, and no Home
            // Screen widget (an iPhone never shows one there); the desktop places the accessory widget (a desktop
            // refused accessory families before).
            let lock = try await screen("lockScreen")
            #expect(
                lock.screen[3] - lock.screen[1] > lock.screen[2] - lock.screen[0], "a portrait screen, \(lock.screen)")
            #expect(
                lock.cards.map(\.0).sorted() == [
                    "CharacterDetail, accessoryCircular", "TasksLeft, accessoryCircular", "TasksLeft, accessoryInline",
                ], "\(lock.cards)")
            let clock = try #require(
                try await stage.browser.execute(
                    """
                    const t = document.querySelector('.wr-lock-time'), r = t.getBoundingClientRect();
                    return [t.textContent, r.bottom, document.querySelector('.wr-lock-date').textContent];
                    """) as? [Any])
            #expect((clock[0] as? String ?? "").wholeMatch(of: /\d{1,2}:\d\d/) != nil, "the time: \(clock)")
            #expect((clock[2] as? String ?? "").contains(","), "the date line: \(clock)")
            if let timeBottom = (clock[1] as? NSNumber)?.doubleValue,
                let circular = lock.cards.first(where: { $0.0 == "TasksLeft, accessoryCircular" }),
                let inline = lock.cards.first(where: { $0.0 == "TasksLeft, accessoryInline" })
            {
                #expect(circular.1[1] >= timeBottom - 1, "time, then the accessory row: \(lock.cards)")
                #expect(inline.1[3] <= circular.1[1], "the inline widget above the row: \(lock.cards)")
            }
            #expect(
                try await stage.browser.execute(
                    "return !!document.querySelector('.wr-display-lockScreen .wr-family-accessoryCircular')") as? Bool
                    == true)
            let car = try await screen("carPlay")
            #expect(car.cards.count == 2 && car.phones == 0, "\(car.cards)")
            #expect(
                car.cards.count == 2 && abs(car.cards[0].1[1] - car.cards[1].1[1]) < 1
                    && car.cards[0].1[2] <= car.cards[1].1[0],
                "CarPlay: widgets in a row, \(car.cards)")
        }
    }

    @Test("a port already in use is refused with a clear error")
    func portInUse() async throws {
        try await Stage.with(adding: []) { stage in
            let port = try #require(URL(string: stage.url)?.port)
            let folder = TemporaryFolder.shared.makeFolder()
            try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk2", on: stage.phone)
            let second = try await run(
                Repository.product("desktop-node"),
                [
                    "run", "--headless", "--data", "\(folder)/desk", "--id", "desk2", "--phone-key=\(stage.phone.key)",
                    "--router", stage.phone.router, "--publisher", stage.phone.publisher, "--web", "127.0.0.1:\(port)",
                ])
            #expect(second.status != 0)
            #expect(
                second.standardError.contains("cannot serve the page on 127.0.0.1:\(port): the port is in use"),
                "\(second.standardError)")
        }
    }
}
