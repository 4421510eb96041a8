/// The `BUSY` rule (requests.proto): a device may have at most ``maximum`` requests waiting
/// in lanes or running; one more is refused with `BUSY` at once, never queued.
///
/// A value: the driver asks ``admit(_:)`` before a request enters its lane and tells
/// ``finished(_:)`` when it was answered.
public struct InFlightLimit: Sendable, Hashable {
    /// Requests in lanes per device, by default: beyond it, BUSY.
    public static let defaultMaximum = 64

    /// The most requests one device may have in lanes.
    public let maximum: Int
    /// Requests in lanes now, per device (absent: none).
    public private(set) var counts: [String: Int] = [:]

    public init(maximum: Int = InFlightLimit.defaultMaximum) {
        self.maximum = maximum
    }

    /// Admits a request from `device` (counted until ``finished(_:)``), or nil; otherwise the
    /// message of the BUSY refusal.
    public mutating func admit(_ device: String) -> String? {
        let count = counts[device, default: 0]
        guard count < maximum else {
            return "\(device) has \(maximum) requests in flight; retry when some are answered"
        }
        counts[device] = count + 1
        return nil
    }

    /// A request from `device` was answered.
    public mutating func finished(_ device: String) {
        guard let count = counts[device] else { return }
        counts[device] = count > 1 ? count - 1 : nil
    }
}
