import Foundation
import MirrorText
import Testing
import WidgetRelayKit

/// The rules both renderers share, tested without either: what a text's budget keeps, how a
/// value becomes a bar's fraction, which dates are shown.
@Suite("MirrorText: the renderers' shared rules")
struct MirrorTextTests {
    @Test("a text past the per-text bound is cut there and says so; a card's total is bounded")
    func budget() {
        var budget = TextBudget()
        #expect(budget.take("short") == ("short", false))
        let (shown, cut) = budget.take(String(repeating: "m", count: TextBudget.perText + 1))
        #expect(shown.count == TextBudget.perText && cut)
        var card = TextBudget()
        var total = 0
        for _ in 0..<((TextBudget.perCard / TextBudget.perText) + 2) {
            total += card.take(String(repeating: "m", count: TextBudget.perText)).0.count
        }
        #expect(total <= TextBudget.perCard)
    }

    @Test(
        "a progress value's fraction of its total: none when indeterminate, 0 of no total, NaN of numbers that make none"
    )
    func fractions() {
        #expect(TextRenderer.fraction(value: 5, total: 10) == 0.5)
        #expect(TextRenderer.fraction(value: nil, total: 10) == nil)
        #expect(TextRenderer.fraction(value: 1, total: 0) == 0)
        #expect(TextRenderer.fraction(value: 1, total: .infinity)?.isNaN == true)
        #expect(TextRenderer.fraction(value: 15, minimum: 10, maximum: 20) == 0.5)
    }

    @Test("the text renderer shows a text and redacts a placeholder")
    func lines() {
        let view = ArchivedView(
            root: ViewNode(.text(.verbatim("Hello"))), family: .systemSmall, renderingMode: .fullColor)
        #expect(TextRenderer.render(view, RenderOptions(now: Date(timeIntervalSince1970: 0))).lines == ["Hello"])
        var options = RenderOptions(now: Date(timeIntervalSince1970: 0))
        options.placeholder = true
        #expect(TextRenderer.render(view, options).lines == [TextRenderer.redaction])
    }
}
