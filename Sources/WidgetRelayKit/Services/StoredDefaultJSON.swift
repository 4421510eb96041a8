import Foundation

/// The two commonest kinds of ``StoredDefault`` (a whole number, a Boolean: a counter, a toggle)
/// written and read as the store keeps them without `JSONEncoder` and `JSONDecoder`, the same
/// bytes: `{"int":{"_0":7}}`, `{"bool":{"_0":true}}`.
///
/// A tap's app code sets a default and the phone's own domain reads it back, once each a tap;
/// Foundation's JSON coders cost about 20 µs of a tap's app code on this project's machine for
/// the two (2026-11-30). Any other kind, and any bytes not exactly of these shapes, goes through
/// the coders as before (nil here).
enum StoredDefaultJSON {
    private static let intHead = Array(#"{"int":{"_0":"#.utf8)
    private static let boolHead = Array(#"{"bool":{"_0":"#.utf8)
    private static let tail = Array("}}".utf8)

    /// `stored` as `JSONEncoder` encodes it, for a whole number or a Boolean; nil for any other kind.
    static func encode(_ stored: StoredDefault) -> Data? {
        switch stored {
        case .int(let value): Data(#"{"int":{"_0":\#(value)}}"#.utf8)
        case .bool(let value): Data(#"{"bool":{"_0":\#(value)}}"#.utf8)
        default: nil
        }
    }

    /// The whole number or Boolean `data` holds, when it is exactly what ``encode(_:)`` writes;
    /// nil otherwise (then `JSONDecoder` reads it, or refuses it).
    static func decode(_ data: Data) -> StoredDefault? {
        data.withUnsafeBytes { raw -> StoredDefault? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count > tail.count, bytes.suffix(tail.count).elementsEqual(tail) else { return nil }
            let body = bytes.dropLast(tail.count)
            if body.starts(with: intHead) {
                return wholeNumber(body.dropFirst(intHead.count)).map(StoredDefault.int)
            }
            if body.starts(with: boolHead) {
                switch String(decoding: body.dropFirst(boolHead.count), as: UTF8.self) {
                case "true": return .bool(true)
                case "false": return .bool(false)
                default: return nil
                }
            }
            return nil
        }
    }

    /// A JSON integer as `JSONEncoder` writes an `Int` (an optional minus, then digits with no
    /// leading zero), within `Int`'s range; nil for anything else.
    private static func wholeNumber<Digits: Collection<UInt8>>(_ digits: Digits) -> Int? {
        let unsigned = digits.first == UInt8(ascii: "-") ? digits.dropFirst() : digits[...]
        guard let first = unsigned.first, unsigned.allSatisfy({ (0x30...0x39).contains($0) }),
            first != UInt8(ascii: "0") || unsigned.count == 1
        else { return nil }
        return Int(String(decoding: digits, as: UTF8.self))
    }
}
