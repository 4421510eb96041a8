import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit

/// An extension's asset catalogs and strings, served as on iOS: found beside the program
/// (`Bundle.main.resourceURL`), as `xcode-build-steps resources` puts them.
@Suite("An extension's catalogs and strings")
struct ExtensionResourcesTests {
    /// A PNG's signature and header declaring `width` x `height` pixels (all the archive reads).
    static func png(width: UInt8, height: UInt8) -> Data {
        Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8))
            + Data([0, 0, 0, width, 0, 0, 0, height, 8, 6, 0, 0, 0, 0, 0, 0, 0])
    }

    /// A folder as `xcode-build-steps resources` writes one.
    static func folder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "resources-\(UUID().uuidString)")
        func write(_ path: String, _ text: String) throws {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func srgb(_ r: String, _ g: String, _ b: String, dark: Bool = false) -> String {
            let appearance = dark ? #""appearances": [{"appearance": "luminosity", "value": "dark"}], "# : ""
            return
                #"{\#(appearance)"color": {"color-space": "srgb", "components": {"alpha": "1.000", "red": "\#(r)", "green": "\#(g)", "blue": "\#(b)"}}, "idiom": "universal"}"#
        }
        try write("Widgets_Assets.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
        try write(
            "Widgets_Assets.xcassets/Brand.colorset/Contents.json",
            #"{"colors": [\#(srgb("0xFF", "0x80", "0x00")), \#(srgb("0.000", "0.500", "1.000", dark: true))]}"#)
        try write(
            "Widgets_Assets.xcassets/Accent.colorset/Contents.json",
            #"{"colors": [{"color": {"platform": "ios", "reference": "systemIndigoColor"}, "idiom": "universal"}]}"#)
        try write(
            "Widgets_Assets.xcassets/Mixed.colorset/Contents.json",
            #"{"colors": [\#(srgb("255", "0", "0")), {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"platform": "ios", "reference": "systemIndigoColor"}, "idiom": "universal"}]}"#
        )
        try write(
            "Widgets_Assets.xcassets/WidgetBackground.colorset/Contents.json", #"{"colors": [{"idiom": "universal"}]}"#)
        try write("Widgets_Assets.xcassets/Levels/Contents.json", #"{"properties": {"provides-namespace": true}}"#)
        try write(
            "Widgets_Assets.xcassets/Levels/Green.colorset/Contents.json", #"{"colors": [\#(srgb("0", "0x80", "0"))]}"#)
        try write(
            "Widgets_Assets.xcassets/Hero.imageset/Contents.json",
            #"{"images": [{"filename": "hero.png", "idiom": "universal", "scale": "1x"}, {"filename": "hero@2x.png", "idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}]}"#
        )
        try png(width: 4, height: 2).write(to: root.appending(path: "Widgets_Assets.xcassets/Hero.imageset/hero.png"))
        try png(width: 8, height: 4).write(
            to: root.appending(path: "Widgets_Assets.xcassets/Hero.imageset/hero@2x.png"))
        try write(
            "Widgets_Assets.xcassets/Vector.imageset/Contents.json",
            #"{"images": [{"filename": "vector.pdf", "idiom": "universal"}]}"#)
        try write("Widgets_Assets.xcassets/Vector.imageset/vector.pdf", "%PDF-1.4")
        try write(
            "en.lproj/Localizable.strings",
            """
            "widget.name" = "Unread";
            "widget.description" = "Your unread articles.";
            "%lld unread" = "%lld unread articles";
            "%@ and %@" = "%2$@, then %1$@";
            "100% done" = "all done";
            "%lld%% done" = "%lld%% fait";
            "Order Soup" = "Order a soup";
            """)
        try write("fr.lproj/Localizable.strings", #""widget.name" = "Non lus";"#)
        return root
    }

    static func kind(_ view: some View) -> ViewNode.Kind {
        ViewArchive.archive(view, family: .systemSmall).root.kind
    }

    @Test(
        "Color(\"Name\"), Color(.name) and UIColor(named:) are the catalog's: light and dark, system references, groups"
    )
    func colours() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let brand = ColorValue.adaptive(
            light: RGBAValue(red: 1, green: 128.0 / 255, blue: 0), dark: RGBAValue(red: 0, green: 0.5, blue: 1))
        ExtensionResources.withResources(ExtensionResources(folder: folder)) {
            #expect(Color("Brand").archivedValue == brand)
            #expect(Color(ColorResource(name: "Brand", bundle: .main)).archivedValue == brand)
            #expect(Color("Brand", bundle: nil).archivedValue == brand)
            #expect(UIColor(named: "Brand")?.adaptiveArchivedValue(fallback: .current) == brand)
            #expect(
                UIColor(resource: ColorResource(name: "Brand", bundle: .main)).adaptiveArchivedValue(fallback: .current)
                    == brand)
            #expect(
                Color("Accent").archivedValue == .named("indigo", opacity: 1),
                "a system colour, drawn in its appearance")
            #expect(
                Color("Mixed").archivedValue
                    == .adaptive(
                        light: RGBAValue(red: 1, green: 0, blue: 0),
                        dark: RGBAValue(red: 94.0 / 255, green: 92.0 / 255, blue: 230.0 / 255)))
            #expect(Color("Levels/Green").archivedValue == .rgba(red: 0, green: 128.0 / 255, blue: 0, opacity: 1))
            #expect(Color("WidgetBackground").archivedValue == .named("WidgetBackground"), "a set with no colour")
            #expect(Color("Missing").archivedValue == .named("Missing"))
            #expect(Color.red.archivedValue == .named("red"))
        }
        #expect(Color("Brand").archivedValue == .named("Brand"), "the test program's own folder has no catalog")
    }

    @Test(
        "Image(\"Name\"), Image(.name) and UIImage(named:) archive the catalog's image bytes; a vector set stays a name"
    )
    func images() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ExtensionResources.withResources(ExtensionResources(folder: folder)) {
            for view in [
                AnyView(Image("Hero")), AnyView(Image(ImageResource(name: "Hero", bundle: .main))),
                AnyView(Image(uiImage: try #require(UIImage(named: "Hero")))),
            ] {
                guard case .picture(let image) = Self.kind(view) else {
                    Issue.record("\(Self.kind(view))")
                    continue
                }
                #expect(image.format == .png && image.pixelWidth == 8 && image.scale == 2, "the 2x file")
            }
            #expect(Self.kind(Image("Vector")) == .image(systemName: "Vector"))
            #expect(Self.kind(Image("Missing")) == .image(systemName: "Missing"))
        }
        guard case .picture = Self.kind(Image(uiImage: try #require(UIImage(data: Self.png(width: 2, height: 2)))))
        else {
            Issue.record("an image made from data archives its bytes")
            return
        }
    }

    @Test("Text, String(localized:), LocalizedStringResource and widget names are looked up for the phone's locale")
    func strings() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let resources = ExtensionResources(folder: folder)
        ExtensionResources.withResources(resources) {
            #expect(ViewArchive.archive(Text("widget.name"), family: nil).texts == ["Unread"])
            #expect(ViewArchive.archive(Text("\(3) unread"), family: nil).texts == ["3 unread articles"])
            #expect(ViewArchive.archive(Text("\("tea") and \("cake")"), family: nil).texts == ["cake, then tea"])
            #expect(ViewArchive.archive(Text("100% done"), family: nil).texts == ["all done"])
            #expect(ViewArchive.archive(Text("\(50)% done"), family: nil).texts == ["50% fait"])
            #expect(ViewArchive.archive(Text("no.such.key"), family: nil).texts == ["no.such.key"])
            #expect(ViewArchive.archive(Text(verbatim: "widget.name"), family: nil).texts == ["widget.name"])
            #expect(String(localized: "widget.name") == "Unread")
            #expect(LocalizedStringResource("Order Soup").localized == "Order a soup")
            #expect(ViewArchive.archive(Text(LocalizedStringResource("widget.name")), family: nil).texts == ["Unread"])
            guard case .widget(let widget)? = LocalizedWidget().body.bundleItems.first else {
                Issue.record("no widget")
                return
            }
            #expect(widget.displayName == "Unread" && widget.description == "Your unread articles.")
        }
        #expect(resources.string(forKey: "widget.name", locale: Locale(identifier: "fr_FR")) == "Non lus")
        #expect(
            resources.string(forKey: "widget.description", locale: Locale(identifier: "fr_FR"))
                == "Your unread articles.")
        #expect(ViewArchive.archive(Text("widget.name"), family: nil).texts == ["widget.name"])
    }
}

struct LocalizedEntry: TimelineEntry {
    let date: Date
}

struct LocalizedProvider: TimelineProvider {
    func placeholder(in context: Context) -> LocalizedEntry { LocalizedEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (LocalizedEntry) -> Void) {
        completion(LocalizedEntry(date: .now))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LocalizedEntry>) -> Void) {
        completion(Timeline(entries: [LocalizedEntry(date: .now)], policy: .never))
    }
}

struct LocalizedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Localized", provider: LocalizedProvider()) { _ in Text("widget.name") }
            .configurationDisplayName("widget.name")
            .description("widget.description")
    }
}
