import Foundation
import Testing
import WidgetRelayKit

/// A clock as watch complications write it: seconds only while the display is awake.
private struct Clock: View {
    @Environment(\.isLuminanceReduced) var isLuminanceReduced
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    var body: some View {
        VStack {
            Text(isLuminanceReduced ? "10:09" : "10:09:30")
            if !showsBackground { Text("no background") }
        }
    }
}

@Suite("An archive records the environment it was made for")
struct AppearanceArchiveTests {
    @Test(
        "the appearance is recorded, and the view reads isLuminanceReduced and showsWidgetContainerBackground from it")
    func recorded() {
        let awake = ViewArchive.archive(Clock(), family: .accessoryRectangular)
        #expect(awake.appearance == .standard)
        #expect(awake.texts == ["10:09:30"])
        let appearance = ArchiveAppearance(
            colorScheme: .dark, isLuminanceReduced: true, displayScale: 2, showsContainerBackground: false)
        let dimmed = ViewArchive.archive(Clock(), family: .accessoryRectangular, appearance: appearance)
        #expect(dimmed.appearance == appearance)
        #expect(dimmed.texts == ["10:09", "no background"])
    }

    @Test("with a prepared environment its brightness and container background are the environment's")
    func fromEnvironment() {
        var environment = EnvironmentValues()
        environment.isLuminanceReduced = true
        let view = ViewArchive.archive(
            Clock(), family: .systemSmall, environment: environment, appearance: ArchiveAppearance(colorScheme: .dark))
        #expect(view.appearance == ArchiveAppearance(colorScheme: .dark, isLuminanceReduced: true))
    }
}
