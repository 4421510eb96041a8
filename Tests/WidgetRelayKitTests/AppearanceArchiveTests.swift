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
        // The clock sets no container background: laid out without margins (ContentMarginsArchiveTests).
        #expect(awake.appearance == ArchiveAppearance(contentMarginsDisabled: true))
        #expect(awake.texts == ["10:09:30"])
        let appearance = ArchiveAppearance(
            colorScheme: .dark, isLuminanceReduced: true, displayScale: 2, showsContainerBackground: false)
        let dimmed = ViewArchive.archive(Clock(), family: .accessoryRectangular, appearance: appearance)
        var unmargined = appearance
        unmargined.contentMarginsDisabled = true
        #expect(dimmed.appearance == unmargined)
        #expect(dimmed.texts == ["10:09", "no background"])
    }

    @Test("with a prepared environment its brightness and container background are the environment's")
    func fromEnvironment() {
        var environment = EnvironmentValues()
        environment.isLuminanceReduced = true
        let view = ViewArchive.archive(
            Clock(), family: .systemSmall, environment: environment, appearance: ArchiveAppearance(colorScheme: .dark))
        // The clock sets no container background: laid out without margins (ContentMarginsArchiveTests).
        #expect(
            view.appearance
                == ArchiveAppearance(colorScheme: .dark, isLuminanceReduced: true, contentMarginsDisabled: true))
    }
}

private struct SchemeView: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

@Suite("A surface's colour scheme")
struct SurfaceColorSchemeTests {
    @Test("a timeline archived for a dark surface reads \\.colorScheme dark and records it; light by default")
    func darkSurface() async throws {
        let items = StaticConfiguration(kind: "Scheme", provider: DistantPastProvider()) { _ in SchemeView() }
            .bundleItems
        guard case .widget(let widget) = try #require(items.first) else { throw CancellationError() }
        let light = try #require(
            try await widget.timeline(for: nil, in: TimelineProviderContext(family: .accessoryRectangular))
                .entries.first?.view)
        #expect(light.texts == ["light"])
        #expect(light.appearance.colorScheme == .light)
        let dark = try #require(
            try await widget.timeline(
                for: nil, in: TimelineProviderContext(family: .accessoryRectangular, colorScheme: .dark)
            ).entries.first?.view)
        #expect(dark.texts == ["dark"])
        #expect(dark.appearance.colorScheme == .dark)
        let placeholder = try await widget.placeholder(
            in: TimelineProviderContext(family: .accessoryRectangular, colorScheme: .dark))
        #expect(placeholder.view.appearance.colorScheme == .dark)
    }
}
