/// `PreviewProvider`: the previews of Xcode before `#Preview`. It compiles; WidgetRelay does
/// not list its previews (write `#Preview` for that).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// Where a widget preview is shown (`WidgetPreviewContext(family:)`).
public struct WidgetPreviewContext: Sendable, Hashable {
    public let family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

/// A preview's size (`PreviewLayout`).
public enum PreviewLayout: Sendable, Hashable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

extension View {
    /// `.previewContext(_:)`: kept for Xcode; no effect on what the phone archives.
    public func previewContext(_ context: WidgetPreviewContext) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
    /// `.previewDisplayName(_:)`: kept for Xcode; no effect on what the phone archives.
    public func previewDisplayName(_ name: String?) -> ModifiedView { ModifiedView(content: self, modification: .none) }
    /// `.previewLayout(_:)`: kept for Xcode; no effect on what the phone archives.
    public func previewLayout(_ layout: PreviewLayout) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
}
