import RelayTransport

extension PhoneNode {
    /// Where a phone node is in its life. The channels exist only while it listens,
    /// so nothing can send on a socket that is not bound yet or already closed.
    enum Lifecycle: Sendable {
        /// Restoring state from the database; nothing is bound yet.
        case starting
        /// Bound and serving.
        case listening(Channels)
        /// Closed; `run()` has returned or is returning.
        case stopped
    }

    /// The sockets a listening phone owns.
    struct Channels: Sendable {
        /// Requests from paired devices (ROUTER).
        let router: any MessageChannel
        /// Sequenced updates to mirrors (XPUB).
        let publisher: any MessageChannel
        /// The local control endpoint, when configured.
        let control: (any MessageChannel)?
    }

    /// The channels, while listening.
    var channels: Channels? {
        if case .listening(let channels) = lifecycle { channels } else { nil }
    }
}
