/// `HorizontalAlignment` for VStack.
public struct HorizontalAlignment: Sendable, Hashable {
    let value: AlignmentValue
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
}

/// `VerticalAlignment` for HStack.
public struct VerticalAlignment: Sendable, Hashable {
    let value: AlignmentValue
    public static let top = VerticalAlignment(value: .top)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .bottom)
}

/// `Alignment` for ZStack and frames.
public struct Alignment: Sendable, Hashable {
    let value: AlignmentValue
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
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        stack = Stack(axis: .vertical, alignment: alignment.value, spacing: spacing, content: content())
    }
    func archive(_ archiver: ViewArchiver) -> [ViewNode] { stack.archive(archiver) }
}

/// `HStack(alignment:spacing:) { … }`
public struct HStack: View, ArchivableView {
    public typealias Body = Never
    let stack: Stack
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        stack = Stack(axis: .horizontal, alignment: alignment.value, spacing: spacing, content: content())
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
