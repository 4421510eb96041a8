import NodeTransport
import Synchronization

/// Requests waiting for the phone, one FIFO per peer, served round-robin: a peer
/// with a thousand waiting requests gets one turn, then every other peer with
/// something waiting gets one, and so on. With the router's receive window
/// (which bounds how much is read ahead at all), one device's flood costs
/// another device at most a turn or two, never the flood's length.
///
/// A value: the phone's reader pushes, its event loop pops, under one lock.
public struct FairQueue<Element: Sendable>: Sendable {
    private var queues: [String: [Element]] = [:]
    private var heads: [String: Int] = [:]
    /// Peers with something waiting, in the order their turns come.
    private var turns: [String] = []
    public private(set) var count = 0

    public init() {}

    /// Queues `element` behind `peer`'s earlier ones.
    public mutating func push(_ element: Element, peer: String) {
        if queues[peer, default: []].count == heads[peer, default: 0] { turns.append(peer) }
        queues[peer, default: []].append(element)
        count += 1
    }

    /// The next element: the oldest of the peer whose turn it is.
    public mutating func pop() -> Element? {
        guard !turns.isEmpty else { return nil }
        let peer = turns.removeFirst()
        guard var queue = queues[peer] else { return nil }
        let head = heads[peer, default: 0]
        let element = queue[head]
        count -= 1
        if head + 1 == queue.count {
            queues[peer] = nil
            heads[peer] = nil
        } else {
            turns.append(peer)  // back of the line
            if head + 1 >= 64 {  // drop the served prefix now and then
                queue.removeFirst(head + 1)
                queues[peer] = queue
                heads[peer] = 0
            } else {
                heads[peer] = head + 1
            }
        }
        return element
    }

    /// How many `peer` has waiting.
    public func waiting(for peer: String) -> Int {
        (queues[peer]?.count ?? 0) - (heads[peer] ?? 0)
    }
}

/// What waits for a device's turn on the phone's loop: a request read from the router, or
/// the next step of one of its interactions (``PhoneNode/takeTurn(of:)``).
enum InboxItem: Sendable {
    case request(TransportMessage)
    /// An interaction suspended until its device's turn comes: resume the waiter of this number.
    case step(Int)
}

/// The phone's requests between its reader task and its event loop, and its interactions'
/// steps waiting for their device's turn: a ``FairQueue`` under a lock, shared by reference.
final class RequestInbox: Sendable {
    private let queue = Mutex(FairQueue<InboxItem>())

    func push(_ message: TransportMessage, peer: String) {
        queue.withLock { $0.push(.request(message), peer: peer) }
    }

    /// Queues step `number` of an interaction from `peer` (its key) behind the peer's earlier items.
    func pushStep(_ number: Int, peer: String) {
        queue.withLock { $0.push(.step(number), peer: peer) }
    }

    func pop() -> InboxItem? {
        queue.withLock { $0.pop() }
    }
}
