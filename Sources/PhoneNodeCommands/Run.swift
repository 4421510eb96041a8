import ArgumentParser
import Foundation
import Logging
import NodeMetrics
import NodeRuntime
import PhoneHost
import PhoneNodeKit
import RelayLink

struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the phone: serve its apps' widgets to paired mirrors until SIGTERM or SIGINT.")

    @OptionGroup var options: DataOptions

    @Option(
        help: ArgumentHelp(
            "Where mirrors send requests (ROUTER). tcp://0.0.0.0:5570 to accept other machines.", valueName: "endpoint")
    )
    var router = "tcp://127.0.0.1:5570"

    @Option(help: ArgumentHelp("Where mirrors subscribe to updates (XPUB).", valueName: "endpoint"))
    var publisher = "tcp://127.0.0.1:5571"

    @Option(
        help: ArgumentHelp(
            "Reach mirrors through this relay instead of listening (repeat for several relays).",
            discussion: """
                In relay mode the phone opens no listening socket: it dials out to each relay (requests at the \
                endpoint, updates at the next port), reconnecting by itself, and mirrors reach it there. Everything \
                it sends through a relay is sealed end to end: the relay routes it but cannot read or forge it. \
                Give each relay's key with --relay-key, in the same order (`relay-node keys` prints it).
                """, valueName: "endpoint"))
    var relay: [String] = []

    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A relay's public key (Z85, 40 characters), one per --relay, in the same order.", valueName: "key"))
    var relayKey: [String] = []

    @Option(help: ArgumentHelp("Log level: \(Logger.Level.names).", valueName: "level"))
    var logLevel: Logger.Level = .info

    @OptionGroup var log: LogFormatOption

    @OptionGroup var metrics: MetricsOption

    @Option(
        help: ArgumentHelp(
            "Run on a manual clock starting at this date (ISO 8601 or “now”); move it with `phone-node clock`.",
            valueName: "date"))
    var clock: String?

    @Option(help: "Milliseconds between heartbeats when idle.")
    var heartbeatMs = 1000

    @Option(help: "Policy reloads per widget per 24 hours.")
    var reloadBudget = 70

    @Option(
        help:
            "The largest message frame accepted, in bytes; a peer that sends more is disconnected. The largest request relay.v1 allows is far smaller (an echo payload is capped at 64 KiB)."
    )
    var maxMessageBytes = PhoneLauncher.defaultMaxMessageBytes

    @Option(help: "The phone's name for people.")
    var name = "WidgetRelay Phone"

    @Option(
        help:
            "libzmq I/O threads: they encrypt and send every copy of an update, one per mirror; more spread a broadcast over more cores."
    )
    var ioThreads = 2

    @Option(
        help:
            "Microseconds the phone's loop polls for app code's answer before it sleeps (0: never; never on one core).")
    var spinMicroseconds = 50

    @Option(
        help: ArgumentHelp(
            "How long the record of an answered interaction is kept, so a mirror's retry of it is replayed (24h, 90m, 7d…).",
            discussion: """
                Older records are deleted in small batches, so the store stops growing under a steady rate of taps. \
                Never shorter than 10m, the longest a mirror retries one interaction (requests.proto).
                """, valueName: "duration"))
    var keepInteractions = "24h"

    @Flag(
        help: ArgumentHelp(
            "Start afresh when the store (<data>/phone.sqlite) is missing or empty although this phone has had one.",
            discussion: """
                Without this, such a start is refused: the store holds the phone's pairings, widgets, app data and \
                interaction records, so restore it from a backup if you can. With it, the phone starts with an empty \
                store and its existing keys: mirrors keep the phone's key but must be paired again.
                """))
    var resetStore = false

    func validate() throws {
        guard heartbeatMs >= 10 else { throw ValidationError("--heartbeat-ms must be at least 10") }
        guard reloadBudget >= 0 else { throw ValidationError("--reload-budget cannot be negative") }
        guard (1...16).contains(ioThreads) else { throw ValidationError("--io-threads takes 1 to 16") }
        guard (0...1000).contains(spinMicroseconds) else {
            throw ValidationError("--spin-microseconds takes 0 to 1000")
        }
        if let clock { _ = try parseDate(clock) }
        _ = try retention()
        _ = try relays()
    }

    /// The relays given, each with its key; a clear error for a bad endpoint or key, a missing
    /// key, or too many relays.
    func relays() throws -> [PhoneLauncher.RelayEndpoint] {
        do {
            return try RelayChoice.parse(endpoints: relay, keys: relayKey).map {
                PhoneLauncher.RelayEndpoint(address: $0.address, key: $0.key)
            }
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        bootstrapLogging(level: logLevel, format: log.logFormat)
        try await launcher().run()
    }

    /// How long interaction records are kept; a clear error for a bad or too short duration.
    func retention() throws -> InteractionRetention {
        guard let window = DurationText.parse(keepInteractions) else {
            throw ValidationError("--keep-interactions takes \(DurationText.form), not “\(keepInteractions)”")
        }
        do { return try InteractionRetention(window: window) } catch {
            throw ValidationError("--keep-interactions: \(error)")
        }
    }

    /// The phone these options describe, serving the program's bundle and actions.
    func launcher() throws -> PhoneLauncher {
        let program = PhoneNodeCommand.program.withLock { $0 }
        var launcher = PhoneLauncher(dataFolder: options.absoluteData, items: program.items)
        launcher.configuration.previews = program.previews
        launcher.configuration.phoneName = name
        launcher.configuration.routerEndpoint = router
        launcher.configuration.publisherEndpoint = publisher
        launcher.configuration.controlEndpoint = options.controlEndpoint
        launcher.configuration.heartbeatInterval = .milliseconds(heartbeatMs)
        launcher.configuration.reloadBudget = reloadBudget
        launcher.configuration.interactionRetention = try retention()
        launcher.configuration.logger = Logger(label: "phone-node")
        if let actions = program.actions { launcher.configuration.appActions = actions.perform }
        launcher.configuration.appScene = program.scene
        launcher.manualClockStart = try clock.map(parseDate)
        launcher.maxMessageBytes = maxMessageBytes
        launcher.ioThreads = ioThreads
        launcher.spin = .microseconds(spinMicroseconds)
        launcher.resetStore = resetStore
        launcher.relays = try relays()
        launcher.metricsAddress = try metrics.address()
        return launcher
    }
}
