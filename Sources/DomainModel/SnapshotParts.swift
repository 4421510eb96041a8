/// How one snapshot is cut into the parts a mirror asked for (sync.proto's
/// `SnapshotRequest.max_part_bytes`, relayed.proto's `RelaySnapshotRequest.max_part_bytes`):
/// written once for the phone's snapshot and the relay's answer from its Clone map.
///
/// Part 0 holds what every mirror shows first (for the phone: Live Activities, controls,
/// recommendations and relevances; for the relay: the grant and every "all/" record); then
/// items in order, each whole (an item is never split: one larger than the part size has a
/// part of its own), as many to a part as fit.
public enum SnapshotParts {
    /// The smallest part made, whatever a mirror asks: a request for tiny parts cannot make a
    /// phone or a relay send many frames of a few bytes each.
    public static let minimumPartBytes = 16 * 1024

    /// The most parts one snapshot is cut into: past it the parts grow. A socket queues at most
    /// 1,000 messages for one peer (libzmq's default send limit) and drops the rest, so an
    /// answer in more parts than that would lose some every time.
    public static let mostPartsMade = 256

    /// The most parts a mirror takes for one snapshot (64 MiB in parts of 16 KiB, more than any
    /// phone or relay makes): a part claiming more, or an index past its count, is refused.
    public static let maximumParts: UInt32 = 4096

    /// The part size to answer a request with: 0 (whole) as asked, else at least ``minimumPartBytes``.
    public static func partBytes(asked: Int) -> Int {
        asked <= 0 ? 0 : max(asked, minimumPartBytes)
    }

    /// Whether a part's index and count are ones a mirror takes: a whole snapshot (`parts` 0), or
    /// an index below its count of at most ``maximumParts``.
    public static func isInRange(part: UInt32, of parts: UInt32) -> Bool {
        parts == 0 || (part < parts && parts <= maximumParts)
    }

    /// Whether a part with this index and count completes its snapshot: a whole one (`parts` 0),
    /// or the last of its parts (or one past its count, which ``isInRange(part:of:)`` refuses: it
    /// ends a request either way). Never overflows, whatever a peer sent.
    public static func isLast(part: UInt32, of parts: UInt32) -> Bool {
        parts == 0 || part >= parts - 1
    }

    /// The items of each part, as ranges of `itemBytes`' indices (part 0 also holds what every
    /// part-0 holds, `firstBytes` of it, which counts as items when `firstHoldsItems`); nil: the
    /// snapshot whole (`asked` 0, or everything fits in one part). At most ``mostPartsMade``
    /// parts: parts filled in turn hold more than the part size two by two, so the size is at
    /// least 2 × total ÷ ``mostPartsMade``.
    public static func cut(firstBytes: Int, firstHoldsItems: Bool, itemBytes: [Int], maxBytes asked: Int) -> [Range<
        Int
    >]? {
        guard asked > 0 else { return nil }
        let total = itemBytes.reduce(firstBytes, +)
        let maxBytes = max(asked, total / (mostPartsMade / 2 - 1) + 1)
        var parts: [Range<Int>] = []
        var start = 0
        var size = firstBytes
        var holdsItems = firstHoldsItems
        for (index, bytes) in itemBytes.enumerated() {
            if holdsItems, size + bytes > maxBytes {
                parts.append(start..<index)
                start = index
                size = 0
            }
            size += bytes
            holdsItems = true
        }
        parts.append(start..<itemBytes.count)
        return parts.count > 1 ? parts : nil
    }
}
