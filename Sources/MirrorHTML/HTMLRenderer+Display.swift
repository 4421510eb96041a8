import MirrorText
import WidgetRelayKit

extension HTMLRenderer {
    /// A widget's face as `mode` shows it (``DisplayMode``): the view the phone archived for the
    /// mode's place when there is one (`archived`, from ``Mirror/PresentedWidget/surfaceViews``),
    /// else `view` repainted in the mode's rendering mode; its container background removed where
    /// the mode removes it, scaled up and, in Night Mode, tinted red; a family the mode does not
    /// show is a note saying so. In the desktop mode it is ``render(_:_:)``'s face, unwrapped.
    public static func render(
        _ view: ArchivedView, _ options: RenderOptions, in mode: DisplayMode, archived: ArchivedView? = nil
    ) -> String {
        guard mode != .desktop else { return render(view, options) }
        if let absence = mode.absence(of: view.family) {
            return #"<div class="wr-widget wr-display-absent" role="note">\#(HTMLEscaping.text(absence))</div>"#
        }
        var options = options
        // CarPlay draws full colour on black without the card: text is measured against that.
        if mode == .carPlay { options.backdrop = .carPlay }
        let zoom = mode.scale == 1 ? "" : #" style="zoom:\#(CSS.number(mode.scale))""#
        let source = archived.flatMap { _ in mode.surface }.map { #" data-archived-for="\#($0.rawValue)""# } ?? ""
        return
            #"<div class="wr-display wr-display-\#(mode.rawValue)" data-widget-location="\#(mode.widgetLocation)"\#(source)\#(zoom)>"#
            + render(mode.presenting(archived ?? view), options) + "</div>"
    }
}

extension Backdrop {
    /// CarPlay's: white text on the car's black screen, with no widget card behind it.
    public static let carPlay = Backdrop(
        background: .rgba(red: 0, green: 0, blue: 0, opacity: 1), ink: .rgba(red: 1, green: 1, blue: 1, opacity: 1))
}
