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
    public static func archive(
        _ view: some View, family: WidgetFamily?, environment: EnvironmentValues,
        appearance: ArchiveAppearance = .standard
    ) -> ArchivedView {
        var appearance = appearance
        appearance.isLuminanceReduced = environment.isLuminanceReduced
        appearance.showsContainerBackground = environment.showsWidgetContainerBackground
        let recorded = appearance
        return EnvironmentValues.$current.withValue(environment) {
            var archiver = ViewArchiver(family: family)
            var root = archiver.single(view)
            if archiver.geometryChanged {
                // An onGeometryChange action ran (and may have set the view's state): once more, as
                // SwiftUI draws again after it.
                archiver = ViewArchiver(family: family)
                root = archiver.single(view)
            }
            // Within what every mirror's decoder accepts: cut visibly here rather than refused there.
            return ArchivedView(
                root: ArchiveLimits.cutTree(root), family: family, renderingMode: environment.widgetRenderingMode,
                widgetURL: archiver.widgetURL,
                containerBackground: archiver.containerBackground.map(ArchiveLimits.cutTree),
                appearance: recorded)
        }
    }
}

/// The state of one archive in progress.
final class ViewArchiver {
    private var path: [String] = []
    /// The first `widgetURL(_:)` met, hoisted to the archive.
    var widgetURL: URL?
    /// The first `containerBackground(for: .widget)` met, hoisted to the archive.
    var containerBackground: ViewNode?
    /// The space offered to the view being archived: the family's, less its content margins,
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

    init(family: WidgetFamily?) {
        let size = family?.displaySize ?? (width: 364, height: 160)
        let margin = family?.defaultContentMargin ?? 0
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
        return archive(view.body)
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
