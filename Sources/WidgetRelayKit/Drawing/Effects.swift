import Foundation

/// How a view's colours combine with what is behind it (`BlendMode`).
public enum BlendMode: String, Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference,
        exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker,
        plusLighter
}

extension Image {
    /// How large a symbol is drawn beside text (`Image.Scale`).
    public enum Scale: String, Sendable, Hashable, CaseIterable {
        case small, medium, large
    }
}

extension View {
    /// `.clipShape(_:style:)`: only what lies inside `shape` (in the view's bounds) is drawn.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> ModifiedView {
        ModifiedView(
            content: self,
            modification: .deferred { archiver in
                .clipShape(ShapeResolution.kind(shape, archiver), evenOdd: style.isEOFilled)
            })
    }
    /// `.clipped(antialiased:)`: nothing outside the view's bounds is drawn.
    public func clipped(antialiased: Bool = false) -> ModifiedView { modified(.clipShape(.rectangle, evenOdd: false)) }
    /// `.cornerRadius(_:antialiased:)`: clipped to a rounded rectangle.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView {
        modified(.clipShape(.roundedRectangle(cornerRadius: radius), evenOdd: false))
    }
    /// `.mask(alignment:_:)`: drawn only where `mask` is opaque.
    public func mask(alignment: Alignment = .center, @ViewBuilder _ mask: () -> some View) -> ModifiedView {
        ModifiedView(content: self, modification: .mask(mask()))
    }
    /// `.mask(_:)` with a view.
    public func mask(_ mask: some View) -> ModifiedView { ModifiedView(content: self, modification: .mask(mask)) }

    /// `.shadow(color:radius:x:y:)`: a blurred copy of the view's shape behind it.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedView
    {
        modified(.shadow(ShadowValue(color: color.value, radius: radius, x: x, y: y)))
    }
    /// `.blur(radius:opaque:)`
    public func blur(radius: CGFloat, opaque: Bool = false) -> ModifiedView { modified(.blur(radius: radius)) }
    /// `.compositingGroup()`: what is inside is drawn as one layer before the effects outside apply.
    public func compositingGroup() -> ModifiedView { modified(.compositingGroup) }
    /// `.blendMode(_:)`
    public func blendMode(_ mode: BlendMode) -> ModifiedView { modified(.blendMode(mode.rawValue)) }

    /// `.scaleEffect(_:anchor:)`: drawn scaled about `anchor`; its layout is unchanged.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedView {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    /// `.scaleEffect(_ size:anchor:)`
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedView {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    /// `.scaleEffect(x:y:anchor:)`
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedView {
        modified(.scaleEffect(x: x, y: y, anchor: anchor.value))
    }
    /// `.rotationEffect(_:anchor:)`: drawn turned about `anchor`; its layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView {
        modified(.rotationEffect(degrees: angle.degrees, anchor: anchor.value))
    }
    /// `.offset(x:y:)`: drawn moved; its layout is unchanged.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView { modified(.offset(x: x, y: y)) }
    /// `.offset(_:)`
    public func offset(_ offset: CGSize) -> ModifiedView { self.offset(x: offset.width, y: offset.height) }
    /// `.imageScale(_:)`: symbols inside drawn small, medium or large beside text.
    public func imageScale(_ scale: Image.Scale) -> ModifiedView { modified(.imageScale(scale.rawValue)) }
    /// `.containerShape(_:)`: the shape a `ContainerRelativeShape` inside follows.
    public func containerShape(_ shape: some InsettableShape) -> ModifiedView {
        ModifiedView(
            content: self,
            modification: .deferred { archiver in .containerShape(ShapeResolution.kind(shape, archiver)) })
    }
}
