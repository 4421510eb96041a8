import Foundation

extension View {
    /// `.overlay(_:alignment:)`: `content` drawn in front of this view. Archived as a depth
    /// stack of the two (this view first), aligned as asked: SwiftUI offers the overlay this
    /// view's size, and so the stack is this view's size unless the overlay is larger
    /// (docs/compatibility.md: "differs").
    @_disfavoredOverload
    public func overlay(_ content: some View, alignment: Alignment = .center) -> ModifiedView {
        overlaid(by: content, alignment: alignment)
    }

    /// `.overlay(alignment:content:)` (iOS 15's form), as `.overlay(_:alignment:)`.
    public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> ModifiedView {
        overlaid(by: content(), alignment: alignment)
    }

    /// `.overlay(_:in:)`: `shape` filled with `style`, in front of this view.
    public func overlay(_ style: some ShapeStyle, in shape: some Shape) -> ModifiedView {
        overlaid(by: ShapeView(shape: shape, fill: style.styleValue), alignment: .center)
    }

    /// `.fixedSize()`, `.fixedSize(horizontal:vertical:)`: the view at its ideal size on those
    /// axes. Compiles and archives as the view itself: mirrors lay text out by its own lines.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }

    private func overlaid(by overlay: some View, alignment: Alignment) -> ModifiedView {
        ModifiedView(
            content: self,
            modification: .transform { nodes, archiver in
                let layers = archiver.withPath("overlay") {
                    archiver.proposing(ModifiedView.extent(of: nodes, within: archiver.proposal)) {
                        archiver.archive(overlay)
                    }
                }
                guard !layers.isEmpty, !nodes.isEmpty else { return nodes }
                return [
                    ViewNode(
                        .stack(
                            StackNode(
                                axis: .depth, alignment: alignment.value, spacing: nil,
                                children: [ViewArchiver.single(nodes)] + layers)))
                ]
            })
    }
}
