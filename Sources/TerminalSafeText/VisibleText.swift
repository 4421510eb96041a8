/// What of a phone's text a person actually sees. A hostile phone (or a careless app) can
/// make a string say one thing and show another: `"\u{202E}yaP\u{202C}"` shows "Pay" but is
/// read aloud, copied and searched as "yaP"; a label of only zero-width characters shows
/// nothing at all. Front ends show ``withoutBidiControls(_:)``, so what is shown and what is
/// spoken are the same characters in the same order, and treat a ``isBlank(_:)`` label as
/// having none.
public enum VisibleText {
    /// The bidirectional formatting characters that reorder what is shown: embeddings and
    /// overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the marks U+200E, U+200F and
    /// U+061C. Text without them still shows right-to-left scripts right to left (the
    /// Unicode bidirectional algorithm needs no control characters for that).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// `text` without ``isBidiControl(_:)`` characters.
    public static func withoutBidiControls(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isBidiControl) else { return text }
        var clean = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !isBidiControl(scalar) { clean.append(scalar) }
        return String(clean)
    }

    /// Whether `scalar` draws nothing: white space, a control character, a default-ignorable
    /// code point (zero-width space and joiners, word joiner, soft hyphen, variation selectors,
    /// the Hangul fillers, BOM, the bidirectional controls…) or the blank Braille pattern.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
            || properties.generalCategory == .control
            || scalar.value == 0x2800 || isBidiControl(scalar)
    }

    /// Whether `text` shows nothing: empty, or only ``isInvisible(_:)`` characters.
    public static func isBlank(_ text: String) -> Bool { text.unicodeScalars.allSatisfy(isInvisible) }
}
