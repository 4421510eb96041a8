import Foundation
import Mirror
import MirrorHTML
import SampleApps
import Testing
import WidgetRelayKit

/// The HTML renderer on the sample apps' real archives, the symbol map's coverage,
/// the stylesheet and the standalone page.
@Suite("HTML renderer: sample apps, symbols, stylesheet")
struct HTMLRendererSampleTests {
    typealias F = HTMLFixture
    static let items = SampleAppsBundle().items
    static let widgets = items.compactMap { if case .widget(let widget) = $0 { widget } else { nil } }
    static let cases = widgets.flatMap { widget in widget.supportedFamilies.map { (widget.kind, $0) } }
    static let modes: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]
    static let optionSets = [F.options(), F.options(locked: true, pending: true), F.options(placeholder: true)]

    /// No unmapped symbol, no non-finite CSS, in every rendering the mirror may make.
    static func check(_ view: ArchivedView, _ what: String) {
        for options in optionSets {
            let html = HTMLRenderer.render(view, options)
            #expect(!html.contains("wr-symbol-missing"), "\(what): \(html)")
            #expect(!F.hasNonFinite(html), "\(what): \(html)")
            #expect(html.hasPrefix("<div class=\"wr-widget "))
        }
    }

    @Test("every sample widget, in every family it supports and every rendering mode", arguments: cases)
    func sampleWidget(kind: String, family: WidgetFamily) async throws {
        let widget = try #require(Self.widgets.first { $0.kind == kind })
        let registry = IntentRegistry(bundle: Self.items)
        try await AppEnvironment.$current.withValue(.inMemory()) {
            var configuration: (any AppIntent)?
            if let type = widget.configurationIntent {
                configuration = try await registry.rebuild(await IntentRegistry.completeConfiguration(of: type))
            }
            for mode in Self.modes {
                // As the phone builds the gallery's previews (PhoneNode.catalog), and its timelines.
                let context = TimelineProviderContext(family: family, isPreview: true, renderingMode: mode)
                let snapshot = try await widget.snapshot(for: configuration, in: context)
                let placeholder = try await widget.placeholder(in: context)
                let timeline = try await widget.timeline(
                    for: configuration, in: TimelineProviderContext(family: family, renderingMode: mode))
                for entry in [snapshot, placeholder] + timeline.entries {
                    #expect(entry.view.renderingMode == mode)
                    Self.check(entry.view, "\(kind) \(family) \(mode)")
                }
            }
        }
    }

    @Test("the delivery Live Activity's regions and the controls' labels")
    func activitiesAndControls() async throws {
        let environment = AppEnvironment.inMemory()
        try await AppEnvironment.$current.withValue(environment) {
            _ = try await SampleAppActions.run("delivery.start", ["42", "Noodle Bar", "20"])
            let record = try #require(environment.activities.records().first)
            for case .activity(let activity) in Self.items {
                let p = try activity.presentations(for: record, isStale: false)
                for view in [
                    p.lockScreen, p.compactLeading, p.compactTrailing, p.minimal, p.expandedLeading, p.expandedTrailing,
                    p.expandedCenter, p.expandedBottom, p.small,
                ].compactMap({ $0 }) {
                    Self.check(view, "activity \(activity)")
                }
            }
            for case .control(let control) in Self.items {
                Self.check(await control.state().label, "control \(control.kind)")
            }
        }
    }

    /// The package's root, from this file's path.
    static let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders whose Swift files name the symbols the page must draw: the sample apps, the seed
    /// snippets, and every corpus project (`Corpus/*`: real extensions, as their authors wrote them,
    /// and the stand-ins of their packages, which hold names the extensions pick: SFSafeSymbols'
    /// `SFSymbol.bolt`). Each is scanned alone, as one module.
    static func symbolFolders() throws -> [String] {
        let corpus = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: "Corpus").path)
            .filter { FileManager.default.fileExists(atPath: root.appending(path: "Corpus/\($0)/Vendor").path) }
        return ["Sources/SampleApps", "Tests/SeedSnippets"] + corpus.sorted().map { "Corpus/\($0)" }
    }

    /// A folder's Swift sources, by path.
    static func sources(in folder: String) throws -> [(path: String, text: String)] {
        let enumerator = try #require(
            FileManager.default.enumerator(at: root.appending(path: folder), includingPropertiesForKeys: nil))
        var sources: [(path: String, text: String)] = []
        for case let file as URL in enumerator where file.pathExtension == "swift" {
            sources.append((file.path, String(decoding: try Data(contentsOf: file), as: UTF8.self)))
        }
        return sources.sorted { $0.path < $1.path }
    }

    /// Every symbol name `symbolFolders()` can hand to `Image(systemName:)`, `UIImage(systemName:)`,
    /// `Label(_:systemImage:)`, an entity's `DisplayRepresentation.Image(systemName:)` or
    /// `Image(systemSymbol:)`: written there, or read from a constant, a getter, a function or a
    /// view's property (`SymbolNameSources`), with the folders that name it.
    static func symbolsInSources() throws -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for folder in try symbolFolders() {
            let scan = SymbolNameSources(sources: try sources(in: folder))
            // A name built at run time ("battery.\(level)") cannot be checked here: none is.
            #expect(scan.builtAtRunTime.isEmpty, "\(folder): \(scan.builtAtRunTime)")
            for name in scan.names.keys {
                names[name, default: []].insert(folder)
            }
        }
        return names
    }

    @Test("every symbol the sample apps, the seed snippets and the corpus's extensions name is drawn by a glyph")
    func sourceSymbols() throws {
        let names = try Self.symbolsInSources()
        #expect(
            Set(names.keys).isSuperset(of: [
                "bolt.fill", "checkmark.circle.fill", "circle", "moon.fill", "sun.max", "pause.fill", "play.fill",
                // The corpus's (NetNewsWire, FoodTruck, AVCamControl): the folders are read.
                "largecircle.fill.circle", "box.truck", "curlybraces",
                // Read from constants, getters and a view's property (PiStats' `SystemImages`, its
                // `shieldImageName`, Luka's `GlucoseEntryError.image`, SFSafeSymbols' `.bolt`).
                "memorychip", "cpu", "checkmark.shield.fill", "hand.raised", "person.slash", "bolt",
            ]))
        let unmapped = names.filter { SymbolMap.materialName(for: $0.key) == nil }
            .map { "\($0.key) (\($0.value.sorted().joined(separator: ", ")))" }.sorted()
        #expect(unmapped.isEmpty, "drawn as a dashed \"?\": \(unmapped)")
        #expect(SymbolMap.materialNames.count >= 60)
    }

    static let codepoints = "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"

    // tools/lib.sh installs the font: its absence fails here rather than skipping.
    @Test("every ligature the map names is in Debian's Material Icons font")
    func ligaturesExist() throws {
        let list = try String(contentsOfFile: Self.codepoints, encoding: .utf8)
        let missing = Set(SymbolMap.materialNames.values).filter { !list.contains("\"\($0)\":") }
        #expect(missing.isEmpty, "not in the font: \(missing.sorted())")
    }

    @Test("the stylesheet: the icon font at the server's path, DejaVu Sans, every mode and class the fragments use")
    func stylesheet() {
        let css = HTMLRenderer.stylesheet
        #expect(css.contains("@font-face { font-family: \"Material Icons\""))
        #expect(css.contains("src: local(\"Material Icons\"), url(\"\(HTMLRenderer.iconFontPath)\")"))
        #expect(HTMLRenderer.iconFontPath == "/assets/material-icons.ttf")
        #expect(HTMLRenderer.iconFontFile.hasSuffix("material-design-icons-iconfont/MaterialIcons-Regular.ttf"))
        #expect(css.contains("\"DejaVu Sans\", sans-serif"))
        for selector in [
            ".wr-mode-accented", ".wr-mode-vibrant", ".wr-vstack", ".wr-hstack", ".wr-zstack", ".wr-group",
            ".wr-pending",
            ".wr-redacted", ".wr-symbol-missing", ".wr-toggle", ".wr-button-prominent", ".wr-ring", ".wr-spinner",
            "conic-gradient",
        ] {
            #expect(css.contains(selector))
        }
        #expect(!F.hasNonFinite(css))
    }

    @Test("the installed icon font is where iconFontFile says")
    func iconFontFile() {
        #expect(FileManager.default.fileExists(atPath: HTMLRenderer.iconFontFile))
    }

    @Test("page(title:body:) is a standalone document with the stylesheet inline")
    func page() {
        let page = HTMLRenderer.page(title: "<Widgets & co>", body: F.html(F.text("Hi")))
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<meta charset=\"utf-8\">"))
        #expect(page.contains("<title>&lt;Widgets &amp; co&gt;</title>"))
        #expect(page.contains("<style>\n\(HTMLRenderer.stylesheet)\n</style>"))
        #expect(page.contains("<body class=\"wr-page\">\n<div class=\"wr-widget "))
        #expect(page.hasSuffix("</body>\n</html>\n"))
    }
}
