import Foundation
import Testing

@testable import WidgetRelayKit

/// `Color.exposureAdjust(_:)` (iOS 26) as Luka's Live Activity tints write it
/// (`color.exposureAdjust(0.25).gradient`): linear light times 2^stops, clipped to SDR's white.
@Suite("Color.exposureAdjust")
struct ColorExposureTests {
    static func archived(_ color: Color) -> ColorValue? {
        guard case .color(let value) = ViewArchive.archive(color, family: .systemSmall).root.kind else { return nil }
        return value
    }

    @Test("linear light is scaled by 2^stops: one stop doubles it, minus one halves it; white stays white")
    func stops() throws {
        // sRGB 0.5 is linear 0.214; doubled, 0.428, which is sRGB 0.686.
        let grey = Color(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.8)
        guard case .rgba(let r, let g, let b, let opacity)? = Self.archived(grey.exposureAdjust(1)) else {
            Issue.record("not rgba")
            return
        }
        #expect(abs(r - 0.686) < 0.001 && r == g && g == b && opacity == 0.8)
        guard case .rgba(let darker, _, _, _)? = Self.archived(grey.exposureAdjust(-1)) else {
            Issue.record("not rgba")
            return
        }
        #expect(abs(darker - 0.361) < 0.001)
        #expect(Self.archived(grey.exposureAdjust(0)) == Self.archived(grey))
        #expect(
            Self.archived(Color(red: 1, green: 1, blue: 1).exposureAdjust(2))
                == .rgba(red: 1, green: 1, blue: 1, opacity: 1))
        #expect(
            Self.archived(grey.exposureAdjust(.nan)) == Self.archived(grey), "stops that are not a number: no change")
    }

    @Test("a system colour is adjusted in each appearance; a name the kit has no values for is kept")
    func appearances() throws {
        let adjusted = try #require(Self.archived(Color.red.exposureAdjust(0.25)))
        let red = try #require(SystemColor.swiftUI["red"])
        guard case .adaptive(let light, let dark) = adjusted else {
            Issue.record("\(adjusted)")
            return
        }
        #expect(light.red >= red.light.red && light.green > red.light.green && dark.blue > red.dark.blue)
        #expect(
            Self.archived(Color("NoSuchCatalogColour").exposureAdjust(2)) == Self.archived(Color("NoSuchCatalogColour"))
        )
    }
}
