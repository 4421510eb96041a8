import Foundation

/// The text of a `Text("…")` literal (SwiftUI's `LocalizedStringKey`): besides strings and
/// numbers, an interpolation may hold a date with a style, an image or another text,
/// which stay what they are in the archive (the mirror formats the date when it shows it).
/// WidgetRelay keeps the source text; localization happens where apps already localize.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    let runs: [TextRun]

    public init(_ value: String) { runs = [.verbatim(value)] }
    public init(stringLiteral value: String) { runs = [.verbatim(value)] }
    public init(stringInterpolation: StringInterpolation) { runs = stringInterpolation.runs }

    /// Builds the runs of an interpolated `LocalizedStringKey`.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var runs: [TextRun] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { runs.append(.verbatim(literal)) }
        public mutating func appendInterpolation(_ string: String) { runs.append(.verbatim(string)) }
        /// An integer, as SwiftUI's `%lld` shows it in en_US: digits grouped by thousands
        /// (`\(1234)` is "1,234").
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            runs.append(.verbatim(Self.grouped(value)))
        }
        /// A floating-point number, as SwiftUI's `%lf` shows it: six decimals (`\(3.5)` is "3.500000").
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            runs.append(.verbatim(String(format: "%f", Double(value))))
        }
        /// `\(value, specifier: "%.1f")`
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            runs.append(.verbatim(String(format: specifier, value)))
        }
        /// `\(value, format: .number)`, `\(date, format: .dateTime.hour())`: formatted on the phone.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            runs.append(.verbatim(format.format(input)))
        }
        /// `\(date, style: .relative)`: formatted by the mirror when it shows the text.
        /// `"\(date, formatter: formatter)"`: the value as the formatter writes it, on the phone.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter
        ) {
            runs.append(.verbatim(formatter.string(for: subject) ?? ""))
        }
        /// `"\(date, formatter: formatter)"` (Date is ReferenceConvertible on Apple's platforms, not on Linux).
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter) {
            runs.append(.verbatim(formatter.string(for: date) ?? ""))
        }
        /// `"\(nsNumber, formatter: formatter)"`
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
            runs.append(.verbatim(formatter.string(for: subject) ?? ""))
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            runs.append(.date(date, style.value))
        }
        /// `\(Image(systemName: "clock"))`: the symbol inline.
        public mutating func appendInterpolation(_ image: Image) { runs.append(.image(systemName: image.name)) }
        /// `\(Text(…))`: the text's own runs.
        public mutating func appendInterpolation(_ text: Text) { runs += text.content.runs }
        /// `\(resource)`
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
            runs.append(.verbatim(resource.key))
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
        public mutating func appendInterpolation<T>(_ value: T) { runs.append(.verbatim(String(describing: value))) }
    }
}
