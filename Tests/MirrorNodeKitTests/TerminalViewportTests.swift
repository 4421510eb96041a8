@testable import MirrorNodeKit
import Testing

/// A full-screen interface taller than its terminal scrolls instead of cutting off what does not
/// fit (#49 point 11), and a choice of more than nine is made with letters after the digits.
@Suite("the terminal interfaces' scrolling and choices")
struct TerminalViewportTests {
    static let body = (0..<30).map { "line \($0)" }

    @Test("all of it when it fits; when not, a window that says how much is above and below")
    func shown() {
        let viewport = TerminalViewport()
        #expect(viewport.shown(Array(Self.body.prefix(5)), height: 10) == Array(Self.body.prefix(5)))
        let top = viewport.shown(Self.body, height: 10)
        #expect(top.count == 10 && Array(top.prefix(9)) == Array(Self.body.prefix(9)))
        #expect(top[9].contains("↓ 21 more lines below"))
        var scrolled = TerminalViewport()
        scrolled.reveal(15..<17, total: 30, height: 10)
        let middle = scrolled.shown(Self.body, height: 10)
        #expect(middle[0].contains("↑") && middle[9].contains("↓"))
        #expect(middle.contains("line 15") && middle.contains("line 16"))
    }

    @Test("the focused lines are brought into sight, and stay where they are when already in it")
    func reveal() {
        var viewport = TerminalViewport()
        viewport.reveal(25..<28, total: 30, height: 10)
        #expect(viewport.top == 19)  // 20…27 shown, under the "above" row, over the "below" one
        #expect(Array(viewport.shown(Self.body, height: 10)[1...8]) == (20...27).map { "line \($0)" })
        viewport.reveal(20..<22, total: 30, height: 10)
        #expect(viewport.top == 19)  // in sight: no jump
        viewport.reveal(3..<5, total: 30, height: 10)
        #expect(viewport.top == 2)
        viewport.reveal(0..<40, total: 50, height: 10)  // taller than the view: its top
        #expect(viewport.top == 0)
        viewport.reveal(nil, total: 5, height: 10)  // content shrank: back within it
        #expect(viewport.top == 0)
    }

    @Test("PgUp and PgDn move a page less a line, within the content")
    func pages() {
        var viewport = TerminalViewport()
        viewport.page(1, total: 30, height: 10)
        #expect(viewport.top == 9)
        viewport.page(5, total: 30, height: 10)
        #expect(viewport.top == 20)
        viewport.page(-1, total: 30, height: 10)
        #expect(viewport.top == 11)
        viewport.page(-9, total: 30, height: 10)
        #expect(viewport.top == 0)
    }

    @Test("choices: 1 to 9, then a to z; nothing past the options or the keys")
    func choiceKeys() {
        #expect(
            ChoiceKeys.key(0) == "1" && ChoiceKeys.key(8) == "9" && ChoiceKeys.key(9) == "a"
                && ChoiceKeys.key(34) == "z")
        #expect(ChoiceKeys.key(35) == nil)
        #expect(ChoiceKeys.index("1", count: 12) == 0)
        #expect(ChoiceKeys.index("b", count: 12) == 10 && ChoiceKeys.index("B", count: 12) == 10)
        #expect(ChoiceKeys.index("c", count: 12) == 11 && ChoiceKeys.index("d", count: 12) == nil)
        #expect(ChoiceKeys.index("0", count: 12) == nil && ChoiceKeys.index("!", count: 12) == nil)
    }

    @Test("PgUp and PgDn are decoded beside the arrows")
    func pageKeys() {
        #expect(
            Terminal.decode([0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E, 0x1B, 0x5B, 0x41]) == [
                .pageUp, .pageDown, .up,
            ])
        #expect(Terminal.decode([0x1B]) == [.escape])
    }
}
