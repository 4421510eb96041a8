import ArgumentParser
import Foundation
import Logging
import Mirror
import NodeRuntime
import RelayCore
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
    /// A client for this device.
    public static func client(_ options: MirrorOptions, logger: Logger) throws -> MirrorClient {
        try options.client(kind: kind, name: name, families: families, renderingMode: renderingMode, logger: logger)
    }
}

/// `keys`: print the device's public key.
public struct MirrorKeysCommand<Device: MirrorDevice>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "keys", abstract: "Print this \(Device.name.lowercased())'s public key (generating a pair if there is none).")
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
        CommandConfiguration(commandName: "render", abstract: "Print the current widgets once (the cached ones, marked stale, if the phone does not answer).")
    }
    @OptionGroup var options: MirrorOptions
    @Option(help: "Milliseconds to wait for the phone.") var waitMs = 3000
    public init() {}

    public func run() async throws {
        bootstrapLogging(level: .warning)
        print(try await RenderOnce.run(try Device.client(options, logger: Logger(label: Device.name.lowercased())), wait: .milliseconds(waitMs)))
    }
}

/// `gallery`: the phone's widget kinds this device shows, then the bundle's `#Preview`s drawn as text.
public struct MirrorGalleryCommand<Device: MirrorDevice>: AsyncParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "gallery", abstract: "List the phone's widget kinds this \(Device.name.lowercased()) can show, with their configuration parameters.")
    }
    @OptionGroup var options: MirrorOptions
    public init() {}

    public func run() async throws {
        bootstrapLogging(level: .warning)
        let client = try Device.client(options, logger: Logger(label: Device.name.lowercased()))
        try await client.start()
        let catalog = try await client.catalog()
        func print(_ line: String) { Swift.print(TerminalText.sanitize(line)) }
        for widget in catalog.widgets {
            let families = widget.families.map(\.rawValue)
            print("\(widget.kind)  — \(widget.displayName.isEmpty ? widget.kind : widget.displayName)  [\(families.joined(separator: ", "))]")
            if !widget.description.isEmpty { print("    \(widget.description)") }
            for parameter in widget.parameterTitles { print("    \(parameter)") }
        }
        for preview in catalog.previews { PreviewText.lines(preview).forEach(print) }
        await client.stop()
    }
}
