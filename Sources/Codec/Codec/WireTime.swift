import Foundation
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

/// The one checked conversion between the wire's times and Foundation's, used by
/// the codec, the phone and the mirrors alike.
///
/// The range is protobuf's own for a `Timestamp`: 0001-01-01T00:00:00Z through
/// 9999-12-31T23:59:59.999999999Z, nanos 0…999,999,999. A `Duration` may span
/// that whole range (±315,537,897,599 s) with nanos of the seconds' sign.
///
/// - Decoding (wire → `Date`/`TimeInterval`) **refuses** a value out of range with
///   a ``CodecError`` that names the field: nothing hostile reaches arithmetic.
/// - Encoding (`Date`/`TimeInterval` → wire) **clamps** to the range and never traps:
///   app code can compute any `Date` (`.distantFuture` is in range; `1e300` or an
///   infinity is not), and one absurd date must not take the phone down or cost
///   the whole timeline. NaN, which has no place on a line, becomes the lower bound.
///   The mirror shows the clamped date; ``clamped(_:)`` says what will be sent.
public enum WireTime {
    /// 0001-01-01T00:00:00Z in seconds since 1970.
    public static let minimumSeconds: Int64 = -62_135_596_800
    /// 9999-12-31T23:59:59Z in seconds since 1970.
    public static let maximumSeconds: Int64 = 253_402_300_799
    /// The largest nanos field.
    public static let maximumNanos: Int32 = 999_999_999
    /// The longest duration either way, in seconds: the span of the timestamp range.
    public static let maximumDurationSeconds: Int64 = maximumSeconds - minimumSeconds

    /// The earliest date the wire carries (``WireDateRange/earliest``).
    public static var earliest: Date { WireDateRange.earliest }
    /// The latest date the wire carries: the last `Date` before 10000-01-01 (``WireDateRange/latest``).
    public static var latest: Date { WireDateRange.latest }

    static var rangeText: String { WireDateRange.text }

    // MARK: Decoding: refuse

    /// The date a timestamp names, or a ``CodecError`` naming `field` when it is out of range.
    public static func date(_ timestamp: Google_Protobuf_Timestamp, field: @autoclosure () -> String) throws -> Date {
        try check(timestamp, field: field())
        // In range, swift-protobuf's own conversion cannot overflow and keeps its precision.
        return timestamp.date
    }

    /// Refuses a timestamp outside protobuf's range, naming `field`.
    public static func check(_ timestamp: Google_Protobuf_Timestamp, field: @autoclosure () -> String) throws {
        guard (minimumSeconds...maximumSeconds).contains(timestamp.seconds) else {
            throw CodecError("\(field()): seconds \(timestamp.seconds) is outside \(rangeText)")
        }
        guard (0...maximumNanos).contains(timestamp.nanos) else {
            throw CodecError("\(field()): nanos \(timestamp.nanos) is outside 0…\(maximumNanos)")
        }
    }

    /// The length a duration names, in seconds, or a ``CodecError`` naming `field`.
    public static func interval(_ duration: Google_Protobuf_Duration, field: @autoclosure () -> String) throws
        -> TimeInterval
    {
        try check(duration, field: field())
        return duration.timeInterval
    }

    /// Refuses a duration longer than the timestamp range either way, or whose
    /// nanos are out of range or of the other sign, naming `field`.
    public static func check(_ duration: Google_Protobuf_Duration, field: @autoclosure () -> String) throws {
        guard (-maximumDurationSeconds...maximumDurationSeconds).contains(duration.seconds) else {
            throw CodecError("\(field()): seconds \(duration.seconds) is outside ±\(maximumDurationSeconds)")
        }
        guard (-maximumNanos...maximumNanos).contains(duration.nanos) else {
            throw CodecError("\(field()): nanos \(duration.nanos) is outside ±\(maximumNanos)")
        }
        guard duration.seconds == 0 || duration.nanos == 0 || (duration.seconds < 0) == (duration.nanos < 0) else {
            throw CodecError("\(field()): seconds \(duration.seconds) and nanos \(duration.nanos) have different signs")
        }
    }

    /// Refuses a date outside the range (or not a number), naming `field`: for dates
    /// that arrive in other forms than a timestamp (a content state's JSON).
    public static func check(_ date: Date, field: @autoclosure () -> String) throws {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, date >= earliest, date <= latest else {
            throw CodecError("\(field()): \(interval) seconds since 1970 is outside \(rangeText)")
        }
    }

    /// A date that is only shown (a `Text(date, style:)` in a view): never refused and
    /// never trapping. Out of range it stays out of range (beyond years 1–9999), so the
    /// renderer shows it as an invalid date instead of the nearest bound.
    public static func shownDate(_ timestamp: Google_Protobuf_Timestamp) -> Date {
        guard (try? check(timestamp, field: "")) != nil else {
            return Date(timeIntervalSince1970: Double(timestamp.seconds) + Double(timestamp.nanos) / 1e9)
        }
        return timestamp.date  // in range: swift-protobuf's exact conversion (a lossless round trip)
    }

    /// A timestamp's date for display or ordering where refusing would cost more
    /// than it saves (a heartbeat's phone time): out of range, the nearest bound.
    public static func clampedDate(_ timestamp: Google_Protobuf_Timestamp) -> Date {
        if timestamp.seconds < minimumSeconds { return earliest }
        if timestamp.seconds > maximumSeconds { return latest }
        return Google_Protobuf_Timestamp(seconds: timestamp.seconds, nanos: min(max(timestamp.nanos, 0), maximumNanos))
            .date
    }

    // MARK: Encoding: clamp

    /// `date` moved into the range (NaN to its lower bound).
    public static func clamped(_ date: Date) -> Date {
        let interval = date.timeIntervalSinceReferenceDate
        guard !interval.isNaN else { return earliest }
        return min(max(date, earliest), latest)
    }

    /// The timestamp for `date`, clamped into the range; never traps.
    public static func timestamp(_ date: Date) -> Google_Protobuf_Timestamp {
        // In range, swift-protobuf's conversion cannot overflow; rounding the last
        // nanosecond up may carry to 10000-01-01, which is trimmed back.
        let timestamp = Google_Protobuf_Timestamp(date: clamped(date))
        return timestamp.seconds > maximumSeconds
            ? Google_Protobuf_Timestamp(seconds: maximumSeconds, nanos: maximumNanos) : timestamp
    }

    /// The duration for `interval` seconds, clamped into ±the range's span (NaN to zero); never traps.
    public static func duration(_ interval: TimeInterval) -> Google_Protobuf_Duration {
        guard !interval.isNaN else { return Google_Protobuf_Duration() }
        let limit = TimeInterval(maximumDurationSeconds)
        return Google_Protobuf_Duration(rounding: min(max(interval, -limit), limit), rule: .toNearestOrAwayFromZero)
    }
}
