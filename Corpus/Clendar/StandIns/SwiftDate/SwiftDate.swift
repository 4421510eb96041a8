// Stand-in for SwiftDate (malcommac/SwiftDate, MIT), a third-party package (ours, not the project's):
// the names Clendar's files call, with SwiftDate's signatures (Date+Math, DateInRegion, Locales),
// computed with Foundation's Calendar in the current calendar and time zone.
import Foundation

public enum Locales: String {
    case vietnamese = "vi"
    case english = "en"
    public func toLocale() -> Locale { Locale(identifier: rawValue) }
}

/// SwiftDate's date in a region (here: the current calendar, time zone and locale).
public struct DateInRegion {
    public let date: Date
    public init(_ date: Date) { self.date = date }
    public func dateAtStartOf(_ unit: Calendar.Component) -> DateInRegion { DateInRegion(date.dateAtStartOf(unit)) }
    public func dateAtEndOf(_ unit: Calendar.Component) -> DateInRegion { DateInRegion(date.dateAtEndOf(unit)) }
    public func dateByAdding(_ count: Int, _ component: Calendar.Component) -> DateInRegion { DateInRegion(date.dateByAdding(count, component).date) }
}

public extension Date {
    func dateAtStartOf(_ unit: Calendar.Component) -> Date {
        Calendar.current.dateInterval(of: unit, for: self)?.start ?? self
    }
    func dateAtEndOf(_ unit: Calendar.Component) -> Date {
        guard let interval = Calendar.current.dateInterval(of: unit, for: self) else { return self }
        return interval.end.addingTimeInterval(-0.001)
    }
    func dateByAdding(_ count: Int, _ component: Calendar.Component) -> DateInRegion {
        DateInRegion(Calendar.current.date(byAdding: component, value: count, to: self) ?? self)
    }
}
