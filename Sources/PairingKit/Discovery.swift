import Foundation
import Pairing
import ZeroMQ

/// A phone that answered discovery: where it is, what it says, and how it was found.
public struct FoundPhone: Sendable, Hashable {
    /// The address its answer came from (the mirror connects there).
    public let host: String
    public let announcement: PhoneAnnouncement
    public let method: DiscoveryMethod
}

extension FoundPhone {
    /// One entry per phone (by key), the first found of each: a phone answers from every
    /// link it is on (and DNS-SD resolves it once per interface and address family), and
    /// those answers are one phone, not a choice to make.
    public static func onePerPhone(_ found: [FoundPhone]) -> [FoundPhone] {
        var seen: Set<[UInt8]> = []
        return found.filter { seen.insert($0.announcement.key).inserted }
    }
}

/// How a phone was looked for.
public enum DiscoveryMethod: String, Sendable, Hashable {
    case broadcast = "UDP broadcast"
    case direct = "host:port"
    case dnsSD = "DNS-SD (Avahi)"
}

/// Finds phones whose pairing window is open: a UDP query broadcast on every link
/// that has a broadcast address, or sent straight to hosts the person names.
public enum Discovery {
    /// The UDP port phones answer on unless told otherwise (the router's port number, on UDP).
    public static let defaultPort = 5570

    /// What a search found, and notes on the methods used (for the person).
    public struct Result: Sendable {
        public var phones: [FoundPhone] = []
        public var notes: [String] = []
        /// How many times the search asked (each time every target of it).
        public var asked = 0
    }

    /// Asks every broadcast address on `port` (if `broadcast`) and each of `hosts`
    /// (host, port) directly, again and again on `schedule` (a datagram, its query or its
    /// answer, can be lost), and collects the answers that arrive within `window`, one per
    /// phone and host. Asked only directly, it ends once every host has answered.
    /// The wait runs on a thread of its own, never holding one of Swift's shared threads.
    public static func search(
        broadcast: Bool, port: Int, hosts: [(host: String, port: Int)], window: Duration,
        schedule: AskSchedule = AskSchedule()
    ) async -> Result {
        await withCheckedContinuation { continuation in
            NamedThread.start("pairing-discovery") {
                continuation.resume(
                    returning: searchBlocking(
                        broadcast: broadcast, port: port, hosts: hosts, window: window, schedule: schedule))
            }
        }
    }

    private static func searchBlocking(
        broadcast: Bool, port: Int, hosts: [(host: String, port: Int)], window: Duration,
        schedule: AskSchedule
    ) -> Result {
        var result = Result()
        let socket: UDPSocket
        do {
            socket = try UDPSocket(broadcast: true)
            _ = try socket.bind(host: "0.0.0.0", port: 0)
        } catch {
            result.notes.append("UDP: \(error)")
            return result
        }
        let query = PairingWire.query()
        var broadcastAddresses: [String] = []
        if broadcast {
            broadcastAddresses = UDPSocket.broadcastAddresses()
            if broadcastAddresses.isEmpty {
                result.notes.append(
                    "UDP broadcast: no link here has a broadcast address (name the phone as host[:port])")
            }
        }
        var targets: [(host: String, port: Int, address: sockaddr_in)] = []
        var direct: Set<String> = []
        for (host, port) in hosts {
            do {
                let address = try UDPSocket.address(host, port)
                direct.insert(UDPSocket.text(address))
                targets.append((host, port, address))
            } catch {
                result.notes.append("\(host):\(port): \(error)")
            }
        }
        let start = ContinuousClock.now
        let deadline = start + window
        var asks = schedule.asks(within: window)[...]
        var asked = 0
        var broadcastOn: Set<String> = []
        var unsent: Set<String> = []
        // Nothing to ask (no broadcast address, no host that resolved): nothing will answer.
        if broadcastAddresses.isEmpty && targets.isEmpty { asks = [] }
        while case let now = ContinuousClock.now, now < deadline, !(asks.isEmpty && asked == 0) {
            if let ask = asks.first, now >= start + ask {
                // One ask for every ask now due: a thread that got no core for a while does
                // not send the ones it missed back to back.
                while let due = asks.first, now >= start + due { asks.removeFirst() }
                asked += 1
                for address in broadcastAddresses where socket.send(query, to: address, port: port) {
                    broadcastOn.insert(address)
                }
                for index in targets.indices
                where !result.phones.contains(where: { $0.host == UDPSocket.text(targets[index].address) }) {
                    if !socket.send(query, to: &targets[index].address) {
                        unsent.insert("\(targets[index].host):\(targets[index].port)")
                    }
                }
            }
            let until = asks.first.map { min(start + $0, deadline) } ?? deadline
            let left = until - ContinuousClock.now
            guard left > .zero else { continue }
            let milliseconds = Int32(
                clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
            guard let (bytes, sender) = socket.receive(within: max(1, milliseconds)) else { continue }
            guard let announcement = try? PairingWire.announcement(bytes) else { continue }
            let host = UDPSocket.text(sender)
            let phone = FoundPhone(
                host: host, announcement: announcement, method: direct.contains(host) ? .direct : .broadcast)
            if !result.phones.contains(where: { $0.host == host && $0.announcement.key == announcement.key }) {
                result.phones.append(phone)
            }
            // Asked only directly: the first answer from each host is all there is to wait for.
            if !broadcast, Set(result.phones.map(\.host)).isSuperset(of: direct) { break }
        }
        if !broadcastOn.isEmpty {
            result.notes.append("UDP broadcast on \(broadcastOn.sorted().joined(separator: ", ")) port \(port)")
        }
        for target in unsent.sorted() { result.notes.append("\(target): could not send (no route?)") }
        result.asked = asked
        return result
    }

    /// `host`, `host:port`; the port defaults to ``defaultPort``. Port 0 ("any") only with `allowsAnyPort`.
    public static func parse(_ text: String, allowsAnyPort: Bool = false) -> (host: String, port: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard let host = parts.first, !host.isEmpty, parts.count <= 2 else { return nil }
        guard parts.count == 2 else { return (String(host), defaultPort) }
        guard let port = Int(parts[1]), ((allowsAnyPort ? 0 : 1)...65535).contains(port) else { return nil }
        return (String(host), port)
    }
}
