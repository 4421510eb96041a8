import WidgetRelayKit

/// What an ``InteractionFlow`` reads of the phone's state: whether the element was offered,
/// who owns an instance, and an instance's last timeline.
public protocol InteractionContext {
    /// Whether `device` was shown the interaction's element with exactly `invocation`; nil if so.
    func refusal(of interaction: PhoneInteraction, invocation: IntentInvocation, from device: String)
        -> InteractionRefusal?
    /// The device that owns widget instance `id` (nil: no such instance).
    func owner(of instance: String) -> String?
    /// The seq of the instance's last published timeline (a replayed interaction answers with it).
    func latestTimelineSeq(of instance: String) -> UInt64?
    /// Whether the instance has an archived timeline to publish again.
    func hasTimeline(_ instance: String) -> Bool
}
