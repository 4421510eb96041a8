/// Which (device, interaction id) pairs the phone has recorded, in memory: a Bloom
/// filter in front of the store's `interactions` table.
///
/// Almost every interaction is new, and proving that by a SQLite read costs a
/// reader transaction on the interaction's path. The filter answers "never recorded"
/// for certain (no false negatives: every recorded pair was inserted), and "maybe"
/// otherwise, which the store then settles. Its size is fixed, so memory stays
/// bounded however many interactions the store keeps; past ``capacity`` pairs the
/// share of "maybe" grows (and with it the reads), never a wrong "never".
public struct InteractionFilter: Sendable {
    /// How many pairs it holds at about 1 % false "maybe".
    public let capacity: Int
    private var words: [UInt64]
    private let bitCount: UInt64
    /// Probes per pair: ln 2 × bits per pair, for 1 %.
    private static let probes = 7
    public private(set) var count = 0

    /// A filter for about `capacity` pairs (at least 1,024): 9.6 bits each.
    public init(capacity: Int = 200_000) {
        self.capacity = max(1024, capacity)
        let bits = (self.capacity * 96 / 10 + 63) / 64 * 64
        bitCount = UInt64(bits)
        words = Array(repeating: 0, count: bits / 64)
    }

    /// Remembers that `id` from `device` is recorded.
    public mutating func insert(device: String, id: String) {
        let (first, step) = Self.hashes(device, id)
        for probe in 0..<UInt64(Self.probes) {
            let bit = (first &+ probe &* step) % bitCount
            words[Int(bit / 64)] |= 1 << (bit % 64)
        }
        count += 1
    }

    /// False when `id` from `device` was certainly never inserted.
    public func mayContain(device: String, id: String) -> Bool {
        let (first, step) = Self.hashes(device, id)
        for probe in 0..<UInt64(Self.probes) {
            let bit = (first &+ probe &* step) % bitCount
            if words[Int(bit / 64)] & (1 << (bit % 64)) == 0 { return false }
        }
        return true
    }

    /// Two hashes of the pair (double hashing: probe i is first + i × step), the
    /// step odd so that probes differ. Seeded per process, as Swift's `Hasher` is:
    /// a peer cannot choose ids that collide.
    private static func hashes(_ device: String, _ id: String) -> (UInt64, UInt64) {
        var hasher = Hasher()
        hasher.combine(device)
        hasher.combine(id)
        let first = UInt64(bitPattern: Int64(hasher.finalize()))
        var second = Hasher()
        second.combine(first)
        second.combine(id)
        return (first, UInt64(bitPattern: Int64(second.finalize())) | 1)
    }
}
