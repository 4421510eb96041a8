import DomainModel
import Foundation
import Mirror
import Codec
import MirrorHTML
import MirrorText
import WidgetRelayKit

/// The bundle's `#Preview`s in the gallery, as Xcode's canvas shows them: each widget preview
/// as its timeline's entries side by side (each drawn at its entry's date), each Live Activity
/// preview as the presentation it names for every content state, each view preview as is.
enum PreviewGalleryHTML {
    /// `now`: the phone's time, which view and Live Activity previews are drawn at (a widget
    /// preview's entries are drawn at their own dates).
    static func previews(_ previews: [CatalogPreview], now: Date) -> String {
        guard !previews.isEmpty else { return "" }
        let iso = ISO8601DateFormatter()
        var html = #"<h2>Previews</h2><div class="wr-author-previews">"#
        for preview in previews {
            html += #"<figure class="wr-author-preview"><figcaption>\#(HTMLEscaping.text(preview.title))</figcaption>"#
            html += #"<div class="wr-author-preview-frames" inert>"#
            switch preview.content {
            case .timeline(_, _, let entries):
                for entry in entries {
                    html +=
                        #"<div class="wr-author-preview-frame">\#(HTMLRenderer.render(entry.view, RenderOptions.drawnOnly(at: entry.date)))"#
                    html +=
                        #"<time datetime="\#(iso.string(from: entry.date))">\#(HTMLEscaping.text(Self.time(entry.date)))</time></div>"#
                }
            case .view(let view):
                html +=
                    #"<div class="wr-author-preview-frame">\#(HTMLRenderer.render(view, RenderOptions.drawnOnly(at: now)))</div>"#
            case .activity(_, let kind, let states):
                for state in states {
                    html += #"<div class="wr-author-preview-frame">\#(activity(state, kind, now: now))</div>"#
                }
            }
            html += "</div></figure>"
        }
        return html + "</div>"
    }

    /// One content state's presentation, laid out as the desktop's strip lays it out.
    private static func activity(_ p: ActivityPresentations, _ kind: ActivityPreviewViewKind, now: Date) -> String {
        let options = RenderOptions.drawnOnly(at: now)
        func draw(_ view: ArchivedView?) -> String { view.map { HTMLRenderer.render($0, options) } ?? "" }
        switch kind.island {
        case nil:
            return PageFragments.lockScreen(p.lockScreen, options)
        case .compact?:
            return
                #"<div class="wr-island wr-island-compact">\#(draw(p.compactLeading))\#(draw(p.compactTrailing))</div>"#
        case .minimal?:
            return #"<div class="wr-island wr-island-compact">\#(draw(p.minimal))</div>"#
        case .expanded?:
            let regions: [(String, ArchivedView?)] = [
                ("leading", p.expandedLeading), ("center", p.expandedCenter),
                ("trailing", p.expandedTrailing), ("bottom", p.expandedBottom),
            ]
            let drawn = regions.compactMap { name, view in
                view.map { #"<div class="wr-island-\#(name)">\#(HTMLRenderer.render($0, options))</div>"# }
            }
            return #"<div class="wr-island wr-island-expanded">\#(drawn.joined())</div>"#
        }
    }

    /// An entry's date as the canvas labels it ("9:41 AM").
    static func time(_ date: Date) -> String {
        date.formatted(
            Date.FormatStyle(
                date: .omitted, time: .shortened, locale: Locale(identifier: "en_US_POSIX"), timeZone: .current))
    }
}
