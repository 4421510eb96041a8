import Foundation
import WidgetRelayKit

/// ActivityKit's time rules, as pure functions of a record and the clock.
public enum ActivityRules {
    /// An ended activity is dismissed at most this long after it ends (and by default then).
    public static let maximumDismissalDelay: TimeInterval = 4 * 3600
    /// An activity still active this long after it started is ended.
    public static let maximumActiveDuration: TimeInterval = 8 * 3600

    /// The dismissal date a policy gives an activity ended at `endedAt`.
    public static func dismissalDate(for policy: ActivityUIDismissalPolicy, endedAt: Date) -> Date {
        switch policy {
        case .immediate: endedAt
        case .default: endedAt.addingTimeInterval(maximumDismissalDelay)
        case .after(let date): min(max(date, endedAt), endedAt.addingTimeInterval(maximumDismissalDelay))
        }
    }

    /// The record as the clock says it should be now, or nil if nothing changes.
    public static func advance(_ record: ActivityRecord, to now: Date) -> ActivityRecord? {
        var record = record
        var changed = false
        if record.state == .active || record.state == .stale,
            now >= record.startedAt.addingTimeInterval(maximumActiveDuration)
        {
            record.state = .ended
            record.endedAt = record.startedAt.addingTimeInterval(maximumActiveDuration)
            record.dismissalDate = dismissalDate(for: .default, endedAt: record.endedAt!)
            changed = true
        }
        if record.state == .active, let stale = record.staleDate, now >= stale {
            record.state = .stale
            changed = true
        }
        if record.state == .ended, let dismissal = record.dismissalDate, now >= dismissal {
            record.state = .dismissed
            changed = true
        }
        return changed ? record : nil
    }

    /// When the record next changes by itself.
    public static func nextChange(of record: ActivityRecord) -> Date? {
        switch record.state {
        // Scheduled, not started: the phone's host starts every activity when it is requested,
        // so it holds none; nothing changes by itself.
        case .pending: return nil
        case .active:
            let limit = record.startedAt.addingTimeInterval(maximumActiveDuration)
            return record.staleDate.map { min($0, limit) } ?? limit
        case .stale: return record.startedAt.addingTimeInterval(maximumActiveDuration)
        case .ended: return record.dismissalDate
        case .dismissed: return nil
        }
    }
}
