import Foundation

/// A view archived for one entry, family and environment: what the phone sends
/// and mirrors render. Mirrors never run app code.
public struct ArchivedView: Sendable, Hashable {
    /// The root of the tree.
    public var root: ViewNode
    /// The family it was archived for (nil for Live Activity regions and control labels).
    public var family: WidgetFamily?
    /// The rendering mode it was archived for.
    public var renderingMode: WidgetRenderingMode
    /// `widgetURL(_:)`: what a tap outside any link opens.
    public var widgetURL: URL?
    /// `containerBackground(for: .widget)`.
    public var containerBackground: ViewNode?
    /// The colour scheme, brightness and scale it was archived for.
    public var appearance: ArchiveAppearance

    public init(
        root: ViewNode, family: WidgetFamily?, renderingMode: WidgetRenderingMode,
        widgetURL: URL? = nil, containerBackground: ViewNode? = nil, appearance: ArchiveAppearance = .standard
    ) {
        self.root = root
        self.family = family
        self.renderingMode = renderingMode
        self.widgetURL = widgetURL
        self.containerBackground = containerBackground
        self.appearance = appearance
    }

    /// Every interactive element in the tree, in document order.
    public var interactiveElements: [InteractiveElement] { root.interactiveElements }

    /// The visible strings, in document order (dates as placeholders).
    public var texts: [String] { root.plainText }

    /// The first node showing exactly `text`.
    public func node(withText text: String) -> ViewNode? {
        root.allNodes.first { $0.kind == .text(.verbatim(text)) }
    }

    /// The element with `id`, if the tree has one.
    public func element(withID id: String) -> InteractiveElement? {
        interactiveElements.first { $0.elementID == id }
    }
}

/// A button, toggle or link found in an archive.
public struct InteractiveElement: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case button(IntentInvocation)
        case toggle(isOn: Bool, IntentInvocation)
        case link(URL)
    }
    public let elementID: String
    public let kind: Kind

    public init(elementID: String, kind: Kind) {
        self.elementID = elementID
        self.kind = kind
    }

    /// The invocation the element performs, if it performs one.
    public var invocation: IntentInvocation? {
        switch kind {
        case .button(let invocation), .toggle(_, let invocation): invocation
        case .link: nil
        }
    }
}

/// One node of an archived view tree: what it is, and its modifiers (innermost first).
public struct ViewNode: Sendable, Hashable {
    public var kind: Kind
    public var modifiers: [ModifierValue]

    public init(_ kind: Kind, modifiers: [ModifierValue] = []) {
        self.kind = kind
        self.modifiers = modifiers
    }

    /// The node kinds.
    public indirect enum Kind: Sendable, Hashable {
        case text(TextContent)
        case image(systemName: String)
        case label(title: String, systemImage: String)
        case stack(StackNode)
        case spacer(minLength: Double?)
        case divider
        case progress(value: Double?, total: Double, label: ViewNode?)
        case gauge(GaugeNode)
        case color(ColorValue)
        case button(ButtonNode)
        case toggle(ToggleNode)
        case link(LinkNode)
        case group([ViewNode])
        case shape(ShapeNode)
        /// `ProgressView(timerInterval:countsDown:)`: filled by the mirror as time passes.
        case timerProgress(TimerProgressNode)
        /// An image's encoded bytes (`Image(uiImage:)`, an asset catalog's image).
        case picture(ImageNode)
        /// `Grid { GridRow { … } }`
        case grid(GridNode)
        /// A custom `Layout`'s subviews, where it placed them on the phone.
        case placed(PlacedNode)
    }

    /// The direct children, for walking the tree.
    public var children: [ViewNode] {
        switch kind {
        case .stack(let stack): stack.children
        case .group(let children): children
        case .progress(_, _, let label): label.map { [$0] } ?? []
        case .gauge(let gauge): [gauge.label, gauge.currentValueLabel].compactMap { $0 }
        case .button(let button): [button.label]
        case .toggle(let toggle): [toggle.label]
        case .link(let link): [link.label]
        case .timerProgress(let progress): [progress.label, progress.currentValueLabel].compactMap { $0 }
        case .grid(let grid): grid.rows.flatMap(\.cells)
        case .placed(let placed): placed.children.map(\.node)
        case .text, .image, .label, .spacer, .divider, .color, .shape, .picture: []
        }
    }

    /// Every interactive element at or below this node, in document order.
    public var interactiveElements: [InteractiveElement] {
        var found: [InteractiveElement] = []
        switch kind {
        case .button(let button):
            found.append(InteractiveElement(elementID: button.elementID, kind: .button(button.invocation)))
        case .toggle(let toggle):
            found.append(
                InteractiveElement(elementID: toggle.elementID, kind: .toggle(isOn: toggle.isOn, toggle.invocation)))
        case .link(let link): found.append(InteractiveElement(elementID: link.elementID, kind: .link(link.destination)))
        default: break
        }
        return found + children.flatMap(\.interactiveElements)
    }

    /// Every node at or below this one, depth first.
    public var allNodes: [ViewNode] { [self] + children.flatMap(\.allNodes) }

    /// The visible text of the tree, for logs, tests and text renderers (dates as placeholders).
    public var plainText: [String] {
        allNodes.compactMap { node in
            switch node.kind {
            case .text(.verbatim(let text)): text
            case .text(.date(let date, let style)): TextRun.date(date, style).plainText
            case .text(.timer(let timer)):
                "<timer \(timer.start.timeIntervalSince1970)…\(timer.end.timeIntervalSince1970)>"
            case .text(.runs(let runs)): runs.map(\.plainText).joined()
            case .label(let title, _): title
            default: nil
            }
        }
    }

    /// Whether the node carries `invalidatableContent()`.
    public var isInvalidatable: Bool { modifiers.contains(.invalidatableContent) }
    /// Whether the node carries `privacySensitive()`.
    public var isPrivacySensitive: Bool { modifiers.contains(.privacySensitive) }
}

/// What a Text shows.
public enum TextContent: Sendable, Hashable {
    /// A fixed string.
    case verbatim(String)
    /// `Text(date, style:)`: formatted by the mirror when it displays.
    case date(Date, DateTextStyle)
    /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`: counted by the mirror within its
    /// interval, paused from its pause time.
    case timer(TimerTextValue)
    /// Runs shown as one text: `Text("Updated \(date, style: .relative)")`,
    /// `Text("Late \(Image(systemName: "clock"))")`, `Text(a) + Text(b)`.
    case runs([TextRun])
}

/// `Text.DateStyle`.
public enum DateTextStyle: String, Sendable, Hashable, CaseIterable {
    case time, date, relative, offset, timer
}

/// A stack's axis.
public enum StackAxis: String, Sendable, Hashable {
    case vertical, horizontal, depth
}

/// SwiftUI's alignments in one; the baselines are an HStack's (`.firstTextBaseline`, `.lastTextBaseline`).
public enum AlignmentValue: String, Sendable, Hashable, CaseIterable {
    case center, leading, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
    case firstTextBaseline, lastTextBaseline
}

/// An archived VStack / HStack / ZStack.
public struct StackNode: Sendable, Hashable {
    public var axis: StackAxis
    public var alignment: AlignmentValue
    public var spacing: Double?
    public var children: [ViewNode]

    public init(axis: StackAxis, alignment: AlignmentValue, spacing: Double?, children: [ViewNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = children
    }
}

/// An archived Gauge.
public struct GaugeNode: Sendable, Hashable {
    public var value: Double
    public var minimum: Double
    public var maximum: Double
    public var label: ViewNode?
    public var currentValueLabel: ViewNode?
    public var style: String?

    public init(
        value: Double, minimum: Double, maximum: Double, label: ViewNode?, currentValueLabel: ViewNode?, style: String?
    ) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.style = style
    }
}

/// An archived Button(intent:).
public struct ButtonNode: Sendable, Hashable {
    public var elementID: String
    public var invocation: IntentInvocation
    public var label: ViewNode
    public init(elementID: String, invocation: IntentInvocation, label: ViewNode) {
        self.elementID = elementID
        self.invocation = invocation
        self.label = label
    }
}

/// An archived Toggle(isOn:intent:).
public struct ToggleNode: Sendable, Hashable {
    public var elementID: String
    public var isOn: Bool
    public var invocation: IntentInvocation
    public var label: ViewNode
    public init(elementID: String, isOn: Bool, invocation: IntentInvocation, label: ViewNode) {
        self.elementID = elementID
        self.isOn = isOn
        self.invocation = invocation
        self.label = label
    }
}

/// An archived Link.
public struct LinkNode: Sendable, Hashable {
    public var elementID: String
    public var destination: URL
    public var label: ViewNode
    public init(elementID: String, destination: URL, label: ViewNode) {
        self.elementID = elementID
        self.destination = destination
        self.label = label
    }
}

/// A colour: a named system colour, sRGB components, or components for each colour scheme.
public enum ColorValue: Sendable, Hashable {
    /// A named colour, at an opacity in 0…1 (`Color.red.opacity(0.5)`).
    case named(String, opacity: Double = 1)
    case rgba(red: Double, green: Double, blue: Double, opacity: Double)
    /// A colour of each appearance: an asset catalog's colour (`Color(.name)`, `Color("name")`)
    /// or a dynamic `UIColor`; each renderer draws the one of the archive's colour scheme.
    case adaptive(light: RGBAValue, dark: RGBAValue)
}

/// sRGB components in 0…1.
public struct RGBAValue: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }
}

/// A foreground, fill or background style.
public enum ShapeStyleValue: Sendable, Hashable {
    case color(ColorValue)
    /// "primary", "secondary", "tertiary", "quaternary"
    case hierarchical(String)
    case tint
    /// A gradient over the bounds of what it fills.
    case gradient(GradientValue)
    /// A material (`.ultraThinMaterial`…): "ultraThin", "thin", "regular", "thick",
    /// "ultraThick", "bar"; mirrors blur what is behind and tint it.
    case material(String)
    /// `.background`: the style the nearest `.backgroundStyle(_:)` around it set
    /// (``ModifierValue/backgroundStyle(_:)``), else the system background (white in the light
    /// scheme, black in the dark), resolved where it is drawn.
    case background
}

/// An archived font.
public struct FontValue: Sendable, Hashable {
    /// iOS text styles: point size and weight, as the phone estimates sizes and mirrors draw.
    public static let textStyleMetrics: [String: (size: Double, weight: Int)] = [
        "largeTitle": (34, 400), "title": (28, 400), "title2": (22, 400), "title3": (20, 400), "headline": (17, 600),
        "body": (17, 400), "callout": (16, 400), "subheadline": (15, 400), "footnote": (13, 400), "caption": (12, 400),
        "caption2": (11, 400),
    ]

    public var textStyle: String?
    public var size: Double?
    public var weight: String?
    public var design: String?
    /// `Font.width(_:)`: `Font.Width`'s value (-1…1); nil for standard.
    public var width: Double?
    /// `Font.leading(_:)`: "tight", "loose"; nil for standard.
    public var leading: String?
    public init(
        textStyle: String? = nil, size: Double? = nil, weight: String? = nil, design: String? = nil,
        width: Double? = nil, leading: String? = nil
    ) {
        self.textStyle = textStyle
        self.size = size
        self.weight = weight
        self.design = design
        self.width = width
        self.leading = leading
    }
}

/// An archived frame.
public struct FrameValue: Sendable, Hashable {
    public var width: Double?
    public var height: Double?
    public var maxWidth: Double?
    public var maxHeight: Double?
    public var minWidth: Double?
    public var minHeight: Double?
    public var alignment: AlignmentValue
    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, maxHeight: Double? = nil, alignment: AlignmentValue = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// `WidgetAccentedRenderingMode`.
public enum AccentedRenderingModeValue: String, Sendable, Hashable, CaseIterable {
    case accented, accentedDesaturated, desaturated, fullColor
}

/// An archived view modifier.
public enum ModifierValue: Sendable, Hashable {
    case font(FontValue)
    case foregroundStyle(ShapeStyleValue)
    case tint(ColorValue)
    /// Edges ("all", "horizontal", …) and an optional length.
    case padding(edges: String, length: Double?)
    case invalidatableContent
    case privacySensitive
    case widgetURL(URL)
    case accentedRenderingMode(AccentedRenderingModeValue)
    case toggleStyle(String)
    case buttonStyle(String)
    case frame(FrameValue)
    case widgetAccentable
    case background(ColorValue)
    case opacity(Double)
    case lineLimit(Int)
    /// `.background(_:)` with a view, or `.background { … }`: drawn behind, the size of
    /// what it is behind (decoration: nothing in it can be tapped).
    indirect case backgroundView(ViewNode)
    /// `.minimumScaleFactor(_:)`: text may shrink to this fraction to fit.
    case minimumScaleFactor(Double)
    /// `.multilineTextAlignment(_:)`
    case multilineTextAlignment(TextAlignmentValue)
    /// `.fontWeight(_:)`, `.bold()`: a weight for the text inside, whatever its font.
    case fontWeight(String)
    /// `.fontDesign(_:)`
    case fontDesign(String)
    /// `.italic()`
    case italic
    /// `.monospacedDigit()`
    case monospacedDigit
    /// `.symbolRenderingMode(_:)`: "monochrome", "hierarchical", "palette", "multicolor".
    case symbolRenderingMode(String)
    /// `.layoutPriority(_:)`: who keeps its size first when a stack is short of room.
    case layoutPriority(Double)
    /// `.foregroundStyle(_:_:)` / `(_:_:_:)`: the primary, secondary (and tertiary) styles.
    case foregroundStyles([ShapeStyleValue])
    /// `.aspectRatio(_:contentMode:)`: nil keeps the content's own ratio.
    case aspectRatio(Double?, ContentModeValue)
    /// `.progressViewStyle(_:)`: "linear", "circular".
    case progressViewStyle(String)
    /// `.activityBackgroundTint(_:)`: the Lock Screen Live Activity's background.
    case activityBackgroundTint(ColorValue)
    /// `.activitySystemActionForegroundColor(_:)`: the colour of the system's button beside it.
    case activitySystemActionForegroundColor(ColorValue)
    /// `.accessibilityLabel(_:)`: what assistive technology says instead of the view's text.
    case accessibilityLabel(String)
    /// `.accessibilityHidden(true)`: drawn, but hidden from assistive technology.
    case accessibilityHidden
    /// `.accessibilityValue(_:)`: the view's current value, said after its label.
    case accessibilityValue(String)
    /// `.contentTransition(_:)`: how the content animates when an update changes it.
    case contentTransition(ContentTransitionValue)
    /// `.transition(_:)`: how the view comes in when an update inserts it.
    case transition(TransitionValue)
    /// `.animation(_:value:)`: the animation, and the value (as text) whose change starts it.
    case animation(AnimationValue, value: String)
    /// `.clipShape(_:style:)`, `.clipped()`, `.cornerRadius(_:)`: only what lies inside the
    /// shape (in the view's bounds) is drawn.
    case clipShape(ShapeKind, evenOdd: Bool)
    /// `.mask(_:)`: drawn only where the mask view is opaque.
    indirect case mask(ViewNode)
    /// `.shadow(color:radius:x:y:)`
    case shadow(ShadowValue)
    /// `.blur(radius:)`
    case blur(radius: Double)
    /// `.compositingGroup()`
    case compositingGroup
    /// `.blendMode(_:)`: `BlendMode`'s case name ("multiply", "screen", …).
    case blendMode(String)
    /// `.scaleEffect(x:y:anchor:)`: drawn scaled, its layout unchanged.
    case scaleEffect(x: Double, y: Double, anchor: UnitPointValue)
    /// `.rotationEffect(_:anchor:)`: drawn turned (degrees, clockwise), its layout unchanged.
    case rotationEffect(degrees: Double, anchor: UnitPointValue)
    /// `.offset(x:y:)`: drawn moved, its layout unchanged.
    case offset(x: Double, y: Double)
    /// `.imageScale(_:)`: "small", "medium", "large".
    case imageScale(String)
    /// `.containerShape(_:)`: the shape a `ContainerRelativeShape` inside follows.
    case containerShape(ShapeKind)
    /// `.gridCellColumns(_:)`: the grid cell spans this many columns.
    case gridCellColumns(Int)
    /// `.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.colorInvert`, `.hueRotation`,
    /// `.colorMultiply`, `.luminanceToAlpha`: on everything the modifiers before it drew.
    case colorEffect(ColorEffectValue)
    /// `.kerning(_:)`: points between characters, for the text inside.
    case kerning(Double)
    /// `.tracking(_:)`: points between characters (ligatures broken), for the text inside.
    case tracking(Double)
    /// `.baselineOffset(_:)`: points the text inside is raised.
    case baselineOffset(Double)
    /// `.lineSpacing(_:)`: points between the lines of the text inside.
    case lineSpacing(Double)
    /// `.fontWidth(_:)`: `Font.Width`'s value (-1…1), for the text inside.
    case fontWidth(Double)
    /// `.textScale(.secondary)`: the text inside at the secondary scale.
    case textScaleSecondary
    /// `.underline(_:pattern:color:)`
    case underline(TextLineValue)
    /// `.strikethrough(_:pattern:color:)`
    case strikethrough(TextLineValue)
    /// `.zIndex(_:)`: the drawing order among siblings (higher in front).
    case zIndex(Double)
    /// `.rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`: drawn turned in depth, its layout unchanged.
    case rotation3DEffect(Rotation3DValue)
    /// `.backgroundStyle(_:)`: what a ``ShapeStyleValue/background`` style inside stands for
    /// (never `.background` itself).
    case backgroundStyle(ShapeStyleValue)
}

/// `TextAlignment`, for `.multilineTextAlignment(_:)`.
public enum TextAlignmentValue: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

/// `ContentMode`, for `.aspectRatio(_:contentMode:)`.
public enum ContentModeValue: String, Sendable, Hashable, CaseIterable {
    case fit, fill
}
