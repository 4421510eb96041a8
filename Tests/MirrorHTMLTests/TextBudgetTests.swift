import Foundation
@testable import Mirror
@testable import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// Issue #34, point 2: a mirror lays out at most `TextBudget.perText` characters of a text and
/// `TextBudget.perCard` of a card, whatever a phone sends, and shows where it cut.
@Suite("TextBudget: what a mirror lays out of a phone's text")
struct TextBudgetTests {
    typealias F = HTMLFixture
    static let megabyte = String(repeating: "m", count: 1 << 20)

    @Test("the budget: a text up to the per-text bound whole, a longer one cut there, the card's total bounded")
    func budget() {
        var budget = TextBudget()
        #expect(budget.take("short") == ("short", false))
        let (shown, cut) = budget.take(Self.megabyte)
        #expect(shown.count == TextBudget.perText && cut)
        var card = TextBudget()
        let full = String(repeating: "f", count: TextBudget.perText)
        for _ in 0..<(TextBudget.perCard / TextBudget.perText) { #expect(card.take(full).cut == false) }
        #expect(card.take("one more") == ("", true))
        #expect(card.take("") == ("", false))
    }

    @Test("a megabyte in a widget: 4,096 characters and the cut mark in the HTML, and the terminal's lines")
    func megabyteText() {
        let html = F.html(F.text(Self.megabyte))
        #expect(html.utf8.count < 6_000, "\(html.utf8.count) bytes")
        #expect(html.contains(String(repeating: "m", count: TextBudget.perText) + HTMLRenderer.cutMark))
        #expect(html.hasSuffix(HTMLRenderer.cutBadge + "</div>"), "the widget says it in its corner too")
        #expect(!F.html(F.text("short")).contains("wr-cut"))
        let lines = TextRenderer.render(
            ArchivedView(root: F.text(Self.megabyte), family: .systemSmall, renderingMode: .fullColor), F.options()
        ).lines
        #expect(lines == [String(repeating: "m", count: TextBudget.perText) + TextRenderer.cutMark])
    }

    @Test(
        "many texts in one card: past the card's budget each further text is only the mark; runs and labels count too")
    func wholeCard() {
        let text = String(repeating: "t", count: 3_000)
        let html = F.html(
            F.stack(
                .vertical,
                (0..<10).map { _ in F.text(text) } + [ViewNode(.label(title: Self.megabyte, systemImage: "star"))]))
        let shown = html.matches(of: /t{50,}/).map(\.output.count).reduce(0, +)
        #expect(shown == TextBudget.perCard, "\(shown) characters shown")
        #expect(
            html.components(separatedBy: HTMLRenderer.cutMark).count - 1 == 6,
            "one cut text, five emptied, and the label")
        let runs = F.html(ViewNode(.text(.runs([.verbatim(Self.megabyte), .verbatim("after")]))))
        #expect(runs.contains(HTMLRenderer.cutMark) && !runs.contains("after"))
    }

    @Test("redacting a megabyte draws a few blocks, as for any text")
    func redacted() {
        let html = F.html(F.text(Self.megabyte), F.options(placeholder: true))
        #expect(html.contains(">▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒<") && html.utf8.count < 2_000)
    }
}
