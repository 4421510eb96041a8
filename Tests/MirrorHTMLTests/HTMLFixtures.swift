import Foundation
import Mirror
import MirrorHTML
import MirrorText
import WidgetRelayKit

/// Small archives and options for the HTML renderer's tests.
enum HTMLFixture {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func options(
        locked: Bool = false, pending: Bool = false, placeholder: Bool = false,
        optimistic: [String: Bool] = [:]
    ) -> RenderOptions {
        var options = RenderOptions(now: now)
        options.locked = locked
        options.pending = pending
        options.placeholder = placeholder
        options.optimistic = optimistic
        return options
    }

    /// `root` as a small widget's face (or another family, mode, options).
    static func html(
        _ root: ViewNode, family: WidgetFamily? = .systemSmall, mode: WidgetRenderingMode = .fullColor,
        url: URL? = nil, background: ViewNode? = nil, _ options: RenderOptions = options()
    ) -> String {
        HTMLRenderer.render(
            ArchivedView(
                root: root, family: family, renderingMode: mode, widgetURL: url, containerBackground: background),
            options)
    }

    static func text(_ string: String, _ modifiers: [ModifierValue] = []) -> ViewNode {
        ViewNode(.text(.verbatim(string)), modifiers: modifiers)
    }

    static func stack(
        _ axis: StackAxis, _ children: [ViewNode], alignment: AlignmentValue = .center, spacing: Double? = nil,
        _ modifiers: [ModifierValue] = []
    ) -> ViewNode {
        ViewNode(
            .stack(StackNode(axis: axis, alignment: alignment, spacing: spacing, children: children)),
            modifiers: modifiers)
    }

    static func button(_ id: String, _ label: ViewNode, _ modifiers: [ModifierValue] = []) -> ViewNode {
        ViewNode(
            .button(ButtonNode(elementID: id, invocation: IntentInvocation(intentType: "Go"), label: label)),
            modifiers: modifiers)
    }

    static func toggle(_ id: String, isOn: Bool, _ label: ViewNode, _ modifiers: [ModifierValue] = []) -> ViewNode {
        ViewNode(
            .toggle(
                ToggleNode(elementID: id, isOn: isOn, invocation: IntentInvocation(intentType: "Flip"), label: label)),
            modifiers: modifiers)
    }

    static func link(_ id: String, _ url: String, _ label: ViewNode) -> ViewNode {
        ViewNode(.link(LinkNode(elementID: id, destination: URL(string: url)!, label: label)))
    }

    /// Whether a CSS declaration or a numeric attribute in `html` holds a `nan` or an infinity.
    static func hasNonFinite(_ html: String) -> Bool {
        html.matches(of: /(?:style|aria-valuenow|data-date)="([^"]*)"/).contains { match in
            let value = match.output.1.lowercased()
            return value.contains("nan") || value.contains("inf")
        }
    }

    /// Every number written as `<n>px` in `html`.
    static func pixelValues(_ html: String) -> [Double] {
        html.matches(of: /(-?[0-9.]+)px/).compactMap { Double($0.output.1) }
    }
}
