import Mirror
import MirrorHTML
import Synchronization

/// What one open page shows its widgets as (``Mirror/DisplayMode``): a mode for the whole
/// page, and for a card a mode of its own. Choosing the page's mode drops the cards' own.
public struct PageModes: Sendable, Hashable {
    /// The page's mode.
    public private(set) var page: DisplayMode
    /// The cards that have a mode of their own, by page id.
    public private(set) var cards: [String: DisplayMode] = [:]

    public init(page: DisplayMode = .desktop) { self.page = page }

    /// The mode the card `id` is shown in.
    public func mode(of id: String) -> DisplayMode { cards[id] ?? page }

    /// Sets the mode of the card `id`, or of the page when `id` is nil.
    public mutating func set(_ mode: DisplayMode, for id: String?) {
        guard let id else {
            page = mode
            cards = [:]
            return
        }
        cards[id] = mode == page ? nil : mode
    }
}

/// One page session's ``PageModes``, shared by its tasks: the one that reads its commands sets
/// them, the one that draws its frames reads them.
final class PageModeChoice: Sendable {
    private let modes = Mutex(PageModes())

    var current: PageModes { modes.withLock { $0 } }

    func set(_ mode: DisplayMode, for id: String?) { modes.withLock { $0.set(mode, for: id) } }
}
