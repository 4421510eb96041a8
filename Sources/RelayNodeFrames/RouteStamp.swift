import RelayHub

/// The mark a relay puts on the mirror routes it hands a phone, so a phone's answer to a route of
/// an earlier run of the relay is never taken for a route of this one.
///
/// A route is the routing id libzmq's ROUTER gave a mirror's connection, and libzmq 4.3 gives
/// them from a counter that starts where every process starts it (its first `rand()` under the
/// default seed: 00 6b 8b 45 67, then …68, …69): a relay restarted after a kill hands out the
/// routes the dead one did, to whichever mirrors reconnect first. A phone still answering a
/// request the dead relay forwarded (its DEALER sends what it queued to the new relay) would
/// then name a route that now belongs to another mirror — which refused the answer as "a reply
/// meant for another device or phone" while the mirror that asked waited out its time-out
/// (RelayKillTests saw 7 and 13 such refusals on one mirror in about one run of ten).
///
/// So the route a phone sees is this run's random incarnation followed by the routing id; an
/// answer whose route does not start with it is dropped as a reply to an unknown route.
package struct RouteStamp: Sendable, Equatable {
    /// Bytes chosen at the relay's start, the same for every route of this run.
    package let incarnation: [UInt8]

    /// How long an incarnation is: 8 random bytes, so two runs share one with a chance of 2⁻⁶⁴.
    package static let length = 8

    package init(incarnation: [UInt8]) {
        precondition(incarnation.count == Self.length, "an incarnation is \(Self.length) bytes")
        self.incarnation = incarnation
    }

    /// A new run's stamp, from the system's random source.
    package static func random() -> RouteStamp {
        var generator = SystemRandomNumberGenerator()
        return RouteStamp(incarnation: (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }

    /// The bytes a phone is given for `route`.
    package func stamped(_ route: Route) -> [UInt8] { incarnation + route.bytes }

    /// The route a phone's answer names, if this run stamped it; nil for another run's or none.
    package func route(_ bytes: some Collection<UInt8>) -> Route? {
        guard bytes.count > Self.length, bytes.starts(with: incarnation) else { return nil }
        return Route(Array(bytes.dropFirst(Self.length)))
    }
}
