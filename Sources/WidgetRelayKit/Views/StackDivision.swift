/// How an `HStack` or `VStack` divides the space it is offered among its children, as
/// SwiftUI does, on the phone where a `GeometryReader` or `ViewThatFits` reads it: each
/// child that needs less than an equal share (estimated, `IdealSize`) takes what it needs,
/// the rest share what is left equally, and spacers take only their minimum. A child that
/// read the space offered is archived again with its share.
struct StackDivision {
    let axis: StackAxis
    let spacing: Double

    /// One child of the stack as the first pass archived it.
    struct Part {
        var nodes: [ViewNode]
        /// Whether archiving it read the space offered.
        var readSpace: Bool
    }

    func archive(_ views: [any View], _ archiver: ViewArchiver) -> [ViewNode] {
        var parts = views.indices.map { index in
            let reads = archiver.proposalReads
            let nodes = archiver.withPath(String(index)) { archiver.archive(views[index]) }
            return Part(nodes: nodes, readSpace: archiver.proposalReads != reads)
        }
        guard parts.contains(where: \.readSpace) else { return parts.flatMap(\.nodes) }
        let offered = archiver.proposal
        let shares = self.shares(
            of: parts.map(\.nodes), in: axis == .horizontal ? offered.width : offered.height,
            fontSize: archiver.fontSize)
        for index in parts.indices where parts[index].readSpace {
            var space = offered
            if axis == .horizontal { space.width = shares[index] } else { space.height = shares[index] }
            parts[index].nodes = archiver.proposing(space) {
                archiver.withPath(String(index)) { archiver.archive(views[index]) }
            }
        }
        return parts.flatMap(\.nodes)
    }

    /// Each child's length along the axis, out of `length`.
    func shares(of children: [[ViewNode]], in length: Double, fontSize: Double) -> [Double] {
        let gaps = spacing * Double(max(0, children.count - 1))
        var remaining = max(0, length - gaps)
        var shares = [Double](repeating: 0, count: children.count)
        var open: [Int] = []
        var ideal: [Double] = []
        for (index, nodes) in children.enumerated() {
            ideal.append(
                nodes.map { node in
                    if let limit = Self.flexibleLimit(node, along: axis) { return limit }
                    let size = IdealSize.of(node, fontSize: fontSize)
                    return axis == .horizontal ? size.width : size.height
                }.reduce(0, +))
            if nodes.allSatisfy(Self.isSpacer) {
                shares[index] = min(remaining, 8)  // a spacer yields to the others (its default minimum)
                remaining -= shares[index]
            } else {
                open.append(index)
            }
        }
        // Those that need less than an equal share take what they need, until none does.
        while !open.isEmpty {
            let share = remaining / Double(open.count)
            let modest = open.filter { ideal[$0] <= share }
            guard !modest.isEmpty else { break }
            for index in modest {
                shares[index] = ideal[index]
                remaining -= ideal[index]
            }
            open.removeAll { modest.contains($0) }
        }
        for index in open { shares[index] = remaining / Double(open.count) }
        return shares
    }

    static func isSpacer(_ node: ViewNode) -> Bool {
        if case .spacer = node.kind { return true }
        return false
    }

    /// How far `node` grows to fill what it is offered along `axis` (nil: it does not grow):
    /// a colour, shape or spacer, linear progress, an infinite frame, or a stack holding one,
    /// as the renderers lay them out; a finite maximum frame bounds it.
    static func flexibleLimit(_ node: ViewNode, along axis: StackAxis) -> Double? {
        var limit: Double?
        switch node.kind {
        case .color, .shape, .spacer: limit = .infinity
        case .progress(let value, _, _): limit = axis == .horizontal && value != nil ? .infinity : nil
        case .timerProgress, .gauge: limit = axis == .horizontal ? .infinity : nil
        case .stack, .group, .grid: limit = node.children.compactMap { flexibleLimit($0, along: axis) }.max()
        default: limit = nil
        }
        for case .frame(let frame) in node.modifiers {
            let (fixed, maximum) = axis == .horizontal ? (frame.width, frame.maxWidth) : (frame.height, frame.maxHeight)
            if fixed != nil {
                limit = nil
            } else if let maximum, maximum == .infinity {
                limit = .infinity
            } else if let maximum, let current = limit {
                limit = min(current, maximum)
            }
        }
        return limit
    }
}
