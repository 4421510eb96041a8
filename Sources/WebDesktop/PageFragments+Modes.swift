import Mirror
import MirrorHTML

extension PageFragments {
    /// The header's switch: one button per ``Mirror/DisplayMode``, the page's pressed. The group
    /// carries the page's mode for the page's script (`data-page-mode`), which gives it to the body.
    static func modeSwitch(_ mode: DisplayMode) -> String {
        var html =
            #"<span class="wr-modes" role="group" aria-label="Show the widgets as" data-page-mode="\#(mode.rawValue)">"#
        for each in DisplayMode.allCases {
            html +=
                #"<button type="button" class="wr-tool wr-mode" data-action="mode" data-mode="\#(each.rawValue)" aria-pressed="\#(each == mode)">\#(each.title)</button>"#
        }
        return html + "</span>"
    }

    /// StandBy's views, as a person swipes between them on the phone: its widgets (two stacks) and its
    /// clock (the photos view is not drawn). The page's script keeps the view shown (`data-standby-view`
    /// on the body) and which button is pressed; arrow keys and a sideways swipe on the screen move too.
    static let standByViewSwitch =
        #"<span class="wr-standby-views" role="group" aria-label="StandBy view">"#
        + #"<button type="button" class="wr-tool wr-standby-view" data-action="standby-view" data-view="widgets" aria-pressed="true">Widgets</button>"#
        + #"<button type="button" class="wr-tool wr-standby-view" data-action="standby-view" data-view="clock" aria-pressed="false">Clock</button>"#
        + "</span>"

    /// A card's own choice of mode, in its bar.
    static func cardModeChoice(_ mode: DisplayMode, kind: String) -> String {
        var html = #"<select class="wr-card-mode" data-mode="\#(mode.rawValue)" aria-label="Show \#(kind) as">"#
        for each in DisplayMode.allCases {
            html += #"<option value="\#(each.rawValue)"\#(each == mode ? " selected" : "")>\#(each.title)</option>"#
        }
        return html + "</select>"
    }
}
