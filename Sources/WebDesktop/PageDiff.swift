import Foundation

/// What one page was last sent, so the next frame carries only what changed: a card
/// is sent again only when its HTML changed (the page patches it in place).
public struct PageDiff: Sendable {
    private var last: PageFragments?

    public init() {}

    /// The frame that brings a page from what it was last sent to `next`.
    public mutating func frame(to next: PageFragments, phoneNow: Date) -> PageFrame {
        defer { last = next }
        var frame = PageFrame(phoneNow: (phoneNow.timeIntervalSince1970 * 1000).rounded())
        if next.clocks.count > 1 {
            frame.clocks = next.clocks.mapValues { ($0.timeIntervalSince1970 * 1000).rounded() }
        }
        guard let last else {
            frame.header = next.header
            frame.strip = next.strip
            frame.widgets = next.cards
            frame.order = next.order
            return frame
        }
        if next.header != last.header { frame.header = next.header }
        if next.strip != last.strip { frame.strip = next.strip }
        if next.order != last.order { frame.order = next.order }
        for (id, card) in next.cards where last.cards[id] != card { frame.widgets[id] = card }
        return frame
    }
}
