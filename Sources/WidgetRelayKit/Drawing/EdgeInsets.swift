import Foundation

/// Insets on each edge of a rectangle (SwiftUI's `EdgeInsets`): `.padding(_:)` with one,
/// `\.widgetContentMargins`.
public struct EdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension View {
    /// `.padding(_ insets:)`: each edge its own length (archived as one padding an edge).
    public func padding(_ insets: EdgeInsets) -> ModifiedView {
        let edges: [(String, CGFloat)] = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
        ]
        return ModifiedView(
            content: self, modification: .values(edges.filter { $0.1 != 0 }.map { .padding(edges: $0.0, length: $0.1) })
        )
    }
}
