/// Which of a mirror's relays answer (#50 point 4), as a value: a relay whose request attempt
/// went unanswered (the request was sent again) is avoided by new requests until it answers
/// again; while avoided it is probed off the request path (a pairing lookup, which the relay
/// answers itself, at most once per ``probeInterval``), and after ``retryAfter`` without an
/// answer and without a probe sent (no update came to send one on) one request may go to it again. So with one of two relays dead a tap costs what it
/// costs with one relay, once the first time-out has shown it dead. Reads no clock.
package struct RelayHealth: Sendable, Equatable {
    /// How long an unanswered relay is avoided when no probe answer comes either.
    package static let retryAfter: Duration = .seconds(30)
    /// How often an avoided relay is probed.
    package static let probeInterval: Duration = .seconds(1)

    /// Since when each avoided relay has not answered.
    private var unanswered: [Int: ContinuousClock.Instant] = [:]
    /// When each avoided relay was last probed.
    private var probed: [Int: ContinuousClock.Instant] = [:]

    package init() {}

    /// Relay `relay` answered (a reply, a snapshot, a refusal, a probe's answer): used again.
    package mutating func answered(by relay: Int) {
        unanswered[relay] = nil
        probed[relay] = nil
    }

    /// Relay `relay` left a request attempt unanswered (it is being sent again) at `now`.
    package mutating func unanswered(_ relay: Int, at now: ContinuousClock.Instant) {
        unanswered[relay] = now
    }

    /// Whether new requests keep away from `relay` at `now`.
    package func avoids(_ relay: Int, at now: ContinuousClock.Instant) -> Bool {
        guard let since = unanswered[relay] else { return false }
        return now - since < Self.retryAfter
    }

    /// The first relay of `relays` from `start` on (wrapping) not avoided at `now`; `start`
    /// when every one is (a request still goes somewhere).
    package func first(from start: Int, among relays: Int, at now: ContinuousClock.Instant) -> Int {
        guard relays > 0 else { return 0 }
        for offset in 0..<relays {
            let index = (start + offset) % relays
            if !avoids(index, at: now) { return index }
        }
        return start % relays
    }

    /// The avoided relays due a probe at `now` (each at most once per ``probeInterval``), now
    /// counted as probed. A probe still unanswered when the next is due (an answer clears it)
    /// shows the relay silent since that probe: it stays avoided while probes go unanswered, and
    /// is tried with a request again only ``retryAfter`` after the last of them. Without that, a
    /// dead relay took one request every ``retryAfter`` for as long as it was dead, each waiting a
    /// whole time-out (one tap in 30 s at 2.5 s: the p99 of a tap a second).
    package mutating func probes(at now: ContinuousClock.Instant) -> [Int] {
        var due: [Int] = []
        for relay in unanswered.keys.sorted() where avoids(relay, at: now) {
            if let last = probed[relay] {
                if now - last < Self.probeInterval { continue }
                unanswered[relay] = max(unanswered[relay] ?? last, last)
            }
            probed[relay] = now
            due.append(relay)
        }
        return due
    }
}
