import Foundation

/// A size offered to a view, each dimension optional (`ProposedViewSize`): nil asks for the
/// view's ideal size on that axis.
public struct ProposedViewSize: Sendable, Hashable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    /// `replacingUnspecifiedDimensions(by:)`
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The space a layout keeps between two views (`ViewSpacing`): WidgetRelay's stacks' 8 points.
public struct ViewSpacing: Sendable, Hashable {
    public static let zero = ViewSpacing(value: 0)
    let value: CGFloat
    public init() { value = 8 }
    init(value: CGFloat) { self.value = value }
    /// `distance(to:along:)`: the space between this view and `next`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { max(value, next.value) }
}

/// A view's size and alignment guides as a layout sees them (`ViewDimensions`).
public struct ViewDimensions: Sendable, Hashable {
    public let width: CGFloat
    public let height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.value {
        case .leading, .topLeading, .bottomLeading: 0
        case .trailing, .topTrailing, .bottomTrailing: width
        default: width / 2
        }
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.value {
        case .top, .topLeading, .topTrailing: 0
        case .bottom, .bottomLeading, .bottomTrailing, .lastTextBaseline: height
        case .firstTextBaseline: min(height, 14)
        default: height / 2
        }
    }
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { self[guide] }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { self[guide] }
}

/// A layout of an author's own (SwiftUI's `Layout`): run on the phone when the view is
/// archived, with the space the family offers there and each subview's size estimated as
/// WidgetKit would measure it (`IdealSize`); the archive carries where it placed each one,
/// and mirrors put them there (`position: absolute`).
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    public func makeCache(subviews: Subviews) { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// `MyLayout { … }`: the views laid out by this layout.
    public func callAsFunction(@ViewBuilder _ content: () -> some View) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// The subviews a layout places (`LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    public typealias Element = LayoutSubview
    let subviews: [LayoutSubview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(position: Int) -> LayoutSubview { subviews[position] }
}

/// One subview as a layout sees it (`LayoutSubview`): its sizes for a proposal, estimated as the
/// phone estimates (text from its length and font), and where the layout places it.
public struct LayoutSubview: Sendable, Equatable {
    let index: Int
    let node: ViewNode
    let fontSize: Double
    let placements: PlacementRecord

    /// `sizeThatFits(_:)`: a flexible view (a colour, a shape, a spacer, an infinite frame) takes
    /// what it is offered; another its estimated size, no larger than what is offered.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = IdealSize.of(node, fontSize: fontSize)
        func length(_ offered: CGFloat?, _ ideal: Double, _ axis: StackAxis) -> CGFloat {
            let flexible = StackDivision.flexibleLimit(node, along: axis) != nil
            guard let offered, offered.isFinite else { return ideal }
            return flexible ? max(0, offered) : min(ideal, max(0, offered))
        }
        return CGSize(
            width: length(proposal.width, ideal.width, .horizontal),
            height: length(proposal.height, ideal.height, .vertical))
    }
    /// `dimensions(in:)`
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    /// `priority`: its `.layoutPriority(_:)`.
    public var priority: Double {
        for case .layoutPriority(let value) in node.modifiers.reversed() { return value }
        return 0
    }
    /// `spacing`
    public var spacing: ViewSpacing { ViewSpacing() }
    /// `place(at:anchor:proposal:)`: where this subview goes, its `anchor` at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        placements.record(
            index,
            CGRect(
                x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                width: size.width, height: size.height))
    }
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.index == rhs.index && lhs.node == rhs.node
    }
}

/// Where a layout placed its subviews, as `place(at:)` records it during one archive.
final class PlacementRecord: @unchecked Sendable {
    private(set) var frames: [Int: CGRect] = [:]
    func record(_ index: Int, _ frame: CGRect) { frames[index] = frame }
}

/// A layout with its views: archived as their nodes at the positions the layout chose.
struct LayoutView<L: Layout>: View, ArchivableView {
    typealias Body = Never
    let layout: L
    let content: any View

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let effective: any Layout = (layout as? AnyLayout)?.base ?? layout
        if let stack = effective as? any StackLayoutProtocol { return stack.stack(content).archive(archiver) }
        return place(effective, archiver)
    }

    /// Runs `layout` on the phone: its size for the space offered, then where it places each subview.
    private func place<T: Layout>(_ layout: T, _ archiver: ViewArchiver) -> [ViewNode] {
        let nodes = archiver.archive(content)
        let record = PlacementRecord()
        let subviews = LayoutSubviews(
            subviews: nodes.prefix(ArchiveLimits.maxGridCells).enumerated().map {
                LayoutSubview(index: $0.offset, node: $0.element, fontSize: archiver.fontSize, placements: record)
            })
        let offered = archiver.readProposal()
        let proposal = ProposedViewSize(width: offered.width, height: offered.height)
        var cache = layout.makeCache(subviews: subviews)
        let size = layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        let bounds = CGRect(
            x: 0, y: 0, width: size.width.isFinite ? size.width : offered.width,
            height: size.height.isFinite ? size.height : offered.height)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        let limit = ArchiveLimits.maxCoordinate
        let clamp = { (value: CGFloat) -> Double in value.isFinite ? min(limit, max(-limit, Double(value))) : 0 }
        let children = subviews.map { subview in
            // A subview the layout did not place is at the centre, at its size, as SwiftUI leaves it.
            let frame =
                record.frames[subview.index]
                ?? {
                    let size = subview.sizeThatFits(proposal)
                    return CGRect(
                        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
                        height: size.height)
                }()
            return PlacedChild(
                x: clamp(frame.minX), y: clamp(frame.minY), width: max(0, clamp(frame.width)),
                height: max(0, clamp(frame.height)), node: subview.node)
        }
        return [
            ViewNode(
                .placed(
                    PlacedNode(
                        width: max(0, clamp(bounds.width)), height: max(0, clamp(bounds.height)), children: children)))
        ]
    }
}

/// The stack layouts as `Layout`s (`HStackLayout`, `VStackLayout`, `ZStackLayout`), so that
/// `AnyLayout(isWide ? HStackLayout() : VStackLayout())` archives as the stack it is.
protocol StackLayoutProtocol {
    func stack(_ content: any View) -> Stack
}

/// `HStackLayout(alignment:spacing:)`
public struct HStackLayout: Layout, StackLayoutProtocol {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
    func stack(_ content: any View) -> Stack {
        Stack(axis: .horizontal, alignment: alignment.value, spacing: spacing.map(Double.init), content: content)
    }
}

/// `VStackLayout(alignment:spacing:)`
public struct VStackLayout: Layout, StackLayoutProtocol {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
    func stack(_ content: any View) -> Stack {
        Stack(axis: .vertical, alignment: alignment.value, spacing: spacing.map(Double.init), content: content)
    }
}

/// `ZStackLayout(alignment:)`
public struct ZStackLayout: Layout, StackLayoutProtocol {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}
    func stack(_ content: any View) -> Stack {
        Stack(axis: .depth, alignment: alignment.value, spacing: nil, content: content)
    }
}

/// A layout with its type erased (`AnyLayout`).
public struct AnyLayout: Layout {
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        func fit<T: Layout>(_ layout: T) -> CGSize {
            var cache = layout.makeCache(subviews: subviews)
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return fit(base)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        func place<T: Layout>(_ layout: T) {
            var cache = layout.makeCache(subviews: subviews)
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
        place(base)
    }
}
