import Foundation

/// The text of a `Text("…")` literal (SwiftUI's `LocalizedStringKey`): besides strings and
/// numbers, an interpolation may hold a date with a style, an image or another text,
/// which stay what they are in the archive (the mirror formats the date when it shows it).
/// A `Text` looks its key up in the extension's `Localizable.strings` for the phone's locale
/// (``LocalizedStringKey/localizedRuns(table:)``), as SwiftUI does in `Bundle.main`: the key of
/// `"\(count) unread"` is `"%lld unread"`, as Xcode extracts it, and the translation's
/// placeholders take the interpolated values; the text as written when there is none.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    let runs: [TextRun]
    /// The key as Xcode writes it in a strings table: the literal as written; with
    /// interpolations, a format specifier for each (`%@`, `%lld`, `%lf`, or the one given) and
    /// `%` doubled.
    let key: String
    /// What each interpolation shows, in order.
    let arguments: [[TextRun]]

    public init(_ value: String) {
        runs = [.verbatim(value)]
        key = value
        arguments = []
    }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
        runs = stringInterpolation.runs
        key = stringInterpolation.format
        arguments = stringInterpolation.arguments
    }

    /// The runs in the extension's translation for the phone's locale (`table`'s, or
    /// `Localizable`'s), its placeholders filled; nil when there is no translation.
    func localizedRuns(table: String?) -> [TextRun]? {
        guard let translated = LocalizedStrings.translation(of: key, table: table) else { return nil }
        return arguments.isEmpty ? [.verbatim(translated)] : FormatPlaceholders.fill(translated, with: arguments)
    }

    /// Builds the runs of an interpolated `LocalizedStringKey`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var runs: [TextRun] = []
        var format = ""
        var arguments: [[TextRun]] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// An interpolation's runs, and its specifier in the key.
        private mutating func add(_ new: [TextRun], _ specifier: String) {
            runs += new
            arguments.append(new)
            format += specifier
        }

        public mutating func appendLiteral(_ literal: String) {
            runs.append(.verbatim(literal))
            // Foundation's replacingOccurrences only where a "%" scalar is (Foundation decides
            // there, as before): it was a tenth of a reload's views' samples, most literals having
            // none (perf, 2026-11-30).
            let percent = literal.unicodeScalars.contains("%")
            format += percent ? literal.replacingOccurrences(of: "%", with: "%%") : literal
        }
        public mutating func appendInterpolation(_ string: String) { add([.verbatim(string)], "%@") }
        /// An integer, as SwiftUI's `%lld` shows it in en_US: digits grouped by thousands
        /// (`\(1234)` is "1,234").
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            add([.verbatim(Self.grouped(value))], "%lld")
        }
        /// A floating-point number, as SwiftUI's `%lf` shows it: six decimals (`\(3.5)` is "3.500000").
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            add([.verbatim(String(format: "%f", Double(value)))], "%lf")
        }
        /// `\(value, specifier: "%.1f")`
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            add([.verbatim(String(format: specifier, value))], specifier)
        }
        /// `\(value, format: .number)`, `\(date, format: .dateTime.hour())`: formatted on the phone.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            add([.verbatim(format.format(input))], "%@")
        }
        /// `\(date, style: .relative)`: formatted by the mirror when it shows the text.
        /// `"\(date, formatter: formatter)"`: the value as the formatter writes it, on the phone.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter
        ) {
            add([.verbatim(formatter.string(for: subject) ?? "")], "%@")
        }
        /// `"\(date, formatter: formatter)"` (Date is ReferenceConvertible on Apple's platforms, not on Linux).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            add([.verbatim(formatter.string(for: date) ?? "")], "%@")
        }
        /// `"\(nsNumber, formatter: formatter)"`
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            add([.verbatim(formatter.string(for: subject) ?? "")], "%@")
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            add([.date(date, style.value)], "%@")
        }
        /// `\(Image(systemName: "clock"))`: the symbol inline.
        public mutating func appendInterpolation(_ image: Image) { add([.image(systemName: image.name)], "%@") }
        /// `\(Text(…))`: the text's own runs.
        public mutating func appendInterpolation(_ text: Text) { add(text.content.runs, "%@") }
        /// `\(resource)`
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            add([.verbatim(resource.localized)], "%@")
        }
        /// `value`'s decimal digits with a comma between each group of three, as en_US groups them.
        static func grouped<T: BinaryInteger>(_ value: T) -> String {
            let digits = String(value.magnitude)
            var out = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
                out.append(digit)
            }
            return (value < 0 ? "-" : "") + out
        }
        /// Anything else, as `String(describing:)` shows it (SwiftUI accepts fewer types here).
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { add([.verbatim(String(describing: value))], "%@") }
    }
}
