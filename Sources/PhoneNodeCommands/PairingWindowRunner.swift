import DomainModel
import Foundation
import NodeRuntime
import Pairing
import PairingKit
import PhoneCore
import RelayLink
import RelayWire
import TerminalSafeText
import ZeroMQ

/// Holds a pairing window open: the pairing endpoint, the beacon, the DNS-SD
/// announcement and the confirmation channel, driving ``PhonePairing`` with the
/// requests, confirmations and time they bring. The decisions are PhonePairing's.
struct PairingWindowRunner {
    enum Event: Sendable {
        /// A request, and which of the window's sources it came from.
        case request(PairingEndpoint.Request, source: Int)
        /// `answer` is for a confirmation from another process (`--yes`); the outcome is printed here either way.
        case confirm(PairingCode?, answer: (@Sendable (String) -> Void)?)
        case refuse
        case tick
        /// SIGTERM or SIGINT: close the window.
        case stop
    }

    let options: DataOptions
    /// Where mirrors reach the window: the phone's own endpoint, or (a phone in relay mode) each relay.
    let sources: [any PairingRequestSource]
    /// The UDP beacon; none through relays (mirrors find the phone at the relay).
    let beacon: BeaconResponder?
    let confirmations: ConfirmationChannel
    let dnsSD: DNSSDAnnouncement?
    let start: ContinuousClock.Instant
    var pairing: PhonePairing

    static func open(
        options: DataOptions, length: Duration, endpoint address: String,
        beacon beaconAddress: (host: String, port: Int),
        confirmEndpoint: String, dnsSD: Bool
    ) async throws -> PairingWindowRunner {
        let files = RunFiles(dataFolder: options.absoluteData)
        guard files.isRunning, let running = files.readEndpoints() else {
            throw NodeError(
                "no phone is running on \(options.data); start it first (`phone-node run --data \(options.data)`)")
        }
        guard let keys = try KeyStore(dataFolder: options.absoluteData).load() else {
            throw NodeError("\(options.data) has no keys")
        }
        let name = running["name"] ?? "WidgetRelay Phone"
        let known = try await knownDevices(options)
        if let relays = running["relays"], !relays.isEmpty {
            return try await openAtRelays(
                relays, options: options, length: length, keys: keys, name: name, known: known,
                confirmEndpoint: confirmEndpoint)
        }
        guard let routerPort = running["router"].flatMap(Self.port),
            let publisherPort = running["publisher"].flatMap(Self.port)
        else {
            throw NodeError(
                "the running phone's endpoints are not TCP (\(running["router"] ?? "?")); pairing across machines needs TCP"
            )
        }
        let endpoint = try await PairingEndpoint(keyPair: keys, endpoint: address)
        guard let pairingPort = Self.port(endpoint.endpoint) else {
            throw NodeError("the pairing endpoint must be TCP, not \(endpoint.endpoint)")
        }
        let announcement = PhoneAnnouncement(
            name: name, key: keys.publicKey.bytes, fingerprint: keys.publicKey.fingerprint,
            routerPort: routerPort, publisherPort: publisherPort, pairingPort: pairingPort)
        let beacon: BeaconResponder
        let confirmations: ConfirmationChannel
        do {
            beacon = try BeaconResponder(host: beaconAddress.host, port: beaconAddress.port, announcement: announcement)
            try? FileManager.default.removeItem(atPath: String(confirmEndpoint.dropFirst("ipc://".count)))
            confirmations = try await ConfirmationChannel(endpoint: confirmEndpoint)
        } catch {
            await endpoint.close()
            throw NodeError("cannot open the pairing window: \(error)")
        }
        let start = ContinuousClock.now
        let configuration = PhonePairing.Configuration(
            phoneKey: keys.publicKey.bytes, phoneName: name, routerPort: routerPort, publisherPort: publisherPort,
            window: PairingWindow(opened: .zero, length: length), knownDevices: known)
        let announced = dnsSD ? DNSSDAnnouncement.publish(announcement) : nil
        return PairingWindowRunner(
            options: options, sources: [endpoint], beacon: beacon, confirmations: confirmations, dnsSD: announced,
            start: start, pairing: PhonePairing(configuration: configuration))
    }

    /// The window of a phone in relay mode: announced at each relay it runs with (the
    /// running phone's `relays`: endpoint and key pairs), heard there; no beacon. The
    /// ceremony is the same: a relay that put its own key in the middle would make the two
    /// codes differ.
    static func openAtRelays(
        _ relays: String, options: DataOptions, length: Duration, keys: CurveKeyPair, name: String,
        known: [String: [UInt8]], confirmEndpoint: String
    ) async throws -> PairingWindowRunner {
        let words = relays.split(separator: " ").map(String.init)
        guard words.count.isMultiple(of: 2) else {
            throw NodeError("the running phone's relays (\(relays)) are not endpoint and key pairs")
        }
        var sources: [any PairingRequestSource] = []
        do {
            for index in stride(from: 0, to: words.count, by: 2) {
                let address = try RelayAddress(words[index])
                sources.append(
                    try await RelayPairingWindow(
                        address: address, relayKey: try CurveKey(z85: words[index + 1]), keyPair: keys, name: name))
            }
        } catch {
            for source in sources { await source.close() }
            throw NodeError("cannot open the pairing window at the relays: \(error)")
        }
        let confirmations: ConfirmationChannel
        do {
            try? FileManager.default.removeItem(atPath: String(confirmEndpoint.dropFirst("ipc://".count)))
            confirmations = try await ConfirmationChannel(endpoint: confirmEndpoint)
        } catch {
            for source in sources { await source.close() }
            throw NodeError("cannot open the pairing window: \(error)")
        }
        let configuration = PhonePairing.Configuration(
            phoneKey: keys.publicKey.bytes, phoneName: name, routerPort: 0, publisherPort: 0,
            window: PairingWindow(opened: .zero, length: length), knownDevices: known)
        return PairingWindowRunner(
            options: options, sources: sources, beacon: nil, confirmations: confirmations, dnsSD: nil,
            start: ContinuousClock.now, pairing: PhonePairing(configuration: configuration))
    }

    /// The devices the running phone has paired, by id: their keys. Read again before each
    /// commitment, so that a device removed while the window is open may pair again.
    static func knownDevices(_ options: DataOptions) async throws -> [String: [UInt8]] {
        let status = try await withRunningPhone(options) { try await $0.admin(.status) }.status
        var known: [String: [UInt8]] = [:]
        for device in status?.devices ?? [] {
            if let key = try? CurveKey(z85: device.publicKey) { known[device.id] = key.bytes }
        }
        return known
    }

    /// The port of a `tcp://host:port` endpoint.
    static func port(_ endpoint: String) -> Int? {
        guard endpoint.hasPrefix("tcp://"), let colon = endpoint.lastIndex(of: ":") else { return nil }
        return Int(endpoint[endpoint.index(after: colon)...])
    }

    var now: Duration { ContinuousClock.now - start }

    /// Holds the window open until it closes, or until `events` brings `.stop` (SIGTERM or
    /// SIGINT: ``NodeLifecycle`` yields it on `continuation`) or ends.
    mutating func run(events: AsyncStream<Event>, continuation: AsyncStream<Event>.Continuation) async throws {
        let seconds = pairing.configuration.window.length.components.seconds
        var methods: [String] = []
        if let beacon {
            methods = ["UDP beacon on port \(beacon.port)", dnsSD?.status ?? "DNS-SD off (--no-dns-sd)"]
        } else {
            methods = [
                "listed at the relay\(sources.count == 1 ? "" : "s") (mirrors: pair --relay ENDPOINT --relay-key KEY)"
            ]
        }
        // Everything a person or a script may use once told the window is open is there first:
        // pairing.json (scripts read the beacon's port there) and the sources of events.
        try writeWindowFile(pending: [])
        let tasks = startSources(continuation)
        defer { tasks.forEach { $0.cancel() } }
        say(
            "pairing window open for \(seconds) s on \(sources.map(\.endpoint).joined(separator: ", ")); discovery: \(methods.joined(separator: "; "))"
        )
        say("phone fingerprint: \(try CurveKey(bytes: pairing.configuration.phoneKey).fingerprint)")
        var shown: Set<[UInt8]> = []
        var written: [PairingRequestRecord] = []
        for await event in events {
            switch event {
            case .request(let request, let source):
                let reply: PairingReplyStep
                switch request.step {
                case .success(let step):
                    if case .commit = step {
                        do { pairing.knownDevicesChanged(try await Self.knownDevices(options)) } catch {
                            say("could not read the paired devices from the phone: \(error)")
                        }
                    }
                    reply = pairing.receive(step, from: request.key, at: now, nonce: PairingCrypto.randomNonce())
                case .failure(let malformed): reply = .error(malformed.description)
                }
                sources[source].reply(to: request.routingID, reply)
                for record in pairing.pending where !shown.contains(record.key) {
                    shown.insert(record.key)
                    announce(record)
                }
                if case .refused(let reason) = reply { say("refused a request: \(reason)") }
            case .confirm(let code, let answer):
                let outcome = await confirm(code)
                say(outcome)
                answer?(outcome)
            case .refuse:
                for record in pairing.pending { pairing.refuse(key: record.key) }
                say("refused")
            case .tick:
                for record in pairing.closeAll(at: now) {
                    say("no confirmation for “\(record.deviceID)”: nothing added")
                }
            case .stop:
                break
            }
            if case .stop = event { break }
            if !pairing.configuration.window.isOpen(at: now) { break }
            let waiting = pairing.pending
            if waiting != written {
                try? writeWindowFile(pending: waiting)
                written = waiting
            }
        }
        say("pairing window closed")
        await close()
    }

    private mutating func confirm(_ code: PairingCode?) async -> String {
        switch pairing.confirm(typed: code, at: now) {
        case .add(let record):
            do {
                let key = try CurveKey(bytes: record.key)
                let device = PairedDevice(
                    id: record.deviceID, name: record.name.isEmpty ? record.deviceID : record.name,
                    kind: record.kind == .desktop ? .desktop : .watch, publicKey: key.z85)
                _ = try await pairDevice(options, device)
                pairing.added(record)
                return "paired “\(record.deviceID)” (\(record.kind.rawValue), fingerprint \(key.fingerprint))"
            } catch {
                pairing.failedToAdd(record, message: "\(error)")
                return "could not add “\(record.deviceID)”: \(error)"
            }
        case .mismatch(let record):
            return "wrong code: “\(record.deviceID)” shows another one; its request is refused and nothing was added"
        case .nothing(let reason):
            return reason
        }
    }

    private func announce(_ record: PairingRequestRecord) {
        let fingerprint = (try? CurveKey(bytes: record.key).fingerprint) ?? "?"
        say(
            TerminalText.sanitize(
                "“\(record.deviceID)” (\(record.kind.rawValue), “\(record.name)”, fingerprint \(fingerprint)) asks to pair."
            ))
        say(
            "code \(record.code) — if the device shows the same code, type y (or the code) here, or run: phone-node pair --data \(options.data) --yes \(record.code.digits)"
        )
    }

    private func startSources(_ continuation: AsyncStream<Event>.Continuation) -> [Task<Void, Never>] {
        let confirmations = confirmations.confirmations
        let stdin = Thread {
            while let line = readLine() {
                let text = line.trimmingCharacters(in: .whitespaces).lowercased()
                if text == "y" || text == "yes" {
                    continuation.yield(.confirm(nil, answer: nil))
                } else if text == "n" || text == "no" {
                    continuation.yield(.refuse)
                } else if let code = PairingCode(typed: text) {
                    continuation.yield(.confirm(code, answer: nil))
                } else if !text.isEmpty {
                    say("type y, n, or the 6-digit code the device shows")
                }
            }
        }
        stdin.start()
        return sources.enumerated().map { index, source in
            Task { for await request in source.requests { continuation.yield(.request(request, source: index)) } }
        } + [
            Task {
                for await confirmation in confirmations {
                    continuation.yield(.confirm(PairingCode(typed: confirmation.code), answer: confirmation.answer))
                }
            },
            Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(200))
                    continuation.yield(.tick)
                }
            },
        ]
    }

    /// `<data>/pairing.json` while the window is open: where it listens, when it closes, and
    /// the requests waiting for a decision with their codes (`phone-node status` shows them).
    private func writeWindowFile(pending: [PairingRequestRecord]) throws {
        let left = pairing.configuration.window.length - now
        let closes = Date().addingTimeInterval(
            Double(left.components.seconds) + Double(left.components.attoseconds) / 1e18)
        let file = PairingWindowFile(
            endpoint: sources.map(\.endpoint).joined(separator: ", "), beaconPort: beacon?.port ?? 0, closes: closes,
            requests: pending.map { record in
                PairingWindowFile.Request(
                    device: record.deviceID, kind: record.kind.rawValue, name: record.name,
                    fingerprint: (try? CurveKey(bytes: record.key).fingerprint) ?? "?", code: record.code.digits)
            })
        try FilePrivacy.writePrivately(try file.encoded(), to: PairingWindowFile.path(in: options.absoluteData))
    }

    private func close() async {
        beacon?.stop()
        dnsSD?.stop()
        for source in sources { await source.close() }
        await confirmations.close()
        try? FileManager.default.removeItem(atPath: PairingWindowFile.path(in: options.absoluteData))
        try? FileManager.default.removeItem(atPath: "\(options.absoluteData)/pairing.sock")
    }
}
