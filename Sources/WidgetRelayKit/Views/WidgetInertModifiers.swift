import Foundation

// SwiftUI's view modifiers that change nothing a widget draws, as Apple documents them: a widget
// is archived, not run, so it has no gestures, selection, menus, scrolling, lists, haptics or
// safe areas of its own, and what assistive technology reads beyond the label, value and hidden
// flag (which are archived: Accessibility.swift) has no field in relay.v1. Each is accepted, so
// real widget code compiles, and leaves the archive as it is (AppleModulesTests.ModifierTableTests
// holds every one of them to that).
extension View {
    /// `.allowsHitTesting(_:)`: accepted and ignored (a widget's taps are its buttons, toggles and links).
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// `.contentShape(_:eoFill:)`: accepted and ignored (no hit testing in an archive).
    public func contentShape(_ shape: some Shape, eoFill: Bool = false) -> some View { self }
    /// `.ignoresSafeArea(_:edges:)`: accepted and ignored (a widget has no safe area).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// `.edgesIgnoringSafeArea(_:)`: accepted and ignored (a widget has no safe area).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// `.tag(_:)`: accepted and ignored (no pickers or tab views in a widget).
    public func tag(_ tag: some Hashable) -> some View { self }
    /// `.help(_:)`: accepted and ignored (no pointer to hover with).
    public func help(_ text: LocalizedStringKey) -> some View { self }
    /// `.help(_:)` with a string: accepted and ignored.
    @_disfavoredOverload
    public func help(_ text: some StringProtocol) -> some View { self }
    /// `.textSelection(_:)`: accepted and ignored (a widget's text cannot be selected).
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
    /// `.controlSize(_:)`: accepted and ignored (mirrors draw one size of control).
    public func controlSize(_ size: ControlSize) -> some View { self }
    /// `.scrollDisabled(_:)`: accepted and ignored (a widget does not scroll).
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
    /// `.listRowBackground(_:)`: accepted and ignored (a widget has no `List`).
    public func listRowBackground(_ view: (some View)?) -> some View { self }
    /// `.listRowInsets(_:)`: accepted and ignored (a widget has no `List`).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }
    /// `.listRowSeparator(_:edges:)`: accepted and ignored (a widget has no `List`).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// `.headerProminence(_:)`: accepted and ignored (a widget has no `List` sections).
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    /// `.badge(_:)`: accepted and ignored (badges are drawn on list rows and tab items only).
    public func badge(_ count: Int) -> some View { self }
    /// `.badge(_:)` with a text: accepted and ignored.
    public func badge(_ label: Text?) -> some View { self }
    /// `.contextMenu(menuItems:)`: accepted and ignored (a widget has no long-press menu).
    public func contextMenu(@ViewBuilder menuItems: () -> some View) -> some View { self }
    /// `.sensoryFeedback(_:trigger:)`: accepted and ignored (a mirror has no haptics).
    public func sensoryFeedback(_ feedback: SensoryFeedback, trigger: some Equatable) -> some View { self }
    /// `.transaction(_:)`: accepted and ignored (animations are the archive's `.animation`).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    /// `.geometryGroup()`: accepted and ignored (it changes how animations interpolate only).
    public func geometryGroup() -> some View { self }
    /// `.drawingGroup(opaque:colorMode:)`: accepted and ignored (it changes how SwiftUI
    /// renders, not what).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// `.accessibilityIdentifier(_:)`: accepted and ignored (for UI tests; no field in relay.v1).
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// `.accessibilityHint(_:)`: accepted and ignored (relay.v1 carries a label and a value only).
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// `.accessibilityHint(_:)` with a string: accepted and ignored.
    @_disfavoredOverload
    public func accessibilityHint(_ hint: some StringProtocol) -> some View { self }
    /// `.accessibilityAddTraits(_:)`: accepted and ignored (no traits in relay.v1).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// `.accessibilityRemoveTraits(_:)`: accepted and ignored.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// `.accessibilitySortPriority(_:)`: accepted and ignored (assistive technology reads the
    /// archive in order).
    public func accessibilitySortPriority(_ priority: Double) -> some View { self }
    /// `.accessibilityHeading(_:)`: accepted and ignored.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
    /// `.accessibilityRepresentation(representation:)`: accepted and ignored (the view itself is
    /// read, as archived).
    public func accessibilityRepresentation(@ViewBuilder representation: () -> some View) -> some View { self }
    /// `.accessibilityChildren(children:)`: accepted and ignored.
    public func accessibilityChildren(@ViewBuilder children: () -> some View) -> some View { self }
    /// `.accessibilityAction(_:_:)`: accepted and ignored (a widget's actions are its buttons).
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View { self }
    /// `.accessibilityAction(named:_:)`: accepted and ignored.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// `.accessibilityAction(named:_:)` with a string: accepted and ignored.
    @_disfavoredOverload
    public func accessibilityAction(named name: some StringProtocol, _ handler: @escaping () -> Void) -> some View {
        self
    }
    /// `.preferredColorScheme(_:)`: accepted and ignored (it asks the presenting window, which a
    /// widget has not; write `.environment(\.colorScheme, …)` to draw a part dark).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    /// `.dynamicTypeSize(_:)`: accepted and ignored (mirrors draw at the default size).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
    /// `.dynamicTypeSize(_:)` with a range: accepted and ignored.
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize { self }
    /// `.typesettingLanguage(_:isEnabled:)`: accepted and ignored (mirrors set text in the
    /// page's language).
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// `.flipsForRightToLeftLayoutDirection(_:)`: accepted and ignored (mirrors lay out left to right).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
}

/// Which parts of a safe area to ignore (`SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Whether text can be selected (`TextSelectability`): `.enabled`, `.disabled`.
public struct TextSelectability: Sendable, Hashable {
    let enabled: Bool
    public static let enabled = TextSelectability(enabled: true)
    public static let disabled = TextSelectability(enabled: false)
}

/// The size of controls (`ControlSize`).
public enum ControlSize: Sendable, Hashable, CaseIterable {
    case mini, small, regular, large, extraLarge
}

/// How prominent a section's header is (`Prominence`).
public enum Prominence: Sendable, Hashable {
    case standard, increased
}

/// Vertical edges (`VerticalEdge`), for `.listRowSeparator(_:edges:)`.
public enum VerticalEdge: Sendable, Hashable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// Haptic feedback (`SensoryFeedback`); a mirror plays none.
public struct SensoryFeedback: Sendable, Hashable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")
}

/// The context of a state change (`Transaction`): its animation, which `.transaction(_:)` may change.
public struct Transaction {
    /// The animation of the change, if any.
    public var animation: Animation?
    /// Whether animations of the views inside are turned off.
    public var disablesAnimations = false
    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// How colours are composited in a drawing group (`ColorRenderingMode`).
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}

/// A view's accessibility traits (`AccessibilityTraits`); relay.v1 carries none.
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable {
    private var names: Swift.Set<String>
    private init(_ name: String) { names = [name] }
    public init() { names = [] }
    public static let isButton = AccessibilityTraits("isButton")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isSelected = AccessibilityTraits("isSelected")
    public static let isLink = AccessibilityTraits("isLink")
    public static let isSearchField = AccessibilityTraits("isSearchField")
    public static let isImage = AccessibilityTraits("isImage")
    public static let playsSound = AccessibilityTraits("playsSound")
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    public static let isStaticText = AccessibilityTraits("isStaticText")
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    public static let isModal = AccessibilityTraits("isModal")
    public static let isToggle = AccessibilityTraits("isToggle")

    public func union(_ other: Self) -> Self { var copy = self; copy.names.formUnion(other.names); return copy }
    public func intersection(_ other: Self) -> Self {
        var copy = self
        copy.names.formIntersection(other.names)
        return copy
    }
    public func symmetricDifference(_ other: Self) -> Self {
        var copy = self
        copy.names.formSymmetricDifference(other.names)
        return copy
    }
    public func contains(_ member: Self) -> Bool { member.names.isSubset(of: names) }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: Self) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: Self) { names.formSymmetricDifference(other.names) }
}

/// A heading's level (`AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: Sendable, Hashable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// The kind of an accessibility action (`AccessibilityActionKind`).
public struct AccessibilityActionKind: Sendable, Hashable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    public init(named name: Text) { self.name = "named" }
    init(name: String) { self.name = name }
}
