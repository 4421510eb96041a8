import Foundation

/// What a `GeometryReader` or `onGeometryChange` is told (`GeometryProxy`): the size the
/// family offers where the view sits, estimated on the phone (see `IdealSize`).
public struct GeometryProxy: Sendable {
    /// The size offered.
    public let size: CGSize
    /// The frame in a coordinate space: here always at the origin, of ``size``.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space (`CoordinateSpace`); WidgetRelay knows only the view's own.
public enum CoordinateSpace: Sendable, Hashable {
    case local, global
    case named(String)
}

/// The axes of a layout (`Axis`, `Axis.Set`).
public enum Axis: Sendable, Hashable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// `GeometryReader { proxy in … }`: content that sees the size the family offers where it
/// sits, decided on the phone as WidgetKit decides it, and placed at the top leading corner
/// of all the room it is given.
public struct GeometryReader<Content: View>: View, ArchivableView {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let offered = archiver.readProposal()
        let proxy = GeometryProxy(size: CGSize(width: offered.width, height: offered.height))
        let children = archiver.archive(content(proxy))
        return [
            ViewNode(
                .stack(StackNode(axis: .depth, alignment: .topLeading, spacing: nil, children: children)),
                modifiers: [.frame(FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))])
        ]
    }
}

/// `ViewThatFits(in:) { … }`: the first child whose size fits the space offered along
/// `axes` (the last if none does), chosen on the phone for the family's known size. The
/// sizes are estimates (`IdealSize`): text from its length and font.
public struct ViewThatFits: View, ArchivableView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: AnyView

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> some View) {
        self.axes = axes
        let built = content()
        self.content = built as? AnyView ?? AnyView(built)
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let candidates = content.views.enumerated().map { index, view in
            archiver.withPath(String(index)) { archiver.archive(view) }
        }
        let offered = archiver.readProposal()
        let fitting = candidates.first { nodes in
            nodes.allSatisfy { IdealSize.of($0, fontSize: archiver.fontSize).fits(in: offered, axes: axes) }
        }
        return fitting ?? candidates.last ?? []
    }
}

extension View {
    /// `.onGeometryChange(for:of:action:)`: `action` is given what `transform` makes of the
    /// space offered, once as the view is archived; the view is then archived again, so state
    /// the action sets on the widget's own view shows (state of views inside it starts anew).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (T) -> Void
    ) -> ModifiedView {
        ModifiedView(content: self, modification: .geometry { proxy in action(transform(proxy)) })
    }

    /// `.onGeometryChange(for:of:action:)` with the old and new values (the old is the new:
    /// an archive sees one size).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
        action: @escaping (T, T) -> Void
    ) -> ModifiedView {
        ModifiedView(
            content: self,
            modification: .geometry { proxy in
                let value = transform(proxy)
                action(value, value)
            })
    }
}
