import Foundation
import Logging
import MirrorCore
import Codec
import Synchronization

/// One phone of a mirror's fleet as the mirror names it.
public struct FleetPhone: Sendable, Hashable, Identifiable {
    /// The mirror's own name for the phone in this run (`p1`, `p2`…, in pairing order): what
    /// the page's element ids, commands and keys carry. The mirror makes it up; nothing a
    /// phone sends becomes part of it, so no phone can name another phone's widgets.
    public let slot: String
    /// What the phone called itself when it paired (may repeat: phones are told apart by key).
    public let name: String
    /// Its key's fingerprint (empty in tests that build a fleet around one client).
    public let fingerprint: String

    public init(slot: String, name: String, fingerprint: String) {
        (self.slot, self.name, self.fingerprint) = (slot, name, fingerprint)
    }

    public var id: String { slot }
    /// The name, or "phone FINGERPRINT" when it has none.
    public var label: String { name.isEmpty ? (fingerprint.isEmpty ? "phone" : "phone \(fingerprint)") : name }
}

/// Something that happened to one phone's mirror.
public struct FleetEvent: Sendable {
    public let phone: FleetPhone
    public let event: MirrorEvent
}

/// A mirror of several phones: one ``MirrorClient`` per paired phone — its own sockets
/// (CURVE to that phone's key), ``MirrorCore`` (replica, pending marks, optimistic state,
/// reachability) and snapshot cache — so a phone's updates reach only its own replica, and
/// one phone that is unreachable, refuses this device or sends garbage leaves the others
/// live. The fleet only holds them, starts and stops them and merges what they report;
/// every decision stays in each client's core.
///
/// Phones come and go while it runs (``add(name:fingerprint:client:)``, ``remove(_:)``: a
/// phone paired or unpaired while the mirror runs); a slot is never given twice in one run,
/// so a page's ids of a phone gone never name another.
public final class MirrorFleet: Sendable {
    /// A phone and the client that mirrors it.
    public struct Link: Sendable {
        public let phone: FleetPhone
        public let client: MirrorClient
    }

    private struct State {
        var links: [Link] = []
        var nextSlot = 1
        var started = false
        var stopped = false
        /// Each phone's forwarding of its client's events into ``events``, by slot.
        var forwarders: [String: Task<Void, Never>] = [:]
        /// Who wants to hear that the phones changed.
        var watchers: [UInt64: AsyncStream<Void>.Continuation] = [:]
        var nextWatcher: UInt64 = 0
    }
    private let state = Mutex(State())

    /// What every phone's client reports, for the one front end that owns the fleet
    /// (more front ends ``followEachPhone(_:changed:)``); ends when the fleet has stopped.
    public let events: AsyncStream<FleetEvent>
    private let sink: AsyncStream<FleetEvent>.Continuation

    /// A fleet of `phones`, given slots `p1`, `p2`… in this order.
    public init(_ phones: [(name: String, fingerprint: String, client: MirrorClient)]) {
        (events, sink) = AsyncStream.makeStream(of: FleetEvent.self)
        for phone in phones { _ = attach(name: phone.name, fingerprint: phone.fingerprint, client: phone.client) }
    }

    /// A fleet of one phone (tools, tests, and the programs' single-phone paths).
    public convenience init(single client: MirrorClient, name: String = "Phone", fingerprint: String = "") {
        self.init([(name, fingerprint, client)])
    }

    deinit { state.withLock { $0.forwarders.values.forEach { $0.cancel() } } }

    /// Every phone, in pairing order.
    public var links: [Link] { state.withLock { $0.links } }

    public var phones: [FleetPhone] { links.map(\.phone) }

    /// The phone with this slot.
    public func link(_ slot: String) -> Link? { links.first { $0.phone.slot == slot } }

    /// The phone a person names (`--phone`): a name only it has, or its fingerprint.
    public func link(matching query: String) throws(PhoneQuery.Unmatched) -> Link {
        try PhoneQuery.match(query, among: links, name: \.phone.name, fingerprint: \.phone.fingerprint)
    }

    /// Gives `client` the next slot and forwards its events; whether the fleet runs already.
    private func attach(name: String, fingerprint: String, client: MirrorClient) -> (link: Link, started: Bool) {
        let sink = sink
        return state.withLock { state in
            let link = Link(
                phone: FleetPhone(slot: "p\(state.nextSlot)", name: name, fingerprint: fingerprint), client: client)
            state.nextSlot += 1
            state.links.append(link)
            state.forwarders[link.phone.slot] = Task {
                for await event in client.events { sink.yield(FleetEvent(phone: link.phone, event: event)) }
            }
            return (link, state.started && !state.stopped)
        }
    }

    /// Adds a phone paired while the fleet runs: started at once if the fleet has started (else
    /// with the others by ``start(logger:)``). A phone whose start fails stays, shown unreachable,
    /// as one that cannot start at the fleet's start does: `failure` says why.
    @discardableResult
    public func add(name: String, fingerprint: String, client: MirrorClient) async -> (
        link: Link, failure: (any Error)?
    ) {
        let (link, started) = attach(name: name, fingerprint: fingerprint, client: client)
        notifyChanged()
        guard started else { return (link, nil) }
        do {
            try await client.start()
            return (link, nil)
        } catch {
            return (link, error)
        }
    }

    /// Removes a phone unpaired while the fleet runs: its client stops (without writing its
    /// cache, whose folder went with the pairing) and its slot is never given again.
    public func remove(_ slot: String) async {
        let removed = state.withLock { state -> Link? in
            guard let index = state.links.firstIndex(where: { $0.phone.slot == slot }) else { return nil }
            state.forwarders.removeValue(forKey: slot)?.cancel()
            return state.links.remove(at: index)
        }
        guard let removed else { return }
        await removed.client.stop(writingCache: false)
        notifyChanged()
    }

    /// A stream that yields each time phones are added or removed (ends when the fleet stops).
    public func phoneChanges() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state -> UInt64? in
            guard !state.stopped else { return nil }
            defer { state.nextWatcher += 1 }
            state.watchers[state.nextWatcher] = continuation
            return state.nextWatcher
        }
        if let id {
            continuation.onTermination = { [weak self] _ in
                _ = self?.state.withLock { $0.watchers.removeValue(forKey: id) }
            }
        } else {
            continuation.finish()
        }
        return stream
    }

    private func notifyChanged() {
        for watcher in state.withLock({ Array($0.watchers.values) }) { watcher.yield() }
    }

    /// Starts every client, each on its own: one that cannot start is logged and shown
    /// unreachable while the others run. Returns the phones that could not start.
    @discardableResult
    public func start(logger: Logger) async -> [FleetPhone] {
        let links = state.withLock { state -> [Link] in
            state.started = true
            return state.links
        }
        return await withTaskGroup(of: FleetPhone?.self) { group in
            for link in links {
                group.addTask {
                    do {
                        try await link.client.start()
                        return nil
                    } catch {
                        logger.error(
                            "cannot start mirroring a phone",
                            metadata: ["phone": "\(link.phone.label)", "error": "\(error)"])
                        return link.phone
                    }
                }
            }
            var failed: [FleetPhone] = []
            for await case let phone? in group { failed.append(phone) }
            return failed
        }
    }

    /// Stops every client (each writes its cache and closes its channels); then ``events`` and
    /// every ``phoneChanges()`` stream end.
    public func stop() async {
        let (links, forwarders) = state.withLock { state in
            state.stopped = true
            return (state.links, Array(state.forwarders.values))
        }
        await withTaskGroup(of: Void.self) { group in
            for link in links { group.addTask { await link.client.stop() } }
        }
        // Each forwarder ends with its client's events; the stream ends once all have.
        for forwarder in forwarders { await forwarder.value }
        sink.finish()
        for watcher in state.withLock({ state in
            defer { state.watchers = [:] }; return Array(state.watchers.values)
        }) { watcher.finish() }
    }

    /// Calls `body` with each phone's events, from a stream per phone (a busy phone's events cannot
    /// push another phone's out of a shared buffer), phones added while it runs included, and
    /// `changed` each time phones are added or removed; returns when the fleet stops (or the task
    /// is cancelled).
    public func followEachPhone(
        _ body: @escaping @Sendable (FleetPhone, MirrorEvent) async -> Void,
        changed: @escaping @Sendable () async -> Void = {}
    ) async {
        let changes = phoneChanges()  // before the first look: no change falls between
        await withTaskGroup(of: Void.self) { group in
            var followed: Set<String> = []
            func followNewPhones() async {
                for link in links where followed.insert(link.phone.slot).inserted {
                    let events = await link.client.subscribe(), phone = link.phone
                    group.addTask { for await event in events { await body(phone, event) } }
                }
            }
            await followNewPhones()
            for await _ in changes {
                await followNewPhones()
                await changed()
            }
        }
    }

    /// What every phone's section shows, taken phone by phone.
    public func presentation() async -> FleetPresentation {
        var phones: [PhonePresentation] = []
        for link in links {
            phones.append(PhonePresentation(phone: link.phone, presentation: await link.client.presentation()))
        }
        return FleetPresentation(phones: phones)
    }

    /// Whether the device is locked (every phone's mirror is locked together).
    public func isLocked() async -> Bool {
        guard let first = links.first else { return false }
        return await first.client.isLocked
    }

    /// Locks or unlocks the device: every phone's widgets at once.
    public func setLocked(_ locked: Bool) async {
        for link in links { await link.client.setLocked(locked) }
    }
}

/// One phone's part of what a mirror shows.
public struct PhonePresentation: Sendable {
    public let phone: FleetPhone
    public let presentation: Presentation
    public init(phone: FleetPhone, presentation: Presentation) {
        (self.phone, self.presentation) = (phone, presentation)
    }
}

/// Everything a mirror of several phones shows, phone by phone in pairing order.
public struct FleetPresentation: Sendable {
    public let phones: [PhonePresentation]
    public init(phones: [PhonePresentation]) { self.phones = phones }

    /// Locked, as every phone's mirror is.
    public var locked: Bool { phones.first?.presentation.status.locked ?? false }
}
