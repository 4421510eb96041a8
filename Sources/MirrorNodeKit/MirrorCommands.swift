import ArgumentParser
import DomainModel
import Foundation
import Logging
import Mirror
import NodeRuntime
import Codec
import TerminalSafeText
import WidgetRelayKit

/// What kind of mirror a program is: how it introduces itself and what it shows.
public protocol MirrorDevice {
    static var name: String { get }
    static var kind: DeviceKind { get }
    static var families: [WidgetFamily] { get }
    static var renderingMode: WidgetRenderingMode { get }
    static var surface: ScriptSession.Surface { get }
}

extension MirrorDevice {
    /// This device's mirrors of every paired phone.
    public static func fleet(_ options: MirrorOptions, logger: Logger) throws -> MirrorFleet {
        try options.fleet(kind: kind, name: name, families: families, renderingMode: renderingMode, logger: logger)
    }
}

/// `keys`: print the device's public key.
public struct MirrorKeysCommand<Device: MirrorDevice>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "keys",
            abstract: "Print this \(Device.name.lowercased())'s public key (generating a pair if there is none).")
    }
    @Option(help: "The data folder.") var data: String
    public init() {}

    public func run() async throws {
        let folder = data.hasPrefix("/") ? data : FileManager.default.currentDirectoryPath + "/" + data
        let (keys, _) = try KeyStore(dataFolder: folder).loadOrGenerate()
        print("public key:  \(keys.publicKey.z85)")
        print("fingerprint: \(keys.publicKey.fingerprint)")
    }
}

/// `render`: print the widgets once.
public struct MirrorRenderCommand<Device: MirrorDevice>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract:
                "Print every paired phone's widgets once (a phone's cached ones, marked stale, if it does not answer).")
    }
    @OptionGroup var options: MirrorOptions
    @Option(help: "Milliseconds to wait for the phone.") var waitMs = 3000
    public init() {}

    public func run() async throws {
        bootstrapCommandLogging(level: .warning)
        print(
            try await RenderOnce.run(
                try Device.fleet(options, logger: Logger(label: Device.name.lowercased())), wait: .milliseconds(waitMs))
        )
    }
}

/// `gallery`: each phone's widget kinds this device shows, then its `#Preview`s drawn as text.
public struct MirrorGalleryCommand<Device: MirrorDevice>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "gallery",
            abstract:
                "List the phones' widget kinds this \(Device.name.lowercased()) can show, with their configuration parameters."
        )
    }
    @OptionGroup var options: MirrorOptions
    @Option(
        help: ArgumentHelp(
            "Only this phone's gallery: its name, or its fingerprint (or the start of it).",
            valueName: "name|fingerprint"))
    var phone: String?
    public init() {}

    public func run() async throws {
        bootstrapCommandLogging(level: .warning)
        let fleet = try Device.fleet(options, logger: Logger(label: Device.name.lowercased()))
        let links: [MirrorFleet.Link]
        do { links = try phone.map { [try fleet.link(matching: $0)] } ?? fleet.links } catch {
            throw ValidationError("--phone: \(error)")
        }
        func print(_ line: String) { Swift.print(TerminalText.sanitize(line)) }
        for link in links {
            if fleet.links.count > 1 { print("── \(link.phone.label) (\(link.phone.fingerprint))") }
            do {
                try await link.client.start()
                let catalog = try await link.client.catalog()
                for widget in catalog.widgets {
                    let families = widget.families.map(\.rawValue)
                    print(
                        "\(widget.kind)  — \(widget.displayName.isEmpty ? widget.kind : widget.displayName)  [\(families.joined(separator: ", "))]"
                    )
                    if !widget.description.isEmpty { print("    \(widget.description)") }
                    for parameter in widget.parameterTitles { print("    \(parameter)") }
                }
                for preview in catalog.previews { PreviewText.lines(preview).forEach(print) }
            } catch  where links.count > 1 {
                print("    (no gallery: \(error))")
            }
            await link.client.stop()
        }
    }
}
