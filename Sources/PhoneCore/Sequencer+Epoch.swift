import Foundation

extension Sequencer {
    /// The epoch a start takes after `last` (the one its store recorded, 0 for none) at `now` on
    /// the phone's clock: `max(last + 1, now in milliseconds since 1970)` (#50). A mirror retires
    /// every epoch the phone left, so one must never come back for the same keys; a counter kept
    /// in the store alone would, after a store reset that kept the keys (it would start at 1
    /// again). The clock carries the numbering across such a reset, and the store across a clock
    /// set back; only both at once (a reset store and a clock set before the last start) could
    /// repeat one. Never 0 (a mirror's "no epoch yet"). Epochs are still compared for equality
    /// only: a number that jumps, or a new epoch below an old one, is just another history.
    public static func epoch(after last: UInt64, at now: Date) -> UInt64 {
        let milliseconds = (now.timeIntervalSince1970 * 1000).rounded(.down)
        let clock: UInt64 =
            milliseconds.isNaN || milliseconds < 1 ? 0 : milliseconds >= 0x1p63 ? 1 << 63 : UInt64(milliseconds)
        return max(last == .max ? .max : last + 1, clock)
    }
}
