import CSodium

/// libsodium's initialisation, randomness and keyed BLAKE2b, shared by the sealing types.
enum Sodium {
    /// `sodium_init` once (it is safe to call again; it returns 1 then).
    static let ready: Bool = sodium_init() >= 0

    static func random(_ count: Int) -> [UInt8] {
        precondition(ready, "libsodium could not initialise")
        var bytes = [UInt8](repeating: 0, count: count)
        randombytes_buf(&bytes, count)
        return bytes
    }

    static func randomUInt64() -> UInt64 {
        random(8).reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// BLAKE2b of `message` keyed by `key`, `length` bytes long.
    static func hash(_ message: [UInt8], key: [UInt8], length: Int) -> [UInt8] {
        precondition(ready, "libsodium could not initialise")
        var out = [UInt8](repeating: 0, count: length)
        let status = crypto_generichash(&out, length, message, UInt64(message.count), key, key.count)
        precondition(
            status == 0, "BLAKE2b with a key of \(key.count) bytes and \(length) bytes out is within its limits")
        return out
    }

    /// The bytes of several parts, each preceded by its length (4 bytes, big-endian), so
    /// no two different lists of parts give the same bytes.
    static func framed(_ parts: [[UInt8]]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(parts.reduce(0) { $0 + 4 + $1.count })
        for part in parts {
            let count = UInt32(part.count)
            out += [UInt8(count >> 24), UInt8(count >> 16 & 0xff), UInt8(count >> 8 & 0xff), UInt8(count & 0xff)]
            out += part
        }
        return out
    }
}
