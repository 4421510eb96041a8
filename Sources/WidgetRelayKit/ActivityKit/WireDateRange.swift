import Foundation

/// The dates a relay can carry: protobuf's `Timestamp` range,
/// 0001-01-01T00:00:00Z up to (not including) 10000-01-01T00:00:00Z.
///
/// Codec's `WireTime` converts with these bounds; here they check dates that
/// travel as JSON (a Live Activity's content state), through ``checkedJSONDecoder()``.
public enum WireDateRange {
    /// 0001-01-01T00:00:00Z.
    public static let earliest = Date(timeIntervalSince1970: -62_135_596_800)
    /// The last `Date` before 10000-01-01T00:00:00Z (a `Double` holds about 30 µs there).
    public static let latest = Date(
        timeIntervalSinceReferenceDate: (253_402_300_800 - Date.timeIntervalBetween1970AndReferenceDate).nextDown)
    /// How the range is named in messages.
    public static let text = "0001-01-01…9999-12-31"

    /// Whether `date` is in the range (never for NaN).
    public static func contains(_ date: Date) -> Bool {
        date.timeIntervalSinceReferenceDate.isFinite && date >= earliest && date <= latest
    }

    /// A JSON decoder for content states: dates as `Date`'s default Codable form (seconds
    /// since 2001), refused with a `DecodingError` naming the key when out of range.
    public static func checkedJSONDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let seconds = try container.decode(Double.self)
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            guard contains(date) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(seconds) seconds since 2001 is outside \(text)")
            }
            return date
        }
        return decoder
    }

    /// What a decoding error says, with its key path first: `eta: 1e+300 seconds since 2001 is outside …`.
    public static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (context, what): (DecodingError.Context, String) =
            switch error {
            case .dataCorrupted(let context): (context, "")
            case .keyNotFound(let key, let context): (context, "no value for “\(key.stringValue)”: ")
            case .typeMismatch(let type, let context): (context, "not a \(type): ")
            case .valueNotFound(let type, let context): (context, "no \(type): ")
            @unknown default: (DecodingError.Context(codingPath: [], debugDescription: "\(error)"), "")
            }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return "\(path.isEmpty ? "" : "\(path): ")\(what)\(context.debugDescription)"
    }
}
