import Foundation
import Mirror
import MirrorHTML
import Testing
import WidgetRelayKit

/// The HTML renderer against a hostile phone: escaping, redaction that leaves no
/// trace, and numbers that never become `nan`, `inf` or absurd CSS.
@Suite("HTML renderer: hostile input and redaction")
struct HTMLRendererSafetyTests {
    typealias F = HTMLFixture
    static let hostile = #"<script>alert("x")</script> & 'y' "><img src=x onerror=alert(1)>"#

    @Test("text, labels, ids, URLs and symbol names are escaped everywhere")
    func escaping() {
        let h = Self.hostile
        let tree = F.stack(
            .vertical,
            [
                F.text(h), ViewNode(.label(title: h, systemImage: h)), ViewNode(.image(systemName: h)),
                F.button(h, F.text(h)), F.toggle(h, isOn: true, F.text(h)),
                F.link(h, "https://a.b/?q=%22%3E", F.text(h)),
                ViewNode(.color(.named(h))),
                F.text(
                    "x",
                    [
                        .toggleStyle(h), .buttonStyle(h), .padding(edges: h, length: 1),
                        .font(FontValue(textStyle: h, weight: h, design: h)),
                    ]),
            ])
        let html = F.html(tree, url: URL(string: "https://a.b/%3Cscript%3E"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("'y'"))
        #expect(
            html.contains(
                "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39; &quot;&gt;&lt;img src=x onerror=alert(1)&gt;"
            ))
        #expect(html.contains("data-element=\"&lt;script&gt;"))
        #expect(html.contains("title=\"&lt;script&gt;"))
    }

    @Test("a URL is never an href: links point at #, javascript: URLs only sit escaped in data-url")
    func urls() {
        let html = F.html(
            F.link("l", "javascript:alert(\"1\")", F.text("Open")), url: URL(string: "javascript:alert(2)"))
        #expect(html.contains("href=\"#\""))
        #expect(!html.contains("href=\"javascript"))
        #expect(html.components(separatedBy: "href=").count == 2)
        #expect(
            html.contains("data-url=\"javascript:alert(%221%22)\"")
                || html.contains("data-url=\"javascript:alert(&quot;1&quot;)\""))
        #expect(html.contains("data-widget-url=\"javascript:alert(2)\""))
    }

    /// Trees holding "SECRET" in every place a string can be shown.
    static let secrets: [ViewNode] = [
        F.text("SECRET"), ViewNode(.label(title: "SECRET", systemImage: "star.fill")),
        ViewNode(.image(systemName: "SECRET")),
        ViewNode(.text(.date(Date(timeIntervalSince1970: 1_700_000_600), .timer))),
        F.button("b", F.text("SECRET")), F.button("b", ViewNode(.image(systemName: "SECRET.fill"))),
        F.toggle("t", isOn: true, F.text("SECRET")), F.link("l", "https://a.b/SECRET", F.text("SECRET")),
        ViewNode(.progress(value: 0.123, total: 1, label: F.text("SECRET"))),
        ViewNode(
            .gauge(
                GaugeNode(
                    value: 0.123, minimum: 0, maximum: 1, label: F.text("SECRET"), currentValueLabel: F.text("SECRET"),
                    style: "circular"))),
        F.stack(.horizontal, [F.text("SECRET", [.lineLimit(1)])]),
    ]

    @Test("privacySensitive while locked, and everything in a placeholder, leave no trace", arguments: secrets)
    func redaction(node: ViewNode) {
        let sensitive = ViewNode(node.kind, modifiers: node.modifiers + [.privacySensitive])
        for (tree, options) in [
            (sensitive, F.options(locked: true)), (node, F.options(placeholder: true)),
            (F.stack(.vertical, [node]), F.options(placeholder: true)),
        ] {
            let html = F.html(tree, options)
            #expect(!html.contains("SECRET"))
            #expect(!html.contains("1700000600"))
            #expect(!html.contains("12.3"))
            #expect(!html.contains("star"))
            #expect(html.contains("▒") || html.contains("wr-redacted"))
        }
        // Unlocked, a privacy-sensitive view shows.
        let shown = F.html(sensitive)
        #expect(shown.contains("SECRET") || shown.contains("1700000600"))
    }

    @Test("redaction reaches into a privacy-sensitive group's views only")
    func groupRedaction() {
        let html = F.html(
            F.stack(
                .vertical,
                [
                    F.text("3 left"),
                    ViewNode(.group([F.text("Buy milk"), F.text("Walk")]), modifiers: [.privacySensitive]),
                ]),
            F.options(locked: true))
        #expect(html.contains("3 left"))
        #expect(!html.contains("milk"))
        #expect(!html.contains("Walk"))
    }

    static let badNumbers: [Double] = [
        .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e-300,
    ]

    @Test("non-finite and huge numbers become finite, clamped CSS", arguments: badNumbers)
    func hostileNumbers(x: Double) {
        let color = ColorValue.rgba(red: x, green: x, blue: x, opacity: x)
        let tree = F.stack(
            .horizontal,
            [
                F.text(
                    "a",
                    [
                        .font(FontValue(size: x)), .padding(edges: "all", length: x), .padding(edges: "top", length: x),
                        .frame(FrameValue(width: x, height: x)), .frame(FrameValue(maxWidth: x, maxHeight: x)),
                        .opacity(x),
                        .background(color), .foregroundStyle(.color(color)), .tint(color),
                    ]),
                ViewNode(.spacer(minLength: x)), ViewNode(.color(color)),
                ViewNode(.progress(value: x, total: x, label: nil)),
                ViewNode(.progress(value: 1, total: x, label: nil)),
                ViewNode(
                    .gauge(
                        GaugeNode(
                            value: x, minimum: 0, maximum: 1, label: nil, currentValueLabel: nil, style: "circular"))),
                ViewNode(
                    .gauge(
                        GaugeNode(value: 0.5, minimum: -x, maximum: x, label: nil, currentValueLabel: nil, style: nil))),
                ViewNode(.text(.date(Date(timeIntervalSince1970: x), .relative))),
            ], spacing: x)
        for mode in [WidgetRenderingMode.fullColor, .accented, .vibrant] {
            let html = F.html(tree, mode: mode)
            #expect(!F.hasNonFinite(html))
            #expect(F.pixelValues(html).allSatisfy { (0...2000).contains($0) })
            let fonts = html.matches(of: /font-size:([0-9.]+)px/).compactMap { Double($0.output.1) }
            #expect(fonts.allSatisfy { (1...200).contains($0) })
            #expect(!html.contains("e+"))
        }
    }

    @Test("line limits are clamped to 1…1000", arguments: [(Int.min, 1), (0, 1), (3, 3), (Int.max, 1000)])
    func lineLimits(limit: Int, clamped: Int) {
        #expect(F.html(F.text("a", [.lineLimit(limit)])).contains("-webkit-line-clamp:\(clamped)"))
    }

    @Test("a tree nested deeper than any decodable archive renders, with a mark where it stops")
    func deepNesting() {
        var node = F.text("bottom")
        for index in 0..<500 {
            node =
                index.isMultiple(of: 2)
                ? F.stack(.vertical, [node]) : ViewNode(.group([node]), modifiers: [.opacity(0.9)])
        }
        let html = F.html(node)
        #expect(html.contains("nested too deeply"))
        #expect(!html.contains("bottom"))
    }
}
