/// Why a relay node could not start: a message for people that names the endpoint or file at fault.
public struct RelayNodeError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
