import ArgumentParser
import Foundation
import Logging
import NodeRuntime
import Pairing
import PairingKit

struct Pair: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Open a pairing window: mirrors on the LAN find this phone and pair after you confirm the code they show.",
        discussion: """
            While the window is open the phone answers discovery (a UDP beacon, and DNS-SD through Avahi where \
            avahi-daemon runs) and listens on a pairing endpoint of its own; keys that are not paired reach that \
            endpoint only. A mirror runs `desktop-node pair` (or `watch-node pair`); both sides then show the same \
            6-digit code. Type y here (or the code) to pair it, or from a script: `phone-node pair --yes CODE` \
            while the window is open. A wrong code refuses the request; without a confirmation nothing is added.
            """)

    @OptionGroup var options: DataOptions

    @Option(help: ArgumentHelp("How long the window stays open: 60s, 2m, 90 (seconds).", valueName: "duration"))
    var window: String?

    @Option(
        help: ArgumentHelp(
            "Confirm the request showing this code on the window open now (from another shell or a script).",
            valueName: "code"))
    var yes: String?

    @Option(
        help: ArgumentHelp(
            "The pairing endpoint (a port of its own, open only during the window).", valueName: "endpoint"))
    var endpoint = "tcp://0.0.0.0:5572"

    @Option(
        help: ArgumentHelp(
            "Where the UDP beacon answers discovery (the router's port number, on UDP; port 0: any).",
            valueName: "host:port"))
    var beacon = "0.0.0.0:\(Discovery.defaultPort)"

    @Flag(help: "Do not announce the window with DNS-SD (Avahi).")
    var noDnsSd = false

    func validate() throws {
        switch (window, yes) {
        case (nil, nil):
            throw ValidationError("give --window DURATION to open a window, or --yes CODE to confirm on an open one")
        case (_?, _?):
            throw ValidationError("--window opens a window, --yes confirms on one already open: give one of them")
        case (let window?, nil): _ = try Self.duration(window)
        case (nil, let code?):
            guard PairingCode(typed: code) != nil else { throw ValidationError("--yes: a code is 6 digits") }
        }
        guard Discovery.parse(beacon, allowsAnyPort: true) != nil else {
            throw ValidationError("--beacon: host:port (port 0: any)")
        }
    }

    func run() async throws {
        let channel = "ipc://\(options.absoluteData)/pairing.sock"
        if let yes, let code = PairingCode(typed: yes) {
            guard FileManager.default.fileExists(atPath: "\(options.absoluteData)/pairing.sock") else {
                throw NodeError(
                    "no pairing window is open on \(options.data) (open one with `phone-node pair --window 60s`)")
            }
            guard let answer = try await ConfirmationChannel.confirm(code.digits, at: channel, within: .seconds(15))
            else {
                throw NodeError("the pairing window on \(options.data) did not answer")
            }
            print(answer)
            if !answer.hasPrefix("paired") { throw ExitCode(1) }
            return
        }
        guard let window else { return }
        NodeSignals.catchFromNowOn()  // a SIGTERM from here on closes the window cleanly, however soon it comes
        let (options, length, endpoint, dnsSD) = (options, try Self.duration(window), endpoint, !noDnsSd)
        let beacon = Discovery.parse(beacon, allowsAnyPort: true) ?? ("0.0.0.0", Discovery.defaultPort)
        let (events, continuation) = AsyncStream.makeStream(of: PairingWindowRunner.Event.self)
        try await NodeLifecycle.run(logger: Logger(label: "phone-node"), stop: { continuation.yield(.stop) }) {
            var runner = try await PairingWindowRunner.open(
                options: options, length: length, endpoint: endpoint, beacon: beacon, confirmEndpoint: channel,
                dnsSD: dnsSD)
            try await runner.run(events: events, continuation: continuation)
        }
    }

    /// "60s", "2m", "500ms", "90" (seconds).
    static func duration(_ text: String) throws -> Duration {
        let units: [(String, Int64)] = [("ms", 1), ("s", 1000), ("m", 60_000)]
        for (suffix, milliseconds) in units where text.hasSuffix(suffix) {
            if let number = Int64(text.dropLast(suffix.count)), number > 0, number <= 3_600_000 / milliseconds {
                return .milliseconds(number * milliseconds)
            }
        }
        if let seconds = Int64(text), seconds > 0, seconds <= 3600 { return .seconds(seconds) }
        throw ValidationError("“\(text)” is not a duration of at most an hour: 60s, 2m, 500ms or 90")
    }
}
