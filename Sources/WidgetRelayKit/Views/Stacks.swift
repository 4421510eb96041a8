/// `HorizontalAlignment` for VStack.
public struct HorizontalAlignment: Sendable, Hashable {
    let value: AlignmentValue
    init(value: AlignmentValue) { self.value = value }
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
}

/// `VerticalAlignment` for HStack: an edge, the centre, or the first or last line's baseline.
public struct VerticalAlignment: Sendable, Hashable {
    let value: AlignmentValue
    public static let top = VerticalAlignment(value: .top)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .bottom)
    public static let firstTextBaseline = VerticalAlignment(value: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(value: .lastTextBaseline)
    /// A custom alignment (`VerticalAlignment(MyID.self)`): mirrors centre on it.
    public init(_ id: any AlignmentID.Type) { value = .center }
    init(value: AlignmentValue) { self.value = value }
}

extension HorizontalAlignment {
    /// A custom alignment (`HorizontalAlignment(MyID.self)`): mirrors centre on it.
    public init(_ id: any AlignmentID.Type) { self.init(value: .center) }
}

/// A custom alignment's identity (`AlignmentID`): its default value in a view's dimensions.
/// Mirrors align views on a custom guide as on the centre.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension Alignment {
    /// `Alignment(horizontal:vertical:)`. A baseline in a ZStack or frame is drawn as the edge it is nearest.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        let h = horizontal.value, v = vertical.value
        let top = v == .top || v == .firstTextBaseline, bottom = v == .bottom || v == .lastTextBaseline
        switch (h, top, bottom) {
        case (.leading, true, _): self.init(value: .topLeading)
        case (.leading, _, true): self.init(value: .bottomLeading)
        case (.leading, _, _): self.init(value: .leading)
        case (.trailing, true, _): self.init(value: .topTrailing)
        case (.trailing, _, true): self.init(value: .bottomTrailing)
        case (.trailing, _, _): self.init(value: .trailing)
        case (_, true, _): self.init(value: .top)
        case (_, _, true): self.init(value: .bottom)
        default: self.init(value: .center)
        }
    }
    /// Its horizontal part.
    public var horizontal: HorizontalAlignment {
        switch value {
        case .leading, .topLeading, .bottomLeading: .leading
        case .trailing, .topTrailing, .bottomTrailing: .trailing
        default: .center
        }
    }
    /// Its vertical part.
    public var vertical: VerticalAlignment {
        switch value {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        default: .center
        }
    }
}

extension View {
    /// `.alignmentGuide(_:computeValue:)`: accepted; mirrors align the view by the guide's own
    /// position (a custom offset is not kept).
    public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedView
    {
        ModifiedView(content: self, modification: .none)
    }
    /// `.alignmentGuide(_:computeValue:)` for a vertical guide.
    public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> ModifiedView
    {
        ModifiedView(content: self, modification: .none)
    }
}

/// `Alignment` for ZStack and frames.
public struct Alignment: Sendable, Hashable {
    let value: AlignmentValue
    init(value: AlignmentValue) { self.value = value }
    public static let center = Alignment(value: .center)
    public static let leading = Alignment(value: .leading)
    public static let trailing = Alignment(value: .trailing)
    public static let top = Alignment(value: .top)
    public static let bottom = Alignment(value: .bottom)
    public static let topLeading = Alignment(value: .topLeading)
    public static let topTrailing = Alignment(value: .topTrailing)
    public static let bottomLeading = Alignment(value: .bottomLeading)
    public static let bottomTrailing = Alignment(value: .bottomTrailing)
}

/// What VStack, HStack and ZStack share.
struct Stack: ArchivableView {
    let axis: StackAxis
    let alignment: AlignmentValue
    let spacing: Double?
    let content: any View

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let children: [ViewNode]
        if axis != .depth, let list = content as? AnyView, list.views.count > 1 {
            children = StackDivision(axis: axis, spacing: spacing ?? 8).archive(list.views, archiver)
        } else {
            children = archiver.archive(content)
        }
        return [ViewNode(.stack(StackNode(axis: axis, alignment: alignment, spacing: spacing, children: children)))]
    }
}

/// `VStack(alignment:spacing:) { … }`
public struct VStack: View, ArchivableView {
    public typealias Body = Never
    let stack: Stack
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View
    ) {
        stack = Stack(
            axis: .vertical, alignment: alignment.value, spacing: spacing.map(Double.init), content: content())
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { stack.archive(archiver) }
}

/// `HStack(alignment:spacing:) { … }`
public struct HStack: View, ArchivableView {
    public typealias Body = Never
    let stack: Stack
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View)
    {
        stack = Stack(
            axis: .horizontal, alignment: alignment.value, spacing: spacing.map(Double.init), content: content())
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { stack.archive(archiver) }
}

/// `ZStack(alignment:) { … }`
public struct ZStack: View, ArchivableView {
    public typealias Body = Never
    let stack: Stack
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {
        stack = Stack(axis: .depth, alignment: alignment.value, spacing: nil, content: content())
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { stack.archive(archiver) }
}
