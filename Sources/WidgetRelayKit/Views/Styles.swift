/// A colour, usable as a view and as a style (SwiftUI's `Color`).
public struct Color: View, ArchivableView, ShapeStyle, Hashable, Sendable {
    public typealias Body = Never
    let value: ColorValue

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        value = .rgba(red: red, green: green, blue: blue, opacity: opacity)
    }
    /// `Color("Name")`: the extension's asset catalog colour of that name (its light and dark
    /// appearances: ``ExtensionResources``); a name no catalog has is kept as the name, which
    /// mirrors draw when it is one of SwiftUI's ("red", "accentColor").
    public init(_ name: String) { value = ExtensionResources.current.color(named: name) ?? .named(name) }

    public static let white = Color(value: .named("white"))
    public static let black = Color(value: .named("black"))
    public static let red = Color(value: .named("red"))
    public static let orange = Color(value: .named("orange"))
    public static let yellow = Color(value: .named("yellow"))
    public static let green = Color(value: .named("green"))
    public static let mint = Color(value: .named("mint"))
    public static let teal = Color(value: .named("teal"))
    public static let cyan = Color(value: .named("cyan"))
    public static let blue = Color(value: .named("blue"))
    public static let indigo = Color(value: .named("indigo"))
    public static let purple = Color(value: .named("purple"))
    public static let pink = Color(value: .named("pink"))
    public static let brown = Color(value: .named("brown"))
    public static let gray = Color(value: .named("gray"))
    public static let clear = Color(value: .named("clear"))
    public static let accentColor = Color(value: .named("accentColor"))
    public static let primary = Color(value: .named("primary"))
    public static let secondary = Color(value: .named("secondary"))

    func archive(_ archiver: ViewArchiver) -> [ViewNode] { [ViewNode(.color(value))] }
    public var styleValue: ShapeStyleValue { .color(value) }

    /// `Color(white:opacity:)`
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    init(value: ColorValue) { self.value = value }

    /// `.opacity(_:)` on a colour: the same colour, more transparent (a `Color`, not a view).
    public func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isNaN ? 1 : min(1, max(0, opacity))
        switch value {
        case .named(let name, let current): return Color(value: .named(name, opacity: current * factor))
        case .rgba(let r, let g, let b, let a):
            return Color(value: .rgba(red: r, green: g, blue: b, opacity: a * factor))
        case .adaptive(var light, var dark):
            light.opacity *= factor
            dark.opacity *= factor
            return Color(value: .adaptive(light: light, dark: dark))
        }
    }
}

/// Something a foreground or background can be filled with (`ShapeStyle`): a colour, a
/// gradient, a hierarchical level, a material, or a style of an author's own that resolves
/// to one of those (`resolve(in:)`, called with the archive's environment).
public protocol ShapeStyle: Sendable {
    /// What a style of an author's own resolves to (`Never` for the built-in ones).
    associatedtype Resolved: ShapeStyle = Never
    /// A custom style: the style it is in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The style as archived: the built-in styles' own; a custom one's resolved style's.
    var styleValue: ShapeStyleValue { get }
}

extension ShapeStyle where Resolved == Never {
    /// Built-in styles archive themselves and are never resolved.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) is a built-in style: it archives itself")
    }
}

extension ShapeStyle {
    /// A custom style, archived as what it resolves to in the archive's environment.
    public var styleValue: ShapeStyleValue { ShapeStyleResolution.resolve(self) }
}

extension Never: ShapeStyle {
    public var styleValue: ShapeStyleValue { switch self {} }
}

/// A style with its type erased (`AnyShapeStyle`).
public struct AnyShapeStyle: ShapeStyle {
    public let styleValue: ShapeStyleValue
    public init(_ style: some ShapeStyle) { styleValue = style.styleValue }
}

extension ShapeStyle where Self == Color {
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var clear: Color { .clear }
}

/// `.primary`, `.secondary`, … (`HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle {
    let level: String
    public var styleValue: ShapeStyleValue { .hierarchical(level) }
    public static let primary = HierarchicalShapeStyle(level: "primary")
    public static let secondary = HierarchicalShapeStyle(level: "secondary")
    public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// `.fill`, `.fill.tertiary`, … (`FillShapeStyle`), archived as the named colour "fill.<level>".
public struct FillShapeStyle: ShapeStyle {
    let level: String
    public var styleValue: ShapeStyleValue { .color(.named("fill.\(level)")) }
    public var secondary: FillShapeStyle { FillShapeStyle(level: "secondary") }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: "tertiary") }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: "quaternary") }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle(level: "primary") }
}

/// `.tint` as a style (`TintShapeStyle`).
public struct TintShapeStyle: ShapeStyle {
    public var styleValue: ShapeStyleValue { .tint }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyleValue {
    /// A style used where only a colour fits: a gradient's first colour, a material's tint.
    var colorValue: ColorValue {
        switch self {
        case .color(let color): color
        case .hierarchical(let level): .named(level)
        case .tint: .named("accentColor")
        case .gradient(let gradient): gradient.stops.first?.color ?? .named("clear")
        case .material: .named("fill.secondary")
        case .background: .systemBackground
        }
    }
}

/// `Font`: a text style or a fixed size, with weight and design.
public struct Font: Sendable, Hashable {
    let value: FontValue
    public static let largeTitle = Font(value: FontValue(textStyle: "largeTitle"))
    public static let title = Font(value: FontValue(textStyle: "title"))
    public static let title2 = Font(value: FontValue(textStyle: "title2"))
    public static let title3 = Font(value: FontValue(textStyle: "title3"))
    public static let headline = Font(value: FontValue(textStyle: "headline"))
    public static let subheadline = Font(value: FontValue(textStyle: "subheadline"))
    public static let body = Font(value: FontValue(textStyle: "body"))
    public static let callout = Font(value: FontValue(textStyle: "callout"))
    public static let footnote = Font(value: FontValue(textStyle: "footnote"))
    public static let caption = Font(value: FontValue(textStyle: "caption"))
    public static let caption2 = Font(value: FontValue(textStyle: "caption2"))

    /// `.system(size:weight:design:)`
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(value: FontValue(size: size, weight: weight?.name, design: design?.name))
    }
    /// `.system(_:design:weight:)`: a text style in a design.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(value: FontValue(textStyle: style.name, weight: weight?.name, design: design?.name))
    }
    /// `.custom(_:size:)`: mirrors draw their own face at that size.
    public static func custom(_ name: String, size: Double) -> Font { .system(size: size) }

    /// `Font.TextStyle`
    public struct TextStyle: Sendable, Hashable {
        let name: String
        public static let largeTitle = TextStyle(name: "largeTitle")
        public static let title = TextStyle(name: "title")
        public static let title2 = TextStyle(name: "title2")
        public static let title3 = TextStyle(name: "title3")
        public static let headline = TextStyle(name: "headline")
        public static let subheadline = TextStyle(name: "subheadline")
        public static let body = TextStyle(name: "body")
        public static let callout = TextStyle(name: "callout")
        public static let footnote = TextStyle(name: "footnote")
        public static let caption = TextStyle(name: "caption")
        public static let caption2 = TextStyle(name: "caption2")
    }

    /// `.italic()` on a font is not kept; use the view's `.italic()`.
    public func italic() -> Font { self }
    /// `.monospacedDigit()` on a font is not kept; use the view's `.monospacedDigit()`.
    public func monospacedDigit() -> Font { self }

    /// `.bold()`
    public func bold() -> Font { weight(.bold) }
    /// `.weight(_:)`
    public func weight(_ weight: Weight) -> Font {
        var value = value
        value.weight = weight.name
        return Font(value: value)
    }

    /// `Font.Weight`
    public struct Weight: Sendable, Hashable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let black = Weight(name: "black")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let light = Weight(name: "light")
    }

    /// `Font.Design`
    public struct Design: Sendable, Hashable {
        let name: String
        public static let `default` = Design(name: "default")
        public static let rounded = Design(name: "rounded")
        public static let monospaced = Design(name: "monospaced")
        public static let serif = Design(name: "serif")
    }
}

/// A toggle's look (`ToggleStyle`). Mirrors draw the style named by the type;
/// `makeBody` is kept for authors' previews.
public protocol ToggleStyle {
    associatedtype Body: View
    func makeBody(configuration: ToggleStyleConfiguration) -> Body
}

/// What a toggle style is given (`ToggleStyle.Configuration`).
public struct ToggleStyleConfiguration {
    public let isOn: Bool
    public let label: AnyView
}

extension ToggleStyle {
    public typealias Configuration = ToggleStyleConfiguration
    var styleName: String {
        switch self {
        case let known as NamedToggleStyle: known.name
        default: String(describing: Self.self)
        }
    }
}

/// The built-in toggle styles.
public struct NamedToggleStyle: ToggleStyle {
    let name: String
    public func makeBody(configuration: ToggleStyleConfiguration) -> AnyView { configuration.label }
}

extension ToggleStyle where Self == NamedToggleStyle {
    public static var button: NamedToggleStyle { NamedToggleStyle(name: "button") }
    public static var `switch`: NamedToggleStyle { NamedToggleStyle(name: "switch") }
    public static var checkbox: NamedToggleStyle { NamedToggleStyle(name: "checkbox") }
    public static var automatic: NamedToggleStyle { NamedToggleStyle(name: "automatic") }
}

/// A button's look (`PrimitiveButtonStyle`), archived by name.
public struct ButtonStyleName: Sendable, Hashable {
    let name: String
    public static let plain = ButtonStyleName(name: "plain")
    public static let bordered = ButtonStyleName(name: "bordered")
    public static let borderedProminent = ButtonStyleName(name: "borderedProminent")
    public static let borderless = ButtonStyleName(name: "borderless")
    public static let automatic = ButtonStyleName(name: "automatic")
}

/// `.widgetAccentedRenderingMode(_:)` values (`WidgetAccentedRenderingMode`).
public struct WidgetAccentedRenderingMode: Sendable, Hashable {
    let value: AccentedRenderingModeValue
    public static let accented = WidgetAccentedRenderingMode(value: .accented)
    public static let accentedDesaturated = WidgetAccentedRenderingMode(value: .accentedDesaturated)
    public static let desaturated = WidgetAccentedRenderingMode(value: .desaturated)
    public static let fullColor = WidgetAccentedRenderingMode(value: .fullColor)
}

/// Where a container background goes (`ContainerBackgroundPlacement`).
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

/// `Edge.Set`: a set of edges, `.padding([.leading, .top], 8)` in any combination.
public struct EdgeSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ edge: Edge) {
        switch edge {
        case .top: self = .top
        case .leading: self = .leading
        case .bottom: self = .bottom
        case .trailing: self = .trailing
        }
    }

    public static let top = EdgeSet(rawValue: 1)
    public static let leading = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let trailing = EdgeSet(rawValue: 8)
    public static let horizontal: EdgeSet = [.leading, .trailing]
    public static let vertical: EdgeSet = [.top, .bottom]
    public static let all: EdgeSet = [.top, .leading, .bottom, .trailing]

    /// The names the archive gives padding's edges: one for each of SwiftUI's named sets,
    /// else one for each edge ("all", "horizontal", …, "top", "leading", …).
    var names: [String] {
        switch self {
        case .all: return ["all"]
        case .horizontal: return ["horizontal"]
        case .vertical: return ["vertical"]
        default:
            var names: [String] = []
            if contains(.horizontal) {
                names.append("horizontal")
            } else {
                if contains(.leading) { names.append("leading") }
                if contains(.trailing) { names.append("trailing") }
            }
            if contains(.vertical) {
                names.append("vertical")
            } else {
                if contains(.top) { names.append("top") }
                if contains(.bottom) { names.append("bottom") }
            }
            return names
        }
    }
}

/// `ContentMode` for `.aspectRatio(contentMode:)`.
public enum ContentMode: Sendable, Hashable {
    case fit, fill
}
