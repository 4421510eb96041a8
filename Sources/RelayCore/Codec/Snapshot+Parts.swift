import RelayWire

extension Relay_V1_Snapshot {
    /// The smallest part the phone makes, whatever a mirror asks: a request for tiny parts
    /// cannot make it send many frames of a few bytes each.
    package static let minimumPartBytes = 16 * 1024

    /// The part size to answer a request's `max_part_bytes` with: 0 (whole) as asked, else at
    /// least ``minimumPartBytes``.
    package static func partBytes(asked: UInt32) -> Int {
        asked == 0 ? 0 : max(Int(asked), minimumPartBytes)
    }

    /// The snapshot as the parts a mirror asked for (sync.proto's `SnapshotRequest.max_part_bytes`):
    /// one cut, every part carrying its position; Live Activities, controls, recommendations and
    /// relevances in part 0 (small, and the strip a person sees first), then widget instances in
    /// the order they were added, as many to a part as fit in `maxBytes` (an item is never split:
    /// one larger than that has a part of its own). `maxBytes` 0, or a snapshot that fits in one
    /// part: the snapshot whole, not in parts, as a phone that predates parts answers.
    package func parts(maxBytes: Int) -> [Relay_V1_Snapshot] {
        guard maxBytes > 0 else { return [self] }
        var header = self
        header.instances = []
        header.activities = []
        header.controls = []
        header.recommendations = []
        header.relevances = []
        var first = header
        first.activities = activities
        first.controls = controls
        first.recommendations = recommendations
        first.relevances = relevances
        var parts: [Relay_V1_Snapshot] = []
        var current = first
        var size = (try? first.serializedBytes() as [UInt8])?.count ?? 0
        for instance in instances {
            let itemSize = (try? instance.serializedBytes() as [UInt8])?.count ?? 0
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
