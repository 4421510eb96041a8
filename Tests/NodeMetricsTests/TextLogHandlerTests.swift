import Logging
@testable import NodeMetrics
@testable import NodeRuntime
import Testing

/// Text logs keep one record a line whatever a record holds (#49: a tap's outcome field, a
/// Swift dump with a raw newline, split one record over two lines).
@Suite("TextLogHandler")
struct TextLogHandlerTests {
    @Test(
        "line breaks, control and bidirectional characters are escaped; plain text is untouched",
        arguments: [
            ("performed(Relay_V1_Performed:\n)", "performed(Relay_V1_Performed:\\n)"),
            ("a\r\nb\tc", "a\\r\\nb\\tc"),
            ("\u{1B}]0;title\u{07}", "\\u{1B}]0;title\\u{7}"),
            ("left\u{202E}right", "left\\u{202E}right"),
            ("line\u{2028}separator", "line\\u{2028}separator"),
            ("🐳 Spouty's détail", "🐳 Spouty's détail"),
        ])
    func escapes(_ text: String, _ expected: String) {
        #expect(TextLogHandler.escaped(text) == expected)
        #expect(!TextLogHandler.escaped(text).contains("\n"))
    }

    @Test("metadata of every shape is escaped, nested values too")
    func metadata() {
        let value: Logger.Metadata.Value = .dictionary([
            "outcome": .string("a\nb"), "list": .array([.stringConvertible(Multiline())]),
        ])
        guard case .dictionary(let entries) = TextLogHandler.escaped(value) else {
            Issue.record("not a dictionary"); return
        }
        #expect(entries["outcome"] == .string("a\\nb"))
        #expect(entries["list"] == .array([.string("one\\ntwo")]))
    }

    struct Multiline: CustomStringConvertible, Sendable { var description: String { "one\ntwo" } }

    @Test("/proc/self/stat is read past a command name holding spaces and parentheses")
    func procStat() throws {
        let line =
            "4242 (phone (node) x) S 1 4242 4242 0 -1 4194560 1000 0 0 0 125 37 0 0 20 0 9 0 123456 669966336 13398 18446744073709551615"
        let stat = try #require(ProcessMetrics.stat(line))
        #expect(stat.userTicks == 125 && stat.systemTicks == 37)
        #expect(stat.startTicks == 123456 && stat.virtualBytes == 669_966_336 && stat.residentPages == 13398)
        #expect(ProcessMetrics.stat("4242 (cut short) S 1") == nil)
        #expect(ProcessMetrics.stat(try String(contentsOfFile: "/proc/self/stat", encoding: .utf8)) != nil)
    }
}
