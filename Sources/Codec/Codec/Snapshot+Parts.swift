import DomainModel
import RelayWire

extension Relay_V1_Snapshot {
    /// The smallest part the phone makes (``DomainModel/SnapshotParts/minimumPartBytes``).
    package static var minimumPartBytes: Int { SnapshotParts.minimumPartBytes }

    /// The most parts a phone cuts one snapshot into (``DomainModel/SnapshotParts/mostPartsMade``).
    package static var mostPartsMade: Int { SnapshotParts.mostPartsMade }

    /// The most parts a mirror takes for one snapshot (``DomainModel/SnapshotParts/maximumParts``).
    package static var maximumParts: UInt32 { SnapshotParts.maximumParts }

    /// Whether a part's index and count are ones a mirror takes (``DomainModel/SnapshotParts/isInRange(part:of:)``).
    package static func isInRange(part: UInt32, of parts: UInt32) -> Bool {
        SnapshotParts.isInRange(part: part, of: parts)
    }

    /// Whether a part completes its snapshot (``DomainModel/SnapshotParts/isLast(part:of:)``).
    package static func isLast(part: UInt32, of parts: UInt32) -> Bool { SnapshotParts.isLast(part: part, of: parts) }

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
    package static func partBytes(asked: UInt32) -> Int { SnapshotParts.partBytes(asked: Int(asked)) }

    /// The snapshot as the parts a mirror asked for (sync.proto's `SnapshotRequest.max_part_bytes`),
    /// cut as ``DomainModel/SnapshotParts/cut(firstBytes:firstHoldsItems:itemBytes:maxBytes:)`` cuts
    /// a relay's answer: one cut, every part carrying its position; Live Activities, controls,
    /// recommendations and relevances in part 0 (small, and the strip a person sees first), then
    /// widget instances in the order they were added, as many to a part as fit in `maxBytes` (an
    /// item is never split). `maxBytes` 0, or a snapshot that fits in one part: the snapshot
    /// whole, not in parts, as a phone that predates parts answers.
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
        guard
            let cut = SnapshotParts.cut(
                firstBytes: firstSize, firstHoldsItems: first.holdsItems, itemBytes: sizes, maxBytes: asked)
        else {
            return [self]
        }
        let count = UInt32(cut.count)
        return cut.enumerated().map { index, range in
            var part = index == 0 ? first : header
            part.instances = Array(instances[range])
            part.part = UInt32(index)
            part.parts = count
            return part
        }
    }

    /// Whether this part holds any item, beyond what every part carries.
    private var holdsItems: Bool {
        !(instances.isEmpty && activities.isEmpty && controls.isEmpty && recommendations.isEmpty && relevances.isEmpty)
    }
}
