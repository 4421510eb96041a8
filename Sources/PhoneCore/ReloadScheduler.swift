import Foundation
import WidgetRelayKit

/// When each widget instance's timeline is reloaded, as WidgetKit does it:
/// `.atEnd` after the last entry's date, `.after(date)` at the date, `.never`
/// only when asked; policy reloads spend a per-instance budget over a sliding
/// 24 hours, while interaction reloads, pushes and foreground WidgetCenter calls
/// are free. A value: the phone drives it with its clock.
public struct ReloadScheduler: Sendable {
    /// Policy reloads allowed per instance in any 24 hours.
    public let budgetPerDay: Int
    /// When each instance's next policy reload is due.
    public private(set) var due: [String: Date] = [:]
    /// When each instance spent budget, oldest first.
    public private(set) var ledger: [String: [Date]] = [:]

    public static let window: TimeInterval = 86_400

    public init(budgetPerDay: Int = 70, ledger: [String: [Date]] = [:]) {
        self.budgetPerDay = budgetPerDay
        self.ledger = ledger
    }

    /// Records a new timeline: the policy decides the next due date.
    public mutating func timelineReloaded(_ instance: String, timeline: ArchivedTimeline, at now: Date) {
        switch timeline.policy.kind {
        case .never: due[instance] = nil
        case .after(let date): due[instance] = date
        case .atEnd: due[instance] = timeline.entries.map(\.date).max() ?? now
        }
    }

    /// Forgets a removed instance.
    public mutating func remove(_ instance: String) {
        due[instance] = nil
        ledger[instance] = nil
    }

    /// Policy reloads left for `instance` in the window ending `now`.
    public func budgetLeft(_ instance: String, at now: Date) -> Int {
        max(0, budgetPerDay - (ledger[instance] ?? []).filter { $0 > now.addingTimeInterval(-Self.window) }.count)
    }

    /// Spends one reload of `instance`'s budget; false when none is left.
    public mutating func spend(_ instance: String, at now: Date) -> Bool {
        guard budgetLeft(instance, at: now) > 0 else { return false }
        ledger[instance, default: []].append(now)
        ledger[instance]?.removeAll { $0 <= now.addingTimeInterval(-Self.window) }
        return true
    }

    /// The instances whose policy reload is due at `now` and that have budget left;
    /// their budget is spent and their due date cleared (the reload sets the next one).
    /// Due instances without budget wait until budget frees.
    public mutating func takeDue(at now: Date) -> [String] {
        let ready = due.filter { $0.value <= now }.keys.sorted()
        var taken: [String] = []
        for instance in ready where spend(instance, at: now) {
            due[instance] = nil
            taken.append(instance)
        }
        return taken
    }

    /// When the scheduler next has work: the earliest due date, or for an instance
    /// out of budget, when its oldest spend leaves the window.
    public func nextWake(after now: Date) -> Date? {
        due.map { instance, date in
            if budgetLeft(instance, at: max(now, date)) > 0 { return date }
            let oldest = (ledger[instance] ?? []).filter { $0 > now.addingTimeInterval(-Self.window) }.min() ?? now
            return max(date, oldest.addingTimeInterval(Self.window))
        }.min()
    }
}
