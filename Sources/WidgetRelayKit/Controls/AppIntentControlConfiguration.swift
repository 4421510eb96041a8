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
        kind: String, provider: Provider, content: @escaping @Sendable (Provider.Value) -> Content
    ) where Provider.Configuration == Configuration {
        bundleItems = [.control(ControlKindDescriptor(kind: kind, template: Content.self) { preview in
            let configuration: Configuration
            do { configuration = try await Self.defaultConfiguration() } catch { return Self.unconfigured(kind, error) }
            let value = preview
                ? provider.previewValue(configuration: configuration)
                : ((try? await provider.currentValue(configuration: configuration)) ?? provider.previewValue(configuration: configuration))
            return await content(value).controlState(kind: kind, preview: preview)
        })]
    }

    /// `AppIntentControlConfiguration(kind:intent:content:)`
    public init<Content: ControlWidgetTemplate>(
        kind: String, intent: Configuration.Type = Configuration.self, content: @escaping @Sendable (Configuration) -> Content
    ) {
        bundleItems = [.control(ControlKindDescriptor(kind: kind, template: Content.self) { preview in
            do {
                return await content(try await Self.defaultConfiguration()).controlState(kind: kind, preview: preview)
            } catch {
                return Self.unconfigured(kind, error)
            }
        })]
    }

    static func defaultConfiguration() async throws -> Configuration {
        try await IntentRegistry.defaultConfiguration(of: Configuration.self)
    }

    /// A control whose configuration cannot be completed: a button that says why.
    static func unconfigured(_ kind: String, _ error: any Error) -> ControlState {
        ControlState(kind: kind, template: .button, displayName: "", description: "", title: "\(error)", isOn: false,
                     action: IntentInvocation(intentType: Configuration.intentTypeName),
                     elementID: "control/\(kind)/unconfigured", label: ViewArchive.archive(Text("\(error)"), family: nil))
    }
}
