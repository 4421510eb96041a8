/// Text on its way to a terminal. Widget text, Live Activity content and the
/// phone's messages come from apps and push servers: a control character in them
/// would be a command to the terminal (ESC ] 0 sets its title, ESC ] 52 writes the
/// clipboard, CSI moves the cursor), so terminal front ends print only what
/// ``sanitize(_:multiline:)`` returns. Scriptable mode does not use it: JSON escapes them.
public enum TerminalText {
    /// `text` without C0 controls (a tab becomes a space; a newline stays only where
    /// `multiline`), DEL, C1 controls (U+0080–U+009F, which include the 8-bit CSI and
    /// OSC), and the bidirectional formatting characters that reorder what is shown:
    /// embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the
    /// marks U+200E, U+200F and U+061C (dropped as well: a terminal does not need them
    /// to show text and they can disguise it).
    public static func sanitize(_ text: String, multiline: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var clean = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                clean.append(" ")
            } else if scalar == "\n" && multiline {
                clean.append(scalar)
            } else if !isUnsafe(scalar) {
                clean.append(scalar)
            }
        }
        return String(clean)
    }

    /// Whether `scalar` is one ``sanitize(_:multiline:)`` removes (or replaces).
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F, 0x80...0x9F: true
        default: VisibleText.isBidiControl(scalar)
        }
    }
}
