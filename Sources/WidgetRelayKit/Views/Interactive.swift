import Foundation

/// `Button(intent:label:)` / `Button(_:intent:)`: performs an App Intent on the phone.
public struct Button<Label: View>: View, ArchivableView {
    public typealias Body = Never
    let intent: (any AppIntent)?
    let label: Label

    public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.intent = intent
        self.label = label()
    }

    /// `Button(action:label:)`: a closure, which a widget cannot run (on iOS neither: only App
    /// Intents run from a widget). It compiles and shows its label; tapping it does nothing.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        intent = nil
        self.label = label()
    }

    /// `Button(role:action:label:)`
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }

    init(intent: (any AppIntent)?, label: Label) {
        self.intent = intent
        self.label = label
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        // A closure button: its label, not a control (nothing on the phone could run it).
        guard let intent else { return archiver.archive(label) }
        let invocation = IntentRegistry.invocation(of: intent)
        let id = archiver.elementID("button:\(invocation.intentType)")
        return [ViewNode(.button(ButtonNode(elementID: id, invocation: invocation, label: archiver.single(label))))]
    }
}

extension Button where Label == Text {
    /// `Button(_:intent:)` with a literal.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(intent: intent, label: Text(titleKey))
    }
    /// `Button(_:intent:)` with a string.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, intent: some AppIntent) { self.init(intent: intent, label: Text(title)) }
    /// `Button(_:action:)` (see `Button(action:label:)`).
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(intent: nil, label: Text(titleKey))
    }
    /// `Button(_:action:)` with a string.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: @escaping () -> Void) {
        self.init(intent: nil, label: Text(title))
    }
}

extension Button where Label == WidgetRelayKit.Label<Text, Image> {
    /// `Button(_:systemImage:intent:)`
    public init(_ titleKey: LocalizedStringKey, systemImage: String, intent: some AppIntent) {
        self.init(intent: intent, label: WidgetRelayKit.Label(titleKey, systemImage: systemImage))
    }
    /// `Button(_:image:intent:)`: a title and an asset image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, intent: some AppIntent) {
        self.init(intent: intent, label: WidgetRelayKit.Label(titleKey, image: image))
    }
    /// `Button(_:systemImage:action:)`
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(intent: nil, label: WidgetRelayKit.Label(titleKey, systemImage: systemImage))
    }
}

/// `ButtonRole`: accepted (a widget's buttons have no roles to draw).
public struct ButtonRole: Sendable, Hashable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let confirm = ButtonRole(name: "confirm")
    public static let close = ButtonRole(name: "close")
}

/// `Toggle(isOn:intent:label:)`: `isOn` is the phone's truth for this entry (a
/// Bool, not a binding); a mirror flips it optimistically when tapped.
public struct Toggle: View, ArchivableView {
    public typealias Body = Never
    let isOn: Bool
    let intent: any AppIntent
    let label: any View

    public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> some View) {
        self.isOn = isOn
        self.intent = intent
        self.label = label()
    }

    public init(_ title: some StringProtocol, isOn: Bool, intent: some AppIntent) {
        self.isOn = isOn
        self.intent = intent
        label = Text(title)
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let invocation = IntentRegistry.invocation(of: intent)
        let id = archiver.elementID("toggle:\(invocation.intentType)")
        return [
            ViewNode(
                .toggle(ToggleNode(elementID: id, isOn: isOn, invocation: invocation, label: archiver.single(label))))
        ]
    }
}

/// `Link(destination:label:)`: opens the app on the phone at the URL.
public struct Link: View, ArchivableView {
    public typealias Body = Never
    let destination: URL
    let label: any View

    public init(destination: URL, @ViewBuilder label: () -> some View) {
        self.destination = destination
        self.label = label()
    }

    public init(_ title: some StringProtocol, destination: URL) {
        self.destination = destination
        label = Text(title)
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        [
            ViewNode(
                .link(
                    LinkNode(
                        elementID: archiver.elementID("link"), destination: destination, label: archiver.single(label)))
            )
        ]
    }
}
