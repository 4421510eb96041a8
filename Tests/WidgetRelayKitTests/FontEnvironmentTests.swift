import Foundation
import Testing
import WidgetRelayKit

/// `\.font` as Luka's small-caps modifier reads it (`@Environment(\.font) var font`, then
/// `content.font((font ?? .body).lowercaseSmallCaps())`).
@Suite("Font environment")
struct FontEnvironmentTests {
    struct SmallCaps: ViewModifier {
        @Environment(\.font) private var font
        func body(content: Content) -> some View {
            content.font((font ?? .body).lowercaseSmallCaps())
        }
    }

    struct FontName: View {
        @Environment(\.font) private var font
        var body: some View { Text(verbatim: font == nil ? "none" : font == .caption ? "caption" : "other") }
    }

    @Test("nil until a view writes it; .environment(\\.font, _) reaches the views inside")
    func readAndWritten() {
        #expect(EnvironmentValues().font == nil)
        let view = VStack {
            FontName().environment(\.font, .caption)
            FontName()
        }
        #expect(ViewArchive.archive(view, family: .systemSmall).root.plainText == ["caption", "none"])
    }

    @Test("`.font(_:)` writes \\.font for the views inside, the innermost winning; `.font(nil)` sets it to nil")
    func fontModifierWrites() {
        let view = VStack {
            FontName().font(.caption)
            VStack { FontName() }.font(.caption)
            FontName().font(.caption).font(.title)
            FontName().font(.title).environment(\.font, .caption)
            FontName().font(nil).font(.caption)
        }
        #expect(
            ViewArchive.archive(view, family: .systemSmall).root.plainText == [
                "caption", "caption", "caption", "other", "none",
            ])
        // The modifier is archived on its node as before.
        let node = ViewArchive.archive(Text("x").font(.caption), family: .systemSmall).root
        #expect(
            node
                == ViewArchive.archive(Text("x").environment(\.font, .caption).font(.caption), family: .systemSmall)
                .root)
    }

    @Test("small caps on a font are accepted and the font kept (relay.v1 has no small-caps field)")
    func smallCaps() {
        #expect(Font.caption.lowercaseSmallCaps() == .caption)
        #expect(Font.body.smallCaps() == .body && Font.body.uppercaseSmallCaps() == .body)
        let plain = ViewArchive.archive(Text("Mg/dL").font(.body), family: .systemSmall).root
        #expect(ViewArchive.archive(Text("Mg/dL").modifier(SmallCaps()), family: .systemSmall).root == plain)
    }
}
