import DomainModel
import PhoneCore
import Codec

/// Why the phone refuses a request: a ``RelayError`` (code, message, cause) that becomes
/// an ErrorReply whose message names the culprit. These are the refusals the phone makes.
public typealias PhoneError = RelayError

extension RelayError {
    public static func notPaired(_ message: String) -> RelayError { RelayError(.notPaired, message) }
    public static func unknownWidgetKind(_ message: String) -> RelayError { RelayError(.unknownWidgetKind, message) }
    public static func unknownInstance(_ message: String) -> RelayError { RelayError(.unknownInstance, message) }
    public static func unsupportedFamily(_ message: String) -> RelayError { RelayError(.unsupportedFamily, message) }
    public static func badConfiguration(_ message: String, cause: (any Error & Sendable)? = nil) -> RelayError {
        RelayError(.badConfiguration, message, cause: cause)
    }
    public static func unknownEntityType(_ message: String) -> RelayError { RelayError(.unknownEntityType, message) }
    public static func tooLarge(_ message: String) -> RelayError { RelayError(.tooLarge, message) }
    /// A request the phone does not answer, or one it cannot make sense of.
    public static func badRequest(_ message: String) -> RelayError { RelayError(.unknownRequest, message) }
    public static func helloRequired(_ message: String) -> RelayError { RelayError(.helloRequired, message) }
    public static func busy(_ message: String) -> RelayError { RelayError(.busy, message) }
    public static func `internal`(_ message: String, cause: (any Error & Sendable)? = nil) -> RelayError {
        RelayError(.internal, message, cause: cause)
    }
    /// A value the wire cannot mean (a date out of range, a content state that is not its type's).
    public static func malformed(_ message: String) -> RelayError { RelayError(.malformed, message) }
}

extension RelayError {
    /// The error reply for a placement ``WidgetPlacement`` refused.
    init(_ refusal: WidgetPlacement.Refusal) {
        switch refusal.reason {
        case .unknownWidgetKind: self.init(.unknownWidgetKind, refusal.message)
        case .unsupportedFamily: self.init(.unsupportedFamily, refusal.message)
        case .unknownInstance: self.init(.unknownInstance, refusal.message)
        }
    }
}
