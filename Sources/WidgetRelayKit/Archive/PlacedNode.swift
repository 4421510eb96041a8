/// A custom `Layout`'s result, archived: its size and each subview's frame in it, as the layout
/// placed them on the phone.
public struct PlacedNode: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var children: [PlacedChild]
    public init(width: Double, height: Double, children: [PlacedChild]) {
        self.width = width
        self.height = height
        self.children = children
    }
}

/// One subview of a ``PlacedNode`` and its frame (points, from the layout's top leading corner).
public struct PlacedChild: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public var node: ViewNode
    public init(x: Double, y: Double, width: Double, height: Double, node: ViewNode) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.node = node
    }
}
