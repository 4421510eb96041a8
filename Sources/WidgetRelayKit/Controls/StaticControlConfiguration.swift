/// A control with no configuration (`StaticControlConfiguration`).
public struct StaticControlConfiguration: ControlWidgetConfiguration {
    public let bundleItems: [BundleItem]

    /// `StaticControlConfiguration(kind:content:)`: a control whose template needs no value
    /// (a button, or a toggle given its provider, as the WidgetKit guide writes it).
    public init<Content: ControlWidgetTemplate>(kind: String, content: () -> Content) {
        let template = content()
        bundleItems = [.control(ControlKindDescriptor(kind: kind, template: Content.self) { preview in
            await template.controlState(kind: kind, preview: preview)
        })]
    }

    /// `StaticControlConfiguration(kind:provider:content:)`: the provider's value (its
    /// `previewValue` in galleries, else `currentValue()`, falling back to the preview
    /// when that throws) builds the template.
    public init<Provider: ControlValueProvider, Content: ControlWidgetTemplate>(
        kind: String, provider: Provider, content: @escaping @Sendable (Provider.Value) -> Content
    ) {
        bundleItems = [.control(ControlKindDescriptor(kind: kind, template: Content.self) { preview in
            let value = preview ? provider.previewValue : ((try? await provider.currentValue()) ?? provider.previewValue)
            return await content(value).controlState(kind: kind, preview: preview)
        })]
    }
}
