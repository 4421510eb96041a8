import ArgumentParser
import Foundation
import Mirror
import NodeRuntime
import Pairing
import PairingKit
import RelayLink
import TerminalSafeText
import ZeroMQ

/// `pair`: find a phone on the LAN (or at host[:port]) and pair with it in one step; a
/// mirror already paired adds the phone beside the others (a phone is its key: pairing the
/// same phone again renews its record, a second phone of the same name is a second phone).
public struct MirrorPairCommand<Device: MirrorDevice>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "pair",
            abstract: "Find the phone and pair with it: both show a 6-digit code; confirm it on the phone.",
            discussion: """
                Open a window on the phone first (`phone-node pair --window 60s`). Without PHONE, phones are looked \
                for on the LAN (a UDP broadcast on every link that has one, and DNS-SD where avahi-daemon runs); name \
                one with --phone when several answer. Across subnets or a VPN, give its address: PHONE is \
                host[:port] (the port phones answer discovery on, 5570 by default); the other ports come from the \
                phone. The phone's key, fingerprint and endpoints are saved in <data>/phones/FINGERPRINT/ once it \
                confirms. Paired already? The phone is added beside the others: `run` mirrors every paired phone.
                """)
    }

    @Option(help: "The data folder.") var data: String
    @Argument(
        help: ArgumentHelp(
            "The phone's address, host[:port], where broadcasts do not reach it.", valueName: "host[:port]"))
    var address: String?
    @Option(
        help: ArgumentHelp(
            "Pair with the phone of this name (or fingerprint), among those found.", valueName: "name|fingerprint"))
    var phone: String?
    @Option(
        help: ArgumentHelp(
            "The id the phone will know this \(Device.name.lowercased()) by (default: this host's name and kind).",
            valueName: "id"))
    var id: String?
    @Option(help: ArgumentHelp("A name for people (default: the id).", valueName: "name")) var name: String?
    @Option(help: "The UDP port phones answer discovery on.") var discoveryPort = Discovery.defaultPort
    @Option(
        help:
            "Milliseconds to look for phones, asking again and again (a datagram can be lost); asked by address, the search ends at its first answer."
    )
    var discoverMs = 3000
    @Flag(help: "Do not browse DNS-SD (Avahi).") var noDnsSd = false
    @Option(
        help: ArgumentHelp(
            "Find the phone at this relay instead of on the LAN, and reach it there from now on (with --relay-key).",
            discussion: """
                For a phone that runs with `phone-node run --relay`: its pairing window is listed at the relay, and the \
                ceremony's steps go through it sealed. The relay cannot pair itself in: it could list its own key in the \
                phone's place, but the two codes would then differ, and the person confirms nothing.
                """, valueName: "endpoint"))
    var relay: String?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The relay's public key (Z85; `relay-node keys` prints it).", valueName: "key"))
    var relayKey: String?
    public init() {}

    public func validate() throws {
        if let address, Discovery.parse(address) == nil {
            throw ValidationError("PHONE: host or host:port, not “\(address)”")
        }
        if let problem = PhonePairing.problem(deviceID: deviceID) { throw ValidationError("--id: \(problem)") }
        guard (1...65535).contains(discoveryPort), (1...60_000).contains(discoverMs) else {
            throw ValidationError("a port or time out of range")
        }
        _ = try relayRoute()
        if relay != nil, address != nil { throw ValidationError("give PHONE's address or --relay, not both") }
    }

    /// The relay of --relay and --relay-key, checked; nil without them.
    func relayRoute() throws -> (address: RelayAddress, key: CurveKey)? {
        do {
            return try RelayChoice.parse(endpoints: relay.map { [$0] } ?? [], keys: relayKey.map { [$0] } ?? []).first
                .map { ($0.address, $0.key) }
        } catch {
            throw ValidationError(error.description)
        }
    }

    var deviceID: String {
        if let id { return id }
        let host = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? "mirror"
        let clean = host.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        return "\(clean.isEmpty ? "mirror" : clean)-\(Device.kind == .watch ? "watch" : "desktop")"
    }

    public func run() async throws {
        let folder = data.hasPrefix("/") ? data : FileManager.default.currentDirectoryPath + "/" + data
        let (keys, _) = try KeyStore(dataFolder: folder).loadOrGenerate()
        if let route = try relayRoute() {
            try await pairThroughRelay(route, keys: keys, folder: folder)
            return
        }
        let found = try await find()
        let chosen = try choose(found)
        let store = PairedPhones(dataFolder: folder)
        if let moved = try store.migrate() { say(moved) }
        let before = store.load().phones
        let announcedKey = try CurveKey(bytes: chosen.announcement.key)
        let again = before.first { $0.key == announcedKey }
        for namesake in before
        where namesake.key != announcedKey && namesake.name == sanitized(chosen.announcement.name) {
            say(
                "note: a phone named “\(sanitized(namesake.name))” is paired already (fingerprint \(namesake.fingerprint)); if this is "
                    + "that phone with a new key, forget the old one with `\(Device.name.lowercased())-node unpair --phone \(namesake.fingerprint)`. This one "
                    + "(fingerprint \(announcedKey.fingerprint)) is another phone, and is shown apart from it")
        }
        let paired = try await ceremony(with: chosen, keys: keys)
        try save(paired, relays: [], host: chosen.host, again: again, store: store)
    }

    /// Saves the phone `paired` with, reached at `host` (its ports from the ceremony) or through `relay`.
    func save(
        _ paired: MirrorPairing.Paired, relays: [PairedPhoneRecord.RelayRoute], host: String, again: PairedPhoneRecord?,
        store: PairedPhones
    ) throws {
        let host = host.contains(":") ? "[\(host)]" : host
        let record = PairedPhoneRecord(
            deviceID: paired.deviceID, key: try CurveKey(bytes: paired.phone.key), name: sanitized(paired.phone.name),
            router: relays.isEmpty ? "tcp://\(host):\(paired.phone.routerPort)" : "",
            publisher: relays.isEmpty ? "tcp://\(host):\(paired.phone.publisherPort)" : "",
            pairedAt: again?.pairedAt ?? PairedPhones.timestamp(Date()), relays: relays)
        try store.save(record)
        let count = store.load().phones.count
        // The same words for the first phone and the next: the count says how many it mirrors now.
        let how = again != nil ? "paired again with" : "paired with"
        say(
            "\(how) “\(record.name)” (fingerprint \(record.fingerprint)) as “\(paired.deviceID)”; saved in \(data)/phones/\(record.fingerprint)/. "
                + "This \(Device.name.lowercased()) mirrors \(count) phone\(count == 1 ? "" : "s"). Start: \(Device.name.lowercased())-node run --data \(data)"
        )
    }

    /// Looks for phones: directly at PHONE, or by broadcast and DNS-SD; says which methods it used.
    func find() async throws -> [FoundPhone] {
        var phones: [FoundPhone] = []
        var notes: [String] = []
        if let address, let target = Discovery.parse(address) {
            let result = await Discovery.search(
                broadcast: false, port: discoveryPort, hosts: [target], window: .milliseconds(discoverMs))
            phones = result.phones
            notes = ["asked \(target.host):\(target.port) directly \(Self.times(result.asked))"] + result.notes
        } else {
            let result = await Discovery.search(
                broadcast: true, port: discoveryPort, hosts: [], window: .milliseconds(discoverMs))
            phones = result.phones
            notes = result.notes + ["asked \(Self.times(result.asked))"]
            if noDnsSd {
                notes.append("DNS-SD off (--no-dns-sd)")
            } else if let unavailable = DNSSDAnnouncement.unavailable {
                notes.append(unavailable)
            } else {
                let browsed = DNSSDAnnouncement.browse()
                notes.append("DNS-SD \(DNSSDAnnouncement.serviceType): \(browsed.count) found")
                phones += browsed
            }
        }
        phones = FoundPhone.onePerPhone(phones)
        say("looked for phones: \(notes.joined(separator: "; "))")
        for phone in phones {
            say(
                "found “\(sanitized(phone.announcement.name))” at \(phone.host) (fingerprint \(phone.keyFingerprint)) by \(phone.method.rawValue)"
            )
        }
        return phones
    }

    static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

    func choose(_ found: [FoundPhone]) throws -> FoundPhone {
        let matching: [FoundPhone]
        if let phone, !found.isEmpty {
            do {
                matching = [
                    try PhoneQuery.match(phone, among: found, name: \.announcement.name, fingerprint: \.keyFingerprint)
                ]
            } catch {
                throw NodeError("--phone: \(sanitized(error.description))")
            }
        } else {
            matching = found
        }
        guard let first = matching.first else {
            let which = phone.map { "no phone named “\($0)”" } ?? "no phone"
            throw NodeError(
                "\(which) answered. Is its pairing window open (`phone-node pair --window 60s`)? "
                    + (address == nil
                        ? "If it is on another subnet or behind a VPN, give its address: \(Device.name.lowercased())-node pair HOST"
                        : ""))
        }
        guard matching.count == 1 else {
            throw NodeError(
                "\(matching.count) phones answered (\(matching.map { "“\(sanitized($0.announcement.name))” \($0.keyFingerprint)" }.joined(separator: ", "))); "
                    + "choose one with --phone NAME (or FINGERPRINT), or give its address")
        }
        guard first.announcement.protocolVersion == PhoneAnnouncement.protocolVersion else {
            throw NodeError(
                "the phone speaks pairing protocol \(first.announcement.protocolVersion), this \(Device.name.lowercased()) \(PhoneAnnouncement.protocolVersion)"
            )
        }
        return first
    }

    /// Finds the phone at the relay, runs the ceremony through it, and saves the phone as reached there.
    func pairThroughRelay(_ route: (address: RelayAddress, key: CurveKey), keys: CurveKeyPair, folder: String)
        async throws
    {
        let listed = try await RelayPairingClient.lookup(
            address: route.address, relayKey: route.key, keyPair: keys, timeout: .milliseconds(discoverMs))
        say(
            "asked the relay at \(route.address.requests): \(listed.count) phone\(listed.count == 1 ? "" : "s") with a pairing window open"
        )
        let chosen: RelayListedPhone
        do {
            chosen = try PhoneQuery.match(phone ?? "", among: listed, name: \.name, fingerprint: \.phoneID)
        } catch  where phone == nil && listed.count == 1 {
            chosen = listed[0]
        } catch {
            guard !listed.isEmpty else {
                throw NodeError(
                    "no phone has a pairing window open at the relay: run `phone-node pair --window 60s` on a phone running with --relay \(route.address.requests)"
                )
            }
            throw NodeError(
                "--phone: \(sanitized("\(error)")) (listed: \(listed.map { "“\(sanitized($0.name))” \($0.phoneID)" }.joined(separator: ", ")))"
            )
        }
        say("found “\(sanitized(chosen.name))” (fingerprint \(chosen.phoneID)) at the relay")
        let store = PairedPhones(dataFolder: folder)
        if let moved = try store.migrate() { say(moved) }
        let again = store.load().phones.first { $0.key.bytes == chosen.publicKey }
        let client = try await RelayPairingClient(
            address: route.address, relayKey: route.key, keyPair: keys, phone: chosen)
        let paired = try await ceremony(client: client, phoneKey: chosen.publicKey, keys: keys, throughRelay: true)
        // Paired again through one relay: the others it was reached through stay.
        let others = again?.relays.filter { $0.endpoint != route.address.requests } ?? []
        try save(
            paired, relays: [PairedPhoneRecord.RelayRoute(endpoint: route.address.requests, key: route.key)] + others,
            host: "", again: again, store: store)
    }

    /// Commit, reveal, show the code, and wait for the person's decision on the phone.
    func ceremony(with phone: FoundPhone, keys: CurveKeyPair) async throws -> MirrorPairing.Paired {
        let phoneKey = try CurveKey(bytes: phone.announcement.key)
        let host = phone.host.contains(":") ? "[\(phone.host)]" : phone.host
        let client = try await PairingClient(
            endpoint: "tcp://\(host):\(phone.announcement.pairingPort)", phoneKey: phoneKey, keyPair: keys)
        return try await ceremony(client: client, phoneKey: phone.announcement.key, keys: keys)
    }

    /// The ceremony over `client`, with the phone whose key discovery (or the relay) gave.
    func ceremony(client: any PairingChannel, phoneKey: [UInt8], keys: CurveKeyPair, throughRelay: Bool = false)
        async throws -> MirrorPairing.Paired
    {
        var pairing = MirrorPairing(
            expectedPhoneKey: phoneKey, key: keys.publicKey.bytes, nonce: PairingCrypto.randomNonce(),
            deviceID: deviceID, kind: Device.kind == .watch ? .watch : .desktop, name: name ?? deviceID)
        pairing.throughRelay = throughRelay
        var step = pairing.commit
        var shown = false
        do {
            while true {
                let reply = try await client.request(step, timeout: .seconds(5))
                switch pairing.receive(reply) {
                case .send(let next):
                    step = next
                case .showCode(let code):
                    if !shown {
                        say("code \(code) — check that the phone shows the same code, and confirm it there")
                        shown = true
                    }
                    try await Task.sleep(for: .milliseconds(300))
                    step = .poll
                case .paired(let paired):
                    await client.close()
                    return paired
                case .failed(let reason):
                    throw NodeError("not paired: \(sanitized(reason))")
                }
            }
        } catch {
            await client.close()
            throw error
        }
    }

    func sanitized(_ text: String) -> String { TerminalText.sanitize(text) }
}

/// `unpair`: ask a phone to unpair this device, then forget that phone (also while it is
/// offline); the other paired phones are left as they are.
public struct MirrorUnpairCommand<Device: MirrorDevice>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "unpair",
            abstract:
                "Unpair this \(Device.name.lowercased()) from a phone, on both sides (works while the phone is offline).",
            discussion: """
                Asks the phone to remove this \(Device.name.lowercased()) (it answers only while it runs and is reachable), then \
                forgets the phone here: its folder <data>/phones/FINGERPRINT/ and the cached content. If the phone does not \
                answer, it goes on listing this \(Device.name.lowercased()) until `phone-node devices remove ID` is run there; the \
                output says so. Paired with several phones, name the one with --phone; the others stay paired.
                """)
    }
    @Option(help: "The data folder.") var data: String
    @Option(
        help: ArgumentHelp(
            "The phone to unpair, by name or fingerprint (or its start); needed when several are paired.",
            valueName: "name|fingerprint"))
    var phone: String?
    @Option(help: "Milliseconds to wait for the phone's answer.") var timeoutMs = 3000
    @Flag(help: "Do not contact the phone; only forget it here.") var offline = false
    public init() {}

    public func validate() throws {
        guard (1...60_000).contains(timeoutMs) else { throw ValidationError("--timeout-ms: 1 to 60000") }
    }

    public func run() async throws {
        let folder = data.hasPrefix("/") ? data : FileManager.default.currentDirectoryPath + "/" + data
        let store = PairedPhones(dataFolder: folder)
        if let moved = try store.migrate() { say(moved) }
        let phones = store.load().phones
        guard !phones.isEmpty else { throw NodeError("\(data) is not paired with a phone") }
        let saved: PairedPhoneRecord
        if let phone {
            saved = try store.find(phone, among: phones)
        } else if phones.count == 1 {
            saved = phones[0]
        } else {
            throw NodeError(
                "\(phones.count) phones are paired (\(phones.map { "“\($0.label)” \($0.fingerprint)" }.joined(separator: ", "))): "
                    + "name the one to unpair with --phone NAME or --phone FINGERPRINT")
        }
        let device = Device.name.lowercased()
        let id = saved.deviceID
        let phoneSide: String
        if offline {
            phoneSide =
                "The phone was not asked (--offline): remove this \(device) there with `phone-node devices remove \(id)`."
        } else {
            switch await PhoneUnpairRequest.send(saved, dataFolder: folder, timeout: .milliseconds(timeoutMs)) {
            case .removed: phoneSide = "The phone removed this \(device) too."
            case .alreadyUnpaired: phoneSide = "The phone had already unpaired this \(device)."
            case .refused(let reason):
                phoneSide =
                    "The phone refused to remove it (\(TerminalText.sanitize(reason))): remove it there with `phone-node devices remove \(id)`."
            case .unanswered(let reason):
                phoneSide =
                    "The phone did not answer (\(reason)): it lists this \(device) until you run `phone-node devices remove \(id)` there."
            }
        }
        try store.remove(saved)
        let left = phones.count - 1
        say(
            "forgot “\(TerminalText.sanitize(saved.label))” (fingerprint \(saved.fingerprint)) and its cached content. \(phoneSide)"
                + (left > 0 ? " Still paired with \(left) phone\(left == 1 ? "" : "s")." : ""))
    }
}

extension FoundPhone {
    /// The fingerprint of the key the phone announced, computed here: the fingerprint it
    /// announces beside it is its own word, and an impostor could announce a paired phone's.
    var keyFingerprint: String { (try? CurveKey(bytes: announcement.key).fingerprint) ?? "(no valid key)" }
}
