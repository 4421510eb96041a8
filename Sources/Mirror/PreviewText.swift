import DomainModel
import Foundation
import Codec
import MirrorText
import WidgetRelayKit

/// A `#Preview` of the phone's bundle as lines of text (`desktop-node gallery`, `watch-node
/// gallery`): its title, then each entry or content state drawn by ``TextRenderer``.
public enum PreviewText {
    public static func lines(_ preview: CatalogPreview) -> [String] {
        var lines = ["Preview: \(preview.title)"]
        func draw(_ view: ArchivedView?, now: Date, label: String) {
            guard let view else { return }
            lines.append("  \(label)")
            lines += TextRenderer.render(view, RenderOptions(now: now)).lines.map { "    " + $0 }
        }
        switch preview.content {
        case .timeline(_, let family, let entries):
            for (index, entry) in entries.enumerated() {
                draw(
                    entry.view, now: entry.date,
                    label:
                        "entry \(index + 1) of \(entries.count), \(family.rawValue), at \(TextRenderer.format(entry.date, .time, now: entry.date)):"
                )
            }
        case .view(let view):
            draw(view, now: Date(), label: "view:")
        case .activity(_, let kind, let states):
            for (index, state) in states.enumerated() {
                let label = "content state \(index + 1) of \(states.count)"
                switch kind.island {
                case nil: draw(state.lockScreen, now: Date(), label: "\(label), Lock Screen:")
                case .compact?:
                    draw(state.compactLeading, now: Date(), label: "\(label), compact leading:")
                    draw(state.compactTrailing, now: Date(), label: "\(label), compact trailing:")
                case .minimal?: draw(state.minimal, now: Date(), label: "\(label), minimal:")
                case .expanded?:
                    for (name, view) in [
                        ("leading", state.expandedLeading), ("center", state.expandedCenter),
                        ("trailing", state.expandedTrailing), ("bottom", state.expandedBottom),
                    ] {
                        draw(view, now: Date(), label: "\(label), expanded \(name):")
                    }
                }
            }
        }
        return lines
    }
}
