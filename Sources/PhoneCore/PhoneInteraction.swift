import WidgetRelayKit

/// An interaction as the phone performs it: a person activated a button, toggle or control
/// on a mirror (interaction.proto's `Interaction`, read at the codec edge).
public struct PhoneInteraction: Sendable, Hashable {
    /// What was activated.
    public enum Target: Sendable, Hashable {
        case instance(String)
        case activity(String)
        case control(String)
    }

    /// The id the mirror chose; the phone dedupes by (device, id).
    public var id: String
    /// What was activated (nil: the message named nothing).
    public var target: Target?
    /// The element's id in the archive.
    public var elementID: String
    /// The invocation archived in that element, or why it could not be read.
    public var invocation: Result<IntentInvocation, InvocationUnreadable>
    /// For a toggle: the value the person asked for.
    public var toggleValue: Bool?

    public init(
        id: String, target: Target?, elementID: String, invocation: Result<IntentInvocation, InvocationUnreadable>,
        toggleValue: Bool? = nil
    ) {
        self.id = id
        self.target = target
        self.elementID = elementID
        self.invocation = invocation
        self.toggleValue = toggleValue
    }
}

/// Why an interaction's archived invocation could not be read.
public struct InvocationUnreadable: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
