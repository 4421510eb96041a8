import RelayCore
import RelayWire

/// Why the phone refuses a request: each case becomes an ErrorReply with a code
/// and a message that names the culprit.
public enum PhoneError: Error, Sendable, CustomStringConvertible {
    case notPaired(String)
    case unknownWidgetKind(String)
    case unknownInstance(String)
    case unsupportedFamily(String)
    case badConfiguration(String)
    case unknownEntityType(String)
    case tooLarge(String)
    case badRequest(String)
    case helloRequired(String)
    case busy(String)
    case `internal`(String)
    /// A value the wire cannot mean (a date out of range, a content state that is not its type's).
    case malformed(String)

    public var code: Relay_V1_ErrorCode {
        switch self {
        case .notPaired: .notPaired
        case .unknownWidgetKind: .unknownWidgetKind
        case .unknownInstance: .unknownInstance
        case .unsupportedFamily: .unsupportedFamily
        case .badConfiguration: .badConfiguration
        case .unknownEntityType: .unknownEntityType
        case .tooLarge: .tooLarge
        case .badRequest: .unknownRequest
        case .helloRequired: .helloRequired
        case .busy: .busy
        case .internal: .internal
        case .malformed: .malformed
        }
    }

    public var description: String {
        switch self {
        case .notPaired(let m), .unknownWidgetKind(let m), .unknownInstance(let m), .unsupportedFamily(let m),
             .badConfiguration(let m), .unknownEntityType(let m), .tooLarge(let m), .badRequest(let m),
             .helloRequired(let m), .busy(let m), .internal(let m),
             .malformed(let m): m
        }
    }
}
