import Foundation
import Testing

@testable import WidgetRelayKit

/// `Color.mix(with:by:in:)` as Luka's colours write it (`Color.pink.mix(with: .red, by: 0.7)`): the
/// mixed colour is archived, in each appearance, in the space asked for.
@Suite("Color.mix")
struct ColorMixTests {
    static func archived(_ color: Color) -> ColorValue? {
        guard case .color(let value) = ViewArchive.archive(color, family: .systemSmall).root.kind else { return nil }
        return value
    }

    static func close(_ a: RGBAValue, _ b: RGBAValue) -> Bool {
        abs(a.red - b.red) < 1e-6 && abs(a.green - b.green) < 1e-6 && abs(a.blue - b.blue) < 1e-6
            && abs(a.opacity - b.opacity) < 1e-6
    }

    @Test("device: sRGB's components mixed by the fraction; the ends are the two colours")
    func device() {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1, opacity: 0.5)
        #expect(
            Self.archived(black.mix(with: white, by: 0.25, in: .device))
                == .rgba(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.875))
        #expect(
            Self.archived(black.mix(with: white, by: 0, in: .device)) == .rgba(red: 0, green: 0, blue: 0, opacity: 1))
        #expect(
            Self.archived(black.mix(with: white, by: 1, in: .device)) == .rgba(red: 1, green: 1, blue: 1, opacity: 0.5))
        // Outside 0…1 (and NaN) is clamped.
        #expect(
            Self.archived(black.mix(with: white, by: 7, in: .device)) == .rgba(red: 1, green: 1, blue: 1, opacity: 0.5))
        #expect(
            Self.archived(black.mix(with: white, by: .nan, in: .device)) == .rgba(red: 0, green: 0, blue: 0, opacity: 1)
        )
    }

    @Test("perceptual (the default): mixed in OKLab, so black and white meet at OKLab's mid grey, not sRGB's")
    func perceptual() throws {
        let mixed = try #require(Self.archived(Color.black.mix(with: .white, by: 0.5)))
        guard case .rgba(let red, let green, let blue, let opacity) = mixed else {
            Issue.record("\(mixed)")
            return
        }
        // OKLab L 0.5 is sRGB 0.3886 (not 0.5, as in `.device`).
        #expect(abs(red - 0.3886) < 0.001 && abs(green - 0.3886) < 0.001 && abs(blue - 0.3886) < 0.001)
        #expect(opacity == 1)
    }

    @Test("a system colour mixes in its light and its dark values: the mix is a colour of each appearance")
    func systemColours() throws {
        let mixed = try #require(Self.archived(Color.pink.mix(with: .red, by: 0.7, in: .device)))
        let pink = try #require(SystemColor.swiftUI["pink"]), red = try #require(SystemColor.swiftUI["red"])
        func lerp(_ a: RGBAValue, _ b: RGBAValue) -> RGBAValue {
            RGBAValue(
                red: a.red + (b.red - a.red) * 0.7, green: a.green + (b.green - a.green) * 0.7,
                blue: a.blue + (b.blue - a.blue) * 0.7, opacity: 1)
        }
        guard case .adaptive(let light, let dark) = mixed else {
            Issue.record("\(mixed)")
            return
        }
        #expect(Self.close(light, lerp(pink.light, red.light)))
        #expect(Self.close(dark, lerp(pink.dark, red.dark)))
        // A colour's opacity is mixed too.
        let faded = try #require(Self.archived(Color.green.opacity(0.5).mix(with: .mint, by: 0.5, in: .device)))
        guard case .adaptive(let fadedLight, _) = faded else {
            Issue.record("\(faded)")
            return
        }
        #expect(abs(fadedLight.opacity - 0.75) < 1e-9)
    }

    @Test("a name the kit has no values for is not mixed: the nearer colour is kept")
    func unknownName() {
        let unknown = Color("NoSuchCatalogColour")
        #expect(Self.archived(unknown.mix(with: .red, by: 0.3)) == Self.archived(unknown))
        #expect(Self.archived(unknown.mix(with: .red, by: 0.7)) == .named("red", opacity: 1))
    }
}
