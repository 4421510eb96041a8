import WidgetRelayKit

/// A `ConfigureWidget` request (requests.proto) as the phone decides it: add an instance of
/// `kind` in `family` (no `instanceID`), or reconfigure instance `instanceID`.
public struct ConfigureRequest: Sendable, Hashable {
    /// The instance to reconfigure; nil to add one.
    public var instanceID: String?
    /// The widget kind to add (ignored when reconfiguring).
    public var kind: String
    /// The family to add it in; nil when the request's family cannot be read (only adding
    /// needs one: that request is refused).
    public var family: WidgetFamily?
    /// Why the family cannot be read, for the refusal.
    public var familyProblem: String
    /// The configuration asked for: nil when none is given (the instance's own, or the
    /// defaults, are kept); a failure when it cannot be read (refused where it is used).
    public var configuration: Result<IntentInvocation, InvocationUnreadable>?

    public init(
        instanceID: String?, kind: String, family: WidgetFamily?, familyProblem: String = "",
        configuration: Result<IntentInvocation, InvocationUnreadable>?
    ) {
        self.instanceID = instanceID
        self.kind = kind
        self.family = family
        self.familyProblem = familyProblem
        self.configuration = configuration
    }
}
