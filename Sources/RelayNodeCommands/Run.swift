import ArgumentParser
import Foundation
import Logging
import NodeMetrics
import NodeRuntime
import RelayNodeKit
import ZeroMQ

struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the relay: serve phones and their mirrors until SIGTERM or SIGINT.",
        discussion: """
            Phones dial in at --phones (requests at PORT, updates at PORT+1), mirrors at --mirrors (the same). \
            Say which phones it serves: --allow-phone KEY (repeatable), --allow-phones FILE (one Z85 key a line), \
            or --any-phone. Any phone can only ever publish as its own key's fingerprint.
            """)

    @OptionGroup var options: DataOptions

    @Option(
        help: ArgumentHelp(
            "Where phones dial in: requests at PORT, updates at PORT+1 (tcp://HOST:* picks a free pair).",
            valueName: "endpoint"))
    var phones = "tcp://0.0.0.0:7000"

    @Option(help: ArgumentHelp("Where mirrors dial in: requests at PORT, updates at PORT+1.", valueName: "endpoint"))
    var mirrors = "tcp://0.0.0.0:7100"

    @Option(
        name: .customLong("allow-phone"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "A phone's public key (Z85, 40 characters) the relay serves; repeat for more.", valueName: "key"))
    var allowPhone: [String] = []

    @Option(
        name: .customLong("allow-phones"),
        help: ArgumentHelp(
            "A file of phones' public keys, one a line (text after a space, and lines starting with \"# \", are comments).",
            valueName: "file"))
    var allowPhones: String?

    @Flag(name: .customLong("any-phone"), help: "Serve any phone that connects (each still publishes only as itself).")
    var anyPhone = false

    @Option(help: "The largest frame a phone may send, in bytes (a phone's whole state is one frame).")
    var maxPhoneMessageBytes = RelayNodeConfiguration.defaultMaxPhoneMessageBytes

    @Option(help: ArgumentHelp("Log level: \(Logger.Level.names).", valueName: "level"), transform: parseLevel)
    var logLevel: Logger.Level = .info

    @OptionGroup var log: LogFormatOption

    @OptionGroup var metrics: MetricsOption

    func validate() throws {
        let told = (allowPhone.isEmpty ? 0 : 1) + (allowPhones == nil ? 0 : 1) + (anyPhone ? 1 : 0)
        guard told > 0 else {
            throw ValidationError(
                "say which phones to serve: --allow-phone KEY (repeatable), --allow-phones FILE or --any-phone")
        }
        guard !anyPhone || told == 1 else {
            throw ValidationError("--any-phone serves every phone: leave out --allow-phone and --allow-phones")
        }
        for key in allowPhone { _ = try Self.key(key, from: "--allow-phone") }
        guard maxPhoneMessageBytes >= 64 * 1024 else {
            throw ValidationError("--max-phone-message-bytes must be at least 65536")
        }
    }

    static func key(_ text: String, from source: String) throws -> CurveKey {
        do { return try CurveKey(z85: text) } catch {
            throw ValidationError(
                "\(source): “\(text)” is not a public key (40 characters of Z85, as `phone-node keys` prints)")
        }
    }

    /// The phones to admit, as the options say.
    func admission() throws -> PhoneAdmission {
        if anyPhone { return .anyKey }
        var keys = try allowPhone.map { try Self.key($0, from: "--allow-phone") }
        if let allowPhones {
            let text: String
            do { text = try String(contentsOfFile: allowPhones, encoding: .utf8) } catch {
                throw ValidationError("--allow-phones: cannot read \(allowPhones)")
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // Z85 has "#" but no space: "# " (or a lone "#") starts a comment, a space ends a key.
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.isEmpty || text == "#" || text.hasPrefix("# ") { continue }
                let key = String(text.prefix { $0 != " " && $0 != "\t" })
                keys.append(try Self.key(key, from: "\(allowPhones):\(number + 1)"))
            }
        }
        return .keys(keys)
    }

    func launcher() throws -> RelayLauncher {
        var configuration = RelayNodeConfiguration(phones: phones, mirrors: mirrors, admission: try admission())
        configuration.maxPhoneMessageBytes = maxPhoneMessageBytes
        configuration.logger = Logger(label: "relay-node")
        var launcher = RelayLauncher(dataFolder: options.absoluteData, configuration: configuration)
        launcher.metricsAddress = try metrics.address()
        return launcher
    }

    func run() async throws {
        bootstrapLogging(level: logLevel, format: log.logFormat)
        try await launcher().run()
    }
}
