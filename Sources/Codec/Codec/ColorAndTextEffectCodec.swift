import Foundation
import RelayWire
import WidgetRelayKit

/// Colour effects, text spacing and lines, depth order, 3D rotation and the background style
/// (view.proto's `Modifier` fields 48–59) to relay.v1 and back; a value out of view.proto's
/// bounds is refused, naming it.
extension WireCodec {
    /// Sets `wire`'s field for one of these modifiers; false for a modifier that is not one.
    static func encodeColorOrText(_ modifier: ModifierValue, into wire: inout Relay_V1_Modifier) -> Bool {
        switch modifier {
        case .colorEffect(let effect): wire.colorEffect = encode(effect)
        case .kerning(let value): wire.kerning = value
        case .tracking(let value): wire.tracking = value
        case .baselineOffset(let value): wire.baselineOffset = value
        case .lineSpacing(let value): wire.lineSpacing = value
        case .fontWidth(let value): wire.fontWidth = value
        case .textScaleSecondary: wire.textScaleSecondary = true
        case .underline(let line): wire.underline = encode(line)
        case .strikethrough(let line): wire.strikethrough = encode(line)
        case .zIndex(let value): wire.zIndex = value
        case .rotation3DEffect(let rotation):
            wire.rotation3DEffect = .with {
                $0.degrees = rotation.degrees
                $0.axisX = rotation.axisX
                $0.axisY = rotation.axisY
                $0.axisZ = rotation.axisZ
                $0.anchor = encode(rotation.anchor)
                $0.anchorZ = rotation.anchorZ
                $0.perspective = rotation.perspective
            }
        case .backgroundStyle(let style): wire.backgroundStyle = encode(style)
        default: return false
        }
        return true
    }

    /// The modifier in `kind`, or nil for a modifier that is not one of these.
    static func decodeColorOrText(_ kind: Relay_V1_Modifier.OneOf_Kind) throws -> ModifierValue? {
        switch kind {
        case .colorEffect(let effect): return .colorEffect(try decode(effect))
        case .kerning(let value): return .kerning(try within(value, 1_000, "a kerning"))
        case .tracking(let value): return .tracking(try within(value, 1_000, "a tracking"))
        case .baselineOffset(let value): return .baselineOffset(try within(value, 1_000, "a baseline offset"))
        case .lineSpacing(let value):
            guard value.isFinite, (0...1_000).contains(value) else {
                throw CodecError("a line spacing of \(value): 0 to 1,000 points")
            }
            return .lineSpacing(value)
        case .fontWidth(let value): return .fontWidth(try within(value, 1, "a font width"))
        case .textScaleSecondary: return .textScaleSecondary
        case .underline(let line): return .underline(try decode(line))
        case .strikethrough(let line): return .strikethrough(try decode(line))
        case .zIndex(let value): return .zIndex(try within(value, 1_000_000, "a zIndex"))
        case .rotation3DEffect(let rotation):
            let axis = [
                try within(rotation.axisX, 1_000, "a 3D rotation's axis"),
                try within(rotation.axisY, 1_000, "a 3D rotation's axis"),
                try within(rotation.axisZ, 1_000, "a 3D rotation's axis"),
            ]
            guard axis.contains(where: { $0 != 0 }) else { throw CodecError("a 3D rotation about no axis (0, 0, 0)") }
            guard rotation.perspective.isFinite, (0...100).contains(rotation.perspective) else {
                throw CodecError("a 3D rotation's perspective of \(rotation.perspective): 0 to 100")
            }
            return .rotation3DEffect(
                Rotation3DValue(
                    degrees: try angle(rotation.degrees), axisX: axis[0], axisY: axis[1], axisZ: axis[2],
                    anchor: try decode(rotation.anchor),
                    anchorZ: try offset(rotation.anchorZ, "a 3D rotation's anchor"),
                    perspective: rotation.perspective))
        case .backgroundStyle(let style):
            let decoded = try decode(style)
            guard decoded != .background else { throw CodecError("a background style of .background") }
            return .backgroundStyle(decoded)
        default: return nil
        }
    }

    static func encode(_ effect: ColorEffectValue) -> Relay_V1_ColorEffect {
        var wire = Relay_V1_ColorEffect()
        switch effect {
        case .brightness(let amount): wire.brightness = amount
        case .contrast(let amount): wire.contrast = amount
        case .saturation(let amount): wire.saturation = amount
        case .grayscale(let amount): wire.grayscale = amount
        case .colorInvert: wire.colorInvert = true
        case .hueRotation(let degrees): wire.hueRotationDegrees = degrees
        case .colorMultiply(let color): wire.colorMultiply = encode(color)
        case .luminanceToAlpha: wire.luminanceToAlpha = true
        }
        return wire
    }

    static func decode(_ wire: Relay_V1_ColorEffect) throws -> ColorEffectValue {
        switch wire.kind {
        case .brightness(let amount): return .brightness(try within(amount, 1, "a brightness"))
        case .contrast(let amount): return .contrast(try within(amount, 100, "a contrast"))
        case .saturation(let amount):
            guard amount.isFinite, (0...100).contains(amount) else {
                throw CodecError("a saturation of \(amount): 0 to 100")
            }
            return .saturation(amount)
        case .grayscale(let amount):
            guard amount.isFinite, (0...1).contains(amount) else {
                throw CodecError("a grayscale of \(amount): 0 to 1")
            }
            return .grayscale(amount)
        case .colorInvert: return .colorInvert
        case .hueRotationDegrees(let degrees): return .hueRotation(degrees: try angle(degrees))
        case .colorMultiply(let color): return .colorMultiply(try decode(color))
        case .luminanceToAlpha: return .luminanceToAlpha
        case nil: throw CodecError("a colour effect has no kind")
        }
    }

    static func encode(_ line: TextLineValue) -> Relay_V1_TextLine {
        .with {
            $0.pattern = line.pattern
            if let color = line.color { $0.color = encode(color) }
        }
    }

    static func decode(_ wire: Relay_V1_TextLine) throws -> TextLineValue {
        let pattern = wire.pattern.isEmpty ? "solid" : wire.pattern
        guard TextLineValue.patterns.contains(pattern) else {
            throw CodecError("unknown line pattern “\(pattern.prefix(40))”")
        }
        return TextLineValue(pattern: pattern, color: wire.hasColor ? try decode(wire.color) : nil)
    }

    /// A number either way: finite, within ±`bound`.
    static func within(_ value: Double, _ bound: Double, _ what: String) throws -> Double {
        guard value.isFinite, abs(value) <= bound else {
            throw CodecError("\(what) of \(value): finite, within ±\(Int(bound))")
        }
        return value
    }
}
