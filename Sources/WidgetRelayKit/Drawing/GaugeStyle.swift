import Foundation

/// A gauge's look (SwiftUI's `GaugeStyle`): a built-in one the mirrors draw by name, or one of
/// an author's own whose `makeBody(configuration:)` runs on the phone as the gauge is archived.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style is given (`GaugeStyleConfiguration`).
public struct GaugeStyleConfiguration {
    /// The gauge's value as a fraction of its range, 0…1.
    public let value: Double
    /// The gauge's label, current value label, and the labels of its range's ends (each a view,
    /// empty when the gauge has none).
    public let label: GaugeStyleConfiguration.Label
    public let currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public let minimumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
    public let maximumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?

    /// A label of the gauge, as its style places it.
    public struct Label: View, ArchivableView {
        public typealias Body = Never
        let node: ViewNode?
        func archive(_ archiver: ViewArchiver) -> [ViewNode] { node.map { [$0] } ?? [] }
    }
    public typealias CurrentValueLabel = Label
    public typealias MarkedValueLabel = Label
}

/// The built-in gauge styles, archived by name.
public struct NamedGaugeStyle: GaugeStyle {
    let name: String
    public func makeBody(configuration: GaugeStyleConfiguration) -> AnyView { AnyView(EmptyView()) }
}

extension GaugeStyle where Self == NamedGaugeStyle {
    public static var automatic: NamedGaugeStyle { NamedGaugeStyle(name: "automatic") }
    public static var linear: NamedGaugeStyle { NamedGaugeStyle(name: "linear") }
    public static var linearCapacity: NamedGaugeStyle { NamedGaugeStyle(name: "linearCapacity") }
    public static var circular: NamedGaugeStyle { NamedGaugeStyle(name: "circular") }
    public static var accessoryLinear: NamedGaugeStyle { NamedGaugeStyle(name: "accessoryLinear") }
    public static var accessoryLinearCapacity: NamedGaugeStyle { NamedGaugeStyle(name: "accessoryLinearCapacity") }
    public static var accessoryCircular: NamedGaugeStyle { NamedGaugeStyle(name: "accessoryCircular") }
    public static var accessoryCircularCapacity: NamedGaugeStyle { NamedGaugeStyle(name: "accessoryCircularCapacity") }
}

extension View {
    /// `.gaugeStyle(_:)`: the gauges inside drawn in `style` — a built-in one by name, one of the
    /// author's own as its `makeBody` archives, with the gauge's value and labels.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedView {
        ModifiedView(
            content: self,
            modification: .transform { nodes, archiver in
                nodes.map { GaugeStyling.apply(style, to: $0, archiver) }
            })
    }
}

/// Applies a gauge style to the gauges archived inside the view that sets it (the innermost
/// style has applied already: a gauge a custom style replaced is no longer a gauge, and a named
/// style is not set over another).
enum GaugeStyling {
    static func apply<S: GaugeStyle>(_ style: S, to node: ViewNode, _ archiver: ViewArchiver) -> ViewNode {
        var node = node
        switch node.kind {
        case .gauge(var gauge):
            if let named = style as? NamedGaugeStyle {
                if gauge.style == nil, named.name != "automatic" { gauge.style = named.name }
                node.kind = .gauge(gauge)
                return node
            }
            let span = gauge.maximum - gauge.minimum
            let fraction = span > 0 && gauge.value.isFinite ? min(1, max(0, (gauge.value - gauge.minimum) / span)) : 0
            let configuration = GaugeStyleConfiguration(
                value: fraction, label: .init(node: gauge.label),
                currentValueLabel: gauge.currentValueLabel.map { .init(node: $0) },
                minimumValueLabel: nil, maximumValueLabel: nil)
            var body = archiver.single(style.makeBody(configuration: configuration))
            body.modifiers += node.modifiers
            return body
        case .stack(var stack):
            stack.children = stack.children.map { apply(style, to: $0, archiver) }
            node.kind = .stack(stack)
        case .group(let children):
            node.kind = .group(children.map { apply(style, to: $0, archiver) })
        case .grid(var grid):
            grid.rows = grid.rows.map { row in
                var row = row
                row.cells = row.cells.map { apply(style, to: $0, archiver) }
                return row
            }
            node.kind = .grid(grid)
        case .placed(var placed):
            placed.children = placed.children.map { child in
                var child = child
                child.node = apply(style, to: child.node, archiver)
                return child
            }
            node.kind = .placed(placed)
        case .link(var link):
            link.label = apply(style, to: link.label, archiver)
            node.kind = .link(link)
        case .button(var button):
            button.label = apply(style, to: button.label, archiver)
            node.kind = .button(button)
        default:
            break
        }
        return node
    }
}
