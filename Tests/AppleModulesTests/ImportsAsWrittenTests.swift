import ActivityKit
import AppIntents
import Foundation
import Intents
import OSLog
import SwiftUI
import Testing
import UIKit
import WidgetKit

/// A widget extension's file with its imports as Apple's platforms take them: WidgetKit,
/// SwiftUI, AppIntents, ActivityKit, Intents, OSLog and UIKit are modules here, Foundation's
/// `UserDefaults` is the only one, and `#if canImport(…)` holds for each.
@Suite("Apple's module names")
struct ImportsAsWrittenTests {
    struct Entry: TimelineEntry {
        let date: Date
        let image: UIImage?
    }

    struct Face: View {
        let entry: Entry
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            VStack {
                Text(entry.date, style: .time)
                if let image = entry.image { Image(uiImage: image) }
                Color(uiColor: .systemBackground)
            }
        }
    }

    @Test("canImport holds for every Apple module the package provides, and not for others")
    func canImport() {
        var found: [String] = []
        #if canImport(WidgetKit)
        found.append("WidgetKit")
        #endif
        #if canImport(SwiftUI)
        found.append("SwiftUI")
        #endif
        #if canImport(AppIntents)
        found.append("AppIntents")
        #endif
        #if canImport(ActivityKit)
        found.append("ActivityKit")
        #endif
        #if canImport(Intents)
        found.append("Intents")
        #endif
        #if canImport(OSLog)
        found.append("OSLog")
        #endif
        #if canImport(UIKit)
        found.append("UIKit")
        #endif
        #if canImport(AppKit)
        found.append("AppKit")
        #endif
        #expect(found == ["WidgetKit", "SwiftUI", "AppIntents", "ActivityKit", "Intents", "OSLog", "UIKit", "AppKit"])
    }

    @Test("UserDefaults is Foundation's, reached the same way through every module")
    func userDefaultsIsFoundations() {
        let defaults: Foundation.UserDefaults? = UserDefaults(suiteName: "group.example")
        #expect(defaults != nil)
    }

    @Test(
        "a view with UIKit's image and colour archives: a PNG's bytes, and a system colour with both its light and dark values"
    )
    func uikitThroughSwiftUI() throws {
        let png = Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 40, 0, 0, 0,
            20,
        ])
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        let archive = ViewArchive.archive(Face(entry: Entry(date: .now, image: image)), family: .systemSmall)
        // systemBackground is white in light and black in dark: the mirror draws its archive's scheme.
        let both = ColorValue.adaptive(
            light: RGBAValue(red: 1, green: 1, blue: 1), dark: RGBAValue(red: 0, green: 0, blue: 0))
        #expect(archive.root.allNodes.contains { $0.kind == .color(both) })
        #expect(
            UIColor(archivedValue: both).resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
                == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    }
}
