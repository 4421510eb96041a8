/// A piece of a widget's interface (SwiftUI's `View`). Composite views have a
/// `body`; primitive views (Text, Button, VStack, …) are archived directly.
///
/// `body` is main-actor isolated, as Apple declares it (`@MainActor @preconcurrency`), so a view
/// written for iOS in Swift 6 may call main-actor APIs from its `body`; the phone evaluates it
/// on the main actor (``MainActorViews``). Here the isolation is the requirement's, not the
/// protocol's: Apple's protocol isolates a conforming type as a whole, but keeps its own
/// primitives and modifiers nonisolated one by one; the kit's are nonisolated by not being
/// isolated at all (see docs/real-extensions.md, Isolation).
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension View {
    /// `body`, read by the archiver where it runs: on the main actor when the phone archives
    /// (``MainActorViews``, the one place views are archived for mirrors), on a test's or a
    /// preview's own thread otherwise, as SwiftUI's own previews and tests read views.
    /// The isolation is the caller's to keep; the check is the phone's, not the compiler's here.
    var archivedBody: any View {
        let read: @MainActor (Self) -> Body = { $0.body }
        // A synchronous function's isolation does not change how it is called.
        return unsafeBitCast(read, to: ((Self) -> Body).self)(self)
    }
}

extension Never: View {
    public typealias Body = Never
}

extension View where Body == Never {
    /// Primitive views have no body: the archiver turns them into nodes itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view the archiver turns into nodes itself.
protocol ArchivableView {
    func archive(_ archiver: ViewArchiver) -> [ViewNode]
}

/// Nothing (`EmptyView`).
public struct EmptyView: View, ArchivableView {
    public typealias Body = Never
    public init() {}
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [] }
}

/// An optional view is a view, as in SwiftUI: its value when there is one, else nothing
/// (`name.map(Text.init)` in a builder).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: ArchivableView where Wrapped: View {
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { map { archiver.archiveSequence([$0]) } ?? [] }
}

/// Views side by side in a builder, or any view with its type erased (`AnyView`).
public struct AnyView: View, ArchivableView {
    public typealias Body = Never
    let views: [any View]
    public init(_ view: some View) { views = [view] }
    init(list: [any View]) { views = list }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { archiver.archiveSequence(views) }
}

/// `Group { … }`: views with no layout of their own.
public struct Group: View, ArchivableView {
    public typealias Body = Never
    let content: any View
    public init(@ViewBuilder content: () -> some View) { self.content = content() }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { archiver.archive(content) }
}

/// `ForEach(data) { item in … }`: one view per element, identified by the element's id,
/// so an element's buttons and toggles keep their ids when the list changes.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View, ArchivableView {
    public typealias Body = Never
    let data: Data
    let id: (Data.Element) -> ID
    let content: (Data.Element) -> any View

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> some View
    ) {
        self.data = data
        self.id = { $0[keyPath: id] }
        self.content = content
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        data.flatMap { element in
            archiver.withPath("#\(id(element))") { archiver.archive(content(element)) }
        }
    }

    /// Each element's content, in order: how `Charts` reads the marks of a `ForEach` in a chart.
    @_spi(Charts) public var _contents: [any View] { data.map(content) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> some View) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> some View) {
        self.init(data, id: \.self, content: content)
    }
}
