import Foundation

/// Turns a view into an ``ArchivedView`` for one family and environment.
///
/// Composite views are evaluated (their `body`, with `@Environment` reading the
/// given environment); primitive views become nodes. Interactive elements get
/// stable ids from their structural position (child indices, and `ForEach`
/// element ids), so the same button has the same id in every entry.
public enum ViewArchive {
    /// Archives `view` as a widget entry for `family`.
    public static func archive(
        _ view: some View, family: WidgetFamily?, renderingMode: WidgetRenderingMode = .fullColor,
        redactionReasons: RedactionReasons = [], appearance: ArchiveAppearance = .standard
    ) -> ArchivedView {
        var environment = EnvironmentValues()
        if let family { environment.widgetFamily = family }
        environment.widgetRenderingMode = renderingMode
        environment.redactionReasons = redactionReasons
        environment.colorScheme = appearance.colorScheme == .dark ? .dark : .light
        environment.isLuminanceReduced = appearance.isLuminanceReduced
        environment.showsWidgetContainerBackground = appearance.showsContainerBackground
        return archive(view, family: family, environment: environment, appearance: appearance)
    }

    /// Archives `view` with a prepared environment, for `appearance` (its brightness and
    /// container background are the environment's own).
    ///
    /// Content margins as iOS 17 and later decide them: a widget is offered its family's size
    /// less the family's margins, unless its configuration says `.contentMarginsDisabled()`
    /// (``contentMarginsDisabled``) or it sets no `containerBackground(for: .widget)` at all. An
    /// extension that never sets one was built before iOS 17 (the iOS 17 SDK draws it as a
    /// placeholder that asks for one), and iOS draws it as it drew widgets then: no margins, its
    /// own background to the card's edges. Such a view is archived again for the whole size, and
    /// the archive says so (``ArchiveAppearance/contentMarginsDisabled``).
    public static func archive(
        _ view: some View, family: WidgetFamily?, environment: EnvironmentValues,
        appearance: ArchiveAppearance = .standard
    ) -> ArchivedView {
        var appearance = appearance
        appearance.isLuminanceReduced = environment.isLuminanceReduced
        appearance.showsContainerBackground = environment.showsWidgetContainerBackground
        appearance.contentMarginsDisabled = contentMarginsDisabled
        return EnvironmentValues.$current.withValue(environment) {
            var archived = archiving(view, family: family, margins: !appearance.contentMarginsDisabled)
            if !appearance.contentMarginsDisabled, archived.state.containerBackground == nil,
                (family?.defaultContentMargin ?? 0) > 0
            {
                appearance.contentMarginsDisabled = true
                archived = archiving(view, family: family, margins: false)
            }
            // Within what every mirror's decoder accepts: cut visibly here rather than refused there.
            return ArchivedView(
                root: ArchiveLimits.cutTree(archived.root), family: family,
                renderingMode: environment.widgetRenderingMode,
                widgetURL: archived.state.widgetURL,
                containerBackground: archived.state.containerBackground.map(ArchiveLimits.cutTree),
                appearance: appearance)
        }
    }

    /// `.contentMarginsDisabled()` on the configuration of the widget being archived (its
    /// descriptor's calls run with it set).
    @TaskLocal static var contentMarginsDisabled = false

    /// `view` archived once, with or without the family's content margins.
    private static func archiving(_ view: some View, family: WidgetFamily?, margins: Bool) -> (
        root: ViewNode, state: ViewArchiver
    ) {
        var archiver = ViewArchiver(family: family, margins: margins)
        var root = archiver.single(view)
        if archiver.geometryChanged {
            // An onGeometryChange action ran (and may have set the view's state): once more, as
            // SwiftUI draws again after it.
            archiver = ViewArchiver(family: family, margins: margins)
            root = archiver.single(view)
        }
        return (root, archiver)
    }
}

/// The state of one archive in progress.
final class ViewArchiver {
    private var path: [String] = []
    /// The first `widgetURL(_:)` met, hoisted to the archive.
    var widgetURL: URL?
    /// The first `containerBackground(for: .widget)` met, hoisted to the archive.
    var containerBackground: ViewNode?
    /// The space offered to the view being archived: the family's, less its content margins
    /// (when it has them),
    /// frames and padding on the way down, and a stack's share for each child (an estimate:
    /// see `StackDivision`).
    private(set) var proposal: IdealSize
    /// The font size text inherits where nothing sets one (the renderers' default).
    let fontSize: Double
    /// Whether an `onGeometryChange` action ran.
    var geometryChanged = false
    /// How many times a view read the space offered (``readProposal()``): a stack archives
    /// again, with each child's share, only the children that read it.
    private(set) var proposalReads = 0

    init(family: WidgetFamily?, margins: Bool = true) {
        let size = family?.displaySize ?? (width: 364, height: 160)
        let margin = margins ? family?.defaultContentMargin ?? 0 : 0
        proposal = IdealSize(width: max(0, size.width - 2 * margin), height: max(0, size.height - 2 * margin))
        fontSize = family.map { WidgetFamily.accessory.contains($0) } == true ? 13 : 17
    }

    /// The space offered, read by a view whose content depends on it (`GeometryReader`,
    /// `ViewThatFits`, `onGeometryChange`).
    func readProposal() -> IdealSize {
        proposalReads += 1
        return proposal
    }

    /// `body` archived with `proposal` offered.
    func proposing<T>(_ proposal: IdealSize, _ body: () -> T) -> T {
        let outer = self.proposal
        self.proposal = IdealSize(width: max(0, proposal.width), height: max(0, proposal.height))
        defer { self.proposal = outer }
        return body()
    }

    func archive(_ view: any View) -> [ViewNode] {
        if let primitive = view as? any ArchivableView { return primitive.archive(self) }
        // A shape of an author's own: its path, filled with the foreground style.
        if let shape = view as? any Shape { return ShapeView(shape: shape).archive(self) }
        return archive(view.archivedBody)
    }

    /// Children of one container: each at its index in the path.
    func archiveSequence(_ views: [any View]) -> [ViewNode] {
        if views.count == 1 { return archive(views[0]) }
        return views.enumerated().flatMap { index, view in withPath(String(index)) { archive(view) } }
    }

    /// A view as one node (several become a group).
    func single(_ view: any View) -> ViewNode { Self.single(archive(view)) }

    /// Nodes as one: the node itself, or a group of them.
    static func single(_ nodes: [ViewNode]) -> ViewNode {
        nodes.count == 1 ? nodes[0] : ViewNode(.group(nodes))
    }

    func withPath<T>(_ component: String, _ body: () -> T) -> T {
        path.append(component)
        defer { path.removeLast() }
        return body()
    }

    /// A stable id for an interactive element at the current position.
    func elementID(_ kind: String) -> String {
        (path.isEmpty ? "root" : path.joined(separator: ".")) + "/" + kind
    }
}
