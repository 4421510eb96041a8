import Foundation

/// When a widget is relevant: contexts mapped to levels (`WidgetRelevances`).
///
/// The guide's sketch `WidgetRelevances(RelevantContext.workout: .defaultLarge, …)`
/// becomes `WidgetRelevances([RelevantContext.workout: .defaultLarge, …])`.
public struct WidgetRelevances: Sendable, Hashable {
    /// The rules, in the order given.
    public var rules: [Rule]

    public init(_ pairs: KeyValuePairs<RelevantContext, RelevanceLevel> = [:]) {
        rules = pairs.map { Rule(context: $0.key, level: $0.value) }
    }

    public init(rules: [Rule]) { self.rules = rules }

    /// One context and how relevant the widget is in it.
    public struct Rule: Sendable, Hashable {
        public let context: RelevantContext
        public let level: RelevanceLevel
        public init(context: RelevantContext, level: RelevanceLevel) {
            self.context = context
            self.level = level
        }
    }
}

/// A situation in which a widget may be relevant (`RelevantContext`).
public enum RelevantContext: Sendable, Hashable {
    /// Between two dates.
    case dateInterval(from: Date, to: Date)
    /// During a workout.
    case workout
    /// Around bedtime.
    case sleep
    /// At a kind of place: "home", "work", "school", "gym".
    case location(String)
    /// With headphones connected.
    case headphones

    /// `RelevantContext.date(from:to:)`
    public static func date(from start: Date, to end: Date) -> RelevantContext { .dateInterval(from: start, to: end) }
}

/// How relevant (`RelevanceLevel` in the guide's sketch).
public enum RelevanceLevel: String, Sendable, Hashable, CaseIterable, Comparable {
    case defaultLow, defaultMedium, defaultLarge

    public static func < (lhs: RelevanceLevel, rhs: RelevanceLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
