extension RelayHub {
    /// A phone's pairing window, open for pairing at this relay.
    struct PairingWindowState: Sendable, Hashable {
        /// The connection of `phone-node pair` (not the phone node's own).
        var route: Route
        var key: [UInt8]
        var name: String
        var until: ContinuousClock.Instant
    }

    /// A window announced (or closed, `seconds` 0) by the phone `phone` on `route`: listed
    /// for at most ``HubLimits/pairingListing`` after its latest announcement.
    mutating func pairingWindow(
        _ phone: PhoneID, route: Route, key: [UInt8], name: String, seconds: UInt32,
        at now: ContinuousClock.Instant
    ) -> [Effect] {
        guard phones[phone] != nil || phones.count < limits.phones else { return [drop(.tooManyPhones, phone: phone)] }
        var state = phones[phone] ?? HubPhone()
        if seconds == 0 {
            state.pairing = nil
        } else {
            let listed = min(Duration.seconds(Int64(seconds)), limits.pairingListing)
            state.pairing = PairingWindowState(
                route: route, key: key, name: String(name.prefix(256)), until: now + listed)
        }
        phones[phone] = state
        return []
    }

    /// The phones whose windows are open now.
    func listing(at now: ContinuousClock.Instant) -> [ListedPhone] {
        phones.keys.sorted().compactMap { phone in
            guard let window = phones[phone]?.pairing, window.until > now else { return nil }
            return ListedPhone(phone: phone, key: window.key, name: window.name)
        }
    }

    /// One ceremony step from the mirror at `route`: forwarded to the phone's open window
    /// (the route remembered for the answer); dropped when no window is open.
    mutating func pairing(from route: Route, phone: PhoneID, bytes: [UInt8], at now: ContinuousClock.Instant)
        -> [Effect]
    {
        guard var state = phones[phone], let window = state.pairing, window.until > now else {
            return [drop(.pairingWithoutWindow, phone: phone)]
        }
        state.pairingRequesters.remember(route, bound: limits.requestersPerPhone)
        phones[phone] = state
        stats.pairingForwarded += 1
        return [.forwardPairing(phoneRoute: window.route, mirrorRoute: route, bytes: bytes)]
    }

    /// The window's answer: forwarded to the mirror route it names if that mirror sent it a step.
    mutating func pairingAnswer(from phone: PhoneID, to route: Route, bytes: [UInt8]) -> [Effect] {
        guard let state = phones[phone], state.pairingRequesters.contains(route) else {
            return [drop(.replyToUnknownRoute, phone: phone)]
        }
        stats.pairingForwarded += 1
        return [.forwardPairingAnswer(mirrorRoute: route, bytes: bytes)]
    }

    /// Windows past their listing are closed.
    mutating func expirePairingWindows(at now: ContinuousClock.Instant) -> [Effect] {
        for phone in phones.keys {
            if let window = phones[phone]?.pairing, window.until <= now { phones[phone]?.pairing = nil }
        }
        return []
    }
}
