import Foundation
import RelayWire
import WidgetRelayKit

extension WireCodec {
    package static func encode(_ view: ArchivedView) -> Relay_V1_ArchivedView {
        .with {
            $0.root = encode(view.root)
            if let family = view.family { $0.family = encode(family) }
            $0.renderingMode = encode(view.renderingMode)
            $0.widgetURL = optionalString(view.widgetURL?.absoluteString)
            if let background = view.containerBackground { $0.containerBackground = encode(background) }
            if view.appearance != .standard { $0.appearance = encode(view.appearance) }
        }
    }

    package static func decode(_ wire: Relay_V1_ArchivedView) throws -> ArchivedView {
        guard wire.hasRoot else { throw CodecError("an archived view has no root") }
        return ArchivedView(
            root: try decode(wire.root),
            family: wire.family == .unspecified ? nil : try decode(wire.family),
            renderingMode: try decode(wire.renderingMode),
            widgetURL: try optionalString(wire.widgetURL).map {
                try url(try bounded($0, "a widget URL"), "widget URL")
            },
            containerBackground: wire.hasContainerBackground ? try decode(wire.containerBackground) : nil,
            appearance: wire.hasAppearance ? try decode(wire.appearance) : .standard)
    }

    package static func encode(_ node: ViewNode) -> Relay_V1_ViewNode {
        var wire = Relay_V1_ViewNode()
        switch node.kind {
        case .text(let content): wire.text = encode(content)
        case .image(let name): wire.image = .with { $0.systemName = name }
        case .label(let title, let image):
            wire.label = .with {
                $0.title = title; $0.systemImage = image
            }
        case .stack(let stack):
            wire.stack = .with {
                $0.axis = encode(stack.axis)
                $0.alignment = encode(stack.alignment)
                if let spacing = stack.spacing { $0.spacing = spacing }
                $0.children = stack.children.map(encode)
            }
        case .spacer(let minLength): wire.spacer = .with { if let minLength { $0.minLength = minLength } }
        case .divider: wire.divider = Relay_V1_DividerView()
        case .progress(let value, let total, let label):
            wire.progress = .with {
                if let value { $0.value = value }
                $0.total = total
                if let label { $0.label = encode(label) }
            }
        case .gauge(let gauge):
            wire.gauge = .with {
                $0.value = gauge.value
                $0.minimum = gauge.minimum
                $0.maximum = gauge.maximum
                if let label = gauge.label { $0.label = encode(label) }
                if let label = gauge.currentValueLabel { $0.currentValueLabel = encode(label) }
                $0.style = optionalString(gauge.style)
            }
        case .color(let color): wire.color = encode(color)
        case .button(let button):
            wire.button = .with {
                $0.elementID = button.elementID
                $0.invocation = encode(button.invocation)
                $0.label = encode(button.label)
            }
        case .toggle(let toggle):
            wire.toggle = .with {
                $0.elementID = toggle.elementID
                $0.isOn = toggle.isOn
                $0.invocation = encode(toggle.invocation)
                $0.label = encode(toggle.label)
            }
        case .link(let link):
            wire.link = .with {
                $0.elementID = link.elementID
                $0.destination = link.destination.absoluteString
                $0.label = encode(link.label)
            }
        case .group(let children): wire.group = .with { $0.children = children.map(encode) }
        case .shape(let shape): wire.shape = encode(shape)
        case .timerProgress(let progress): wire.progress = encode(progress)
        case .picture(let image):
            wire.picture = .with {
                $0.data = image.data
                $0.format =
                    switch image.format {
                    case .png: .png
                    case .jpeg: .jpeg
                    case .gif: .gif
                    case .webp: .webp
                    }
                $0.pixelWidth = UInt32(clamping: image.pixelWidth)
                $0.pixelHeight = UInt32(clamping: image.pixelHeight)
                if image.scale != 1 { $0.scale = image.scale }
            }
        case .grid(let grid): wire.grid = encode(grid)
        case .placed(let placed): wire.placed = encode(placed)
        }
        wire.modifiers = node.modifiers.map(encode)
        return wire
    }

    /// A view node and everything below it, within ``DecodingLimits`` (each count and string
    /// checked before the work it would multiply; the whole tree's size and depth after).
    package static func decode(_ wire: Relay_V1_ViewNode) throws -> ViewNode {
        let node = try decodeNode(wire)
        try checkTree(node)
        return node
    }

    /// A view node, its counts and strings checked; the tree's size and depth are its caller's.
    static func decodeNode(_ wire: Relay_V1_ViewNode) throws -> ViewNode {
        try bounded(count: wire.modifiers.count, "modifiers on one view node", DecodingLimits.maxModifiersPerNode)
        let kind: ViewNode.Kind
        switch wire.kind {
        case .text(let text): kind = .text(try decode(text))
        case .image(let image): kind = .image(systemName: try bounded(image.systemName, "a symbol name"))
        case .label(let label):
            kind = .label(
                title: try bounded(label.title, "a label's title", DecodingLimits.maxTextBytes),
                systemImage: try bounded(label.systemImage, "a symbol name"))
        case .stack(let stack):
            try bounded(count: stack.children.count, "children in one stack", DecodingLimits.maxChildren)
            kind = .stack(
                StackNode(
                    axis: try decode(stack.axis), alignment: try decode(stack.alignment),
                    spacing: stack.hasSpacing ? stack.spacing : nil, children: try stack.children.map(decodeNode)))
        case .spacer(let spacer): kind = .spacer(minLength: spacer.hasMinLength ? spacer.minLength : nil)
        case .divider: kind = .divider
        case .progress(let progress) where progress.hasTimerInterval: kind = .timerProgress(try decode(timer: progress))
        case .progress(let progress):
            kind = .progress(
                value: progress.hasValue ? progress.value : nil, total: progress.total,
                label: progress.hasLabel ? try decodeNode(progress.label) : nil)
        case .gauge(let gauge):
            kind = .gauge(
                GaugeNode(
                    value: gauge.value, minimum: gauge.minimum, maximum: gauge.maximum,
                    label: gauge.hasLabel ? try decodeNode(gauge.label) : nil,
                    currentValueLabel: gauge.hasCurrentValueLabel ? try decodeNode(gauge.currentValueLabel) : nil,
                    style: optionalString(try bounded(gauge.style, "a gauge's style"))))
        case .color(let color): kind = .color(try decode(color))
        case .button(let button):
            guard !button.elementID.isEmpty else { throw CodecError("a button has no element id") }
            kind = .button(
                ButtonNode(
                    elementID: try bounded(button.elementID, "a button's element id"),
                    invocation: try decode(button.invocation), label: try decodeNode(button.label)))
        case .toggle(let toggle):
            guard !toggle.elementID.isEmpty else { throw CodecError("a toggle has no element id") }
            kind = .toggle(
                ToggleNode(
                    elementID: try bounded(toggle.elementID, "a toggle's element id"), isOn: toggle.isOn,
                    invocation: try decode(toggle.invocation), label: try decodeNode(toggle.label)))
        case .link(let link):
            kind = .link(
                LinkNode(
                    elementID: try bounded(link.elementID, "a link's element id"),
                    destination: try url(try bounded(link.destination, "a link's destination"), "link destination"),
                    label: try decodeNode(link.label)))
        case .group(let group):
            try bounded(count: group.children.count, "children in one group", DecodingLimits.maxChildren)
            kind = .group(try group.children.map(decodeNode))
        case .shape(let shape): kind = .shape(try decode(shape))
        case .picture(let picture): kind = .picture(try decode(picture))
        case .grid(let grid): kind = .grid(try decode(grid))
        case .placed(let placed): kind = .placed(try decode(placed))
        case nil: throw CodecError("a view node has no kind")
        }
        return ViewNode(kind, modifiers: try wire.modifiers.map(decode))
    }

    static func encode(_ color: ColorValue) -> Relay_V1_Color {
        switch color {
        case .named(let name, let opacity):
            .with {
                $0.named = name; if opacity != 1 { $0.opacity = opacity }
            }
        case .rgba(let r, let g, let b, let a):
            .with {
                $0.rgba = .with {
                    $0.red = r; $0.green = g; $0.blue = b; $0.opacity = a
                }
            }
        case .adaptive(let light, let dark):
            .with {
                $0.adaptive = .with {
                    $0.light = encode(light); $0.dark = encode(dark)
                }
            }
        }
    }

    static func encode(_ rgba: RGBAValue) -> Relay_V1_RGBA {
        .with {
            $0.red = rgba.red; $0.green = rgba.green; $0.blue = rgba.blue; $0.opacity = rgba.opacity
        }
    }

    static func decode(_ wire: Relay_V1_RGBA) -> RGBAValue {
        RGBAValue(red: wire.red, green: wire.green, blue: wire.blue, opacity: wire.opacity)
    }

    static func decode(_ wire: Relay_V1_Color) throws -> ColorValue {
        switch wire.kind {
        case .named(let name): .named(try bounded(name, "a colour's name"), opacity: wire.hasOpacity ? wire.opacity : 1)
        case .rgba(let c): .rgba(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        case .adaptive(let adaptive): .adaptive(light: decode(adaptive.light), dark: decode(adaptive.dark))
        case nil: throw CodecError("a colour has no value")
        }
    }

    static func encode(_ style: DateTextStyle) -> Relay_V1_DateStyle {
        switch style {
        case .time: .time
        case .date: .date
        case .relative: .relative
        case .offset: .offset
        case .timer: .timer
        }
    }

    static func decode(_ style: Relay_V1_DateStyle) throws -> DateTextStyle {
        switch style {
        case .time: .time
        case .date: .date
        case .relative: .relative
        case .offset: .offset
        case .timer: .timer
        case .unspecified, .UNRECOGNIZED: throw CodecError("unknown date style \(style.rawValue)")
        }
    }

    static func encode(_ axis: StackAxis) -> Relay_V1_StackAxis {
        switch axis {
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .depth: .depth
        }
    }

    static func decode(_ axis: Relay_V1_StackAxis) throws -> StackAxis {
        switch axis {
        case .vertical: .vertical
        case .horizontal: .horizontal
        case .depth: .depth
        case .unspecified, .UNRECOGNIZED: throw CodecError("unknown stack axis \(axis.rawValue)")
        }
    }

    static func encode(_ alignment: AlignmentValue) -> Relay_V1_Alignment {
        switch alignment {
        case .center: .center
        case .leading: .leading
        case .trailing: .trailing
        case .top: .top
        case .bottom: .bottom
        case .topLeading: .topLeading
        case .topTrailing: .topTrailing
        case .bottomLeading: .bottomLeading
        case .bottomTrailing: .bottomTrailing
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }

    static func decode(_ alignment: Relay_V1_Alignment) throws -> AlignmentValue {
        switch alignment {
        case .center: .center
        case .leading: .leading
        case .trailing: .trailing
        case .top: .top
        case .bottom: .bottom
        case .topLeading: .topLeading
        case .topTrailing: .topTrailing
        case .bottomLeading: .bottomLeading
        case .bottomTrailing: .bottomTrailing
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        // Left unset, an alignment is SwiftUI's default for stacks and frames alike.
        case .unspecified: .center
        case .UNRECOGNIZED: throw CodecError("unknown alignment \(alignment.rawValue)")
        }
    }

    static func encode(_ mode: AccentedRenderingModeValue) -> Relay_V1_AccentedRenderingMode {
        switch mode {
        case .accented: .accented
        case .accentedDesaturated: .accentedDesaturated
        case .desaturated: .desaturated
        case .fullColor: .fullColor
        }
    }

    static func decode(_ mode: Relay_V1_AccentedRenderingMode) throws -> AccentedRenderingModeValue {
        switch mode {
        case .accented: .accented
        case .accentedDesaturated: .accentedDesaturated
        case .desaturated: .desaturated
        case .fullColor: .fullColor
        case .unspecified, .UNRECOGNIZED: throw CodecError("unknown accented rendering mode \(mode.rawValue)")
        }
    }
}
