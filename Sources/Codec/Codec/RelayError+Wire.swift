import DomainModel
import RelayWire

extension RelayError.Code {
    /// The wire's code for this one (`unavailable` has none and goes out as `INTERNAL`).
    package var wire: Relay_V1_ErrorCode {
        self == .unavailable ? .internal : Relay_V1_ErrorCode(rawValue: rawValue) ?? .internal
    }

    /// The domain code for a wire code; an unknown one is `unspecified`.
    package init(wire: Relay_V1_ErrorCode) {
        self = Self(rawValue: wire.rawValue) ?? .unspecified
    }
}

extension RelayError {
    /// The error a mirror reads from the phone's `ErrorReply`.
    package init(reply: Relay_V1_ErrorReply) {
        self.init(Code(wire: reply.code), reply.message)
    }
}
