/// A wire message could not become a domain value; the message names the field.
public struct CodecError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
