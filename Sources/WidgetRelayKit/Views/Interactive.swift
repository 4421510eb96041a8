import Foundation

/// `Button(intent:label:)` / `Button(_:intent:)`: performs an App Intent on the phone.
public struct Button: View, ArchivableView {
    public typealias Body = Never
    let intent: any AppIntent
    let label: any View

    public init(intent: some AppIntent, @ViewBuilder label: () -> some View) {
        self.intent = intent
        self.label = label()
    }

    public init(_ title: some StringProtocol, intent: some AppIntent) {
        self.intent = intent
        label = Text(title)
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        let invocation = IntentRegistry.invocation(of: intent)
        let id = archiver.elementID("button:\(invocation.intentType)")
        return [ViewNode(.button(ButtonNode(elementID: id, invocation: invocation, label: archiver.single(label))))]
    }
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
        return [ViewNode(.toggle(ToggleNode(elementID: id, isOn: isOn, invocation: invocation, label: archiver.single(label))))]
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
        [ViewNode(.link(LinkNode(elementID: archiver.elementID("link"), destination: destination, label: archiver.single(label))))]
    }
}
