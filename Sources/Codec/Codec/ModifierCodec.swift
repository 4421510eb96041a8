import Foundation
import RelayWire
import WidgetRelayKit

extension WireCodec {
    static func encode(_ modifier: ModifierValue) -> Relay_V1_Modifier {
        var wire = Relay_V1_Modifier()
        switch modifier {
        case .font(let font):
            wire.font = .with {
                $0.textStyle = optionalString(font.textStyle)
                if let size = font.size { $0.size = size }
                $0.weight = optionalString(font.weight)
                $0.design = optionalString(font.design)
                if let width = font.width { $0.width = width }
                $0.leading = optionalString(font.leading)
            }
        case .foregroundStyle(let style): wire.foregroundStyle = encode(style)
        case .tint(let color): wire.tint = encode(color)
        case .padding(let edges, let length):
            wire.padding = .with {
                $0.edges = edges; if let length { $0.length = length }
            }
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
                if let v = frame.minWidth { $0.minWidth = v }
                if let v = frame.minHeight { $0.minHeight = v }
                $0.alignment = encode(frame.alignment)
            }
        case .widgetAccentable: wire.widgetAccentable = true
        case .background(let color): wire.background = encode(color)
        case .opacity(let value): wire.opacity = value
        case .lineLimit(let value): wire.lineLimit = Int32(clamping: value)
        case .backgroundView(let view): wire.backgroundView = encode(view)
        case .minimumScaleFactor(let value): wire.minimumScaleFactor = value
        case .multilineTextAlignment(let alignment): wire.multilineTextAlignment = encode(alignment)
        case .fontWeight(let weight): wire.fontWeight = weight
        case .fontDesign(let design): wire.fontDesign = design
        case .italic: wire.italic = true
        case .monospacedDigit: wire.monospacedDigit = true
        case .symbolRenderingMode(let mode): wire.symbolRenderingMode = mode
        case .layoutPriority(let value): wire.layoutPriority = value
        case .foregroundStyles(let styles): wire.foregroundStyles = .with { $0.styles = styles.map(encode) }
        case .aspectRatio(let ratio, let mode):
            wire.aspectRatio = .with {
                if let ratio { $0.ratio = ratio }
                $0.contentMode = mode == .fill ? .fill : .fit
            }
        case .progressViewStyle(let style): wire.progressViewStyle = style
        case .activityBackgroundTint(let color): wire.activityBackgroundTint = encode(color)
        case .activitySystemActionForegroundColor(let color): wire.activitySystemActionForegroundColor = encode(color)
        case .accessibilityLabel(let label): wire.accessibilityLabel = label
        case .accessibilityHidden: wire.accessibilityHidden = true
        case .accessibilityValue(let value): wire.accessibilityValue = value
        case .contentTransition(let transition): wire.contentTransition = encode(transition)
        case .transition(let transition): wire.transition = encode(transition)
        case .animation(let animation, let value):
            wire.animation = .with {
                $0.curve = animation.curve
                if let duration = animation.duration { $0.duration = duration }
                $0.value = value
            }
        case .clipShape, .mask, .shadow, .blur, .compositingGroup, .blendMode, .scaleEffect, .rotationEffect, .offset,
            .imageScale,
            .containerShape:
            _ = encodeEffect(modifier, into: &wire)
        case .gridCellColumns(let count): wire.gridCellColumns = Int32(clamping: count)
        case .colorEffect, .kerning, .tracking, .baselineOffset, .lineSpacing, .fontWidth, .textScaleSecondary,
            .underline, .strikethrough, .zIndex, .rotation3DEffect, .backgroundStyle:
            _ = encodeColorOrText(modifier, into: &wire)
        }
        return wire
    }

    static func decode(_ wire: Relay_V1_Modifier) throws -> ModifierValue {
        switch wire.kind {
        case .font(let font):
            return .font(
                FontValue(
                    textStyle: optionalString(try bounded(font.textStyle, "a font's text style")),
                    size: font.hasSize ? font.size : nil,
                    weight: optionalString(try bounded(font.weight, "a font's weight")),
                    design: optionalString(try bounded(font.design, "a font's design")),
                    width: font.hasWidth ? try within(font.width, 1, "a font's width") : nil,
                    leading: try fontLeading(font.leading)))
        case .foregroundStyle(let style): return .foregroundStyle(try decode(style))
        case .tint(let color): return .tint(try decode(color))
        case .padding(let padding):
            return .padding(
                edges: try bounded(padding.edges, "a padding's edges"), length: padding.hasLength ? padding.length : nil
            )
        case .invalidatableContent: return .invalidatableContent
        case .privacySensitive: return .privacySensitive
        case .widgetURL(let text): return .widgetURL(try url(try bounded(text, "a widget URL"), "widget URL"))
        case .accentedRenderingMode(let mode): return .accentedRenderingMode(try decode(mode))
        case .toggleStyle(let name): return .toggleStyle(try bounded(name, "a toggle style"))
        case .buttonStyle(let name): return .buttonStyle(try bounded(name, "a button style"))
        case .frame(let frame):
            return .frame(
                FrameValue(
                    width: frame.hasWidth ? frame.width : nil, height: frame.hasHeight ? frame.height : nil,
                    minWidth: frame.hasMinWidth ? frame.minWidth : nil,
                    maxWidth: frame.hasMaxWidth ? frame.maxWidth : nil,
                    minHeight: frame.hasMinHeight ? frame.minHeight : nil,
                    maxHeight: frame.hasMaxHeight ? frame.maxHeight : nil,
                    alignment: try decode(frame.alignment)))
        case .widgetAccentable: return .widgetAccentable
        case .background(let color): return .background(try decode(color))
        case .opacity(let value): return .opacity(value)
        case .lineLimit(let value): return .lineLimit(Int(value))
        // Its node's caller checks the whole tree, this view in it (``checkTree(_:)``).
        case .backgroundView(let view): return .backgroundView(try decodeNode(view))
        case .minimumScaleFactor(let value): return .minimumScaleFactor(value)
        case .multilineTextAlignment(let alignment): return .multilineTextAlignment(try decode(alignment))
        case .fontWeight(let weight): return .fontWeight(try bounded(weight, "a font weight"))
        case .fontDesign(let design): return .fontDesign(try bounded(design, "a font design"))
        case .italic: return .italic
        case .monospacedDigit: return .monospacedDigit
        case .symbolRenderingMode(let mode): return .symbolRenderingMode(try bounded(mode, "a symbol rendering mode"))
        case .layoutPriority(let value): return .layoutPriority(value)
        case .foregroundStyles(let styles):
            guard (1...3).contains(styles.styles.count) else {
                throw CodecError("foreground styles hold \(styles.styles.count) levels, not 1 to 3")
            }
            return .foregroundStyles(try styles.styles.map(decode))
        case .aspectRatio(let ratio):
            let mode: ContentModeValue
            switch ratio.contentMode {
            case .fit: mode = .fit
            case .fill: mode = .fill
            case .UNRECOGNIZED(let value): throw CodecError("unknown content mode \(value)")
            }
            return .aspectRatio(ratio.hasRatio ? ratio.ratio : nil, mode)
        case .progressViewStyle(let style): return .progressViewStyle(try bounded(style, "a progress view style"))
        case .activityBackgroundTint(let color): return .activityBackgroundTint(try decode(color))
        case .activitySystemActionForegroundColor(let color):
            return .activitySystemActionForegroundColor(try decode(color))
        case .accessibilityLabel(let label):
            return .accessibilityLabel(try bounded(label, "an accessibility label", DecodingLimits.maxTextBytes))
        case .accessibilityHidden: return .accessibilityHidden
        case .accessibilityValue(let value):
            return .accessibilityValue(try bounded(value, "an accessibility value", DecodingLimits.maxTextBytes))
        case .contentTransition(let transition): return .contentTransition(try decode(transition))
        case .transition(let transition): return .transition(try decode(transition))
        case .animation(let animation):
            guard AnimationValue.curves.contains(animation.curve) else {
                throw CodecError("unknown animation curve “\(animation.curve.prefix(40))”")
            }
            guard !animation.hasDuration || (animation.duration.isFinite && (0...10).contains(animation.duration))
            else {
                throw CodecError("an animation of \(animation.duration) s: 0 to 10 s")
            }
            return .animation(
                AnimationValue(curve: animation.curve, duration: animation.hasDuration ? animation.duration : nil),
                value: String(animation.value.prefix(ArchiveLimits.maxAnimationValueCharacters)))
        case .clipShape, .mask, .shadow, .blur, .compositingGroup, .blendMode, .scaleEffect, .rotationEffect, .offset,
            .imageScale,
            .containerShape:
            guard let kind = wire.kind, let effect = try decodeEffect(kind) else {
                throw CodecError("a modifier has no kind")
            }
            return effect
        case .gridCellColumns(let count):
            guard (1...Int32(ArchiveLimits.maxGridCells)).contains(count) else {
                throw CodecError("a grid cell spanning \(count) columns: 1 to \(ArchiveLimits.maxGridCells)")
            }
            return .gridCellColumns(Int(count))
        case .colorEffect, .kerning, .tracking, .baselineOffset, .lineSpacing, .fontWidth, .textScaleSecondary,
            .underline, .strikethrough, .zIndex, .rotation3DEffect, .backgroundStyle:
            guard let kind = wire.kind, let modifier = try decodeColorOrText(kind) else {
                throw CodecError("a modifier has no kind")
            }
            return modifier
        case nil: throw CodecError("a modifier has no kind")
        }
    }

    /// `Font.leading`'s name: nil for standard (empty), "tight" or "loose"; another is refused.
    static func fontLeading(_ name: String) throws -> String? {
        switch name {
        case "": return nil
        case "tight", "loose": return name
        default: throw CodecError("unknown font leading “\(name.prefix(40))”")
        }
    }

    static func encode(_ alignment: TextAlignmentValue) -> Relay_V1_TextAlignment {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    static func decode(_ alignment: Relay_V1_TextAlignment) throws -> TextAlignmentValue {
        switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        case .UNRECOGNIZED(let value): throw CodecError("unknown text alignment \(value)")
        }
    }
}
