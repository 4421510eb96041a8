/// The shape limits every mirror's decoder holds an archived view to (Codec's `DecodingLimits`,
/// which refuses — quarantines — a view past one), kept by the phone's archiver first: an
/// author's view past a limit is cut where it passes it, visibly (a "…" text where the cut
/// part was), so the mirror shows the rest rather than refusing the whole widget.
extension ArchiveLimits {
    /// Modifiers kept on one view node (the innermost first; the rest are left out).
    public static let maxModifiersPerNode = 128
    /// Children kept in one stack or group (the first; a "…" text in place of the rest).
    public static let maxChildren = 1_024
    /// Runs kept in one text (the first; a "…" run in place of the rest).
    public static let maxTextRuns = 256
    /// View nodes kept in one archived view, every modifier's view included.
    public static let maxNodes = 16_384
    /// View levels kept, a modifier's view one more: a node at the deepest level that holds
    /// more is a "…" text.
    public static let maxDepth = 40

    /// What stands where a part of the view was cut.
    static var cutNode: ViewNode { ViewNode(.text(.verbatim(cutMark))) }

    /// `root` within the limits above, cut where it passes one: levels, modifiers, children and
    /// runs first, then the nodes in all (a stack or group past the budget keeps the children that
    /// fit, then a "…"; any other node past it is a "…").
    static func cutTree(_ root: ViewNode) -> ViewNode {
        let shaped = cut(root, depth: 1)
        return fit(shaped, into: maxNodes).node
    }

    private static func modifierViews(_ node: ViewNode) -> [ViewNode] {
        node.modifiers.compactMap {
            switch $0 {
            case .backgroundView(let view), .mask(let view): view
            default: nil
            }
        }
    }

    private static func size(_ node: ViewNode) -> Int {
        1 + node.children.reduce(0) { $0 + size($1) } + modifierViews(node).reduce(0) { $0 + size($1) }
    }

    /// `node` and what it costs, within `remaining` (at least 1) nodes.
    private static func fit(_ node: ViewNode, into remaining: Int) -> (node: ViewNode, cost: Int) {
        let total = size(node)
        if total <= remaining { return (node, total) }
        let children: [ViewNode]
        switch node.kind {
        case .stack(let stack): children = stack.children
        case .group(let group): children = group
        default: return (cutNode, 1)
        }
        guard remaining >= 2 else { return (cutNode, 1) }
        var node = node
        var cost = 1
        let views = modifierViews(node).reduce(0) { $0 + size($1) }
        if cost + views <= remaining - 1 {
            cost += views
        } else {
            node.modifiers.removeAll {
                switch $0 {
                case .backgroundView, .mask: true
                default: false
                }
            }
        }
        var kept: [ViewNode] = []
        for (index, child) in children.enumerated() {
            let reserve = index == children.count - 1 ? 0 : 1  // room for a "…" after this child
            let room = remaining - cost - reserve
            if room < 1 {
                kept.append(cutNode)
                cost += 1
                break
            }
            let fitted = fit(child, into: room)
            kept.append(fitted.node)
            cost += fitted.cost
            if fitted.cost < size(child) && reserve == 1 {
                kept.append(cutNode)
                cost += 1
                break
            }
        }
        switch node.kind {
        case .stack(var stack):
            stack.children = kept
            node.kind = .stack(stack)
        default: node.kind = .group(kept)
        }
        return (node, cost)
    }

    private static func holdsViews(_ node: ViewNode) -> Bool {
        !node.children.isEmpty || !modifierViews(node).isEmpty
    }

    /// `node` at `depth` with its levels, modifiers, children and runs within the limits.
    private static func cut(_ node: ViewNode, depth: Int) -> ViewNode {
        if depth >= maxDepth && holdsViews(node) { return cutNode }
        var node = node
        if node.modifiers.count > maxModifiersPerNode {
            node.modifiers = Array(node.modifiers.prefix(maxModifiersPerNode))
        }
        node.modifiers = node.modifiers.map { modifier in
            switch modifier {
            case .backgroundView(let view): .backgroundView(cut(view, depth: depth + 1))
            case .mask(let view): .mask(cut(view, depth: depth + 1))
            default: modifier
            }
        }
        let down = { (child: ViewNode) in cut(child, depth: depth + 1) }
        switch node.kind {
        case .stack(var stack):
            stack.children = cutChildren(stack.children).map(down)
            node.kind = .stack(stack)
        case .group(let children):
            node.kind = .group(cutChildren(children).map(down))
        case .progress(let value, let total, let label):
            node.kind = .progress(value: value, total: total, label: label.map(down))
        case .gauge(var gauge):
            gauge.label = gauge.label.map(down)
            gauge.currentValueLabel = gauge.currentValueLabel.map(down)
            node.kind = .gauge(gauge)
        case .button(var button):
            button.label = down(button.label)
            node.kind = .button(button)
        case .toggle(var toggle):
            toggle.label = down(toggle.label)
            node.kind = .toggle(toggle)
        case .link(var link):
            link.label = down(link.label)
            node.kind = .link(link)
        case .timerProgress(var progress):
            progress.label = progress.label.map(down)
            progress.currentValueLabel = progress.currentValueLabel.map(down)
            node.kind = .timerProgress(progress)
        case .grid(var grid):
            for row in grid.rows.indices { grid.rows[row].cells = grid.rows[row].cells.map(down) }
            node.kind = .grid(grid)
        case .placed(var placed):
            for index in placed.children.indices { placed.children[index].node = down(placed.children[index].node) }
            node.kind = .placed(placed)
        case .text(.runs(let runs)) where runs.count > maxTextRuns:
            node.kind = .text(.runs(Array(runs.prefix(maxTextRuns - 1)) + [.verbatim(cutMark)]))
        case .text, .image, .label, .spacer, .divider, .color, .shape, .picture:
            break
        }
        return node
    }

    /// The first children, with a "…" in place of those past ``maxChildren``.
    private static func cutChildren(_ children: [ViewNode]) -> [ViewNode] {
        children.count <= maxChildren ? children : Array(children.prefix(maxChildren - 1)) + [cutNode]
    }
}
