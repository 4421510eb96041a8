/// `PreviewProvider`: the previews of Xcode before `#Preview`. Swift on Linux cannot list the
/// types that conform to it, so a program names them: ``PreviewProviders/previews(of:in:)``
/// lists a provider's previews, one for each `.previewContext`, as `#Preview`s are listed.
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
    /// `.previewContext(_:)`: the view in that widget family, one preview of its provider
    /// (``PreviewProviders``); no effect on what the phone archives otherwise.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        WidgetPreviewContextView(content: self, family: context.family)
    }
    /// `.previewDisplayName(_:)`: the name of the previews inside (``PreviewProviders``); no
    /// effect on what the phone archives otherwise.
    public func previewDisplayName(_ name: String?) -> some View { PreviewDisplayNameView(content: self, name: name) }
    /// `.previewLayout(_:)`: kept for Xcode; no effect on what the phone archives.
    public func previewLayout(_ layout: PreviewLayout) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
}
