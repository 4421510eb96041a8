import Foundation

/// Apple's `MeasurementFormatter`, which Linux's Foundation declares unavailable ("Not supported in
/// swift-corelibs-foundation"): a measurement as text with its unit, as iOS writes it in English —
/// temperatures as `45.2°C` (medium, the default), `45.2°` (short, or `.temperatureWithoutUnit`), `45.2
/// degrees Celsius` (long); other units as `5 km` (medium, long) or `5km` (short), with their symbols.
/// The number is `numberFormatter`'s (a decimal style, up to three fraction digits, in `locale`), which
/// app code adjusts (PiStats sets its `maximumFractionDigits`). Without `.providedUnit`, a temperature
/// is converted to the locale's (Fahrenheit in the United States, Celsius elsewhere), as Apple's is;
/// other units are written as given (Apple's picks the locale's system for some).
///
/// Declared here, Foundation's name shadowed: an extension's files import FoundationOnApple implicitly.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// The width of a unit's text (Foundation's `Formatter.UnitStyle`: short `45°`, medium `45°C`, long
    /// `45 degrees Celsius`).
    public typealias UnitStyle = Formatter.UnitStyle

    /// How the formatter chooses and writes a measurement's unit.
    public struct UnitOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The unit the measurement has, not the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// A unit of a scale the value reads best in (here: the unit given).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature's degrees without its scale's letter.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How units are written.
    open var unitStyle: UnitStyle = .medium
    /// Which unit is written, and how.
    open var unitOptions: UnitOptions = []
    /// The locale of the number, and of the unit chosen without `.providedUnit`.
    open var locale: Locale! = .current {
        didSet { numberFormatter.locale = locale }
    }
    /// The number's formatter (decimal, up to three fraction digits, by default).
    open var numberFormatter: NumberFormatter! = MeasurementFormatter.defaultNumberFormatter()

    public override init() {
        super.init()
        numberFormatter.locale = locale
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        numberFormatter.locale = locale
    }

    private static func defaultNumberFormatter() -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }

    /// The measurement as text, in its unit or the locale's.
    open func string(from measurement: Measurement<Unit>) -> String {
        if let temperature = measurement.unit as? UnitTemperature {
            return string(from: Measurement(value: measurement.value, unit: temperature))
        }
        return MeasurementText.text(number: number(measurement.value), unit: measurement.unit, style: unitStyle)
    }

    /// The measurement as text, in its unit or (a temperature) the locale's.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        guard let temperature = measurement as? Measurement<UnitTemperature> else {
            return MeasurementText.text(number: number(measurement.value), unit: measurement.unit, style: unitStyle)
        }
        var shown = temperature
        if !unitOptions.contains(.providedUnit) {
            shown = temperature.converted(to: MeasurementText.temperatureUnit(of: locale ?? .current))
        }
        return MeasurementText.temperature(
            number: number(shown.value), unit: shown.unit, style: unitStyle,
            withoutUnit: unitOptions.contains(.temperatureWithoutUnit))
    }

    /// The unit as text: its symbol, or (long) its name.
    open func string(from unit: Unit) -> String { MeasurementText.name(of: unit, style: unitStyle) }

    /// A measurement given as an `Any` (`Formatter`'s entry point); nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let measurement = obj as? Measurement<Unit> else { return nil }
        return string(from: measurement)
    }

    private func number(_ value: Double) -> String {
        numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}

/// How a measurement's unit is written beside its number, as iOS writes it in English.
enum MeasurementText {
    /// The temperature unit a locale shows (Fahrenheit in the United States and the territories that use it).
    static func temperatureUnit(of locale: Locale) -> UnitTemperature {
        let fahrenheitRegions: Set<String> = ["US", "BS", "BZ", "KY", "PW", "LR", "FM", "MH", "PR", "GU", "VI", "AS"]
        return fahrenheitRegions.contains(locale.region?.identifier ?? "") ? .fahrenheit : .celsius
    }

    static func temperature(
        number: String, unit: UnitTemperature, style: MeasurementFormatter.UnitStyle, withoutUnit: Bool
    )
        -> String
    {
        let kelvin = unit.symbol == UnitTemperature.kelvin.symbol
        if style == .long {
            if kelvin { return "\(number) kelvins" }
            return "\(number) degrees \(unit.symbol == UnitTemperature.fahrenheit.symbol ? "Fahrenheit" : "Celsius")"
        }
        if kelvin { return withoutUnit || style == .short ? "\(number)K" : "\(number) K" }
        if withoutUnit || style == .short { return "\(number)°" }
        return "\(number)\(unit.symbol)"
    }

    static func text(number: String, unit: Unit, style: MeasurementFormatter.UnitStyle) -> String {
        style == .short ? "\(number)\(unit.symbol)" : "\(number) \(unit.symbol)"
    }

    static func name(of unit: Unit, style: MeasurementFormatter.UnitStyle) -> String {
        guard style == .long, let temperature = unit as? UnitTemperature else { return unit.symbol }
        switch temperature.symbol {
        case UnitTemperature.kelvin.symbol: return "kelvins"
        case UnitTemperature.fahrenheit.symbol: return "degrees Fahrenheit"
        default: return "degrees Celsius"
        }
    }
}
