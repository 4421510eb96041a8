/// A control with no configuration (`StaticControlConfiguration`), generic over its template as
/// Apple's is (an extension of it names `Content`).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let bundleItems: [BundleItem]

    /// `StaticControlConfiguration(kind:content:)`: a control whose template needs no value
    /// (a button, or a toggle given its provider, as the WidgetKit guide writes it).
    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        let template = content()
        let state = AppCodeValue { (preview: Bool) async -> ControlState in
            await template.controlState(kind: kind, preview: preview)
        }
        bundleItems = [.control(ControlKindDescriptor(kind: kind, template: Content.self) { await state.value($0) })]
    }

    /// `StaticControlConfiguration(kind:provider:content:)`: the provider's value (its
    /// `previewValue` in galleries, else `currentValue()`, falling back to the preview
    /// when that throws) builds the template.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        // The provider and the content closure are app code, not asked to be Sendable (AppCodeValue).
        let state = AppCodeValue { (preview: Bool) async -> ControlState in
            let value =
                preview ? provider.previewValue : ((try? await provider.currentValue()) ?? provider.previewValue)
            return await content(value).controlState(kind: kind, preview: preview)
        }
        bundleItems = [.control(ControlKindDescriptor(kind: kind, template: Content.self) { await state.value($0) })]
    }
}
