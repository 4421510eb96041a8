import DomainModel
import Foundation

/// When a mirror tells the phone where its copy stands without being asked: every request
/// carries the position (sync.proto's `SyncPosition`), and a mirror that applied updates since
/// the last one it sent, and sent nothing for an interval, sends a `DomainModel/MirrorRequest/position`
/// to carry it. A mirror with nothing new to confirm sends nothing, however long it idles.
struct PositionReports: Sendable {
    /// The position the last request carried (nil: none, or not synced then).
    private(set) var lastCarried: SyncPosition?
    /// When the last request went out.
    private(set) var lastSentAt: Date?

    /// A request went out at `now`, carrying `position`.
    mutating func sent(carrying position: SyncPosition?, at now: Date) {
        lastCarried = position
        lastSentAt = now
    }

    /// When the next report is due for a copy at `position` (nil: none is, or reports are off).
    func due(for position: SyncPosition?, every interval: Duration?) -> Date? {
        guard let interval, let position, position != lastCarried else { return nil }
        return (lastSentAt ?? .distantPast).adding(interval)
    }
}
