import Foundation
import Codec

/// How long the phone keeps the record of an interaction it answered (its id and result, the
/// `interactions` table), and how it forgets older ones: in small batches, each a transaction
/// of its own after the commits queued before it, never inside a commit.
///
/// A record is what makes a retry a replay (requests.proto, "Retries"): the window is never
/// shorter than ``longestMirrorRetry``, the longest a mirror retries one interaction. Past
/// the window an id sent again is performed afresh.
public struct InteractionRetention: Sendable, Hashable {
    /// The longest a mirror retries one interaction, from its first attempt (requests.proto).
    public static let longestMirrorRetry = RetryBound.longest
    /// The default window: a day, as Stripe keeps idempotency keys.
    public static let standardWindow: Duration = .seconds(24 * 3600)

    /// How long a record is kept, on the phone's clock.
    public let window: Duration
    /// Records deleted at most per transaction: short enough that a commit queued behind one
    /// waits a moment only.
    public var batchSize = 500
    /// How often the phone looks for records past the window (on its clock); a full batch
    /// looks again at once.
    public var interval: Duration = .seconds(60)

    /// The standard retention: a day.
    public static let standard = InteractionRetention(checked: standardWindow)

    /// A retention of `window`.
    /// - Throws: ``RetentionError`` when `window` is shorter than ``longestMirrorRetry``.
    public init(window: Duration) throws {
        guard window >= Self.longestMirrorRetry else { throw RetentionError.shorterThanRetries(window) }
        self.window = window
    }

    private init(checked window: Duration) { self.window = window }

    /// Records older than this are past the window at `now`.
    func cutoff(at now: Date) -> Date {
        now.addingTimeInterval(-Double(window.components.seconds) - Double(window.components.attoseconds) / 1e18)
    }
}

/// A retention window the phone cannot keep its contract with.
public enum RetentionError: Error, CustomStringConvertible, Equatable {
    case shorterThanRetries(Duration)

    public var description: String {
        switch self {
        case .shorterThanRetries(let window):
            "interaction records must be kept at least \(InteractionRetention.longestMirrorRetry.components.seconds) s, "
                + "the longest a mirror retries one (requests.proto), not \(window.components.seconds) s"
        }
    }
}

/// When the phone prunes: a value that decides; the phone tells it the time and what each
/// batch deleted, and prunes when it says.
struct PruneSchedule: Sendable {
    let retention: InteractionRetention
    /// When to look next (nil: at the first chance).
    private var next: Date?
    /// A batch is under way: no second one until it is done.
    private(set) var running = false
    /// A look came while one was under way (its time passed): look again as soon as it is done.
    private var lookedMeanwhile = false
    /// When the batch under way was asked for: the next look is an interval after it (the
    /// clock may have moved on by the time the batch reports back).
    private var started: Date?
    /// Records deleted since the phone started.
    private(set) var pruned = 0

    init(_ retention: InteractionRetention) { self.retention = retention }

    /// The cutoff to prune before now, or nil (not yet, or a batch under way).
    mutating func due(at now: Date) -> Date? {
        guard next.map({ now >= $0 }) ?? true else { return nil }
        guard !running else {
            lookedMeanwhile = true
            return nil
        }
        running = true
        started = now
        return retention.cutoff(at: now)
    }

    /// A batch ended at `now`, having deleted `count` records (nil: it failed; try again an
    /// interval after it was asked for).
    mutating func finished(deleted count: Int?, at now: Date) {
        running = false
        pruned += count ?? 0
        // A full batch leaves more behind, and a look that came meanwhile has a newer cutoff:
        // look again at the next chance.
        let again = count == retention.batchSize || (count != nil && lookedMeanwhile)
        lookedMeanwhile = false
        next = again ? nil : (started ?? now).addingTimeInterval(Double(retention.interval.components.seconds))
        started = nil
    }
}
