import Foundation
import Testing

@testable import WidgetRelayKit

/// SwiftUI's read-only environment values a widget's view may read (Clendar's `@Environment(\.isFocused)`),
/// with their values while a widget is archived.
@Suite("Read-only environment values")
struct ReadOnlyEnvironmentTests {
    struct Reads: View {
        let keyPath: KeyPath<EnvironmentValues, Bool>
        var body: some View { Text(EnvironmentValues.archiving[keyPath: keyPath] ? "yes" : "no") }
    }

    static var flags: [String: (KeyPath<EnvironmentValues, Bool>, Bool)] {
        [
            "isFocused": (\.isFocused, false), "isFocusEffectEnabled": (\.isFocusEffectEnabled, false),
            "isPresented": (\.isPresented, false), "isSearching": (\.isSearching, false),
            "supportsMultipleWindows": (\.supportsMultipleWindows, false),
            "showsWidgetLabel": (\.showsWidgetLabel, false),
            "accessibilityEnabled": (\.accessibilityEnabled, false),
            "accessibilityVoiceOverEnabled": (\.accessibilityVoiceOverEnabled, false),
            "accessibilitySwitchControlEnabled": (\.accessibilitySwitchControlEnabled, false),
            "accessibilityInvertColors": (\.accessibilityInvertColors, false),
            "accessibilityShowButtonShapes": (\.accessibilityShowButtonShapes, false),
            "accessibilityDimFlashingLights": (\.accessibilityDimFlashingLights, false),
            "accessibilityPlayAnimatedImages": (\.accessibilityPlayAnimatedImages, true),
            "accessibilityLargeContentViewerEnabled": (\.accessibilityLargeContentViewerEnabled, false),
            "accessibilityQuickActionsEnabled": (\.accessibilityQuickActionsEnabled, false),
        ]
    }

    @Test(
        "each has its widget-time value, read through @Environment as a view reads it", arguments: flags.keys.sorted())
    func flag(name: String) throws {
        let (keyPath, value) = try #require(Self.flags[name])
        #expect(Environment(keyPath).wrappedValue == value)
        #expect(
            ViewArchive.archive(Reads(keyPath: keyPath), family: .systemSmall).root.plainText == [value ? "yes" : "no"])
    }

    @Test("the content margins are the family's; a pixel is a point over the display scale")
    func lengths() {
        var environment = EnvironmentValues()
        environment.widgetFamily = .systemMedium
        #expect(environment.widgetContentMargins == EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        environment.widgetFamily = .accessoryCircular
        #expect(environment.widgetContentMargins == EdgeInsets())
        #expect(abs(environment.pixelLength - 1.0 / 3) < 1e-12)
    }

    @Test("a navigation bar's title and the deprecated accessibility(…) forms: as their siblings, or nothing")
    func inertAndDeprecated() {
        func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }
        let text = Text("Event")
        #expect(
            root(text.accessibility(label: Text("Event duration")))
                == root(text.accessibilityLabel(Text("Event duration"))))
        #expect(root(text.accessibility(value: Text("2 h"))) == root(text.accessibilityValue(Text("2 h"))))
        #expect(root(text.accessibility(hidden: true)) == root(text.accessibilityHidden(true)))
        #expect(root(text.accessibility(hint: Text("h")).accessibility(identifier: "i")) == root(text))
        #expect(root(text.navigationBarTitle("").navigationBarHidden(true)) == root(text))
        #expect(root(text.navigationTitle("Title").navigationBarTitle(Text("T"), displayMode: .inline)) == root(text))
    }
}
