import Foundation

// SwiftUI's shapes as members of `Shape` (iOS 17), where a shape is expected:
// `.background(.quaternary, in: .containerRelative)`, `.clipShape(.rect(cornerRadius: 8))`.

extension Shape where Self == ContainerRelativeShape {
    /// `.containerRelative`: the container's shape, inset.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension Shape where Self == Rectangle {
    /// `.rect`: a rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// `.rect(cornerRadius:style:)`: a rounded rectangle.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// `.circle`: a circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// `.ellipse`: an ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// `.capsule`: a capsule.
    public static var capsule: Capsule { Capsule() }
}

extension View {
    /// `.labelsHidden()`: the controls inside hide their labels (a gauge draws its value and
    /// current-value label only). A toggle keeps its label here: it names the control for a
    /// screen reader, as Apple's hidden label does.
    public func labelsHidden() -> some View { EnvironmentWriter(content: self) { $0.labelsHidden = true } }
}

extension View {
    /// `.position(x:y:)`: the view's centre at (`x`, `y`) in its parent, which it fills. Archived
    /// as frames and an offset the mirrors already draw: a zero-sized frame the view is centred
    /// on, moved to (`x`, `y`), at the top leading corner of a frame filling the parent.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        frame(width: 0, height: 0).offset(x: x, y: y)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    /// `.position(_:)` with a point: as ``position(x:y:)``.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }
}
