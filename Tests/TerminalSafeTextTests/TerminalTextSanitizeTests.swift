import Testing

@testable import TerminalSafeText

/// What reaches a terminal from an app or a push server: no control character that would be a
/// command to it, no bidirectional control that would reorder what it shows.
@Suite("Terminal-safe text")
struct TerminalTextSanitizeTests {
    @Test("escape sequences, C1 controls and DEL are dropped; a tab becomes a space")
    func controls() {
        // ESC ] 0 ; title BEL (sets the window's title), CSI 2 J (clears the screen), the 8-bit CSI, DEL.
        #expect(TerminalText.sanitize("a\u{1B}]0;pwned\u{07}b\u{1B}[2Jc\u{9B}d\u{7F}e\tf") == "a]0;pwnedb[2Jcde f")
        #expect(TerminalText.sanitize("Buy milk") == "Buy milk")
    }

    @Test("a newline stays only where the text may span lines")
    func newlines() {
        #expect(TerminalText.sanitize("one\ntwo") == "onetwo")
        #expect(TerminalText.sanitize("one\ntwo", multiline: true) == "one\ntwo")
    }

    @Test("bidirectional overrides, isolates and marks are dropped, and invisible text is blank")
    func bidi() {
        // U+202E (right-to-left override) would show "exe.txt" as "txt.exe".
        #expect(TerminalText.sanitize("file\u{202E}txt.exe") == "filetxt.exe")
        #expect(TerminalText.sanitize("\u{2066}a\u{2069}\u{200E}") == "a")
        #expect(VisibleText.isBlank("\u{200B}\u{2066}"))
        #expect(!VisibleText.isBlank("\u{200B}x"))
    }
}
