/// What a person can activate on a mirror: a widget instance, a Live Activity or a control.
public enum InteractionTarget: Sendable, Hashable {
    case widget(String)
    case activity(String)
    case control(String)

    /// The key a target's pending mark and message are kept under ("<instance>",
    /// "activity/<id>", "control/<kind>"): one namespace for all three.
    public var key: String {
        switch self {
        case .widget(let id): id
        case .activity(let id): "activity/\(id)"
        case .control(let kind): "control/\(kind)"
        }
    }
}
