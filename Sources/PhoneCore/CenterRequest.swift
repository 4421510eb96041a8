/// What app code asked of WidgetCenter or ControlCenter.
public enum CenterRequest: Sendable, Hashable {
    case reloadKind(String)
    case reloadAll
    case invalidateRecommendations
    case reloadControls(String?)
}
