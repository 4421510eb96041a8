/// A control people configure with an App Intent (`AppIntentControlConfiguration`).
///
/// relay.v1 carries no per-control configuration: the phone shows every control of a
/// kind with its intent's default configuration (declared defaults, then the entity
/// queries' `defaultResult()`). A default the intent cannot complete is shown, not
/// trapped: the control's label says which parameter needs a value.
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent>: ControlWidgetConfiguration {
    public let bundleItems: [BundleItem]

    /// `AppIntentControlConfiguration(kind:provider:content:)`
    public init<Provider: AppIntentControlValueProvider, Content: ControlWidgetTemplate>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Provider.Configuration == Configuration {
        // The provider and the content closure are app code, not asked to be Sendable (AppCodeValue).
        let state = AppCodeValue { (preview: Bool) async -> ControlState in
            let configuration: Configuration
            do { configuration = try await Self.defaultConfiguration() } catch { return Self.unconfigured(kind, error) }
            let value =
                preview
                ? provider.previewValue(configuration: configuration)
                : ((try? await provider.currentValue(configuration: configuration))
                    ?? provider.previewValue(configuration: configuration))
            return await content(value).controlState(kind: kind, preview: preview)
        }
        bundleItems = [.control(ControlKindDescriptor(kind: kind, template: Content.self) { await state.value($0) })]
    }

    /// `AppIntentControlConfiguration(kind:intent:content:)`
    public init<Content: ControlWidgetTemplate>(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        let state = AppCodeValue { (preview: Bool) async -> ControlState in
            do {
                return await content(try await Self.defaultConfiguration()).controlState(kind: kind, preview: preview)
            } catch {
                return Self.unconfigured(kind, error)
            }
        }
        bundleItems = [.control(ControlKindDescriptor(kind: kind, template: Content.self) { await state.value($0) })]
    }

    static func defaultConfiguration() async throws -> Configuration {
        try await IntentRegistry.defaultConfiguration(of: Configuration.self)
    }

    /// A control whose configuration cannot be completed: a button that says why.
    static func unconfigured(_ kind: String, _ error: any Error) -> ControlState {
        ControlState(
            kind: kind, template: .button, displayName: "", description: "", title: "\(error)", isOn: false,
            action: IntentInvocation(intentType: Configuration.intentTypeName),
            elementID: "control/\(kind)/unconfigured", label: ViewArchive.archive(Text("\(error)"), family: nil))
    }
}
