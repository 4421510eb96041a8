import Foundation
import Logging

/// Log records as JSON, one object per line, for an operator's log pipeline (`--log-format json`):
/// `{"time":…,"level":…,"label":…,"message":…,"metadata":{…},"source":…}`, the metadata as the
/// code attached it (strings, arrays and objects), never formatted into the message.
public struct JSONLogHandler: LogHandler {
    public var logLevel: Logger.Level = .info
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let write: @Sendable (String) -> Void

    /// Writes each record's line with `write` (standard error by default).
    public init(
        label: String, metadataProvider: Logger.MetadataProvider? = nil,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.label = label
        self.metadataProvider = metadataProvider
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var all = metadata
        if let provided = metadataProvider?.get() { all.merge(provided) { _, new in new } }
        if let explicit = event.metadata { all.merge(explicit) { _, new in new } }
        var text = "{\"time\":" + JSONText.string(JSONText.timestamp(Date()))
        text += ",\"level\":" + JSONText.string(event.level.rawValue)
        text += ",\"label\":" + JSONText.string(label)
        text += ",\"message\":" + JSONText.string(event.message.description)
        if !all.isEmpty { text += ",\"metadata\":" + JSONText.value(.dictionary(all)) }
        if let error = event.error { text += ",\"error\":" + JSONText.string("\(error)") }
        text += ",\"source\":" + JSONText.string(event.source) + "}\n"
        write(text)
    }
}

/// The few JSON forms a log line needs, written by hand: keys in a stable (sorted) order, and
/// every string escaped, control characters included, so one record is always one line.
enum JSONText {
    static func value(_ value: Logger.Metadata.Value) -> String {
        switch value {
        case .string(let text): string(text)
        case .stringConvertible(let convertible): string(convertible.description)
        case .array(let values): "[" + values.map(Self.value).joined(separator: ",") + "]"
        case .dictionary(let entries):
            "{"
                + entries.sorted { $0.key < $1.key }.map { string($0.key) + ":" + Self.value($0.value) }.joined(
                    separator: ",") + "}"
        }
    }

    static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                || scalar == "\u{2029}":
                escaped += String(format: "\\u%04x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// ISO 8601 in UTC with microseconds: 2026-11-27T13:20:45.123456Z.
    static func timestamp(_ date: Date) -> String {
        var time = timespec(tv_sec: Int(date.timeIntervalSince1970), tv_nsec: 0)
        var parts = tm()
        gmtime_r(&time.tv_sec, &parts)
        let micros = Int((date.timeIntervalSince1970 - floor(date.timeIntervalSince1970)) * 1_000_000)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%06dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
            Int(parts.tm_mday),
            Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), micros)
    }
}
