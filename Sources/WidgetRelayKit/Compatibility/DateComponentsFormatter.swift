import Foundation

/// Foundation's `DateComponentsFormatter` ("1 hour, 2 minutes", "1:02:05"), which Apple's
/// Foundation has and Linux's marks unavailable ("not supported in swift-corelibs-foundation"):
/// made on Foundation's own `Duration` format styles, so its words are Foundation's for the
/// locale. This declaration wins over Linux's unavailable one wherever WidgetRelayKit is imported
/// (an extension's files import it implicitly). Units are weeks to seconds (Duration's: months and
/// years are not counted); `.spellOut` writes numbers as figures ("1 hour", not "one hour");
/// `.brief` is Foundation's condensed width ("1 hr 2 min").
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "1:02:05"
        case positional = 0
        /// "1h 2m"
        case abbreviated = 1
        /// "1 hr, 2 min"
        case short = 2
        /// "1 hour, 2 minutes"
        case full = 3
        /// "1 hour, 2 minutes" (Apple's: "one hour, two minutes")
        case spellOut = 4
        /// "1 hr 2 min"
        case brief = 5
    }

    /// Which units may be shown (empty: every unit the value needs).
    open var allowedUnits: NSCalendar.Unit = []
    /// How the units are written (default: positional).
    open var unitsStyle = UnitsStyle.positional
    /// At most this many units, largest first (0: no limit).
    open var maximumUnitCount = 0
    /// Whether units of zero are left out (the default) or shown (`.pad`).
    open var zeroFormattingBehavior = ZeroFormattingBehavior.default
    /// The calendar (its locale is used for the words).
    open var calendar: Calendar? = .current

    /// How zero units are treated.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
        public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
        public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
        public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
        public static let dropAll: ZeroFormattingBehavior = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    /// The interval in the allowed units; nil for a value that is not finite.
    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite, abs(ti) < 1e15 else { return nil }
        let duration = Duration.seconds(ti)
        let locale = calendar?.locale ?? .current
        if unitsStyle == .positional {
            let pattern: Duration.TimeFormatStyle.Pattern =
                allowedUnits.contains(.hour) || allowedUnits.isEmpty && abs(ti) >= 3600
                ? .hourMinuteSecond : .minuteSecond
            return duration.formatted(.time(pattern: pattern).locale(locale))
        }
        let width: Duration.UnitsFormatStyle.UnitWidth =
            switch unitsStyle {
            case .abbreviated: .narrow
            case .short: .abbreviated
            case .brief: .condensedAbbreviated
            default: .wide
            }
        var style = Duration.UnitsFormatStyle(
            allowedUnits: units, width: width, maximumUnitCount: maximumUnitCount > 0 ? maximumUnitCount : nil,
            zeroValueUnits: zeroFormattingBehavior.contains(.pad) ? .show(length: 1) : .hide,
            fractionalPart: .hide)
        style.locale = locale
        return duration.formatted(style)
    }

    /// The interval between two dates.
    open func string(from startDate: Date, to endDate: Date) -> String? {
        string(from: endDate.timeIntervalSince(startDate))
    }

    /// Components' time, as an interval (weeks, days, hours, minutes and seconds are counted).
    open func string(from components: DateComponents) -> String? {
        let seconds =
            (components.weekOfMonth ?? 0) * 604_800 + (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600
            + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return string(from: TimeInterval(seconds))
    }

    open override func string(for obj: Any?) -> String? {
        if let interval = obj as? TimeInterval { return string(from: interval) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }

    private var units: Set<Duration.UnitsFormatStyle.Unit> {
        guard !allowedUnits.isEmpty else { return [.weeks, .days, .hours, .minutes, .seconds] }
        var units = Set<Duration.UnitsFormatStyle.Unit>()
        if allowedUnits.contains(.weekOfMonth) || allowedUnits.contains(.weekOfYear) { units.insert(.weeks) }
        if allowedUnits.contains(.day) { units.insert(.days) }
        if allowedUnits.contains(.hour) { units.insert(.hours) }
        if allowedUnits.contains(.minute) { units.insert(.minutes) }
        if allowedUnits.contains(.second) { units.insert(.seconds) }
        return units.isEmpty ? [.seconds] : units
    }
}
