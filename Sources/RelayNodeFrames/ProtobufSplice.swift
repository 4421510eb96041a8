/// Protobuf written by hand where the relay must pass sealed bytes on verbatim: a
/// length-delimited field is its tag, its length and the bytes, and a message may list its
/// fields in any order (repeated ones appended), so a kept `SealedUpdate` goes into a
/// `RelayFrame` or `RelaySnapshot` without being decoded and encoded again.
package enum ProtobufSplice {
    /// Field `number` (wire type 2) holding `bytes`, appended to `out`.
    package static func append(field number: Int, _ bytes: [UInt8], to out: inout [UInt8]) {
        appendVarint(UInt64(number << 3 | 2), to: &out)
        appendVarint(UInt64(bytes.count), to: &out)
        out.append(contentsOf: bytes)
    }

    /// A message of the one field `number` holding `bytes`.
    package static func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 12)
        append(field: number, bytes, to: &out)
        return out
    }

    package static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var value = value
        while value >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
    }
}

/// The `RelayFrame` and `RelaySnapshot` field numbers the relay splices (relayed.proto).
package enum RelayFrameField {
    package static let request = 4
    package static let reply = 5
    package static let snapshot = 7
    package static let update = 8
    package static let snapshotRecords = 6
    package static let pairing = 13
}
