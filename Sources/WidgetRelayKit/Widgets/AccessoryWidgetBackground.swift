import Foundation

/// `AccessoryWidgetBackground()`: the translucent backdrop of an accessory widget (a Lock Screen
/// or watch complication), in the widget's own shape — drawn here as the quaternary fill of a
/// `ContainerRelativeShape`, where iOS draws a blurred material.
public struct AccessoryWidgetBackground: View {
    /// The backdrop.
    public init() {}

    public var body: some View { ContainerRelativeShape().fill(.quaternary) }
}
