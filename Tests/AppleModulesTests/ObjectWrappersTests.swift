import Combine
import Foundation
import SwiftUI
import Testing
import WidgetKit

/// SwiftUI's wrappers of an `ObservableObject` (LoopCaregiver's widget view takes its settings
/// as an `@ObservedObject`): read once per archive, bindings that write the object.
@Suite("@ObservedObject, @StateObject, @EnvironmentObject")
struct ObjectWrappersTests {
    final class Settings: ObservableObject {
        @Published var name = "Looper"
        @Published var isEnabled = false
    }

    /// How many objects a `@StateObject` made.
    final class Made {
        var count = 0
    }

    /// LoopCaregiver's form: the wrapped property assigned in the view's own initialiser.
    struct SettingsView: View {
        @ObservedObject var settings: Settings
        init(settings: Settings) { self.settings = settings }
        var body: some View { Text(settings.name) }
    }

    struct OwnedView: View {
        @StateObject private var settings: Settings
        init(made: Made) {
            _settings = StateObject(
                wrappedValue: {
                    made.count += 1
                    return Settings()
                }())
        }
        var body: some View { Text(settings.name) }
    }

    struct EnvironmentReader: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Text(settings.name) }
    }

    func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }

    @Test("@ObservedObject is read when the view is archived; $object.property is a binding that writes it")
    func observed() {
        let settings = Settings()
        #expect(root(SettingsView(settings: settings)) == root(Text("Looper")))
        settings.name = "Caregiver"
        #expect(root(SettingsView(settings: settings)) == root(Text("Caregiver")))
        let view = SettingsView(settings: settings)
        let binding: Binding<Bool> = view.$settings.isEnabled
        binding.wrappedValue = true
        #expect(settings.isEnabled)
        #expect(ObservedObject(initialValue: settings).wrappedValue === settings)
    }

    @Test("@StateObject makes its object when first read, once per view value, and projects bindings")
    func stateObject() {
        let made = Made()
        let view = OwnedView(made: made)
        #expect(made.count == 0)
        #expect(root(view) == root(Text("Looper")))
        #expect(root(view) == root(Text("Looper")))
        #expect(made.count == 1)
        let owned = StateObject(wrappedValue: Settings())
        owned.projectedValue.name.wrappedValue = "Set"
        #expect(owned.wrappedValue.name == "Set")
    }

    @Test(".environmentObject(_:) gives the object to @EnvironmentObject below it, by its type")
    func environmentObject() {
        let settings = Settings()
        settings.name = "Given"
        #expect(root(VStack { EnvironmentReader() }.environmentObject(settings)) == root(VStack { Text("Given") }))
        let wrapper = EnvironmentObject<Settings>()
        let read = ViewArchive.archive(
            ReadBinding(wrapper: wrapper).environmentObject(settings), family: .systemSmall
        ).root
        #expect(read == root(Text("Given")))
    }

    /// Reads `$settings.name` through an `EnvironmentObject`'s projection while archived.
    struct ReadBinding: View {
        let wrapper: EnvironmentObject<Settings>
        var body: some View { Text(wrapper.projectedValue.name.wrappedValue) }
    }

    @Test("the whole family are DynamicProperty, as Apple's")
    func dynamicProperties() {
        let types: [Any.Type] = [
            ObservedObject<Settings>.self, StateObject<Settings>.self, EnvironmentObject<Settings>.self,
            State<Int>.self, Binding<Int>.self, Environment<ColorScheme>.self, AppStorage<Int>.self,
        ]
        for type in types { #expect(type is any DynamicProperty.Type, "\(type)") }
    }
}
