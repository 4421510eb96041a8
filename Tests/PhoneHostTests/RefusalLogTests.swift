@testable import PhoneHost
import Testing

/// What the refusal log writes of a reason (issue #18).
@Suite("Phone: refusal log lines")
struct RefusalLogTests {
    @Test("a logged reason is cut to 200 characters and loses its control characters")
    func shortened() {
        let long = String(repeating: "x", count: 5000)
        let cut = RefusalLog.shortened(long)
        #expect(cut.hasPrefix(String(repeating: "x", count: 200) + "…"))
        #expect(cut.count < 240)
        #expect(RefusalLog.shortened("bad\nline\u{1B}[2J") == "bad?line?[2J")
        // Combining marks cannot stretch one character past the limit.
        let stacked = "e" + String(repeating: "\u{301}", count: 10_000)
        #expect(RefusalLog.shortened(stacked).unicodeScalars.count < 240)
    }
}
