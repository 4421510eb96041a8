import Foundation

/// Foundation's `RelativeDateTimeFormatter` ("2 hours ago", "in 3 days"), which Apple's
/// Foundation has and Linux's does not: made on Foundation's own `Date.RelativeFormatStyle`, so
/// its words and numbers are Foundation's for the locale. Not there: `formattingContext`
/// (capitalisation follows the locale's default).
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether to use named phrases ("yesterday") or numbers ("1 day ago").
    public enum DateTimeStyle: Int, Sendable {
        case numeric = 0
        case named = 1
    }

    /// How long the units' words are.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago"
        case full = 0
        /// "two months ago"
        case spellOut = 1
        /// "2 mo. ago"
        case short = 2
        /// "2mo ago"
        case abbreviated = 3
    }

    /// Named phrases or numbers (default: numbers).
    open var dateTimeStyle = DateTimeStyle.numeric
    /// The units' words (default: full).
    open var unitsStyle = UnitsStyle.full
    /// The calendar.
    open var calendar: Calendar! = .current
    /// The locale.
    open var locale: Locale! = .current

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var style: Date.RelativeFormatStyle {
        let units: Date.RelativeFormatStyle.UnitsStyle =
            switch unitsStyle {
            case .full: .wide
            case .spellOut: .spellOut
            case .short: .abbreviated
            case .abbreviated: .narrow
            }
        var style = Date.RelativeFormatStyle(
            presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
            locale: locale ?? .current, calendar: calendar ?? .current)
        style.capitalizationContext = .unknown
        return style
    }

    /// `date` relative to `referenceDate` ("3 hours ago").
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        // Foundation's style formats relative to now: the same interval from now.
        style.format(Date.now.addingTimeInterval(date.timeIntervalSince(referenceDate)))
    }

    /// A time interval from now ("in 5 minutes").
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        localizedString(for: Date().addingTimeInterval(timeInterval), relativeTo: Date())
    }

    /// Date components from now ("in 2 days").
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let target = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: target, relativeTo: now)
    }

    /// A date relative to now; nil for anything else.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }
}
