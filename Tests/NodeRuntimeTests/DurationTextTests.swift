import NodeRuntime
import Testing

/// Durations as written on command lines (`--keep-interactions 24h`).
@Suite("DurationText")
struct DurationTextTests {
    static let readable: [(String, Duration)] = [
        ("24h", .seconds(86_400)), ("90m", .seconds(5400)), ("7d", .seconds(604_800)), ("1h30m", .seconds(5400)),
        ("45s", .seconds(45)), ("1d2h3m4s", .seconds(93_784)), ("0s", .zero),
    ]

    @Test("days, hours, minutes and seconds, alone or in order", arguments: readable)
    func parses(_ text: String, _ duration: Duration) {
        #expect(DurationText.parse(text) == duration)
    }

    @Test(
        "anything else is not a duration",
        arguments: ["", "24", "h", "1m1h", "1h1h", "-1h", "1.5h", "1 h", "1H", "٣h", "99999999999999999999s"])
    func refuses(_ text: String) {
        #expect(DurationText.parse(text) == nil)
    }

    @Test("written back as the shortest text that reads the same")
    func formats() {
        #expect(DurationText.format(.seconds(86_400)) == "1d")
        #expect(DurationText.format(.seconds(5400)) == "1h30m")
        #expect(DurationText.format(.seconds(600)) == "10m")
        #expect(DurationText.format(.zero) == "0s")
        for (_, duration) in Self.readable { #expect(DurationText.parse(DurationText.format(duration)) == duration) }
    }
}
