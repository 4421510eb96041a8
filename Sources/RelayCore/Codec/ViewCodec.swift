import Foundation
import RelayWire
import WidgetRelayKit

extension WireCodec {
    public static func encode(_ view: ArchivedView) -> Relay_V1_ArchivedView {
        .with {
            $0.root = encode(view.root)
            if let family = view.family { $0.family = encode(family) }
            $0.renderingMode = encode(view.renderingMode)
            $0.widgetURL = optionalString(view.widgetURL?.absoluteString)
            if let background = view.containerBackground { $0.containerBackground = encode(background) }
        }
    }

    public static func decode(_ wire: Relay_V1_ArchivedView) throws -> ArchivedView {
        guard wire.hasRoot else { throw CodecError("an archived view has no root") }
        return ArchivedView(
            root: try decode(wire.root),
            family: wire.family == .unspecified ? nil : try decode(wire.family),
            renderingMode: try decode(wire.renderingMode),
            widgetURL: try optionalString(wire.widgetURL).map { try url($0, "widget URL") },
            containerBackground: wire.hasContainerBackground ? try decode(wire.containerBackground) : nil)
    }

    public static func encode(_ node: ViewNode) -> Relay_V1_ViewNode {
        var wire = Relay_V1_ViewNode()
        switch node.kind {
        case .text(.verbatim(let text)): wire.text = .with { $0.verbatim = text }
        case .text(.date(let date, let style)):
            wire.text = .with { $0.date = .with { $0.date = timestamp(date); $0.style = encode(style) } }
        case .image(let name): wire.image = .with { $0.systemName = name }
        case .label(let title, let image): wire.label = .with { $0.title = title; $0.systemImage = image }
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
        }
        wire.modifiers = node.modifiers.map(encode)
        return wire
    }

    public static func decode(_ wire: Relay_V1_ViewNode) throws -> ViewNode {
        let kind: ViewNode.Kind
        switch wire.kind {
        case .text(let text):
            switch text.content {
            case .verbatim(let value): kind = .text(.verbatim(value))
            // Shown, not computed with: out of range, the mirror marks it invalid (not the whole view).
            case .date(let text): kind = .text(.date(WireTime.shownDate(text.date), try decode(text.style)))
            case nil: throw CodecError("a text node has no content")
            }
        case .image(let image): kind = .image(systemName: image.systemName)
        case .label(let label): kind = .label(title: label.title, systemImage: label.systemImage)
        case .stack(let stack):
            kind = .stack(StackNode(axis: try decode(stack.axis), alignment: try decode(stack.alignment),
                                    spacing: stack.hasSpacing ? stack.spacing : nil, children: try stack.children.map(decode)))
        case .spacer(let spacer): kind = .spacer(minLength: spacer.hasMinLength ? spacer.minLength : nil)
        case .divider: kind = .divider
        case .progress(let progress):
            kind = .progress(value: progress.hasValue ? progress.value : nil, total: progress.total,
                             label: progress.hasLabel ? try decode(progress.label) : nil)
        case .gauge(let gauge):
            kind = .gauge(GaugeNode(value: gauge.value, minimum: gauge.minimum, maximum: gauge.maximum,
                                    label: gauge.hasLabel ? try decode(gauge.label) : nil,
                                    currentValueLabel: gauge.hasCurrentValueLabel ? try decode(gauge.currentValueLabel) : nil,
                                    style: optionalString(gauge.style)))
        case .color(let color): kind = .color(try decode(color))
        case .button(let button):
            guard !button.elementID.isEmpty else { throw CodecError("a button has no element id") }
            kind = .button(ButtonNode(elementID: button.elementID, invocation: try decode(button.invocation), label: try decode(button.label)))
        case .toggle(let toggle):
            guard !toggle.elementID.isEmpty else { throw CodecError("a toggle has no element id") }
            kind = .toggle(ToggleNode(elementID: toggle.elementID, isOn: toggle.isOn, invocation: try decode(toggle.invocation),
                                      label: try decode(toggle.label)))
        case .link(let link):
            kind = .link(LinkNode(elementID: link.elementID, destination: try url(link.destination, "link destination"),
                                  label: try decode(link.label)))
        case .group(let group): kind = .group(try group.children.map(decode))
        case .shape(let shape): kind = .shape(try decode(shape))
        case nil: throw CodecError("a view node has no kind")
        }
        return ViewNode(kind, modifiers: try wire.modifiers.map(decode))
    }

    static func encode(_ color: ColorValue) -> Relay_V1_Color {
        switch color {
        case .named(let name): .with { $0.named = name }
        case .rgba(let r, let g, let b, let a): .with { $0.rgba = .with { $0.red = r; $0.green = g; $0.blue = b; $0.opacity = a } }
        }
    }

    static func decode(_ wire: Relay_V1_Color) throws -> ColorValue {
        switch wire.kind {
        case .named(let name): .named(name)
        case .rgba(let c): .rgba(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity)
        case nil: throw CodecError("a colour has no value")
        }
    }

    static func encode(_ modifier: ModifierValue) -> Relay_V1_Modifier {
        var wire = Relay_V1_Modifier()
        switch modifier {
        case .font(let font):
            wire.font = .with {
                $0.textStyle = optionalString(font.textStyle)
                if let size = font.size { $0.size = size }
                $0.weight = optionalString(font.weight)
                $0.design = optionalString(font.design)
            }
        case .foregroundStyle(let style): wire.foregroundStyle = encode(style)
        case .tint(let color): wire.tint = encode(color)
        case .padding(let edges, let length): wire.padding = .with { $0.edges = edges; if let length { $0.length = length } }
        case .invalidatableContent: wire.invalidatableContent = true
        case .privacySensitive: wire.privacySensitive = true
        case .widgetURL(let url): wire.widgetURL = url.absoluteString
        case .accentedRenderingMode(let mode): wire.accentedRenderingMode = encode(mode)
        case .toggleStyle(let name): wire.toggleStyle = name
        case .buttonStyle(let name): wire.buttonStyle = name
        case .frame(let frame):
            wire.frame = .with {
                if let v = frame.width { $0.width = v }
                if let v = frame.height { $0.height = v }
                if let v = frame.maxWidth { $0.maxWidth = v }
                if let v = frame.maxHeight { $0.maxHeight = v }
                $0.alignment = encode(frame.alignment)
            }
        case .widgetAccentable: wire.widgetAccentable = true
        case .background(let color): wire.background = encode(color)
        case .opacity(let value): wire.opacity = value
        case .lineLimit(let value): wire.lineLimit = Int32(clamping: value)
        case .backgroundView(let view): wire.backgroundView = encode(view)
        }
        return wire
    }

    static func decode(_ wire: Relay_V1_Modifier) throws -> ModifierValue {
        switch wire.kind {
        case .font(let font):
            return .font(FontValue(textStyle: optionalString(font.textStyle), size: font.hasSize ? font.size : nil,
                                   weight: optionalString(font.weight), design: optionalString(font.design)))
        case .foregroundStyle(let style): return .foregroundStyle(try decode(style))
        case .tint(let color): return .tint(try decode(color))
        case .padding(let padding): return .padding(edges: padding.edges, length: padding.hasLength ? padding.length : nil)
        case .invalidatableContent: return .invalidatableContent
        case .privacySensitive: return .privacySensitive
        case .widgetURL(let text): return .widgetURL(try url(text, "widget URL"))
        case .accentedRenderingMode(let mode): return .accentedRenderingMode(try decode(mode))
        case .toggleStyle(let name): return .toggleStyle(name)
        case .buttonStyle(let name): return .buttonStyle(name)
        case .frame(let frame):
            return .frame(FrameValue(width: frame.hasWidth ? frame.width : nil, height: frame.hasHeight ? frame.height : nil,
                                     maxWidth: frame.hasMaxWidth ? frame.maxWidth : nil, maxHeight: frame.hasMaxHeight ? frame.maxHeight : nil,
                                     alignment: try decode(frame.alignment)))
        case .widgetAccentable: return .widgetAccentable
        case .background(let color): return .background(try decode(color))
        case .opacity(let value): return .opacity(value)
        case .lineLimit(let value): return .lineLimit(Int(value))
        case .backgroundView(let view): return .backgroundView(try decode(view))
        case nil: throw CodecError("a modifier has no kind")
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
        case .unspecified, .UNRECOGNIZED: throw CodecError("unknown alignment \(alignment.rawValue)")
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
