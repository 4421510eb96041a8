/// The fallback fuzzer for builds without libFuzzer: a seeded generator and
/// byte-level mutations of corpus inputs (flips, extreme varints, cuts, splices).
public struct Mutator: Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// SplitMix64.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }

    /// One to four mutations of `input`, sometimes spliced with `other`.
    public mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(4) {
            switch below(7) {
            case 0 where !bytes.isEmpty: bytes[below(bytes.count)] ^= UInt8(truncatingIfNeeded: 1 << below(8))
            case 1 where !bytes.isEmpty: bytes[below(bytes.count)] = UInt8(truncatingIfNeeded: next())
            case 2: bytes.insert(UInt8(truncatingIfNeeded: next()), at: below(bytes.count + 1))
            case 3 where !bytes.isEmpty: bytes.remove(at: below(bytes.count))
            case 4:  // an extreme varint: ten bytes of 0xFF…0x01 is -1 / 2^64-1; nine 0xFF then 0x7F…
                let at = below(bytes.count + 1)
                bytes.insert(contentsOf: [UInt8](repeating: 0xFF, count: 9) + [below(2) == 0 ? 0x01 : 0x7F], at: at)
            case 5 where !other.isEmpty:
                let cut = below(bytes.count + 1), from = below(other.count)
                bytes = Array(bytes[..<cut]) + other[from...]
            default:
                if bytes.count > 1 { bytes.removeLast(below(bytes.count / 2) + 1) }
            }
        }
        return bytes
    }
}
