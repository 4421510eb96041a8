import Foundation

// SwiftUI names the corpus of real extensions (Corpus/) uses that change little or nothing a
// mirror draws: each compiles in Apple's form and archives as close as the archive allows
// (docs/compatibility.md says where that differs from iOS).

extension View {
    /// `.hidden()`: laid out, not drawn (archived as opacity 0).
    public func hidden() -> ModifiedView { modified(.opacity(0)) }

    /// `.id(_:)`: the view's identity for SwiftUI's diffing; a mirror redraws the archive whole.
    public func id(_ id: some Hashable) -> ModifiedView { ModifiedView(content: self, modification: .none) }

    /// `.border(_:width:)`: a border of `width` drawn inside the view's edges, in front of it.
    public func border(_ content: some ShapeStyle, width: CGFloat = 1) -> ModifiedView {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// `.symbolVariant(_:)`: SF Symbols' variants of the images inside (not archived: the
    /// image's own name is drawn, as `"star.fill"` would be written).
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }

    /// `.redacted(reason:)`: a placeholder's look (not archived: the content is drawn as it is).
    public func redacted(reason: RedactionReasons) -> ModifiedView { ModifiedView(content: self, modification: .none) }

    /// `.unredacted()`
    public func unredacted() -> ModifiedView { ModifiedView(content: self, modification: .none) }
}

/// `SymbolVariants`: `.fill`, `.circle`, `.square`, `.rectangle`, `.slash`, `.none`, and
/// combinations (`.circle.fill`).
public struct SymbolVariants: Hashable, Sendable {
    let parts: [String]
    public static let none = SymbolVariants(parts: [])
    public static let fill = SymbolVariants(parts: ["fill"])
    public static let circle = SymbolVariants(parts: ["circle"])
    public static let square = SymbolVariants(parts: ["square"])
    public static let rectangle = SymbolVariants(parts: ["rectangle"])
    public static let slash = SymbolVariants(parts: ["slash"])
    public var fill: SymbolVariants { SymbolVariants(parts: parts + ["fill"]) }
    public var circle: SymbolVariants { SymbolVariants(parts: parts + ["circle"]) }
    public var square: SymbolVariants { SymbolVariants(parts: parts + ["square"]) }
    public var slash: SymbolVariants { SymbolVariants(parts: parts + ["slash"]) }
    /// Whether `other`'s parts are all in this one.
    public func contains(_ other: SymbolVariants) -> Bool { Set(other.parts).isSubset(of: Set(parts)) }
}

extension ShapeStyle {
    /// `.opacity(_:)` on a style: a colour or a hierarchical level (`.secondary.opacity(0.5)`)
    /// at that opacity; a gradient or material as it is. (A style that is a view too, a
    /// gradient, takes `View`'s `.opacity(_:)`, as before.)
    @_disfavoredOverload
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        let factor = opacity.isNaN ? 1 : min(1, max(0, opacity))
        switch styleValue {
        case .color(let color): return ArchivedShapeStyle(value: .color(Color(value: color).opacity(factor).value))
        case .hierarchical(let level): return ArchivedShapeStyle(value: .color(.named(level, opacity: factor)))
        case let other: return ArchivedShapeStyle(value: other)
        }
    }
}

/// A style already in its archived form (what `.opacity(_:)` on a style makes).
struct ArchivedShapeStyle: ShapeStyle {
    let value: ShapeStyleValue
    var styleValue: ShapeStyleValue { value }
}

extension View {
    /// `.widgetLabel(_:)`: an accessory widget's label (a watch complication's curved or
    /// bottom text). Compiles; not archived yet: the mirrors draw the widget without it.
    public func widgetLabel(_ label: some StringProtocol) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }

    /// `.widgetLabel(label:)`, as `.widgetLabel(_:)`.
    public func widgetLabel(@ViewBuilder label: () -> some View) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }

    /// `.widgetCurvesContent()`: a watch corner complication's content along the corner's
    /// curve; drawn straight here.
    public func widgetCurvesContent(_ curves: Bool = true) -> ModifiedView {
        ModifiedView(content: self, modification: .none)
    }
}

extension AnyTransition {
    /// `.combined(with:)`: both transitions at once; archived as this one (the archive holds one).
    public func combined(with other: AnyTransition) -> AnyTransition { self }
}

extension Text {
    /// `Text(date, formatter: formatter)`: formatted on the phone (Foundation's `Date` is not
    /// `ReferenceConvertible` on Linux, as it is on Apple's systems).
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? "")
    }
}

extension Gradient: ShapeStyle {
    /// A `Gradient` as a style (`.tint(Gradient.widgetAccent)`, `.fill(gradient)`): top to bottom.
    public var styleValue: ShapeStyleValue {
        .gradient(
            GradientValue(geometry: .linear(start: UnitPoint.top.value, end: UnitPoint.bottom.value), stops: stopValues)
        )
    }
}

extension View {
    /// `.tint(_:)` with any style: a colour as `.tint(_ color:)`; a gradient as its first stop's
    /// colour, as Apple's controls that cannot draw a gradient tint do; others leave the tint as it is.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> ModifiedView {
        switch tint?.styleValue {
        case .color(let color)?: return modified(.tint(color))
        case .gradient(let gradient)?:
            guard let first = gradient.stops.first else { return ModifiedView(content: self, modification: .none) }
            return modified(.tint(first.color))
        default: return ModifiedView(content: self, modification: .none)
        }
    }
}

/// `.background` as a style (`BackgroundStyle`): the style the nearest `.backgroundStyle(_:)`
/// around it set, else the system background, white in the light appearance and black in the
/// dark, as iOS's widgets draw it (``ShapeStyleValue/background``, resolved where it is drawn).
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public var styleValue: ShapeStyleValue { .background }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// `.background`: the system background (`BackgroundStyle`).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
