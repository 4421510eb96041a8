import Synchronization

/// Message ids for envelopes a node sends: unique to this process and, through a random
/// 64-bit prefix drawn once, to its sender, in the shape of a UUID
/// ("pppppppp-pppp-pppp-cccc-cccccccccccc", p the prefix, c a counter).
///
/// Foundation's `UUID()` on Linux opens `/dev/urandom` for every id and formats it through
/// `sprintf`: a file open on every reply and every update the phone sends.
public enum MessageID {
    private static let prefix = UInt64.random(in: .min ... .max)
    private static let counter = Atomic<UInt64>(0)

    /// The next id.
    public static func next() -> String {
        let count = counter.add(1, ordering: .relaxed).newValue
        var text = [UInt8]()
        text.reserveCapacity(36)
        func hex(_ value: UInt64, digits: Int) {
            for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
                let nibble = UInt8((value >> UInt64(shift)) & 0xF)
                text.append(nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10)
            }
        }
        hex(prefix >> 32, digits: 8); text.append(0x2D)
        hex((prefix >> 16) & 0xFFFF, digits: 4); text.append(0x2D)
        hex(prefix & 0xFFFF, digits: 4); text.append(0x2D)
        hex(count >> 48, digits: 4); text.append(0x2D)
        hex(count & 0xFFFF_FFFF_FFFF, digits: 12)
        return String(decoding: text, as: UTF8.self)
    }
}
