import Foundation

// SwiftUI's modifiers that draw and that the archive already expresses in other words: each is
// archived as the modifier it amounts to in a widget (AppleModulesTests.ModifierTableTests checks
// each against that modifier).
extension View {
    /// `.monospaced(_:)`: the text inside in the monospaced design (`.fontDesign(.monospaced)`).
    public func monospaced(_ isActive: Bool = true) -> ModifiedView {
        isActive ? fontDesign(.monospaced) : ModifiedView(content: self, modification: .none)
    }
    /// `.lineLimit(_:reservesSpace:)`: at most `limit` lines; the space of unused lines is not
    /// reserved here (mirrors size text by the lines it has).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView { lineLimit(limit) }
    /// `.lineLimit(_:)` with a closed range: at most its upper bound (the lower bound is not reserved).
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedView { lineLimit(limit.upperBound) }
    /// `.lineLimit(...n)`: at most `n` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedView { lineLimit(limit.upperBound) }
    /// `.lineLimit(n...)`: no upper limit (the lower bound is not reserved).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedView { lineLimit(nil) }
    /// `.accentColor(_:)`, the older name of `.tint(_:)`.
    public func accentColor(_ color: Color?) -> ModifiedView { tint(color) }
    /// `.safeAreaPadding(_:_:)`: a widget's safe area is its content area, so this pads as `.padding`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView {
        padding(edges, length)
    }
    /// `.safeAreaPadding(_:)` by one length: as `.padding(_:)`.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedView { padding(.all, length) }
    /// `.safeAreaInset(edge:alignment:spacing:content:)`: the inset content beside the view at
    /// that edge, as a stack of the two (in a widget nothing scrolls under it).
    public func safeAreaInset(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> some View
    ) -> AnyView {
        let inset = content()
        return edge == .top
            ? AnyView(
                VStack(alignment: alignment, spacing: spacing) {
                    inset; self
                })
            : AnyView(
                VStack(alignment: alignment, spacing: spacing) {
                    self; inset
                })
    }
    /// `.safeAreaInset(edge:alignment:spacing:content:)` at a horizontal edge: a row of the two.
    public func safeAreaInset(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> some View
    ) -> AnyView {
        let inset = content()
        return edge == .leading
            ? AnyView(
                HStack(alignment: alignment, spacing: spacing) {
                    inset; self
                })
            : AnyView(
                HStack(alignment: alignment, spacing: spacing) {
                    self; inset
                })
    }
    /// `.labelStyle(_:)`: `.iconOnly` archives a label as its symbol (its title kept as what a
    /// screen reader says), `.titleOnly` as its title; `.titleAndIcon` and `.automatic` as it is.
    /// A label of two views of the author's own is a row of them, and keeps both.
    public func labelStyle(_ style: LabelStyleKind) -> ModifiedView {
        guard style.part != .both else { return ModifiedView(content: self, modification: .none) }
        return ModifiedView(content: self, modification: .transform { nodes, _ in nodes.map { style.apply($0) } })
    }
}

/// A horizontal edge (`HorizontalEdge`), for `.safeAreaInset(edge:)`.
public enum HorizontalEdge: Sendable, Hashable {
    case leading, trailing
}

/// SwiftUI's built-in label styles (`.iconOnly`, `.titleOnly`, `.titleAndIcon`, `.automatic`).
public struct LabelStyleKind: Sendable, Hashable {
    enum Part: Sendable, Hashable { case icon, title, both }
    let part: Part
    public static let automatic = LabelStyleKind(part: .both)
    public static let titleAndIcon = LabelStyleKind(part: .both)
    public static let iconOnly = LabelStyleKind(part: .icon)
    public static let titleOnly = LabelStyleKind(part: .title)

    func apply(_ node: ViewNode) -> ViewNode {
        var node = node
        switch node.kind {
        case .label(let title, let systemImage):
            if part == .icon {
                node.kind = .image(systemName: systemImage)
                node.modifiers.insert(.accessibilityLabel(title), at: 0)
            } else {
                node.kind = .text(.verbatim(title))
            }
        case .stack(var stack):
            stack.children = stack.children.map(apply)
            node.kind = .stack(stack)
        case .group(let children):
            node.kind = .group(children.map(apply))
        case .button(var button):
            button.label = apply(button.label)
            node.kind = .button(button)
        case .link(var link):
            link.label = apply(link.label)
            node.kind = .link(link)
        default:
            break
        }
        return node
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// `.foreground`: the current foreground style, drawn as `.primary`.
    public static var foreground: HierarchicalShapeStyle { .primary }
    /// `.placeholder`: placeholder text's style, drawn as `.tertiary` (iOS's is close to it).
    public static var placeholder: HierarchicalShapeStyle { .tertiary }
    /// `.separator`: a separator's style, drawn as `.quaternary`.
    public static var separator: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    /// `.link`: links' style, the system blue.
    public static var link: Color { .blue }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// `.selection`: selected content's style, the tint (the accent colour).
    public static var selection: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// `.windowBackground`: a window's background, the system background in a widget.
    public static var windowBackground: BackgroundStyle { BackgroundStyle() }
}
