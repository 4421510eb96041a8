/// Why something sealed could not be opened or checked.
public enum SealingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A field has the wrong shape (its length, a missing part).
    case malformed(String)
    /// It does not open under the key, or was changed after it was sealed.
    case forged
    /// The signature is not the phone's over these bytes.
    case badSignature
    /// It is sealed under a group key this device was never granted.
    case unknownKeyEpoch(UInt64)

    public var description: String {
        switch self {
        case .malformed(let what): "malformed: \(what)"
        case .forged: "does not open: changed after it was sealed, or sealed under another key"
        case .badSignature: "not signed by the phone"
        case .unknownKeyEpoch(let epoch): "sealed under group key \(epoch), which this device was never granted"
        }
    }
}
