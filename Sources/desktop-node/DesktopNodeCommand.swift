import ArgumentParser
import Foundation
import Logging
import Mirror
import MirrorNodeKit
import NodeRuntime
import WidgetRelayKit

@main
struct DesktopNodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "desktop-node",
        abstract: "Mirrors the phone's widgets on this desktop (\"iPhone widgets on Mac\"), interactive.",
        discussion: """
            Pair first: `desktop-node keys` prints this desktop's public key; add it on the phone with \
            `phone-node devices add --id ID --kind desktop --key KEY`. The first `run` needs the phone's \
            endpoints and key; they are remembered in the data folder.
            """,
        subcommands: [Run.self, Keys.self, Render.self, Gallery.self],
        defaultSubcommand: Run.self)
}

/// What a desktop shows (the strategy seed's table: Mac, system small … extra large).
enum Desktop {
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]

    static func client(_ options: MirrorOptions, logger: Logger) throws -> MirrorClient {
        try options.client(kind: .desktop, name: "Desktop", families: families, renderingMode: .accented, logger: logger)
    }
}

struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the desktop: a full-screen terminal interface, or with --script a line interface for programs.",
        discussion: """
            Keys: ← → choose a widget, ↑ ↓ choose a button or toggle, Enter or 1-9 activate it, o open the widget's URL             on the phone, a add a widget, c configure it, x remove it, s the menu-bar strip (Enter toggles a control or             expands a Live Activity), l lock or unlock, q quit. Logs go to <data>/desktop.log while the interface runs.
            """)
    @OptionGroup var options: MirrorOptions
    @Flag(help: "Scriptable mode: commands on standard input, JSON lines on standard output (logs on standard error).")
    var script = false

    func run() async throws {
        if !script { Terminal.redirectStandardError(to: "\(options.absoluteData)/desktop.log") }
        bootstrapLogging(level: options.logLevel)
        let client = try Desktop.client(options, logger: Logger(label: "desktop-node"))
        if script {
            try await ScriptRunner.run(client)
            return
        }
        try await InterfaceRunner.run(client) { client, terminal in DesktopInterface(client: client, terminal: terminal) }
    }
}

struct Keys: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print this desktop's public key (generating a pair if there is none).")
    @Option(help: "The data folder.") var data: String

    func run() async throws {
        let folder = data.hasPrefix("/") ? data : FileManager.default.currentDirectoryPath + "/" + data
        let (keys, _) = try KeyStore(dataFolder: folder).loadOrGenerate()
        print("public key:  \(keys.publicKey.z85)")
        print("fingerprint: \(keys.publicKey.fingerprint)")
    }
}

struct Render: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the current widgets once (the cached ones, marked stale, if the phone does not answer).")
    @OptionGroup var options: MirrorOptions
    @Option(help: "Milliseconds to wait for the phone.") var waitMs = 3000

    func run() async throws {
        bootstrapLogging(level: .warning)
        print(try await RenderOnce.run(try Desktop.client(options, logger: Logger(label: "desktop-node")), wait: .milliseconds(waitMs)))
    }
}

struct Gallery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the phone's widget kinds this desktop can show, with their configuration parameters.")
    @OptionGroup var options: MirrorOptions

    func run() async throws {
        bootstrapLogging(level: .warning)
        let client = try Desktop.client(options, logger: Logger(label: "desktop-node"))
        try await client.start()
        guard case .catalog(let catalog) = try await client.request({ $0.catalogRequest = .init() }) else { throw NodeError("no catalog") }
        for widget in catalog.widgets {
            let families = widget.supportedFamilies.compactMap { try? WireCodecFamily.name($0) }
            print("\(widget.kind)  — \(widget.displayName.isEmpty ? widget.kind : widget.displayName)  [\(families.joined(separator: ", "))]")
            if !widget.description_p.isEmpty { print("    \(widget.description_p)") }
            for parameter in widget.configuration.parameters { print("    \(parameter.name): \(parameter.title)") }
        }
        await client.stop()
    }
}
