import Foundation
@testable import Mirror
@testable import MirrorHTML
import MirrorText
import Testing
import WidgetRelayKit

/// The places a page shows widgets as (the strategy seed's "Support different appearances"),
/// decided as values and drawn by the HTML renderer.
@Suite("DisplayMode: StandBy, Night Mode, CarPlay and the Lock Screen")
struct DisplayModeTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A small widget archived as the desktop asks for it (accented), with a red container background.
    static func widget(_ family: WidgetFamily = .systemSmall) -> ArchivedView {
        ArchivedView(
            root: ViewNode(.text(.verbatim("Hello"))), family: family, renderingMode: .accented,
            widgetURL: URL(string: "app://hello"), containerBackground: ViewNode(.color(.named("red", opacity: 1))))
    }

    @Test(
        "each place's rendering mode, background, scale and WidgetLocation, as the seed's table says",
        arguments: [
            (DisplayMode.desktop, nil, true, 1.0, "iPhoneWidgetsOnMac"),
            (.standBy, .vibrant, false, 2, "standBy"),
            (.nightMode, .vibrant, false, 2, "standBy"),
            (.carPlay, .fullColor, false, 1.5, "carPlay"),
            (.lockScreen, .vibrant, false, 1, "lockScreen"),
        ] as [(DisplayMode, WidgetRenderingMode?, Bool, Double, String)])
    func table(mode: DisplayMode, rendering: WidgetRenderingMode?, background: Bool, scale: Double, location: String) {
        #expect(mode.widgetRenderingMode == rendering)
        #expect(mode.showsWidgetContainerBackground == background)
        #expect(mode.scale == scale)
        #expect(mode.widgetLocation == location)
        let shown = mode.presenting(Self.widget())
        #expect(shown.renderingMode == rendering ?? .accented)
        #expect((shown.containerBackground != nil) == background)
    }

    @Test(
        "StandBy and CarPlay show small system widgets only; the Lock Screen accessory ones only; the desktop system ones"
    )
    func families() {
        for mode in [DisplayMode.standBy, .nightMode, .carPlay] {
            #expect(WidgetFamily.allCases.filter(mode.shows) == [.systemSmall])
        }
        // An iPhone's Lock Screen: the accessory row, never a Home Screen widget.
        #expect(Set(WidgetFamily.allCases.filter(DisplayMode.lockScreen.shows)) == Set(WidgetFamily.accessory))
        #expect(DisplayMode.lockScreen.absence(of: .systemSmall) == "Lock Screen does not show systemSmall widgets")
        #expect(
            Set(WidgetFamily.allCases.filter(DisplayMode.desktop.shows))
                == Set(WidgetFamily.allCases).subtracting(WidgetFamily.accessory))
        #expect(DisplayMode.standBy.absence(of: .systemMedium) == "StandBy does not show systemMedium widgets")
        #expect(DisplayMode.carPlay.absence(of: .systemSmall) == nil)
        #expect(!DisplayMode.carPlay.opensApp && DisplayMode.standBy.opensApp)
    }

    @Test(
        "StandBy, Night Mode and CarPlay draw the view the phone archived for their place when there is one, else repaint the desktop's"
    )
    func archivedForThePlace() throws {
        let options = RenderOptions(now: Self.now)
        #expect(DisplayMode.allCases.map(\.surface) == [nil, .standBy, .standByNight, .carPlay, nil])
        for mode in [DisplayMode.standBy, .nightMode, .carPlay] {
            let surface = try #require(mode.surface)
            #expect(surface.renderingMode == mode.widgetRenderingMode)
            #expect(!surface.appearance.showsContainerBackground && surface.appearance.colorScheme == .dark)
            #expect(surface.appearance.isLuminanceReduced == (mode == .nightMode))
            let archived = ArchivedView(
                root: ViewNode(.text(.verbatim("Made for \(surface.rawValue)"))), family: .systemSmall,
                renderingMode: surface.renderingMode, appearance: surface.appearance)
            let drawn = HTMLRenderer.render(Self.widget(), options, in: mode, archived: archived)
            #expect(drawn.contains("Made for \(surface.rawValue)") && !drawn.contains("Hello"), "\(mode): \(drawn)")
            #expect(drawn.contains(#"data-archived-for="\#(surface.rawValue)""#))
            let repainted = HTMLRenderer.render(Self.widget(), options, in: mode)
            #expect(repainted.contains("Hello") && !repainted.contains("data-archived-for"), "\(mode)")
        }
    }

    @Test("the desktop draws the face as it always did; the other places wrap it, scaled, in their own look")
    func drawn() {
        let options = RenderOptions(now: Self.now)
        let view = Self.widget()
        #expect(HTMLRenderer.render(view, options, in: .desktop) == HTMLRenderer.render(view, options))

        let standBy = HTMLRenderer.render(view, options, in: .standBy)
        #expect(
            standBy.hasPrefix(
                #"<div class="wr-display wr-display-standBy" data-widget-location="standBy" style="zoom:2">"#))
        #expect(standBy.contains("wr-mode-vibrant") && !standBy.contains("wr-background"))

        let night = HTMLRenderer.render(view, options, in: .nightMode)
        #expect(night.contains("wr-display-nightMode") && night.contains("wr-mode-vibrant"))
        #expect(
            HTMLRenderer.stylesheet.contains(".wr-display-nightMode::after")
                && HTMLRenderer.stylesheet.contains("mix-blend-mode: multiply"))

        let carPlay = HTMLRenderer.render(view, options, in: .carPlay)
        #expect(
            carPlay.contains(#"style="zoom:1.5""#) && carPlay.contains("wr-mode-fullColor")
                && !carPlay.contains("wr-background"))

        let lock = HTMLRenderer.render(Self.widget(.accessoryRectangular), options, in: .lockScreen)
        #expect(lock.contains("wr-display-lockScreen") && lock.contains("wr-mode-vibrant") && !lock.contains("zoom"))

        let absent = HTMLRenderer.render(Self.widget(.systemLarge), options, in: .carPlay)
        #expect(
            absent.contains("wr-display-absent") && absent.contains("CarPlay does not show systemLarge widgets")
                && !absent.contains("Hello"))
    }

    @Test(
        "CarPlay's text is measured against the car's black: an author's black is drawn as written (iOS draws it so, #47), the default foreground legibly"
    )
    func carPlayContrast() {
        let view = ArchivedView(
            root: ViewNode(
                .text(.verbatim("Dark")), modifiers: [.foregroundStyle(.color(.named("black", opacity: 1)))]),
            family: .systemSmall, renderingMode: .fullColor)
        let options = RenderOptions(now: Self.now)
        let colors = { (html: String) in
            html.components(separatedBy: "color:").dropFirst().map { String($0.prefix { $0 != ";" && $0 != "\"" }) }
        }
        #expect(
            colors(HTMLRenderer.render(view, options)) == ["rgba(0,0,0,1)"],
            "on the white card black is legible as it is")
        let carPlay = colors(HTMLRenderer.render(view, options, in: .carPlay))
        #expect(carPlay == ["rgba(0,0,0,1)"], "\(carPlay)")
        // The default foreground on the car's black: the rule's, made legible if it were not (white passes).
        var plain = view
        plain.root = ViewNode(.text(.verbatim("Light")))
        #expect(!HTMLRenderer.render(plain, options, in: .carPlay).contains("wr-legible"))
        plain.root = ViewNode(.text(.verbatim("Light")), modifiers: [.background(.named("white"))])
        let onWhite = HTMLRenderer.render(plain, options, in: .carPlay)
        #expect(onWhite.contains("wr-legible"), "\(onWhite)")
    }
}
