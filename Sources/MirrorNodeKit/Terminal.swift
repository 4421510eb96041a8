import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A key a person pressed.
public enum Key: Sendable, Equatable {
    case character(Character)
    case up, down, left, right, tab, enter, backspace, escape
}

/// The terminal a full-screen interface owns: raw mode, the alternate screen,
/// keys decoded on a thread of its own; everything restored by ``restore()``.
public final class Terminal: @unchecked Sendable {
    private var original = termios()
    private var active = false
    private let lock = NSLock()

    public init() {}

    /// The screen's size (80×24 if unknown).
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Takes over the terminal: raw input, alternate screen, hidden cursor.
    public func enter() {
        lock.withLock {
            guard !active else { return }
            tcgetattr(STDIN_FILENO, &original)
            var raw = original
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
            write("\u{1B}[?1049h\u{1B}[?25l")
            active = true
        }
    }

    /// Gives the terminal back as it was.
    public func restore() {
        lock.withLock {
            guard active else { return }
            write("\u{1B}[?25h\u{1B}[?1049l")
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
            active = false
        }
    }

    /// Replaces the screen with `lines`.
    public func draw(_ lines: [String]) {
        write("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n"))
    }

    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { _ = Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    /// Keys as they are pressed; ends when input ends.
    public func keys() -> AsyncStream<Key> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = [UInt8](repeating: 0, count: 64)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count <= 0 { break }
                    for key in Self.decode(Array(buffer[0..<count])) { continuation.yield(key) }
                }
                continuation.finish()
            }
            thread.name = "keys"
            thread.start()
        }
    }

    /// Bytes to keys: arrows are ESC [ A…D; a lone ESC is escape.
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                    switch bytes[index + 2] {
                    case UInt8(ascii: "A"): keys.append(.up)
                    case UInt8(ascii: "B"): keys.append(.down)
                    case UInt8(ascii: "C"): keys.append(.right)
                    case UInt8(ascii: "D"): keys.append(.left)
                    default: break
                    }
                    index += 3
                    continue
                }
                keys.append(.escape)
            } else if byte == 0x09 {
                keys.append(.tab)
            } else if byte == 0x0D || byte == 0x0A {
                keys.append(.enter)
            } else if byte == 0x7F || byte == 0x08 {
                keys.append(.backspace)
            } else if byte == 0x03 {
                keys.append(.character("q"))  // Ctrl-C quits
            } else if byte >= 0x20 {
                // Gather a whole UTF-8 sequence.
                var length = 1
                if byte >= 0xF0 { length = 4 } else if byte >= 0xE0 { length = 3 } else if byte >= 0xC0 { length = 2 }
                let end = min(bytes.count, index + length)
                keys += String(decoding: bytes[index..<end], as: UTF8.self).map { .character($0) }
                index = end
                continue
            }
            index += 1
        }
        return keys
    }

    /// Sends logs to a file while the interface owns the terminal (standard error is redirected).
    public static func redirectStandardError(to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { return }
        dup2(descriptor, STDERR_FILENO)
        close(descriptor)
    }
}

/// Pads or cuts text to `width` display columns (wide glyphs count as one: good enough for cards).
public func fit(_ text: String, _ width: Int) -> String {
    let characters = Array(text)
    if characters.count >= width { return String(characters.prefix(max(0, width - 1))) + (width > 0 ? "…" : "") }
    return text + String(repeating: " ", count: width - characters.count)
}
