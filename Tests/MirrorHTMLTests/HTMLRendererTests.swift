import Foundation
import Mirror
import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// The HTML renderer: the widget root, every node kind, and their HTML contract.
@Suite("HTML renderer: nodes")
struct HTMLRendererTests {
    typealias F = HTMLFixture

    @Test("the root: family, mode, size from displaySize, content margins, the background layer, the widget URL")
    func root() {
        let html = F.html(
            F.text("Hi"), family: .systemMedium, url: URL(string: "app://x?a=1&b=\"2\""),
            background: ViewNode(.color(.named("blue"))))
        #expect(
            html.hasPrefix(
                "<div class=\"wr-widget wr-family-systemMedium wr-mode-fullColor\" style=\"width:364px;height:170px\""))
        #expect(
            html.contains("data-widget-url=\"app://x?a=1&amp;b=%222%22\"")
                || html.contains("data-widget-url=\"app://x?a=1&amp;b=&quot;2&quot;\""))
        #expect(
            html.contains(
                "<div class=\"wr-background\"><span class=\"wr-color\" style=\"background-color:rgba(0,122,255,1)"))
        #expect(
            html.contains("<div class=\"wr-content\" style=\"padding:16px\"><span class=\"wr-text\">Hi</span></div>"))
        #expect(!html.contains("href"))
    }

    @Test("accented and vibrant remove the container background", arguments: [WidgetRenderingMode.accented, .vibrant])
    func backgroundRemoved(mode: WidgetRenderingMode) {
        let html = F.html(F.text("Hi"), mode: mode, background: ViewNode(.color(.named("blue"))))
        #expect(html.contains("wr-mode-\(mode.rawValue)"))
        #expect(!html.contains("wr-background"))
    }

    @Test(
        "content margins by family",
        arguments: [
            (WidgetFamily.systemSmall, String?("padding:16px")), (.systemExtraLarge, "padding:16px"),
            (.accessoryRectangular, "padding:2px"), (.accessoryCircular, nil), (.accessoryInline, nil),
        ])
    func margins(family: WidgetFamily, padding: String?) {
        let html = F.html(F.text("x"), family: family)
        let size = family.displaySize
        #expect(html.contains("style=\"width:\(Int(size.width))px;height:\(Int(size.height))px\""))
        if let padding {
            #expect(html.contains("<div class=\"wr-content\" style=\"\(padding)\">"))
        } else {
            #expect(html.contains("<div class=\"wr-content\">"))
        }
    }

    @Test("no family: an unsized region")
    func region() {
        let html = F.html(F.text("x"), family: nil)
        #expect(html.hasPrefix("<div class=\"wr-widget wr-region wr-mode-fullColor\">"))
        #expect(!html.contains("width:"))
    }

    @Test(
        "stacks: flexbox column/row and a one-cell grid, alignment and spacing",
        arguments: [
            (
                StackAxis.vertical, AlignmentValue.leading, Double?.none,
                "wr-stack wr-vstack\" style=\"gap:8px;align-items:flex-start\""
            ),
            (.vertical, .trailing, 0, "wr-vstack\" style=\"gap:0px;align-items:flex-end\""),
            (.vertical, .center, 4.5, "wr-vstack\" style=\"gap:4.5px;align-items:center\""),
            (.horizontal, .top, 12, "wr-stack wr-hstack\" style=\"gap:12px;align-items:flex-start\""),
            (.horizontal, .bottom, nil, "wr-hstack\" style=\"gap:8px;align-items:flex-end\""),
            (.depth, .topTrailing, nil, "wr-stack wr-zstack\" style=\"justify-items:end;align-items:start\""),
            (.depth, .bottomLeading, nil, "wr-zstack\" style=\"justify-items:start;align-items:end\""),
        ])
    func stacks(axis: StackAxis, alignment: AlignmentValue, spacing: Double?, expected: String) {
        #expect(
            F.html(F.stack(axis, [F.text("a"), F.text("b")], alignment: alignment, spacing: spacing)).contains(expected)
        )
    }

    @Test("a spacer grows along its stack, with minLength on that axis")
    func spacer() {
        let h = F.html(F.stack(.horizontal, [F.text("a"), ViewNode(.spacer(minLength: 10))]))
        #expect(
            h.contains(
                "<span class=\"wr-spacer wr-grow\" style=\"min-width:10px;flex:1 1 0\" aria-hidden=\"true\"></span>"))
        let v = F.html(F.stack(.vertical, [F.text("a"), ViewNode(.spacer(minLength: 6)), F.text("b")]))
        #expect(v.contains("style=\"min-height:6px;flex:1 1 0\""))
        // A stack holding a spacer grows too, as in SwiftUI.
        #expect(
            F.html(F.stack(.vertical, [F.stack(.horizontal, [F.text("a"), ViewNode(.spacer(minLength: nil))])]))
                .contains("wr-hstack\" style=\"gap:8px;align-items:center;align-self:stretch\""))
    }

    @Test("Text: verbatim, and dates as a live span with unix seconds and style")
    func texts() {
        #expect(F.html(F.text("Hello\nthere")).contains("<span class=\"wr-text\">Hello\nthere</span>"))
        let date = F.now.addingTimeInterval(600)
        for style in DateTextStyle.allCases {
            let html = F.html(ViewNode(.text(.date(date, style))))
            let shown = TextRenderer.format(date, style, now: F.now)
            #expect(
                html.contains(
                    "<span class=\"wr-text wr-date\" data-date=\"1700000600\" data-style=\"\(style.rawValue)\">\(shown)</span>"
                ))
        }
        let far = F.html(ViewNode(.text(.date(Date(timeIntervalSince1970: 1e15), .timer))))
        #expect(far.contains(TextRenderer.invalidDate))
        #expect(!far.contains("data-date"))
    }

    @Test("symbols: a Material Icons ligature, or a visible fallback with the name")
    func symbols() {
        #expect(
            F.html(ViewNode(.image(systemName: "bolt.fill")))
                .contains("<span class=\"wr-symbol material-icons\" aria-hidden=\"true\">bolt</span>"))
        let missing = F.html(ViewNode(.image(systemName: "no.such.symbol")))
        #expect(
            missing.contains(
                "<span class=\"wr-symbol wr-symbol-missing\" role=\"img\" title=\"no.such.symbol\" aria-label=\"no.such.symbol\">?</span>"
            ))
        #expect(SymbolMap.materialName(for: "star.fill") == "star")
        #expect(SymbolMap.materialName(for: "no.such.symbol") == nil)
    }

    @Test("a label is its icon and title in a row")
    func label() {
        #expect(
            F.html(ViewNode(.label(title: "Dark", systemImage: "moon.fill"))).contains(
                "<span class=\"wr-label\"><span class=\"wr-symbol material-icons\" aria-hidden=\"true\">dark_mode</span><span class=\"wr-text\">Dark</span></span>"
            ))
    }

    @Test("divider, colour and group")
    func simpleKinds() {
        #expect(
            F.html(F.stack(.vertical, [ViewNode(.divider)])).contains(
                "<span class=\"wr-divider\" style=\"align-self:stretch\" role=\"separator\"></span>"))
        #expect(F.html(F.stack(.horizontal, [ViewNode(.divider)])).contains("wr-divider wr-divider-vertical"))
        #expect(
            F.html(ViewNode(.color(.named("red")))).contains(
                "<span class=\"wr-color\" style=\"background-color:rgba(255,59,48,1);flex:1 1 0;align-self:stretch\" aria-hidden=\"true\"></span>"
            ))
        let group = F.html(
            F.stack(.vertical, [ViewNode(.group([F.text("a"), F.text("b")]), modifiers: [.opacity(0.5)])]))
        #expect(
            group.contains(
                "<span class=\"wr-group\"><span class=\"wr-text\" style=\"opacity:0.5\">a</span><span class=\"wr-text\" style=\"opacity:0.5\">b</span></span>"
            ))
    }

    @Test("progress: a progressbar with its value, a spinner when indeterminate, invalid when not finite")
    func progress() {
        let html = F.html(ViewNode(.progress(value: 2, total: 5, label: F.text("Loading"))))
        #expect(html.contains("<span class=\"wr-text\">Loading</span>"))
        #expect(
            html.contains(
                "<span class=\"wr-bar\" role=\"progressbar\" aria-valuemin=\"0\" aria-valuemax=\"100\" aria-valuenow=\"40\"><span class=\"wr-bar-fill\" style=\"width:40%\"></span></span>"
            ))
        let spinner = F.html(ViewNode(.progress(value: nil, total: 1, label: nil)))
        #expect(spinner.contains("wr-spinner\" role=\"progressbar\""))
        #expect(!spinner.contains("aria-valuenow"))
        let invalid = F.html(ViewNode(.progress(value: .nan, total: 1, label: nil)))
        #expect(invalid.contains(TextRenderer.invalidValue))
        #expect(!invalid.contains("progressbar"))
    }

    @Test(
        "gauges: linear by default, a conic ring for circular styles with the value label inside",
        arguments: [
            (String?.none, false), ("linearCapacity", false), ("accessoryCircular", true), ("circular", true),
            ("accessoryCircularCapacity", true),
        ])
    func gauge(style: String?, circular: Bool) {
        let gauge = GaugeNode(
            value: 25, minimum: 0, maximum: 100, label: F.text("HP"), currentValueLabel: F.text("25"), style: style)
        let html = F.html(ViewNode(.gauge(gauge)))
        #expect(html.contains("aria-valuenow=\"25\""))
        if circular {
            #expect(
                html.contains(
                    "style=\"--wr-fraction:25%\"><span class=\"wr-ring-center\"><span class=\"wr-text\">25</span></span></span>"
                ))
        } else {
            #expect(html.contains("wr-gauge-linear"))
            #expect(html.contains("<span class=\"wr-bar-fill\" style=\"width:25%\">"))
        }
        let broken = GaugeNode(
            value: 1, minimum: 0, maximum: .infinity, label: nil, currentValueLabel: nil, style: style)
        #expect(F.html(ViewNode(.gauge(broken))).contains(TextRenderer.invalidValue))
    }
}
