import ArgumentParser
import DomainModel
import Foundation
import Logging
import Mirror
import NodeRuntime
import Codec
import WidgetRelayKit
import ZeroMQ
import ZeroMQTransport
import RelayLink
import NodeTransport

extension Logger.Level: @retroactive ExpressibleByArgument {}

/// How a mirror program finds its phones: those paired (`<data>/phones/`), or one given
/// by `--phone-key` and its endpoints (remembered there after the first run).
public struct MirrorOptions: ParsableArguments {
    @Option(help: ArgumentHelp("This mirror's data folder (keys, cached snapshot, logs).", valueName: "folder"))
    public var data: String

    @Option(
        help: ArgumentHelp(
            "The id the phone of --phone-key (or the one phone paired) knows this device by.", valueName: "id"))
    public var id: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A phone's public key (`phone-node keys`), Z85: added to the paired phones with --id, --router and --publisher; for relay-latency, which phone.",
            valueName: "key"))
    public var phoneKey: String?

    @Option(
        help: ArgumentHelp(
            "That phone's request endpoint (or the one paired phone's, when it moved).", valueName: "endpoint"))
    public var router: String?

    @Option(help: ArgumentHelp("That phone's update endpoint (or the one paired phone's).", valueName: "endpoint"))
    public var publisher: String?

    @Option(
        help: ArgumentHelp(
            "Reach that phone (or the one paired phone) through this relay from now on (with --relay-key; repeat both for several relays).",
            discussion:
                "A relay carries what the phone and this device say to each other sealed end to end: it cannot read or forge it. The phone must be connected to the same relays (`phone-node run --relay`). Through several, updates come from each (the first copy counts) and a request that gets no answer is sent again through the next.",
            valueName: "endpoint"))
    public var relay: [String] = []

    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A relay's public key (Z85; `relay-node keys` prints it), one per --relay, in the same order.",
            valueName: "key"))
    public var relayKey: [String] = []

    @Option(help: "Milliseconds without a word from the phone before it is shown unreachable.")
    public var heartbeatTimeoutMs = 3000

    @Option(help: "Milliseconds to wait for the phone's answer to a request before sending it again.")
    public var requestTimeoutMs = 2500

    @Option(
        help:
            "How often a request is sent again (with the same id: the phone performs an interaction once) before giving up."
    )
    public var requestRetries = 2

    @Option(
        help: ArgumentHelp(
            "Log level: \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "level"))
    public var logLevel: Logger.Level = .info

    public init() {}

    public mutating func validate() throws {
        guard heartbeatTimeoutMs > 0, requestTimeoutMs > 0 else {
            throw ValidationError("time-outs are positive numbers of milliseconds")
        }
        guard requestRetries >= 0 else { throw ValidationError("--request-retries cannot be negative") }
        let retrying = Int64(requestTimeoutMs) * (Int64(requestRetries) + 1)
        guard retrying <= RetryBound.longest.components.seconds * 1000 else {
            throw ValidationError(
                "--request-timeout-ms × (--request-retries + 1) is \(retrying / 1000) s: a mirror retries a request "
                    + "for at most \(RetryBound.longest.components.seconds) s (requests.proto), as long as the phone keeps it"
            )
        }
        _ = try relayRoutes()
    }

    /// The relays given by --relay and --relay-key, checked; nil when none is given.
    func relayRoutes() throws -> [PairedPhoneRecord.RelayRoute]? {
        guard !relay.isEmpty || !relayKey.isEmpty else { return nil }
        do {
            return try RelayChoice.parse(endpoints: relay, keys: relayKey).map {
                PairedPhoneRecord.RelayRoute(endpoint: $0.endpoint, key: $0.key)
            }
        } catch {
            throw ValidationError(error.description)
        }
    }

    public var absoluteData: String {
        data.hasPrefix("/") ? data : FileManager.default.currentDirectoryPath + "/" + data
    }

    /// Every paired phone, in pairing order: a single-phone mirror's `phone.json` moved to its
    /// folder first (said in the log), and the phone given by `--phone-key` (with `--id`,
    /// `--router`, `--publisher` the first time) saved beside the others.
    public func phones(logger: Logger? = nil) throws -> [PairedPhoneRecord] {
        let store = PairedPhones(dataFolder: absoluteData)
        if let moved = try store.migrate() { logger?.notice("\(moved)") }
        var loaded = store.load()
        for folder in loaded.unreadable {
            logger?.warning(
                "a paired phone's record cannot be read; pair it again",
                metadata: ["folder": "\(store.folder(of: folder))"])
        }
        if let keyText = phoneKey {
            let key: CurveKey
            do { key = try CurveKey(z85: keyText) } catch { throw ValidationError("--phone-key: \(error)") }
            let known = loaded.phones.first { $0.key == key }
            let relays = try relayRoutes() ?? known?.relays ?? []
            guard let deviceID = id ?? known?.deviceID,
                let router = router ?? known?.router ?? (relays.isEmpty ? nil : ""),
                let publisher = publisher ?? known?.publisher ?? (relays.isEmpty ? nil : "")
            else {
                throw ValidationError(
                    "--phone-key names a phone this device is not paired with: give --id, and --router and --publisher (or --relay and --relay-key) too"
                )
            }
            let record = PairedPhoneRecord(
                deviceID: deviceID, key: key, name: known?.name ?? "", router: router, publisher: publisher,
                pairedAt: known?.pairedAt ?? PairedPhones.timestamp(Date()), relays: relays)
            if record != known { try store.save(record) }
            loaded = store.load()
        } else if id != nil || router != nil || publisher != nil || !relay.isEmpty {
            // New endpoints (or id) for the one paired phone: it moved, or is reached through a proxy.
            guard loaded.phones.count == 1, var record = loaded.phones.first else {
                throw ValidationError(
                    loaded.phones.isEmpty
                        ? "--id, --router and --publisher need --phone-key the first time: which phone they are for"
                        : "\(loaded.phones.count) phones are paired: say which one --id, --router or --publisher are for with --phone-key"
                )
            }
            record.deviceID = id ?? record.deviceID
            record.router = router ?? record.router
            record.publisher = publisher ?? record.publisher
            record.relays = try relayRoutes() ?? record.relays
            if record != loaded.phones[0] { try store.save(record) }
            loaded = store.load()
        }
        guard !loaded.phones.isEmpty else {
            throw ValidationError(
                "this device is not paired: run `pair` first (or give --id, --phone-key, --router and --publisher; they are remembered in \(data)/phones/)"
            )
        }
        return loaded.phones
    }

    /// The one phone a single-phone tool talks to: the one `--phone-key` names, or the only one paired.
    public func phone() throws -> (id: String, key: CurveKey, router: String, publisher: String) {
        let phones = try phones()
        let chosen: PairedPhoneRecord
        if let phoneKey, let key = try? CurveKey(z85: phoneKey), let named = phones.first(where: { $0.key == key }) {
            chosen = named
        } else if phones.count == 1 {
            chosen = phones[0]
        } else {
            throw ValidationError(
                "\(phones.count) phones are paired (\(phones.map(\.label).joined(separator: ", "))): name one with --phone-key"
            )
        }
        return (chosen.deviceID, chosen.key, chosen.router, chosen.publisher)
    }

    /// One client per paired phone, over CURVE with the data folder's key pair, on one
    /// ZeroMQ context: each with its own channels, core and cache (`phones/<fingerprint>/`).
    public func fleet(
        kind: DeviceKind, name: String, families: [WidgetFamily], renderingMode: WidgetRenderingMode,
        surfaces: [SurfaceVariant] = [], logger: Logger
    ) throws -> MirrorFleet {
        let records = try phones(logger: logger)
        let clients = try self.clients(
            kind: kind, name: name, families: families, renderingMode: renderingMode, surfaces: surfaces,
            logger: logger)
        return MirrorFleet(try records.map { ($0.name, $0.fingerprint, try clients.client(for: $0)) })
    }

    /// What makes a client for a paired phone, with this device's settings: one ZeroMQ context
    /// and the data folder's key pair for all of them.
    public func clients(
        kind: DeviceKind, name: String, families: [WidgetFamily], renderingMode: WidgetRenderingMode,
        surfaces: [SurfaceVariant] = [], logger: Logger
    ) throws -> MirrorClients {
        MirrorClients(
            context: try Context(), keys: try keyPair(logger: logger), store: PairedPhones(dataFolder: absoluteData),
            kind: kind, name: name,
            families: families, renderingMode: renderingMode, surfaces: surfaces,
            heartbeatTimeout: .milliseconds(heartbeatTimeoutMs),
            requestTimeout: .milliseconds(requestTimeoutMs), requestRetries: requestRetries, logger: logger)
    }

    /// Follows `fleet`'s phones as they are paired and unpaired while the mirror runs
    /// (``PairedPhonesWatcher``); cancel the task to stop.
    public func followPairing(
        of fleet: MirrorFleet, kind: DeviceKind, name: String, families: [WidgetFamily],
        renderingMode: WidgetRenderingMode, surfaces: [SurfaceVariant] = [], logger: Logger
    ) throws -> Task<Void, Never> {
        let clients = try self.clients(
            kind: kind, name: name, families: families, renderingMode: renderingMode, surfaces: surfaces,
            logger: logger)
        return PairedPhonesWatcher.follow(
            fleet, store: PairedPhones(dataFolder: absoluteData), clients: clients, logger: logger)
    }

    /// This device's key pair (generated, and announced in the log, on first use).
    public func keyPair(logger: Logger? = nil) throws -> CurveKeyPair {
        let (keys, generated) = try KeyStore(dataFolder: absoluteData).loadOrGenerate()
        if generated {
            logger?.notice(
                "generated this device's key pair; pair it on the phone",
                metadata: ["public_key": "\(keys.publicKey.z85)"])
        }
        return keys
    }

    /// A CURVE client transport to the phone with this device's key pair (generated, and
    /// announced in the log, on first use), in `context` or a new one.
    public func transport(context: Context? = nil, logger: Logger? = nil) throws -> ZeroMQTransport {
        let phone = try phone()
        let keys = try keyPair(logger: logger)
        return ZeroMQTransport(
            context: try context ?? Context(), security: .curveClient(serverPublicKey: phone.key, keyPair: keys))
    }
}
