import Codec
import Foundation

/// Whether a request that opened is fresh: a relay can send the phone the same sealed request
/// again, and a request such as `Unpair` (or a configuration after its kept reply expired)
/// would then be carried out twice. Each sending is sealed with a nonce of its own (a mirror's
/// retry too), so a nonce seen within ``window`` is a replay; a request sent (its envelope's
/// `sent_at`, the mirror's clock) further than ``window`` from this phone's wall clock is too
/// old to tell, and refused as well. A value; the phone's relay transport keeps one.
struct RequestFreshness: Sendable {
    /// How far a request's `sent_at` may be from now (clock skew between hosts included).
    static let window: TimeInterval = 600
    /// Nonces remembered at most (the oldest forgotten first).
    static let capacity = 100_000

    private var seen: Set<[UInt8]> = []
    private var order: [(nonce: [UInt8], at: Date)] = []
    private var start = 0

    /// Why the request (its envelope's bytes, sealed with `nonce`) is refused, or nil when it is
    /// fresh (then its nonce is remembered).
    mutating func refusal(of envelope: [UInt8], nonce: [UInt8], now: Date) -> String? {
        forget(before: now.addingTimeInterval(-Self.window))
        switch RequestStamp(envelope: envelope) {
        case .unreadable:
            return nil  // the node answers MALFORMED
        case .missing:
            return "no time it was sent"
        case .sent(let sent):
            if abs(sent.timeIntervalSince(now)) > Self.window {
                return "sent at \(sent), more than \(Int(Self.window)) s from this phone's clock"
            }
        }
        guard seen.insert(nonce).inserted else {
            return "sealed with a nonce seen \(Int(Self.window)) s or less ago: sent again by the relay"
        }
        order.append((nonce, now))
        if seen.count > Self.capacity, start < order.count {
            seen.remove(order[start].nonce)
            start += 1
        }
        return nil
    }

    private mutating func forget(before cutoff: Date) {
        while start < order.count, order[start].at < cutoff {
            seen.remove(order[start].nonce)
            start += 1
        }
        if start > 1024, start * 2 > order.count {
            order.removeFirst(start)
            start = 0
        }
    }
}
