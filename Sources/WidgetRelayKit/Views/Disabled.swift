import Foundation

extension View {
    /// `.disabled(_:)`: the buttons, toggles and links inside do nothing when tapped, as on iOS.
    /// A disabled control is archived as its label, so a mirror draws it and has nothing to send;
    /// the label keeps the control's modifiers (its colours are the author's: DuckDuckGo's VPN
    /// widget picks its own disabled colours).
    public func disabled(_ disabled: Bool) -> ModifiedView {
        guard disabled else { return ModifiedView(content: self, modification: .none) }
        return ModifiedView(content: self, modification: .transform { nodes, _ in nodes.map(Disabling.apply) })
    }
}

/// Replaces the controls in archived nodes with their labels (`.disabled(true)`).
enum Disabling {
    static func apply(_ node: ViewNode) -> ViewNode {
        var node = node
        switch node.kind {
        case .button(let button): return withModifiers(node.modifiers, of: apply(button.label))
        case .toggle(let toggle): return withModifiers(node.modifiers, of: apply(toggle.label))
        case .link(let link): return withModifiers(node.modifiers, of: apply(link.label))
        case .stack(var stack):
            stack.children = stack.children.map(apply)
            node.kind = .stack(stack)
        case .group(let children):
            node.kind = .group(children.map(apply))
        case .grid(var grid):
            grid.rows = grid.rows.map { row in
                var row = row
                row.cells = row.cells.map(apply)
                return row
            }
            node.kind = .grid(grid)
        case .placed(var placed):
            placed.children = placed.children.map { child in
                var child = child
                child.node = apply(child.node)
                return child
            }
            node.kind = .placed(placed)
        default:
            break
        }
        return node
    }

    private static func withModifiers(_ modifiers: [ModifierValue], of label: ViewNode) -> ViewNode {
        var label = label
        label.modifiers += modifiers
        return label
    }
}
