import Foundation
@testable import MirrorHTML
import Testing
import WidgetRelayKit

/// #47: one table of iOS's system colours (the kit's ``SystemColor``), which the renderer's CSS
/// is drawn from, so that a catalog's `systemIndigoColor` and SwiftUI's `.indigo` are one colour
/// on both sides of the wire.
@Suite("System colours: one table, the renderer's CSS from it")
struct SystemColorTableTests {
    static func rgba(_ value: RGBAValue) -> String {
        CSSColor.rgba(value.red, value.green, value.blue, value.opacity)
    }

    @Test(
        "every SwiftUI named colour is drawn with the table's value, light and dark",
        arguments: SystemColor.swiftUI.keys.sorted())
    func namedColor(name: String) throws {
        let color = try #require(SystemColor.swiftUI[name])
        let light = CSSColor.css(.named(name), Paint(mode: .fullColor))
        var darkPaint = Paint(mode: .fullColor)
        darkPaint.dark = true
        let dark = CSSColor.css(.named(name), darkPaint)
        if color.light.opacity == 0 {
            #expect(light == "transparent" && dark == "transparent")
        } else {
            #expect(light == Self.rgba(color.light), "\(name)")
            #expect(dark == Self.rgba(color.dark), "\(name)")
        }
    }

    @Test(
        "the table holds SwiftUI's colours and UIKit's references to them, and the kit's catalog references resolve to it"
    )
    func table() throws {
        #expect(
            Set(SystemColor.swiftUI.keys) == [
                "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
                "gray", "grey", "black", "white", "clear",
            ])
        let indigo = try #require(SystemColor.named["systemIndigoColor"])
        #expect(SystemColor.swiftUI["indigo"] == indigo)
        #expect(Self.rgba(indigo.light) == "rgba(88,86,214,1)" && Self.rgba(indigo.dark) == "rgba(94,92,230,1)")
        // The contrast rule's accent and the stylesheet's accent and toggle are the table's blue and green.
        let blue = try #require(SystemColor.named["systemBlueColor"])
        let green = try #require(SystemColor.named["systemGreenColor"])
        #expect(CSSColor.accent == RGB(blue.light) && CSSColor.darkAccent == RGB(blue.dark))
        for (value, variable) in [
            (blue.light, "--wr-accent"), (blue.dark, "--wr-accent"), (green.light, "--wr-toggle-on"),
            (green.dark, "--wr-toggle-on"),
        ] {
            #expect(HTMLRenderer.stylesheet.contains("\(variable): \(Self.rgba(value));"), "\(variable)")
        }
    }

    @Test("the renderer holds no system colour values of its own")
    func noSecondTable() throws {
        let folder = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources/MirrorHTML")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
            #expect(
                source.firstMatch(
                    of: /"(red|orange|yellow|green|mint|teal|cyan|blue|indigo|purple|pink|brown|gray)": *\.rgb\(/)
                    == nil, "\(file)")
            #expect(!source.contains("#007aff") && !source.contains("#34c759"), "\(file)")
        }
    }
}
