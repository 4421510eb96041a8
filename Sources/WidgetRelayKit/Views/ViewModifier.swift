/// A reusable change to a view (SwiftUI's `ViewModifier`): `body(content:)` wraps the view it
/// is applied to, which it sees as `Content`.
public protocol ViewModifier {
    associatedtype Body: View
    /// The view the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` is applied to, as its `body(content:)` sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, ArchivableView {
    public typealias Body = Never
    let view: any View
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { archiver.archive(view) }
}

/// A view with a modifier applied (`ModifiedContent`): the modifier's body around the view.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    public let content: Content
    public let modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: some View { modifier.body(content: _ViewModifier_Content(view: content)) }
}

/// A modifier that changes nothing (`EmptyModifier`).
public struct EmptyModifier: ViewModifier, Sendable {
    public init() {}
    public static let identity = EmptyModifier()
    public func body(content: Content) -> some View { content }
}

extension View {
    /// `.modifier(_:)`: applies a ``ViewModifier``.
    public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// `.concat(_:)`: this modifier, then another.
    public func concat<Other: ViewModifier>(_ other: Other) -> ConcatenatedModifier<Self, Other> {
        ConcatenatedModifier(first: self, second: other)
    }
}

/// Two modifiers, one after the other.
public struct ConcatenatedModifier<First: ViewModifier, Second: ViewModifier>: ViewModifier {
    let first: First
    let second: Second
    public func body(content: Content) -> some View {
        content.modifier(first).modifier(second)
    }
}
