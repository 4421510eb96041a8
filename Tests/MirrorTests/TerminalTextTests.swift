import Foundation
import Mirror
import ScriptProtocol
import TerminalSafeText
import Testing

/// Issue #18.7: strings lose their control characters before a terminal sees them.
@Suite("terminal text")
struct TerminalTextTests {
    @Test("ESC, OSC 0 and OSC 52, C0, DEL, C1 and bidi controls are removed")
    func sanitize() {
        let osc52 = "Buy milk\u{1B}]52;c;cm0gLXJmIH4=\u{07}"
        #expect(TerminalText.sanitize(osc52) == "Buy milk]52;c;cm0gLXJmIH4=")
        #expect(TerminalText.sanitize("\u{1B}]0;pwned\u{1B}\\title") == "]0;pwned\\title")
        #expect(TerminalText.sanitize("a\u{9B}2Jb\u{9D}0;x\u{9C}c") == "a2Jb0;xc")  // 8-bit CSI, OSC, ST
        #expect(TerminalText.sanitize("x\u{00}\u{08}\u{0D}\u{7F}y") == "xy")
        #expect(TerminalText.sanitize("evil\u{202E}txt.exe\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}") == "eviltxt.exe")
        #expect(TerminalText.sanitize("tab\there") == "tab here")
        #expect(TerminalText.sanitize("two\nlines") == "twolines")
        #expect(TerminalText.sanitize("two\nlines", multiline: true) == "two\nlines")
        #expect(TerminalText.sanitize("Café ☑ 🚶 中文 — ok") == "Café ☑ 🚶 中文 — ok")
        #expect(TerminalText.sanitize("\r\n") == "")
    }

    @Test("a rendered widget for the terminal keeps its id and loses the controls in what it shows")
    func widget() {
        let widget = RenderedWidget(
            instance: "id\u{1B}", kind: "K\u{1B}[2J", family: "systemSmall", lines: ["\u{1B}]52;c;x\u{07}ok"],
            elements: [RenderedElement(number: 1, id: "e", kind: "button", label: "\u{9B}go", isOn: nil)],
            pending: false, stale: false, placeholder: false, message: "m\u{1B}", url: nil, problem: nil)
        let clean = widget.forTerminal
        #expect(clean.instance == "id\u{1B}")
        #expect(clean.kind == "K[2J")
        #expect(clean.lines == ["]52;c;xok"])
        #expect(clean.elements.first?.label == "go")
        #expect(clean.message == "m")
    }
}
