import Mirror

/// Something one phone of a fleet shows, named as the mirror names it: the phone's slot
/// and the item's id on that phone (a widget instance, a Live Activity). Two phones may
/// use the same ids; the pair tells their items apart, so a key press reaches the phone
/// whose item it was.
public struct PhoneItemKey: Hashable, Sendable {
    public let slot: String
    public let id: String

    public init(slot: String, id: String) { (self.slot, self.id) = (slot, id) }
    public init(_ phone: FleetPhone, _ id: String) { self.init(slot: phone.slot, id: id) }
}

/// The keyboard focus on one item of a list that changes under it (cards of several
/// phones, a Smart Stack that reorders): kept by the item's key, so it stays on the same
/// item when others come, go or move; when that item is gone, it falls on the item now
/// at its last place. With nothing chosen yet, the first item has it.
public struct ListFocus<Item: Hashable & Sendable>: Sendable {
    private var key: Item?
    private var position = 0

    public init() {}

    /// Where the focus is in `items` now (nil when the list is empty).
    public func index(in items: [Item]) -> Int? {
        guard !items.isEmpty else { return nil }
        if let key, let found = items.firstIndex(of: key) { return found }
        return min(position, items.count - 1)
    }

    /// Moves the focus `step` places (negative: back), stopping at the ends.
    public mutating func move(by step: Int, in items: [Item]) {
        guard let current = index(in: items) else { return }
        position = min(max(0, current + step), items.count - 1)
        key = items[position]
    }
}
