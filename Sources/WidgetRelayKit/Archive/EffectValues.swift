/// `.shadow(color:radius:x:y:)`, archived.
public struct ShadowValue: Sendable, Hashable {
    public var color: ColorValue
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: ColorValue, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
