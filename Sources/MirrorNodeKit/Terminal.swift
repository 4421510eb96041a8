import Foundation
import ZeroMQ

#if canImport(Glibc)
import Glibc
#endif

/// A key a person pressed.
public enum Key: Sendable, Equatable {
    case character(Character)
    case up, down, left, right, tab, enter, backspace, escape, pageUp, pageDown
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
            NamedThread.start("keys") {
                var buffer = [UInt8](repeating: 0, count: 64)
                while true {
                    let count = read(STDIN_FILENO, &buffer, buffer.count)
                    if count <= 0 { break }
                    for key in Self.decode(Array(buffer[0..<count])) { continuation.yield(key) }
                }
                continuation.finish()
            }
        }
    }

    /// Bytes to keys: arrows are ESC [ A…D, PgUp and PgDn ESC [ 5 ~ and ESC [ 6 ~; a lone ESC is escape.
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                // PgUp and PgDn: ESC [ 5 ~ and ESC [ 6 ~.
                if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "["),
                    bytes[index + 3] == UInt8(ascii: "~"),
                    bytes[index + 2] == UInt8(ascii: "5") || bytes[index + 2] == UInt8(ascii: "6")
                {
                    keys.append(bytes[index + 2] == UInt8(ascii: "5") ? .pageUp : .pageDown)
                    index += 4
                    continue
                }
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

/// How many terminal columns `character` takes: two for emoji and wide East Asian
/// characters, one otherwise (good enough for cards).
public func columns(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    let value = scalar.value
    if scalar.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
        return 2
    }
    if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
        || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || (0x1F300...0x1FAFF).contains(value)
    {
        return 2
    }
    return 1
}

/// The width of `text` in terminal columns.
public func columns(_ text: String) -> Int { text.reduce(0) { $0 + columns($1) } }

/// Pads or cuts text to `width` terminal columns.
public func fit(_ text: String, _ width: Int) -> String {
    var result = "", used = 0
    for character in text {
        let needed = columns(character)
        if used + needed > width - 1, columns(text) > width {
            return result + "…" + String(repeating: " ", count: max(0, width - used - 1))
        }
        result.append(character)
        used += needed
    }
    return result + String(repeating: " ", count: max(0, width - used))
}

/// Items side by side, `separator` between them, on as many lines as `width` columns need
/// (a terminal would wrap a longer line itself and push the screen down): the first line
/// starts with `prefix`, the others with as many spaces; an item wider than a line is cut,
/// item `highlighted` is in reverse video.
public func pack(
    _ items: [String], prefix: String = " ", separator: String = "  ·  ", width: Int, highlighted: Int? = nil
) -> [String] {
    let indent = columns(prefix), gap = columns(separator)
    var lines: [String] = [], line = prefix, used = indent, onLine = 0
    for (index, item) in items.enumerated() {
        let text = columns(item) > width - indent ? fit(item, width - indent) : item
        if onLine > 0 && used + gap + columns(text) > width {
            lines.append(line)
            (line, used, onLine) = (String(repeating: " ", count: indent), indent, 0)
        }
        line += (onLine > 0 ? separator : "") + (index == highlighted ? "\u{1B}[7m\(text)\u{1B}[0m" : text)
        used += (onLine > 0 ? gap : 0) + columns(text)
        onLine += 1
    }
    return lines + (items.isEmpty ? [] : [line])
}
