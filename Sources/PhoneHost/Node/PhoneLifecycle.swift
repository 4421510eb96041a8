import NodeTransport

extension PhoneNode {
    /// Where a phone node is in its life. The channels exist only while it listens,
    /// so nothing can send on a socket that is not bound yet or already closed.
    enum Lifecycle: Sendable {
        /// Reading the database; nothing is bound yet.
        case starting
        /// Bound, restoring what mirrors see; requests are not read yet. A failed or stopped
        /// start closes these channels as a stopped node does.
        case restoring(Channels)
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

    /// The channels, once bound and until closed.
    var channels: Channels? {
        switch lifecycle {
        case .restoring(let channels), .listening(let channels): channels
        case .starting, .stopped: nil
        }
    }
}
