/// An id as the page holds it: the phone's slot (``Mirror/FleetPhone/slot``, which the
/// mirror makes up), a slash, and the phone's own id of a widget instance, Live Activity
/// or control. The slot comes first and holds no slash, so whatever a phone's id holds,
/// the page id names that phone's item and no other phone's.
public struct PageID: Sendable, Hashable {
    public let slot: String
    public let local: String

    public init(slot: String, local: String) { (self.slot, self.local) = (slot, local) }

    /// Reads `slot/local`; nil without a slash or with an empty part.
    public init?(parsing text: String) {
        guard let slash = text.firstIndex(of: "/") else { return nil }
        let slot = String(text[..<slash]), local = String(text[text.index(after: slash)...])
        guard !slot.isEmpty, !local.isEmpty else { return nil }
        self.init(slot: slot, local: local)
    }

    public var text: String { "\(slot)/\(local)" }
}
