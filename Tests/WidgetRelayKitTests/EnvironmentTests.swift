import Foundation
import Testing
import WidgetRelayKit

/// The environment as SwiftUI's: values written with `.environment(_:_:)` reach the views
/// inside (not beside) it, an app's own keys have their defaults, and SwiftUI's common
/// values (`\.colorScheme`, `\.layoutDirection`, `\.openURL`…) exist with iOS's defaults.
@Suite("Environment")
struct EnvironmentTests {
    enum Mood: EnvironmentKey { static let defaultValue = "calm" }

    struct Reader: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.layoutDirection) var direction
        @Environment(\.mood) var mood
        var body: some View { Text(verbatim: "\(colorScheme) \(direction) \(mood)") }
    }

    @Test("a value written with .environment reaches the views inside it, and only those")
    func writtenValuesReachInside() {
        let view = VStack {
            Reader().environment(\.colorScheme, .dark).environment(\.mood, "giddy")
            Reader()
        }
        .environment(\.layoutDirection, .rightToLeft)
        let archive = ViewArchive.archive(view, family: .systemSmall)
        #expect(archive.root.plainText == ["dark rightToLeft giddy", "light rightToLeft calm"])
    }

    @Test("SwiftUI's common values have iOS's defaults; openURL in a widget discards")
    func defaults() {
        let values = EnvironmentValues()
        #expect(values.colorScheme == .light)
        #expect(values.layoutDirection == .leftToRight)
        #expect(values.dynamicTypeSize == .large)
        #expect(values.sizeCategory == .large)
        #expect(values.locale.identifier == "en_US")
        var changed = values
        changed.sizeCategory = .accessibilityLarge
        #expect(changed.dynamicTypeSize == .accessibility2)
        var accepted: Bool?
        values.openURL(URL(string: "https://example.com")!) { accepted = $0 }
        #expect(accepted == false)
    }

    @Test("transformEnvironment changes a value from the one outside")
    func transform() {
        let view = Reader().transformEnvironment(\.mood) { $0 += "!" }.environment(\.mood, "giddy")
        #expect(ViewArchive.archive(view, family: .systemSmall).root.plainText == ["light leftToRight giddy!"])
    }
}

extension EnvironmentValues {
    var mood: String {
        get { self[EnvironmentTests.Mood.self] }
        set { self[EnvironmentTests.Mood.self] = newValue }
    }
}
