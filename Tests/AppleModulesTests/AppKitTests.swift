import Foundation
import SwiftUI
import Testing

/// AppKit as a Mac widget meets it: through `import SwiftUI` alone (this file imports no AppKit),
/// as SwiftUI brings AppKit on macOS.
@Suite("AppKit")
struct AppKitTests {
    /// Eul's `ActivityIndicatorView` (gao-sun/eul, SharedLibrary/Components, MIT), as published.
    struct ActivityIndicatorView: NSViewRepresentable {
        init(configuration: @escaping (ActivityIndicatorView.NSViewType) -> Void = { (_: NSViewType) in }) {
            self.configuration = configuration
        }
        typealias NSViewType = NSProgressIndicator
        var configuration = { (_: NSViewType) in }
        func makeNSView(context _: NSViewRepresentableContext<ActivityIndicatorView>) -> NSProgressIndicator {
            NSViewType()
        }
        func updateNSView(_ nsView: NSProgressIndicator, context _: NSViewRepresentableContext<ActivityIndicatorView>) {
            configuration(nsView)
        }
    }

    /// Eul's `Color.isDark` and its AppKit colours (SharedLibrary/Extension/Color.swift).
    struct Face: View {
        var isDark: Bool { NSApp.effectiveAppearance.name == NSAppearance.Name.darkAqua }
        var body: some View {
            VStack {
                Text(isDark ? "dark" : "light")
                Color(NSColor.textBackgroundColor)
                ActivityIndicatorView { $0.style = .spinning }
            }
        }
    }

    @Test("Color(nsColor:): system colours from the kit's table, by SwiftUI's name or with light and dark values")
    func colours() {
        #expect(Color(nsColor: .systemRed).archivedValue == .named("red", opacity: 1))
        #expect(Color(nsColor: .labelColor).archivedValue == .named("primary", opacity: 1))
        #expect(Color(nsColor: .controlAccentColor).archivedValue == .named("accentColor", opacity: 1))
        let gray: Double = 170.0 / 255
        #expect(Color(nsColor: .lightGray).archivedValue == .rgba(red: gray, green: gray, blue: gray, opacity: 1))
        #expect(Color(nsColor: .red).archivedValue == .rgba(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(
            Color(NSColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)).archivedValue
                == .rgba(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        let background = ColorValue.adaptive(
            light: RGBAValue(red: 1, green: 1, blue: 1), dark: RGBAValue(red: 0, green: 0, blue: 0))
        #expect(Color(nsColor: .textBackgroundColor).archivedValue == background)
        #expect(Color(nsColor: .controlBackgroundColor).archivedValue == background)
        #expect(NSColor.systemBlue.withAlphaComponent(0.3) == NSColor(archivedValue: .named("blue", opacity: 0.3)))
        #expect(NSColor(named: "NoSuchColour") == nil, "AppKit answers nil for a name the catalog lacks")
        let dynamic = NSColor(name: nil) { $0.name == .darkAqua ? .white : .black }
        #expect(
            Color(nsColor: dynamic).archivedValue
                == .adaptive(light: RGBAValue(red: 0, green: 0, blue: 0), dark: RGBAValue(red: 1, green: 1, blue: 1)))
    }

    @Test("iOS code's Color(.systemRed) still means UIKit's, though SwiftUI brings both")
    func iOSColourStaysUIKits() {
        // Ambiguous (NSColor and UIColor both have systemRed), and this file would not compile,
        // without Color(_: NSColor) disfavoured.
        #expect(Color(.systemRed).archivedValue == Color(uiColor: .systemRed).archivedValue)
    }

    @Test("NSApp's appearance is the widget's colour scheme; an NSViewRepresentable archives nothing")
    func appearanceAndRepresentable() {
        for (scheme, text) in [(ColorSchemeValue.light, "light"), (.dark, "dark")] {
            let archive = ViewArchive.archive(
                Face(), family: .systemSmall, appearance: ArchiveAppearance(colorScheme: scheme))
            #expect(archive.root.allNodes.contains { $0.kind == .text(.verbatim(text)) })
            // The VStack holds the text and the colour: the progress indicator added no node.
            let stack = archive.root.allNodes.first { if case .stack = $0.kind { true } else { false } }
            #expect(stack?.children.count == 2)
        }
        #expect(NSAppearance(named: .darkAqua)?.bestMatch(from: [.aqua, .vibrantDark]) == .vibrantDark)
        #expect(NSAppearance(named: NSAppearance.Name("NoSuchAppearance")) == nil)
        #expect(NSAppearance.current.name == .aqua, "outside an archive: light, the default scheme")
    }

    @Test("NSImage as UIImage is: a PNG's size from its header; Image(nsImage:) archives its bytes")
    func images() throws {
        let png = Data([
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 40, 0, 0, 0,
            20,
        ])
        let image = try #require(NSImage(data: png))
        #expect(image.size == CGSize(width: 40, height: 20))
        #expect(NSImage(data: Data("not an image".utf8)) == nil)
        #expect(NSImage(systemSymbolName: "cpu", accessibilityDescription: nil) != nil)
        let archive = ViewArchive.archive(Image(nsImage: image), family: .systemSmall)
        #expect(archive.root.allNodes.contains { if case .picture = $0.kind { true } else { false } })
        let symbol = ViewArchive.archive(
            Image(nsImage: NSImage(systemSymbolName: "cpu", accessibilityDescription: "CPU")!), family: .systemSmall)
        #expect(symbol.root.allNodes.contains { $0.kind == .image(systemName: "cpu") })
    }

    @Test("NSFont as SwiftUI's Font: the system face at its size, its weight the nearest of SwiftUI's")
    func fonts() {
        #expect(Font(NSFont.systemFont(ofSize: 12, weight: .semibold)) == .system(size: 12, weight: .semibold))
        #expect(Font(NSFont.boldSystemFont(ofSize: 9)) == .system(size: 9, weight: .bold))
        #expect(
            Font(NSFont.monospacedDigitSystemFont(ofSize: 11, weight: .regular))
                == .system(size: 11, weight: .regular, design: .monospaced))
        #expect(NSFont.systemFontSize == 13)
    }
}
