import Testing
import WidgetRelayKit

/// `@AppStorage`, `@State` and Foundation's untyped `UserDefaults` calls as Emoji Rangers
/// writes them: the widget shows what the app last stored in the app group.
private struct SuperchargedView: View {
    @AppStorage("supercharged", store: UserDefaults(suiteName: "group.rangers")) var supercharged: Bool = false
    @AppStorage("level", store: UserDefaults(suiteName: "group.rangers")) var level = 1
    @AppStorage("mood") var mood: Mood = .calm
    @State private var taps = 2

    enum Mood: String { case calm, brave }

    var body: some View {
        VStack {
            Text(supercharged ? "⚡️ Supercharged" : "Resting")
            Text("Level \(level), \(mood.rawValue), \(taps) taps")
        }
    }
}

@Suite("State and storage in a widget's view")
struct StateAndStorageTests {
    @Test(
        "@AppStorage reads the app group's defaults when archived and falls back to its default; @State keeps its start value"
    )
    func appStorage() throws {
        // `UserDefaults.standard` is the test process's own domain, which Linux Foundation keeps on
        // disk (~/.config/<process>.plist) from one run to the next: the "brave" an earlier run
        // wrote was this run's first reading once (fresh-clone CI beside tools/test, 2026-11-29).
        UserDefaults.standard.removeObject(forKey: "mood")
        defer { UserDefaults.standard.removeObject(forKey: "mood") }
        try AppEnvironment.$current.withValue(.inMemory()) {
            #expect(
                ViewArchive.archive(SuperchargedView(), family: .systemSmall).texts == [
                    "Resting", "Level 1, calm, 2 taps",
                ])
            let defaults = try #require(UserDefaults(suiteName: "group.rangers"))
            defaults.setValue(true, forKey: "supercharged")
            defaults.set(7, forKey: "level")
            UserDefaults.standard.set("brave", forKey: "mood")
            #expect(
                ViewArchive.archive(SuperchargedView(), family: .systemSmall).texts == [
                    "⚡️ Supercharged", "Level 7, brave, 2 taps",
                ])
            #expect(defaults.value(forKey: "supercharged") as? Bool == true)
            #expect(defaults.object(forKey: "level") as? Int == 7)
            #expect(defaults.value(forKey: "missing") == nil)
            // Written through the wrapper, read back through Foundation's names.
            let view = SuperchargedView()
            view.supercharged = false
            view.$level.wrappedValue = 9
            #expect(defaults.bool(forKey: "supercharged") == false && defaults.integer(forKey: "level") == 9)
            defaults.setValue(nil, forKey: "level")
            #expect(!defaults.contains("level"))
        }
    }

    @Test("@State and Binding: a write is seen through the binding and the wrapper; .constant never changes")
    func state() {
        @State var count = 1
        let binding = $count
        binding.wrappedValue = 5
        #expect(count == 5)
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
        struct Pair { var a = 1; var b = 2 }
        @State var pair = Pair()
        $pair.b.wrappedValue = 8
        #expect(pair.b == 8 && pair.a == 1)
    }
}
