/// Whether a view element shows (`Visibility`: a chart's legend and axes, a toolbar, scroll indicators).
public enum Visibility: Sendable, Hashable, CaseIterable {
    /// As the element's context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
