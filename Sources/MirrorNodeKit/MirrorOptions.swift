import ArgumentParser
import Foundation
import Logging
import Mirror
import NodeRuntime
import RelayCore
import WidgetRelayKit
import ZeroMQ
import ZeroMQTransport

extension Logger.Level: @retroactive ExpressibleByArgument {}

/// How a mirror program finds its phone; remembered in `<data>/phone.json` after the first run.
public struct MirrorOptions: ParsableArguments {
    @Option(help: ArgumentHelp("This mirror's data folder (keys, cached snapshot, logs).", valueName: "folder"))
    public var data: String

    @Option(help: ArgumentHelp("The id the phone paired this device as.", valueName: "id"))
    public var id: String?

    @Option(help: ArgumentHelp("The phone's public key (`phone-node keys`), Z85.", valueName: "key"))
    public var phoneKey: String?

    @Option(help: ArgumentHelp("The phone's request endpoint.", valueName: "endpoint"))
    public var router: String?

    @Option(help: ArgumentHelp("The phone's update endpoint.", valueName: "endpoint"))
    public var publisher: String?

    @Option(help: "Milliseconds without a word from the phone before it is shown unreachable.")
    public var heartbeatTimeoutMs = 3000

    @Option(help: "Milliseconds to wait for the phone's answer to a request before sending it again.")
    public var requestTimeoutMs = 2500

    @Option(help: "How often a request is sent again (with the same id: the phone performs an interaction once) before giving up.")
    public var requestRetries = 2

    @Option(help: ArgumentHelp("Log level: \(Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "level"))
    public var logLevel: Logger.Level = .info

    public init() {}

    public mutating func validate() throws {
        guard heartbeatTimeoutMs > 0, requestTimeoutMs > 0 else { throw ValidationError("time-outs are positive numbers of milliseconds") }
        guard requestRetries >= 0 else { throw ValidationError("--request-retries cannot be negative") }
    }

    public var absoluteData: String { data.hasPrefix("/") ? data : FileManager.default.currentDirectoryPath + "/" + data }

    /// The phone settings: given now (and saved), or saved before.
    public func phone() throws -> (id: String, key: CurveKey, router: String, publisher: String) {
        let file = PhoneFile(dataFolder: absoluteData)
        let saved = file.read() ?? [:]
        guard let id = id ?? saved["id"], let keyText = phoneKey ?? saved["phone_key"],
              let router = router ?? saved["router"], let publisher = publisher ?? saved["publisher"] else {
            throw ValidationError("this device is not paired: run `pair` first (or give --id, --phone-key, --router and --publisher; they are remembered in \(data)/phone.json)")
        }
        let key: CurveKey
        do { key = try CurveKey(z85: keyText) } catch { throw ValidationError("--phone-key: \(error)") }
        var settings = saved
        settings.merge(["id": id, "phone_key": key.z85, "router": router, "publisher": publisher]) { $1 }
        if settings["phone_key"] != saved["phone_key"] { settings["fingerprint"] = key.fingerprint }
        if settings != saved { try file.write(settings) }
        return (id, key, router, publisher)
    }

    /// A mirror client for this device, over CURVE with the data folder's key pair.
    public func client(kind: DeviceKind, name: String, families: [WidgetFamily], renderingMode: WidgetRenderingMode,
                       logger: Logger) throws -> MirrorClient {
        let phone = try phone()
        var configuration = MirrorConfiguration(
            deviceID: phone.id, kind: kind, displayName: name, families: families, renderingMode: renderingMode,
            routerEndpoint: phone.router, publisherEndpoint: phone.publisher)
        configuration.cachePath = "\(absoluteData)/snapshot.bin"
        if kind == .watch { configuration.pinnedPath = "\(absoluteData)/pinned.json" }
        configuration.heartbeatTimeout = .milliseconds(heartbeatTimeoutMs)
        configuration.requestTimeout = .milliseconds(requestTimeoutMs)
        configuration.requestRetries = requestRetries
        configuration.logger = logger
        var transport = try transport(logger: logger)
        transport.monitorsConnections = true  // a refused key is shown as such, not as "unreachable"
        return MirrorClient(configuration: configuration, transport: transport)
    }

    /// A CURVE client transport to the phone with this device's key pair (generated, and
    /// announced in the log, on first use), in `context` or a new one.
    public func transport(context: Context? = nil, logger: Logger? = nil) throws -> ZeroMQTransport {
        let phone = try phone()
        let (keys, generated) = try KeyStore(dataFolder: absoluteData).loadOrGenerate()
        if generated { logger?.notice("generated this device's key pair; pair it on the phone", metadata: ["public_key": "\(keys.publicKey.z85)"]) }
        return ZeroMQTransport(context: try context ?? Context(), security: .curveClient(serverPublicKey: phone.key, keyPair: keys))
    }
}
