/// Secret bytes a type holds (a long-term secret key, a pairing window's key): printed, dumped and
/// reflected as ``SymmetricKey/redacted``, as the key types are, so a value that holds one can be
/// logged or dumped without it. The bytes are read only by name (``bytes``).
public struct SecretBytes: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The secret.
    public let bytes: [UInt8]

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public var description: String { "SecretBytes(\(SymmetricKey.redacted))" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["bytes": SymmetricKey.redacted], displayStyle: .struct) }
}
