import Foundation

/// The shape of a bordered button (`ButtonBorderShape`): `.capsule`, `.roundedRectangle(radius:)`…
public struct ButtonBorderShape: Sendable, Hashable {
    let name: String
    let radius: Double?
    /// The style's own shape.
    public static let automatic = ButtonBorderShape(name: "automatic", radius: nil)
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule", radius: nil)
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle", radius: nil)
    /// A rounded rectangle with the system's corner radius.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle", radius: nil)
    /// A rounded rectangle with this corner radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: "roundedRectangle", radius: Double(radius))
    }
}

extension View {
    /// `.buttonBorderShape(_:)`: the border of the bordered buttons inside. Accepted; relay.v1
    /// carries a button's style by name only, so mirrors draw the style's own border.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
}
