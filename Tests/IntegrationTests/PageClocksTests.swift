import Foundation
import TestSupport
import Testing

/// #49 point 11: with several phones, a card's timer bar moves by the clock of the phone
/// whose card it is, not the first phone's. Two phones whose clocks differ by an hour (one on
/// a manual clock, `phone-node run --clock`), each showing the sample `Timer` (a minute's
/// `ProgressView(timerInterval:)` from its entry's date), on the desktop's page in Chromium; and
/// the Lock Screen's time by the clock of the phone whose accessory widget is on it, StandBy's
/// clock view by the clock of the phone whose small widget leads StandBy.
@Suite("the page's timer bars by each phone's clock, in Chromium", .heavy)
struct PageClocksTests {
    @Test(
        "two phones an hour apart: the phone on the real clock's bar fills while the other's, an hour before its minute, stays empty; the Lock Screen's time and StandBy's clock are the phone's whose widget is on them"
    )
    func timerBarsByEachPhonesClock() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let desk = "\(folder)/desk"
        let now = try await PhoneProcess.start(data: "\(folder)/now", name: "Now phone")
        // An hour behind, and held there (a manual clock moves only when told).
        let hourAgo = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-3600))
        let behind = try await PhoneProcess.start(data: "\(folder)/behind", clock: hourAgo, name: "Behind phone")
        for phone in [now, behind] {
            try await SeveralPhonesTests.pairEverything(with: phone, mirrors: [("desktop-node", desk, "desk")])
        }
        let records = MirrorData.records(desk)
        let nowPrint = try #require(records.first { $0.value["phone_key"] == now.key }?.key)
        let behindPrint = try #require(records.first { $0.value["phone_key"] == behind.key }?.key)
        let desktop = try DesktopProcess.startPage(data: desk)
        for fingerprint in [nowPrint, behindPrint] {
            _ = try await desktop.printed("\(fingerprint)'s first sync") {
                $0.isSyncedStatus && $0.phoneFingerprint == fingerprint
            }
            desktop.script.send("add Timer systemSmall --phone \(fingerprint)")
            _ = try await desktop.printed("the Timer on \(fingerprint)") {
                $0.widget?.kind == "Timer" && $0.phoneFingerprint == fingerprint
            }
        }
        try await waitForFile("\(desk)/web-url")
        let url = try String(contentsOfFile: "\(desk)/web-url", encoding: .utf8).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let browser = try await WebDriver(folder: folder, width: 1300, height: 900)
        do {
            try await browser.open(url)
            // Pairing order: the phone on the real clock is p1, the one an hour behind p2.
            let bars = """
                const bar = slot => {
                  const fill = document.querySelector(`article.wr-card[data-phone="${slot}"][aria-label^="Timer,"] .wr-timer-progress .wr-bar-fill`);
                  return fill ? parseFloat(fill.style.width) : NaN;
                };
                return [bar('p1'), bar('p2')];
                """
            try await browser.waitUntil(
                "both Timer cards with their bars",
                #"return document.querySelectorAll('article.wr-card[aria-label^="Timer,"] .wr-timer-progress .wr-bar-fill').length === 2"#
            )
            // By its own clock the first phone's minute passes; the second phone's is an hour away by its clock. By
            // the first phone's clock the second's bar would fill (or stand full) as well.
            try await browser.waitUntil(
                "the first phone's bar past a fifth, the second's still empty",
                "const [first, second] = (() => { \(bars) })(); return first > 20 && second < 10;")
            let shown = try #require(try await browser.execute(bars) as? [NSNumber]).map(\.doubleValue)
            #expect(shown.count == 2 && shown[0] > 20 && shown[1] < 10, "\(shown)")
            // The Lock Screen's time is the clock of the phone whose accessory widget is on it (the second's
            // alone), not the first phone's: an hour behind the real clock.
            desktop.script.send("add TasksLeft accessoryCircular --phone \(behindPrint)")
            _ = try await desktop.printed("TasksLeft on \(behindPrint)") {
                $0.widget?.kind == "TasksLeft" && $0.phoneFingerprint == behindPrint
            }
            try await browser.click(try await browser.element(#"#wr-header button[data-mode="lockScreen"]"#))
            // Whether the time `arguments[0]` selects is shown, in the second phone's section, within two minutes
            // of that phone's held clock (`arguments[1]`), and not the real clock's.
            let byTheSecondPhone = """
                const t = document.querySelector(arguments[0]), at = Number(arguments[1]) * 1000;
                const by = ms => wrFormatDate(new Date(0), 'clock', new Date(ms));
                return !!t && t.offsetParent !== null && t.closest('[data-phone]').dataset.phone === 'p2'
                  && [0, 60000, 120000].some(d => t.textContent === by(at + d)) && t.textContent !== by(Date.now());
                """
            let behindAt = String(try #require(ISO8601DateFormatter().date(from: hourAgo)).timeIntervalSince1970)
            try await browser.waitUntil(
                "the Lock Screen's time by the second phone's clock", byTheSecondPhone, [".wr-lock-time", behindAt])
            // StandBy's clock view, likewise: the clock of the phone whose small widget leads StandBy (the second's,
            // once the first phone's Timer is shown as on the desktop), not the first phone's.
            try await browser.click(try await browser.element(#"#wr-header button[data-mode="standBy"]"#))
            try await browser.waitUntil(
                "StandBy",
                #"return document.body.dataset.mode === 'standBy' && !!document.querySelector('.wr-display-standBy')"#)
            _ = try await browser.executeAsync(
                """
                const done = arguments[arguments.length - 1];
                const id = document.querySelector('article.wr-card[data-phone="p1"][aria-label^="Timer,"]').dataset.id;
                wrSend({ t: "mode", id, mode: "desktop" }).then(done);
                """)
            try await browser.click(try await browser.element(#"#wr-header button[data-view="clock"]"#))
            try await browser.waitUntil(
                "StandBy's clock by the second phone's clock", byTheSecondPhone, [".wr-standby-time", behindAt])
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
        try await desktop.script.stop()
        for phone in [now, behind] { try await phone.process.stop() }
    }
}
