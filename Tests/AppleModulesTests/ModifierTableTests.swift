import Foundation
import SwiftUI
import Testing
import WidgetKit

/// SwiftUI's view modifiers as Apple documents them, walked as a class (#47, kit round 7): each
/// one widget code uses compiles with Apple's signature, and is archived as what it draws here.
@Suite("SwiftUI's modifiers, by class")
struct ModifierTableTests {
    static func root(_ view: some View) -> ViewNode { ViewArchive.archive(view, family: .systemSmall).root }
    static let base = root(Text("a"))

    /// Modifiers that change nothing a widget draws (WidgetInertModifiers.swift): the archive is
    /// the unmodified view's.
    static let inert: [(String, ViewNode)] = [
        ("allowsHitTesting", root(Text("a").allowsHitTesting(false))),
        ("contentShape", root(Text("a").contentShape(Rectangle()))),
        ("ignoresSafeArea", root(Text("a").ignoresSafeArea())),
        ("edgesIgnoringSafeArea", root(Text("a").edgesIgnoringSafeArea(.all))),
        ("tag", root(Text("a").tag(1))),
        ("help", root(Text("a").help("h"))),
        ("textSelection", root(Text("a").textSelection(.disabled))),
        ("controlSize", root(Text("a").controlSize(.small))),
        ("scrollDisabled", root(Text("a").scrollDisabled(true))),
        ("listRowBackground", root(Text("a").listRowBackground(Color.red))),
        ("listRowInsets", root(Text("a").listRowInsets(EdgeInsets()))),
        ("listRowSeparator", root(Text("a").listRowSeparator(.hidden))),
        ("headerProminence", root(Text("a").headerProminence(.increased))),
        ("badge", root(Text("a").badge(1))),
        ("contextMenu", root(Text("a").contextMenu { Text("b") })),
        ("sensoryFeedback", root(Text("a").sensoryFeedback(.success, trigger: 1))),
        ("transaction", root(Text("a").transaction { $0.animation = nil })),
        ("geometryGroup", root(Text("a").geometryGroup())),
        ("drawingGroup", root(Text("a").drawingGroup())),
        ("accessibilityIdentifier", root(Text("a").accessibilityIdentifier("i"))),
        ("accessibilityHint", root(Text("a").accessibilityHint("h"))),
        ("accessibilityAddTraits", root(Text("a").accessibilityAddTraits([.isHeader, .isStaticText]))),
        ("accessibilityRemoveTraits", root(Text("a").accessibilityRemoveTraits(.isImage))),
        ("accessibilitySortPriority", root(Text("a").accessibilitySortPriority(1))),
        ("accessibilityHeading", root(Text("a").accessibilityHeading(.h1))),
        ("accessibilityRepresentation", root(Text("a").accessibilityRepresentation { Text("b") })),
        ("accessibilityChildren", root(Text("a").accessibilityChildren { Text("b") })),
        ("accessibilityAction", root(Text("a").accessibilityAction {})),
        ("accessibilityAction(named:)", root(Text("a").accessibilityAction(named: "x") {})),
        ("preferredColorScheme", root(Text("a").preferredColorScheme(.dark))),
        ("dynamicTypeSize", root(Text("a").dynamicTypeSize(.large))),
        ("dynamicTypeSize(range)", root(Text("a").dynamicTypeSize(...DynamicTypeSize.xxLarge))),
        ("typesettingLanguage", root(Text("a").typesettingLanguage(Locale.Language(identifier: "en")))),
        ("flipsForRightToLeftLayoutDirection", root(Text("a").flipsForRightToLeftLayoutDirection(true))),
    ]

    /// Colour effects, text spacing and lines, depth order and 3D rotation (ColorAndTextModifiers.swift,
    /// relay.v1's `Modifier` fields 48–58): each archived as its modifier on the view.
    static let drawn: [(String, ViewNode, ModifierValue)] = [
        ("brightness", root(Text("a").brightness(0.1)), .colorEffect(.brightness(0.1))),
        ("contrast", root(Text("a").contrast(1.1)), .colorEffect(.contrast(1.1))),
        ("saturation", root(Text("a").saturation(0.5)), .colorEffect(.saturation(0.5))),
        ("grayscale", root(Text("a").grayscale(1)), .colorEffect(.grayscale(1))),
        ("colorInvert", root(Text("a").colorInvert()), .colorEffect(.colorInvert)),
        ("colorMultiply", root(Text("a").colorMultiply(.red)), .colorEffect(.colorMultiply(ColorValue.named("red")))),
        ("hueRotation", root(Text("a").hueRotation(.degrees(10))), .colorEffect(.hueRotation(degrees: 10))),
        ("luminanceToAlpha", root(Text("a").luminanceToAlpha()), .colorEffect(.luminanceToAlpha)),
        ("zIndex", root(Text("a").zIndex(1)), .zIndex(1)),
        ("backgroundStyle", root(Text("a").backgroundStyle(.red)), .backgroundStyle(.color(.named("red")))),
        (
            "rotation3DEffect", root(Text("a").rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))),
            .rotation3DEffect(
                Rotation3DValue(degrees: 10, axisX: 1, axisY: 0, axisZ: 0, anchor: UnitPointValue(x: 0.5, y: 0.5)))
        ),
        ("lineSpacing", root(Text("a").lineSpacing(2)), .lineSpacing(2)),
        ("kerning", root(Text("a").kerning(1)), .kerning(1)),
        ("tracking", root(Text("a").tracking(1)), .tracking(1)),
        ("baselineOffset", root(Text("a").baselineOffset(2)), .baselineOffset(2)),
        ("fontWidth", root(Text("a").fontWidth(.condensed)), .fontWidth(-0.2)),
        ("textScale", root(Text("a").textScale(.secondary)), .textScaleSecondary),
        (
            "strikethrough(pattern:)", root(Text("a").strikethrough(pattern: .dash, color: .red)),
            .strikethrough(TextLineValue(pattern: "dash", color: ColorValue.named("red")))
        ),
        ("strikethrough", root(Text("a").strikethrough()), .strikethrough(TextLineValue())),
        ("underline(pattern:)", root(Text("a").underline(pattern: .dot)), .underline(TextLineValue(pattern: "dot"))),
        (
            "underline(color:)", root(Text("a").underline(color: .red)),
            .underline(TextLineValue(color: ColorValue.named("red")))
        ),
        (
            "font width and leading", root(Text("a").font(.body.width(.expanded).leading(.tight))),
            .font(FontValue(textStyle: "body", width: 0.2, leading: "tight"))
        ),
    ]

    @Test("modifiers that draw nothing in a widget compile and leave the archive as it is", arguments: inert)
    func inertModifier(name: String, node: ViewNode) {
        #expect(node == Self.base, "\(name)")
    }

    @Test("colour effects, text spacing and lines, zIndex and 3D rotation are archived as their modifier")
    func drawnModifiers() {
        for (name, node, modifier) in Self.drawn {
            var expected = Self.base
            expected.modifiers.append(modifier)
            #expect(node == expected, "\(name)")
        }
        // Inactive ones, and the default scale, archive nothing.
        #expect(Self.root(Text("a").underline(false, pattern: .dot)) == Self.base)
        #expect(Self.root(Text("a").strikethrough(false)) == Self.base)
        #expect(Self.root(Text("a").textScale(.default)) == Self.base)
        // The style around still applies.
        #expect(Self.root(Text("a").backgroundStyle(.background)) == Self.base)
        #expect(Self.root(Text("a").textScale(.secondary, isEnabled: false)) == Self.base)
        #expect(
            Self.root(Text("a").font(.body.width(.standard).leading(.standard))) == Self.root(Text("a").font(.body)))
    }

    @Test("modifiers the archive expresses in other words are archived as those")
    func mappedModifiers() {
        #expect(Self.root(Text("a").monospaced()) == Self.root(Text("a").fontDesign(.monospaced)))
        #expect(Self.root(Text("a").monospaced()) != Self.base)
        #expect(Self.root(VStack { Text("a") }.monospaced()) == Self.root(VStack { Text("a") }.fontDesign(.monospaced)))
        #expect(Self.root(Text("a").monospaced(false)) == Self.base)
        #expect(Self.root(Text("a").lineLimit(2, reservesSpace: true)) == Self.root(Text("a").lineLimit(2)))
        #expect(Self.root(Text("a").lineLimit(1...3)) == Self.root(Text("a").lineLimit(3)))
        #expect(Self.root(Text("a").lineLimit(...3)) == Self.root(Text("a").lineLimit(3)))
        #expect(Self.root(Text("a").lineLimit(2...)) == Self.base)
        #expect(Self.root(Text("a").accentColor(.red)) == Self.root(Text("a").tint(.red)))
        #expect(Self.root(Text("a").safeAreaPadding(4)) == Self.root(Text("a").padding(4)))
        #expect(Self.root(Text("a").safeAreaPadding(.horizontal, 4)) == Self.root(Text("a").padding(.horizontal, 4)))
        #expect(
            Self.root(Text("a").safeAreaInset(edge: .bottom, spacing: 2) { Text("b") })
                == Self.root(
                    VStack(spacing: 2) {
                        Text("a"); Text("b")
                    }))
        #expect(
            Self.root(Text("a").safeAreaInset(edge: .leading) { Text("b") })
                == Self.root(
                    HStack {
                        Text("b"); Text("a")
                    }))
        #expect(Self.root(Text("a").foregroundStyle(.foreground)) == Self.root(Text("a").foregroundStyle(.primary)))
        #expect(Self.root(Text("a").foregroundStyle(.link)) == Self.root(Text("a").foregroundStyle(Color.blue)))
        #expect(
            Self.root(Text("a").font(.custom("Helvetica", size: 12, relativeTo: .body)))
                == Self.root(Text("a").font(.system(size: 12))))
    }

    @Test(".labelStyle(.iconOnly) archives a label as its symbol, named for a screen reader; .titleOnly as its title")
    func labelStyles() {
        let label = Label("Rain", systemImage: "cloud.rain")
        #expect(
            Self.root(label.labelStyle(.iconOnly))
                == Self.root(Image(systemName: "cloud.rain").accessibilityLabel("Rain")))
        #expect(Self.root(VStack { label }.labelStyle(.titleOnly)) == Self.root(VStack { Text("Rain") }))
        #expect(Self.root(label.labelStyle(.titleAndIcon)) == Self.root(label))
    }

    @Test("Color in Apple's RGB spaces: sRGB as given, linear sRGB and Display P3 converted to sRGB (HomeAssistant)")
    func colorSpaces() {
        #expect(
            Self.root(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5))
                == Self.root(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)))
        #expect(Self.root(Color(.sRGB, white: 0.25)) == Self.root(Color(white: 0.25)))
        // Linear 0.5 is sRGB's 0.7354; Display P3's grey is sRGB's; its red is beyond sRGB's, clamped to sRGB's red.
        func rgb(_ color: Color) -> [Double] {
            guard case .color(.rgba(let red, let green, let blue, _)) = Self.root(color).kind else { return [] }
            return [red, green, blue]
        }
        func near(_ a: [Double], _ b: [Double]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-5 }
        }
        #expect(near(rgb(Color(.sRGBLinear, white: 0.5)), [0.735_357, 0.735_357, 0.735_357]))
        #expect(near(rgb(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5)), [0.5, 0.5, 0.5]))
        #expect(near(rgb(Color(.displayP3, red: 1, green: 0, blue: 0)), [1, 0, 0]))
        // A P3 orange inside sRGB's gamut: more saturated in sRGB's numbers.
        #expect(near(rgb(Color(.displayP3, red: 0.8, green: 0.4, blue: 0.2)), [0.859_570, 0.370_402, 0.123_434]))
    }
}
