import ArgumentParser
import Foundation
import Logging
import Mirror
import MirrorNodeKit
import NodeRuntime
import RelayCore
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
        subcommands: [Run.self, MirrorKeysCommand<Desktop>.self, MirrorRenderCommand<Desktop>.self, MirrorGalleryCommand<Desktop>.self],
        defaultSubcommand: Run.self)
}

/// What a desktop shows (the strategy seed's table: Mac, system small … extra large).
enum Desktop: MirrorDevice {
    static let name = "Desktop"
    static let kind = DeviceKind.desktop
    static let families: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge]
    static let renderingMode = WidgetRenderingMode.accented
    static let surface = ScriptSession.Surface.desktop
}

struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the desktop: a full-screen terminal interface, or with --script a line interface for programs.",
        discussion: """
            Keys: ← → choose a widget, ↑ ↓ choose a button or toggle, Enter or 1-9 activate it, o open the widget's URL \
            on the phone, a add a widget, c configure it, x remove it, s the menu-bar strip (Enter toggles a control or \
            expands a Live Activity), l lock or unlock, q quit. Logs go to <data>/desktop.log while the interface runs.
            """)
    @OptionGroup var options: MirrorOptions
    @Flag(help: "Scriptable mode: commands on standard input, JSON lines on standard output (logs on standard error).")
    var script = false
    @Flag(help: "No interface (as a service): stay synced and keep the cache fresh until SIGTERM.") var headless = false

    func run() async throws {
        if !script && !headless { Terminal.redirectStandardError(to: "\(options.absoluteData)/desktop.log") }
        bootstrapLogging(level: options.logLevel)
        let client = try Desktop.client(options, logger: Logger(label: "desktop-node"))
        if headless {
            try await HeadlessRunner.run(client, logger: Logger(label: "desktop-node"))
            return
        }
        if script {
            try await ScriptRunner.run(client)
            return
        }
        let terminal = Terminal()
        try await FullScreen.run(client, terminal: terminal, interface: DesktopInterface(client: client, terminal: terminal))
    }
}

