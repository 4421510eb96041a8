import Foundation
import TestSupport
import Testing

/// The desktop's web page with two paired phones, in a real headless Chromium: a section
/// per phone with its name, fingerprint and state; a tap reaching the phone whose card it
/// is; "Add widget" asking which phone's gallery.
@Suite("desktop-node's web page with two phones, in Chromium", .heavy)
struct SeveralPhonesPageTests {
    @Test(
        "two phones side by side: their sections, a tap on each phone's card changes that phone only, Add widget asks which phone"
    )
    func twoPhonesOnThePage() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let desk = "\(folder)/desk"
        let work = try await PhoneProcess.start(data: "\(folder)/work", name: "Work phone")
        let home = try await PhoneProcess.start(data: "\(folder)/home", name: "Home phone")
        for phone in [work, home] {
            try await SeveralPhonesTests.pairEverything(with: phone, mirrors: [("desktop-node", desk, "desk")])
        }
        let records = MirrorData.records(desk)
        let workPrint = try #require(records.first { $0.value["phone_key"] == work.key }?.key)
        let homePrint = try #require(records.first { $0.value["phone_key"] == home.key }?.key)

        let desktop = try DesktopProcess.startPage(data: desk)
        for fingerprint in [workPrint, homePrint] {
            _ = try await desktop.printed("\(fingerprint)'s first sync") {
                $0.isSyncedStatus && $0.phoneFingerprint == fingerprint
            }
        }
        for (widget, phone) in [
            ("TodoList systemMedium", workPrint), ("Counter systemSmall", workPrint),
            ("EmojiRangerWidget systemMedium", homePrint), ("Counter systemSmall", homePrint),
        ] {
            let kind = String(widget.split(separator: " ")[0])
            desktop.script.send("add \(widget) --phone \(phone)")
            _ = try await desktop.printed("\(kind) on \(phone)") {
                $0.widget?.kind == kind && $0.phoneFingerprint == phone
            }
        }
        #expect(try await home.cli(["app", "delivery.start", "42", "Noodle Bar", "25"]).status == 0)
        try await waitForFile("\(desk)/web-url")
        let url = try String(contentsOfFile: "\(desk)/web-url", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let browser = try await WebDriver(folder: folder, width: 1500, height: 1100)
        do {
            try await browser.open(url)
            // Pairing order: work is p1, home p2. Each section: its name, fingerprint and state, then its cards.
            try await browser.waitUntil(
                "two sections with their cards and the Live Activity",
                """
                const sections = Array.from(document.querySelectorAll('#wr-widgets > section.wr-phone'));
                return sections.length === 2 && document.querySelectorAll('article.wr-card').length === 4 && !!document.querySelector('.wr-activity');
                """)
            let sections = try #require(
                try await browser.execute(
                    """
                    return Array.from(document.querySelectorAll('#wr-widgets > section.wr-phone')).map(s => s.dataset.phone + '|' + s.innerText.replace(/\\s+/g, ' '));
                    """) as? [String])
            #expect(sections.count == 2)
            #expect(sections.first?.hasPrefix("p1|Work phone \(workPrint) ● phone connected") == true, "\(sections)")
            #expect(sections.last?.hasPrefix("p2|Home phone \(homePrint) ● phone connected") == true, "\(sections)")
            // Each card sits after its own phone's heading.
            let layout = try #require(
                try await browser.execute(
                    """
                    return Array.from(document.querySelectorAll('#wr-widgets > *')).map(e => e.dataset.phone + ':' + (e.tagName === 'SECTION' ? 'phone' : e.getAttribute('aria-label').split(',')[0]));
                    """) as? [String])
            #expect(
                layout == ["p1:phone", "p1:TodoList", "p1:Counter", "p2:phone", "p2:EmojiRangerWidget", "p2:Counter"],
                "\(layout)")
            // The strip marks whose each Live Activity and control is.
            let strip = try #require(
                try await browser.execute("return document.getElementById('wr-strip').innerText") as? String)
            #expect(strip.contains("Home phone") && strip.contains("Work phone"), "\(strip)")

            // The home phone's Counter, then the work phone's: each tap reaches its own phone.
            try await browser.click(
                try await browser.element(
                    #"article.wr-card[data-phone="p2"][aria-label^="Counter,"] button[data-action=button]"#))
            try await poll("home's counter at 1") { try PhoneStore(data: home.data).counter == 1 }
            try await browser.waitUntil(
                "home's card at 1",
                """
                return document.querySelector('article.wr-card[data-phone="p2"][aria-label^="Counter,"]').innerText.trim().startsWith('1');
                """)
            #expect(try PhoneStore(data: work.data).counter == 0)
            try await browser.click(
                try await browser.element(
                    #"article.wr-card[data-phone="p1"][aria-label^="Counter,"] button[data-action=button]"#))
            try await poll("work's counter at 1") { try PhoneStore(data: work.data).counter == 1 }
            #expect(try PhoneStore(data: home.data).counter == 1)

            if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SCREENSHOTS"] == "1" {
                try await browser.click(try await browser.element(".wr-activity summary"))
                try await browser.waitUntil(
                    "the expanded Live Activity", "return document.querySelector('.wr-activity').open")
                try await browser.execute("document.activeElement.blur()")
                try await browser.screenshot().write(
                    to: URL(fileURLWithPath: "\(Repository.root)/docs/several-phones.png"))
            }

            // Add widget: which phone? Home's gallery, its Counter: a card in home's section.
            try await browser.click(try await browser.element(#"#wr-header button[data-action=gallery]"#))
            try await browser.waitUntil(
                "the phone chooser", "return document.querySelectorAll('#wr-sheet .wr-phone-choice').length === 2")
            try await browser.click(try await browser.element(#"#wr-sheet .wr-phone-choice[data-phone="p2"]"#))
            try await browser.waitUntil(
                "home's gallery",
                """
                const h = document.querySelector('#wr-sheet h2'); return !!h && h.innerText.includes('Home phone') && !!document.querySelector('#wr-sheet .wr-gallery-choice[data-kind="Counter"]');
                """)
            try await browser.click(
                try await browser.element(
                    #"#wr-sheet .wr-gallery-choice[data-kind="Counter"][data-family="systemSmall"]"#))
            try await browser.waitUntil(
                "a second Counter in home's section",
                #"return document.querySelectorAll('article.wr-card[data-phone="p2"][aria-label^="Counter,"]').length === 2"#
            )
            #expect(
                try await browser.execute(
                    #"return document.querySelectorAll('article.wr-card[data-phone="p1"]').length"#) as? Int == 2)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
        try await desktop.script.stop()
        for phone in [work, home] { try await phone.process.stop() }
    }
}
