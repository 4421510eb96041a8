import RelayWire

extension Relay_V1_Snapshot {
    /// The smallest part the phone makes, whatever a mirror asks: a request for tiny parts
    /// cannot make it send many frames of a few bytes each.
    package static let minimumPartBytes = 16 * 1024

    /// The most parts a phone (or a relay) cuts one snapshot into: past it the parts grow. A
    /// socket queues at most 1,000 messages for one peer (libzmq's default send limit) and
    /// drops the rest, so an answer in more parts than that would lose some every time.
    package static let mostPartsMade = 256

    /// The most parts a mirror takes for one snapshot (64 MiB in parts of 16 KiB, more than any
    /// phone or relay makes): a part claiming more, or an index past its count, is refused.
    package static let maximumParts: UInt32 = 4096

    /// Whether a part's index and count are ones a mirror takes: a whole snapshot (`parts` 0), or
    /// an index below its count of at most ``maximumParts`` (a phone's or a relay's part alike).
    package static func isInRange(part: UInt32, of parts: UInt32) -> Bool {
        parts == 0 || (part < parts && parts <= maximumParts)
    }

    /// Whether a part with this index and count completes its snapshot: a whole one (`parts` 0),
    /// or the last of its parts (or one past its count, which ``isInRange(part:of:)`` refuses: it
    /// ends a request either way). Never overflows, whatever a peer sent.
    package static func isLast(part: UInt32, of parts: UInt32) -> Bool {
        parts == 0 || part >= parts - 1
    }

    /// This snapshot's position and header without its items: what every part carries.
    package var withoutItems: Relay_V1_Snapshot {
        var header = self
        header.instances = []
        header.activities = []
        header.controls = []
        header.recommendations = []
        header.relevances = []
        return header
    }

    /// The part size to answer a request's `max_part_bytes` with: 0 (whole) as asked, else at
    /// least ``minimumPartBytes``.
    package static func partBytes(asked: UInt32) -> Int {
        asked == 0 ? 0 : max(Int(asked), minimumPartBytes)
    }

    /// The snapshot as the parts a mirror asked for (sync.proto's `SnapshotRequest.max_part_bytes`):
    /// one cut, every part carrying its position; Live Activities, controls, recommendations and
    /// relevances in part 0 (small, and the strip a person sees first), then widget instances in
    /// the order they were added, as many to a part as fit in `maxBytes` (an item is never split:
    /// one larger than that has a part of its own), in at most ``mostPartsMade`` parts (larger
    /// ones if need be). `maxBytes` 0, or a snapshot that fits in one part: the snapshot whole,
    /// not in parts, as a phone that predates parts answers.
    package func parts(maxBytes asked: Int) -> [Relay_V1_Snapshot] {
        guard asked > 0 else { return [self] }
        let header = withoutItems
        var first = header
        first.activities = activities
        first.controls = controls
        first.recommendations = recommendations
        first.relevances = relevances
        let firstSize = (try? first.serializedBytes() as [UInt8])?.count ?? 0
        let sizes = instances.map { (try? $0.serializedBytes() as [UInt8])?.count ?? 0 }
        // Parts filled in turn hold more than `maxBytes` two by two: at most 2 × total ÷ maxBytes + 1.
        let total = sizes.reduce(firstSize, +)
        let maxBytes = max(asked, total / (Self.mostPartsMade / 2 - 1) + 1)
        var parts: [Relay_V1_Snapshot] = []
        var current = first
        var size = firstSize
        for (instance, itemSize) in zip(instances, sizes) {
            if size + itemSize > maxBytes, current.holdsItems {
                parts.append(current)
                current = header
                size = 0
            }
            current.instances.append(instance)
            size += itemSize
        }
        parts.append(current)
        guard parts.count > 1 else { return [self] }
        let count = UInt32(parts.count)
        for index in parts.indices {
            parts[index].part = UInt32(index)
            parts[index].parts = count
        }
        return parts
    }

    /// Whether this part holds any item, beyond what every part carries.
    private var holdsItems: Bool {
        !(instances.isEmpty && activities.isEmpty && controls.isEmpty && recommendations.isEmpty && relevances.isEmpty)
    }
}
