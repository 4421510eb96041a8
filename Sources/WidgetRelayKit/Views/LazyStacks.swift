import Foundation

/// `PinnedScrollableViews`: which section views a lazy stack or grid pins while it scrolls.
/// A widget does not scroll: accepted, nothing is pinned.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// `LazyVStack(alignment:spacing:pinnedViews:) { … }`: a widget is drawn whole, so a lazy
/// stack draws as the stack it is (archived as a `VStack`); `pinnedViews` is accepted.
public struct LazyVStack<Content: View>: View, ArchivableView {
    public typealias Body = Never
    let stack: Stack
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        stack = Stack(
            axis: .vertical, alignment: alignment.value, spacing: spacing.map(Double.init), content: content())
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { stack.archive(archiver) }
}

/// `LazyHStack(alignment:spacing:pinnedViews:) { … }`: archived as an `HStack`.
public struct LazyHStack<Content: View>: View, ArchivableView {
    public typealias Body = Never
    let stack: Stack
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        stack = Stack(
            axis: .horizontal, alignment: alignment.value, spacing: spacing.map(Double.init), content: content())
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { stack.archive(archiver) }
}

/// `ScrollView(_:showsIndicators:) { … }`: a widget does not scroll, so it draws what fits
/// from the start: its views in a column (SwiftUI stacks a scroll view's views vertically
/// whatever its axes), at the top of the space offered, cut where it ends.
public struct ScrollView<Content: View>: View, ArchivableView {
    public typealias Body = Never
    /// `axes`: the directions it would scroll in.
    public var axes: Axis.Set
    /// `showsIndicators`
    public var showsIndicators: Bool
    /// The scrolled content.
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let column = Stack(axis: .vertical, alignment: HorizontalAlignment.center.value, spacing: nil, content: content)
        let top: Alignment = axes.contains(.horizontal) && !axes.contains(.vertical) ? .leading : .top
        return ModifiedView.appending(
            .frame(FrameValue(maxWidth: .infinity, maxHeight: .infinity, alignment: top.value)),
            to: column.archive(archiver))
    }
}

/// `Section { content } header: { … } footer: { … }`: outside a `List` or `Form` (which widgets
/// do not have) SwiftUI shows a section's header, content and footer one after another in its
/// container; archived so, as siblings in the enclosing stack or grid.
public struct Section<Parent: View, Content: View, Footer: View>: View, ArchivableView {
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// False for a collapsed section (`isExpanded:`): its header alone is shown.
    let expanded: Bool

    /// `Section(content:header:footer:)`
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(header: header(), content: content(), footer: footer())
    }

    init(header: Parent, content: Content, footer: Footer, expanded: Bool = true) {
        self.header = header
        self.content = content
        self.footer = footer
        self.expanded = expanded
    }

    /// `Section(header:footer:content:)` (deprecated by Apple for `init(content:header:footer:)`).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        archiver.withPath("header") { archiver.archive(header) } + (expanded ? archiver.archive(content) : [])
            + archiver.withPath("footer") { archiver.archive(footer) }
    }
}

extension Section where Footer == EmptyView {
    /// `Section(content:header:)`
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }
    /// `Section(header:content:)` (deprecated by Apple for `init(content:header:)`).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
    /// `Section(isExpanded:content:header:)`: a widget shows it expanded or not as the binding says.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), expanded: isExpanded.wrappedValue)
    }
}

extension Section where Parent == EmptyView {
    /// `Section(content:footer:)`
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }
    /// `Section(footer:content:)` (deprecated by Apple for `init(content:footer:)`).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// `Section { … }`
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// `Section("Title") { … }`
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }
    /// `Section(title) { … }` with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
    /// `Section("Title", isExpanded:) { … }`
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), expanded: isExpanded.wrappedValue)
    }
    /// `Section(title, isExpanded:) { … }` with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), expanded: isExpanded.wrappedValue)
    }
}
