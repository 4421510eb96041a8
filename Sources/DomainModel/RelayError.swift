/// What went wrong, as every layer reports it: a code both ends of the wire agree on,
/// a message for a person, and, where there is one, the error underneath.
///
/// The phone turns a `RelayError` into an `ErrorReply` (`code`, `message`); a mirror turns
/// an `ErrorReply` back into one, so the code survives end to end instead of being
/// flattened into a string.
public struct RelayError: Error, Sendable, CustomStringConvertible {
    /// Why a request failed: the domain twin of `relay.v1.ErrorCode`.
    public enum Code: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        case unspecified = 0
        case malformed = 1
        case unsupportedVersion = 2
        case unknownRequest = 3
        case unknownWidgetKind = 4
        case unknownInstance = 5
        case unsupportedFamily = 6
        case badConfiguration = 7
        case unknownEntityType = 8
        case notPaired = 9
        case tooLarge = 10
        case `internal` = 11
        case helloRequired = 12
        case busy = 13
        case notOffered = 14
        /// Not on the wire: the request never got an answer (time-out, closed connection).
        case unavailable = -1

        public var description: String {
            switch self {
            case .unspecified: "UNSPECIFIED"
            case .malformed: "MALFORMED"
            case .unsupportedVersion: "UNSUPPORTED_VERSION"
            case .unknownRequest: "UNKNOWN_REQUEST"
            case .unknownWidgetKind: "UNKNOWN_WIDGET_KIND"
            case .unknownInstance: "UNKNOWN_INSTANCE"
            case .unsupportedFamily: "UNSUPPORTED_FAMILY"
            case .badConfiguration: "BAD_CONFIGURATION"
            case .unknownEntityType: "UNKNOWN_ENTITY_TYPE"
            case .notPaired: "NOT_PAIRED"
            case .tooLarge: "TOO_LARGE"
            case .internal: "INTERNAL"
            case .helloRequired: "HELLO_REQUIRED"
            case .busy: "BUSY"
            case .notOffered: "NOT_OFFERED"
            case .unavailable: "UNAVAILABLE"
            }
        }
    }

    public var code: Code
    public var message: String
    /// The error underneath, when there is one (a store failure, a time-out).
    public var cause: (any Error & Sendable)?

    public init(_ code: Code, _ message: String, cause: (any Error & Sendable)? = nil) {
        self.code = code
        self.message = message
        self.cause = cause
    }

    /// The message, and the cause when there is one: what a person reads (the code is shown apart).
    public var description: String {
        if let cause { "\(message): \(cause)" } else { message }
    }
}
