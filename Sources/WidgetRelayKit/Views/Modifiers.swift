import Foundation

/// A view with a modifier applied.
public struct ModifiedView: View, ArchivableView {
    public typealias Body = Never

    enum Modification {
        case value(ModifierValue)
        /// Several modifiers at once, in order (none: the view as it is).
        case values([ModifierValue])
        /// The nodes archived inside, changed (a gauge style applied to the gauges in them).
        case transform(([ViewNode], ViewArchiver) -> [ViewNode])
        case containerBackground(any View)
        case background(any View)
        case widgetURL(URL?)
        /// `onGeometryChange`: run with the space offered, as the view is archived.
        case geometry((GeometryProxy) -> Void)
        /// A modifier that needs the space offered (a clip shape of an author's own: its path).
        case deferred((ViewArchiver) -> ModifierValue)
        /// `.mask(_:)`: the mask view, archived as the modifier's node.
        case mask(any View)
        case none
    }

    let content: any View
    let modification: Modification

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let nodes = archiver.proposing(offered(within: archiver.proposal)) { archiver.archive(content) }
        switch modification {
        case .value(let modifier):
            return Self.appending(modifier, to: nodes)
        case .containerBackground(let background):
            if archiver.containerBackground == nil {
                archiver.containerBackground = archiver.withPath("background") { archiver.single(background) }
            }
            return nodes
        case .background(let background):
            // Several views behind one are stacked, as SwiftUI's implicit ZStack does.
            let layers = archiver.withPath("background") {
                archiver.proposing(Self.extent(of: nodes, within: archiver.proposal)) { archiver.archive(background) }
            }
            guard !layers.isEmpty else { return Self.appending(nil, to: nodes) }
            let layer =
                layers.count == 1
                ? layers[0]
                : ViewNode(.stack(StackNode(axis: .depth, alignment: .center, spacing: nil, children: layers)))
            return Self.appending(.backgroundView(layer), to: nodes)
        case .widgetURL(let url):
            if archiver.widgetURL == nil { archiver.widgetURL = url }
            return nodes
        case .geometry(let action):
            let offered = archiver.readProposal()
            action(GeometryProxy(size: CGSize(width: offered.width, height: offered.height)))
            archiver.geometryChanged = true
            return nodes
        case .values(let modifiers):
            guard !modifiers.isEmpty, !nodes.isEmpty else { return nodes }
            var node = ViewArchiver.single(nodes)
            node.modifiers += modifiers
            return [node]
        case .transform(let change):
            return change(nodes, archiver)
        case .deferred(let make):
            return Self.appending(make(archiver), to: nodes)
        case .mask(let mask):
            let layers = archiver.withPath("mask") {
                archiver.proposing(Self.extent(of: nodes, within: archiver.proposal)) { archiver.archive(mask) }
            }
            guard !layers.isEmpty else { return Self.appending(nil, to: nodes) }
            let layer =
                layers.count == 1
                ? layers[0]
                : ViewNode(.stack(StackNode(axis: .depth, alignment: .center, spacing: nil, children: layers)))
            return Self.appending(.mask(layer), to: nodes)
        case .none:
            return nodes
        }
    }

    /// The space this modifier leaves its content: a frame's size, less padding.
    func offered(within space: IdealSize) -> IdealSize {
        switch modification {
        case .value(let modifier): return Self.offered(by: modifier, within: space)
        case .values(let modifiers): return modifiers.reduce(space) { Self.offered(by: $1, within: $0) }
        default: return space
        }
    }

    /// The space `modifier` leaves its content.
    static func offered(by modifier: ModifierValue, within space: IdealSize) -> IdealSize {
        var space = space
        switch modifier {
        case .frame(let frame):
            if let width = frame.width, width.isFinite { space.width = width }
            if let height = frame.height, height.isFinite { space.height = height }
            if let maximum = frame.maxWidth, maximum.isFinite { space.width = min(space.width, maximum) }
            if let maximum = frame.maxHeight, maximum.isFinite { space.height = min(space.height, maximum) }
        case .padding(let edges, let length):
            let extent = IdealSize.paddingExtent(edges: edges, length: length)
            space.width -= extent.width
            space.height -= extent.height
        default: break
        }
        return space
    }

    /// The space a view archived as `nodes` takes of `space`, as far as its frames bound it: what
    /// SwiftUI proposes to a background, an overlay or a mask, which are sized to the view they
    /// decorate (Stats' `chartBackground` GeometryReader is offered the chart's
    /// `.frame(maxHeight: 84)`, not the column's whole height).
    static func extent(of nodes: [ViewNode], within space: IdealSize) -> IdealSize {
        guard nodes.count == 1, let node = nodes.first else { return space }
        // The outermost frame sizes the view (a padding outside it, or none: the space as offered).
        for modifier in node.modifiers.reversed() {
            if case .padding = modifier { break }
            guard case .frame = modifier else { continue }
            let bounded = offered(by: modifier, within: space)
            return IdealSize(width: max(0, bounded.width), height: max(0, bounded.height))
        }
        return space
    }

    /// `nodes` as one node (none stays none) with `modifier` appended.
    static func appending(_ modifier: ModifierValue?, to nodes: [ViewNode]) -> [ViewNode] {
        guard !nodes.isEmpty else { return [] }
        var node = ViewArchiver.single(nodes)
        if let modifier { node.modifiers.append(modifier) }
        return [node]
    }
}

extension View {
    func modified(_ modifier: ModifierValue) -> ModifiedView {
        ModifiedView(content: self, modification: .value(modifier))
    }

    /// `.font(_:)`: archived on its node, and the default font of the views inside, as SwiftUI
    /// writes it (`@Environment(\.font)` inside reads it; nil sets it to nil).
    public func font(_ font: Font?) -> ModifiedView {
        let inside = EnvironmentWriter(content: self) { $0.font = font }
        return ModifiedView(content: inside, modification: font.map { .value(.font($0.value)) } ?? .none)
    }
    /// `.foregroundStyle(_:)`
    public func foregroundStyle(_ style: some ShapeStyle) -> ModifiedView {
        modified(.foregroundStyle(style.styleValue))
    }
    /// `.backgroundStyle(_:)`: the style a `.background` style inside stands for (a fill, a
    /// foreground, `.background()`), resolved where it is drawn. `.backgroundStyle(.background)`
    /// changes nothing: the style around it still applies.
    public func backgroundStyle(_ style: some ShapeStyle) -> ModifiedView {
        let value = style.styleValue
        return value == .background
            ? ModifiedView(content: self, modification: .none) : modified(.backgroundStyle(value))
    }
    /// `.tint(_:)`
    public func tint(_ color: Color?) -> ModifiedView {
        color.map { modified(.tint($0.value)) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.padding()`, `.padding(_ length:)`
    public func padding(_ length: CGFloat? = nil) -> ModifiedView {
        modified(.padding(edges: "all", length: length.map(Double.init)))
    }
    /// `.padding(_ edges:_ length:)`, with any set of edges (`[.leading, .top]`): one padding
    /// for each of SwiftUI's named sets, else one an edge.
    public func padding(_ edges: EdgeSet = .all, _ length: CGFloat? = nil) -> ModifiedView {
        let length = length.map(Double.init)
        return ModifiedView(
            content: self, modification: .values(edges.names.map { .padding(edges: $0, length: length) }))
    }
    /// `.invalidatableContent()`: shown as pending from an interaction until the answering update.
    public func invalidatableContent(_ isInvalidatable: Bool = true) -> ModifiedView {
        isInvalidatable ? modified(.invalidatableContent) : ModifiedView(content: self, modification: .none)
    }
    /// `.privacySensitive()`: redacted while the device is locked.
    public func privacySensitive(_ sensitive: Bool = true) -> ModifiedView {
        sensitive ? modified(.privacySensitive) : ModifiedView(content: self, modification: .none)
    }
    /// `.widgetURL(_:)`: what a tap on the widget outside any link opens.
    public func widgetURL(_ url: URL?) -> ModifiedView { ModifiedView(content: self, modification: .widgetURL(url)) }
    /// `.containerBackground(for: .widget) { … }`
    public func containerBackground(for placement: ContainerBackgroundPlacement, @ViewBuilder content: () -> some View)
        -> ModifiedView
    {
        ModifiedView(content: self, modification: .containerBackground(content()))
    }
    /// `.containerBackground(.fill.tertiary, for: .widget)`, `.containerBackground(.blue.gradient, for: .widget)`
    public func containerBackground(_ style: some ShapeStyle, for placement: ContainerBackgroundPlacement)
        -> ModifiedView
    {
        ModifiedView(content: self, modification: .containerBackground(StyleView(style: style.styleValue)))
    }
    /// `.widgetAccentedRenderingMode(_:)`
    public func widgetAccentedRenderingMode(_ mode: WidgetAccentedRenderingMode?) -> ModifiedView {
        mode.map { modified(.accentedRenderingMode($0.value)) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.widgetAccentable()`
    public func widgetAccentable(_ accentable: Bool = true) -> ModifiedView {
        accentable ? modified(.widgetAccentable) : ModifiedView(content: self, modification: .none)
    }
    /// `.toggleStyle(_:)`
    public func toggleStyle(_ style: some ToggleStyle) -> ModifiedView { modified(.toggleStyle(style.styleName)) }
    /// `.buttonStyle(_:)`
    public func buttonStyle(_ style: ButtonStyleName) -> ModifiedView { modified(.buttonStyle(style.name)) }
    /// `.frame(width:height:alignment:)`
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView {
        modified(
            .frame(
                FrameValue(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.value)))
    }
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    /// Mirrors lay out to the widget's size, so the ideal sizes are not kept.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedView {
        modified(
            .frame(
                FrameValue(
                    minWidth: minWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
                    minHeight: minHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                    alignment: alignment.value)))
    }
    /// `.background(_:)` with a colour.
    public func background(_ color: Color) -> ModifiedView { modified(.background(color.value)) }
    /// `.background(_:ignoresSafeAreaEdges:)` with a style: a gradient, a material, a
    /// hierarchical level, filling the view's bounds behind it.
    public func background(_ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        let value = style.styleValue
        if case .color(let color) = value { return modified(.background(color)) }
        return ModifiedView(content: self, modification: .background(StyleView(style: value)))
    }
    /// `.background(_:alignment:)` with a view (a shape, an image, a stack): drawn behind
    /// this one, at its size. Mirrors centre a background smaller than the view; another
    /// `alignment` is not kept.
    @_disfavoredOverload
    public func background(_ content: some View, alignment: Alignment = .center) -> ModifiedView {
        ModifiedView(content: self, modification: .background(content))
    }
    /// `.background(alignment:content:)` (centred, as above).
    public func background(alignment: Alignment = .center, @ViewBuilder content: () -> some View) -> ModifiedView {
        ModifiedView(content: self, modification: .background(content()))
    }
    /// `.background(_:in:)`: `shape` filled with `style`, behind this view.
    public func background(_ style: some ShapeStyle, in shape: some Shape) -> ModifiedView {
        ModifiedView(content: self, modification: .background(ShapeView(shape: shape, fill: style.styleValue)))
    }
    /// `.opacity(_:)`
    public func opacity(_ opacity: Double) -> ModifiedView { modified(.opacity(opacity)) }
    /// `.lineLimit(_:)`
    public func lineLimit(_ limit: Int?) -> ModifiedView {
        limit.map { modified(.lineLimit($0)) } ?? ModifiedView(content: self, modification: .none)
    }
    /// `.aspectRatio(_:contentMode:)`: width over height (nil keeps the content's own), fitting
    /// inside what is offered or filling it.
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedView {
        modified(.aspectRatio(ratio.map(Double.init), contentMode == .fill ? .fill : .fit))
    }
    /// `.scaledToFit()`
    public func scaledToFit() -> ModifiedView { aspectRatio(contentMode: .fit) }
    /// `.scaledToFill()`
    public func scaledToFill() -> ModifiedView { aspectRatio(contentMode: .fill) }
}

/// A style as a view that fills what it is offered: a colour, or a rectangle filled with it.
struct StyleView: View, ArchivableView {
    typealias Body = Never
    let style: ShapeStyleValue
    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        if case .color(let color) = style { return [ViewNode(.color(color))] }
        return [ViewNode(.shape(ShapeNode(kind: .rectangle, fill: style)))]
    }
}
