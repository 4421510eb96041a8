import Logging
import TerminalSafeText

/// swift-log's text lines (`StreamLogHandler`'s format, on standard error), one record a line
/// whatever it holds: in the message, the metadata and an error's text, a line break, other
/// control characters and the bidirectional controls that reorder what a terminal shows are
/// written as escapes (`\n`, `\u{1B}`). A field holding a multi-line value (a Swift dump, a
/// phone's error text) would otherwise split one record over several lines, and a log reader
/// would take its second line for a record of its own.
public struct TextLogHandler: LogHandler {
    private var inner: StreamLogHandler

    public init(label: String) {
        inner = StreamLogHandler.standardError(label: label)
    }

    public var logLevel: Logger.Level {
        get { inner.logLevel }
        set { inner.logLevel = newValue }
    }

    public var metadata: Logger.Metadata {
        get { inner.metadata }
        set { inner.metadata = newValue.mapValues(Self.escaped) }
    }

    /// Applied here, so that what it provides is escaped too.
    public var metadataProvider: Logger.MetadataProvider?

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { inner[metadataKey: key] }
        set { inner[metadataKey: key] = newValue.map(Self.escaped) }
    }

    public func log(event: LogEvent) {
        var event = event
        var explicit = metadataProvider?.get() ?? [:]
        if let metadata = event.metadata { explicit.merge(metadata) { _, new in new } }
        if let error = event.error {
            explicit["error.message"] = "\(error)"
            explicit["error.type"] = "\(String(reflecting: type(of: error)))"
            event.error = nil
        }
        event.metadata = explicit.isEmpty ? nil : explicit.mapValues(Self.escaped)
        event.message = "\(Self.escaped(event.message.description))"
        inner.log(event: event)
    }

    static func escaped(_ value: Logger.Metadata.Value) -> Logger.Metadata.Value {
        switch value {
        case .string(let text): .string(escaped(text))
        case .stringConvertible(let convertible): .string(escaped(convertible.description))
        case .array(let values): .array(values.map(escaped))
        case .dictionary(let entries): .dictionary(entries.mapValues(escaped))
        }
    }

    /// `text` with every scalar that could break the line or command a terminal escaped.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters (C0, DEL, C1), bidirectional controls, and the Unicode line and
    /// paragraph separators (U+2028, U+2029), which some readers take for line ends.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.isUnsafe(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
