import Foundation
import Logging
import MirrorCore
import RelayCore

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
public final class MirrorFleet: Sendable {
    /// A phone and the client that mirrors it.
    public struct Link: Sendable {
        public let phone: FleetPhone
        public let client: MirrorClient
    }

    /// Every phone, in pairing order.
    public let links: [Link]
    /// What every phone's client reports, for the one front end that owns the fleet
    /// (more front ends ``subscribeEach()``); ends when every client has stopped.
    public let events: AsyncStream<FleetEvent>
    private let forwarder: Task<Void, Never>

    /// A fleet of `phones`, given slots `p1`, `p2`… in this order.
    public init(_ phones: [(name: String, fingerprint: String, client: MirrorClient)]) {
        links = phones.enumerated().map { index, phone in
            Link(phone: FleetPhone(slot: "p\(index + 1)", name: phone.name, fingerprint: phone.fingerprint), client: phone.client)
        }
        let (events, sink) = AsyncStream.makeStream(of: FleetEvent.self)
        self.events = events
        let links = links
        forwarder = Task {
            await withTaskGroup(of: Void.self) { group in
                for link in links {
                    group.addTask { for await event in link.client.events { sink.yield(FleetEvent(phone: link.phone, event: event)) } }
                }
            }
            sink.finish()
        }
    }

    /// A fleet of one phone (tools, tests, and the programs' single-phone paths).
    public convenience init(single client: MirrorClient, name: String = "Phone", fingerprint: String = "") {
        self.init([(name, fingerprint, client)])
    }

    deinit { forwarder.cancel() }

    public var phones: [FleetPhone] { links.map(\.phone) }

    /// The phone with this slot.
    public func link(_ slot: String) -> Link? { links.first { $0.phone.slot == slot } }

    /// The phone a person names (`--phone`): a name only it has, or its fingerprint.
    public func link(matching query: String) throws(PhoneQuery.Unmatched) -> Link {
        try PhoneQuery.match(query, among: links, name: \.phone.name, fingerprint: \.phone.fingerprint)
    }

    /// Starts every client, each on its own: one that cannot start is logged and shown
    /// unreachable while the others run. Returns the phones that could not start.
    @discardableResult
    public func start(logger: Logger) async -> [FleetPhone] {
        await withTaskGroup(of: FleetPhone?.self) { group in
            for link in links {
                group.addTask {
                    do {
                        try await link.client.start()
                        return nil
                    } catch {
                        logger.error("cannot start mirroring a phone", metadata: ["phone": "\(link.phone.label)", "error": "\(error)"])
                        return link.phone
                    }
                }
            }
            var failed: [FleetPhone] = []
            for await case let phone? in group { failed.append(phone) }
            return failed
        }
    }

    /// Stops every client (each writes its cache and closes its channels).
    public func stop() async {
        await withTaskGroup(of: Void.self) { group in
            for link in links { group.addTask { await link.client.stop() } }
        }
    }

    /// A stream per phone of what happens to it from now on (each keeps its newest 64
    /// events when its reader falls behind): a front end that redraws one phone at a time
    /// learns of every phone's changes, however busy another phone is.
    public func subscribeEach() async -> [(phone: FleetPhone, events: AsyncStream<MirrorEvent>)] {
        var streams: [(phone: FleetPhone, events: AsyncStream<MirrorEvent>)] = []
        for link in links { streams.append((link.phone, await link.client.subscribe())) }
        return streams
    }

    /// What every phone's section shows, taken phone by phone.
    public func presentation() async -> FleetPresentation {
        var phones: [PhonePresentation] = []
        for link in links { phones.append(PhonePresentation(phone: link.phone, presentation: await link.client.presentation())) }
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
    public init(phone: FleetPhone, presentation: Presentation) { (self.phone, self.presentation) = (phone, presentation) }
}

/// Everything a mirror of several phones shows, phone by phone in pairing order.
public struct FleetPresentation: Sendable {
    public let phones: [PhonePresentation]
    public init(phones: [PhonePresentation]) { self.phones = phones }

    /// Locked, as every phone's mirror is.
    public var locked: Bool { phones.first?.presentation.status.locked ?? false }
}
