@testable import SeedConfigurable
@testable import SeedGuide
import Testing
import WidgetRelayKit

/// What the seeds' code does, run as written.
@Suite("Seed snippets: the code does what the seeds say")
struct BehaviourTests {
    @Test("App Groups: what the app writes with UserDefaults(suiteName:) the widget reads, through the app-group store")
    func appGroups() async {
        let environment = AppEnvironment.inMemory()
        AppEnvironment.$current.withValue(environment) {
            shareWidgetData(Data([1, 2, 3]))
            #expect(readWidgetData() == Data([1, 2, 3]))
        }
        AppGroupDefaults.flush(store: environment.store)  // what app code returning does on the phone
        #expect(!environment.store.keys(withPrefix: "defaults/group.com.yourapp.shared/").isEmpty)
        #expect(readWidgetData() == nil)  // another environment, another store
    }

    @Test("Shared Container: the app group's folder exists, inside the store's container folder")
    func sharedContainer() throws {
        let environment = AppEnvironment.inMemory()
        // The seed's global is computed once, in whichever environment first reads it (so this
        // test holds however often it runs); the call it makes answers in the current one.
        let global = try #require(AppEnvironment.$current.withValue(environment) { containerURL })
        #expect(global.lastPathComponent == "group.com.yourapp.shared")
        let url = try #require(
            AppEnvironment.$current.withValue(environment) {
                FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.yourapp.shared")
            })
        #expect(url.lastPathComponent == "group.com.yourapp.shared")
        #expect(
            url.deletingLastPathComponent().standardizedFileURL
                == environment.store.containerDirectory?.standardizedFileURL)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test("Triggering Widget Refresh asks WidgetCenter")
    func refresh() {
        let center = RecordingCenter()
        let environment = AppEnvironment(
            store: InMemoryAppGroupStore(), widgetCenter: center, controlCenter: center,
            activities: InMemoryActivityHost())
        AppEnvironment.$current.withValue(environment) { refreshWidgets() }
        #expect(center.requests == ["reload:MyWidget", "reloadAll"])
    }

    @Test("Button Actions: ToggleTaskIntent(taskId:) performs, and the next timeline shows the next task")
    func toggleTask() async throws {
        try await AppEnvironment.$current.withValue(.inMemory()) {
            let widget = try #require(Catalog.widget("Interactive"))
            let before = try await widget.timeline(for: nil, in: TimelineProviderContext(family: .systemSmall)).entries[
                0
            ].view
            #expect(before.texts == ["Buy milk", "Mark Done"])
            let invocation = try #require(before.interactiveElements.first?.invocation)
            _ = try await IntentRegistry([ToggleTaskIntent.self]).rebuild(invocation).perform()
            let after = try await widget.timeline(for: nil, in: TimelineProviderContext(family: .systemSmall)).entries[
                0
            ].view
            #expect(after.texts == ["Walk the dog", "Mark Done"])
        }
    }

    @Test(
        "default configurations: the query's defaultResult(), a declared default, nil for an optional, false for a Bool"
    )
    func defaults() async throws {
        let character = try await IntentRegistry.defaultConfiguration(of: SelectCharacterIntent.self)
        #expect(character.character.id == "Power Panda")
        #expect(try await IntentRegistry.defaultConfiguration(of: TitleIntent.self).title == "A Default Title")
        let configure = try await IntentRegistry.defaultConfiguration(of: ConfigureWidgetIntent.self)
        #expect(configure.category == nil)
        #expect(configure.showCount == false)
        #expect(ConfigureWidgetIntent().showCount == false)  // the guide's placeholder reads it unset
    }

    @Test("the guide's control: DarkModeBinding's value, and ToggleDarkModeIntent performed with the new value")
    func darkMode() async throws {
        let control = try #require(Catalog.controls.first { $0.kind == "QuickToggle" })
        let state = await control.state()
        var invocation = state.action
        invocation.parameters.append(NamedIntentValue(name: "value", value: .bool(!state.isOn)))
        _ = try await IntentRegistry([ToggleDarkModeIntent.self]).rebuild(invocation).perform()
        #expect(await SettingsManager.shared.isDarkMode == !state.isOn)
        await SettingsManager.shared.setDarkMode(false)
    }
}
