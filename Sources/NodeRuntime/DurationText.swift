/// Durations as people write them on a command line: `24h`, `90m`, `7d`, `1h30m`, `45s`.
public enum DurationText {
    /// What a duration looks like, for error messages and help.
    public static let form = "a number with a unit, d, h, m or s (24h, 90m, 1h30m)"

    private static let units: [Character: Int64] = ["d": 86_400, "h": 3600, "m": 60, "s": 1]

    /// Parses `text`, or nil when it is not a duration of whole seconds, days to seconds in order.
    public static func parse(_ text: String) -> Duration? {
        var seconds: Int64 = 0
        var number: Int64?
        var lastUnit = Int64.max
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                let (times, overflow) = (number ?? 0).multipliedReportingOverflow(by: 10)
                guard !overflow, times <= Int64.max - Int64(digit) else { return nil }
                number = times + Int64(digit)
            } else if let unit = units[character], let value = number, unit < lastUnit {
                let (product, overflow) = value.multipliedReportingOverflow(by: unit)
                guard !overflow, seconds <= Int64.max - product else { return nil }
                seconds += product
                number = nil
                lastUnit = unit
            } else {
                return nil
            }
        }
        guard number == nil, lastUnit != Int64.max else { return nil }
        return .seconds(seconds)
    }

    /// The shortest text ``parse(_:)`` reads back as `duration` (whole seconds).
    public static func format(_ duration: Duration) -> String {
        var left = max(0, duration.components.seconds)
        guard left > 0 else { return "0s" }
        var text = ""
        for (unit, size) in [("d", Int64(86_400)), ("h", 3600), ("m", 60), ("s", 1)] where left >= size {
            text += "\(left / size)\(unit)"
            left %= size
        }
        return text
    }
}
