import MirrorText
import WidgetRelayKit

/// Transitions and animations as the page plays them: marks on the element
/// (`data-wr-content-transition`, `data-wr-transition`, `data-wr-animation`) that the page's
/// script reads when an update patches the card (`wrPlay` in ``HTMLRenderer/liveScript``).
extension HTMLRenderer {
    /// Marks `element` with a content transition: its kind, the direction digits roll, and
    /// the value they stand for (`numericText(value:)`: the script rolls the way it moved).
    static func mark(_ element: inout HTMLElement, with transition: ContentTransitionValue) {
        switch transition {
        case .identity: element.setAttribute("data-wr-content-transition", "identity")
        case .opacity, .interpolate, .symbolEffect: element.setAttribute("data-wr-content-transition", "opacity")
        case .numericText(let countsDown, let value):
            element.setAttribute("data-wr-content-transition", "numericText")
            if countsDown { element.setAttribute("data-wr-counts-down", "true") }
            if let value { element.setAttribute("data-wr-numeric-value", String(value)) }
        }
    }

    /// A transition's name for the script: "opacity", "push-bottom", "move-leading", …
    static func name(of transition: TransitionValue) -> String {
        let kind = transition.kind
        return kind.edge.map { "\(kind.name)-\($0.rawValue)" } ?? kind.name
    }
}
