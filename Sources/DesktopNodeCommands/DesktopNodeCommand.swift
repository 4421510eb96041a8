import ArgumentParser
import DomainModel
import Foundation
import Logging
import Mirror
import MirrorNodeKit
import NodeMetrics
import NodeRuntime
import Codec
import WebDesktop
import WidgetRelayKit

/// `desktop-node`'s command line: `run` (terminal interface, `--web`, `--script`, `--headless`),
/// `pair`, `unpair`, `keys`, `render`, `gallery`. The program is `DesktopNodeCommand.main()`.
public struct DesktopNodeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "desktop-node",
        abstract: "Mirrors the phones' widgets on this desktop (\"iPhone widgets on Mac\"), interactive.",
        discussion: """
            Pair first: open a window on the phone (`phone-node pair --window 60s`), then `desktop-node pair --data DIR` \
            finds the phone on the LAN (or `desktop-node pair --data DIR HOST` asks it directly) and shows a code; \
            confirm the same code on the phone. The phone's key and endpoints are remembered in the data folder, \
            so later it is just `desktop-node run --data DIR`. Pair again with another phone to add it: `run` shows \
            every paired phone's widgets, a section each.
            """,
        subcommands: [
            Run.self, MirrorPairCommand<Desktop>.self, MirrorUnpairCommand<Desktop>.self,
            MirrorKeysCommand<Desktop>.self, MirrorRenderCommand<Desktop>.self, MirrorGalleryCommand<Desktop>.self,
        ],
        defaultSubcommand: Run.self)

    public init() {}
}

/// What a desktop shows (the strategy seed's table: Mac, system small … extra large).
enum Desktop: MirrorDevice {
    static let name = "Desktop"
    static let kind = DeviceKind.desktop
    /// What the phone lets a desktop show (the Home Screen's families, and the Lock Screen's its page draws).
    static let families: [WidgetFamily] = DeviceSurface.families(for: .desktop)
    /// Accented, as on a Mac (the strategy seed's "Support different appearances"); `run
    /// --rendering-mode` chooses another.
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
    @OptionGroup var log: LogFormatOption
    @OptionGroup var metrics: MetricsOption
    @Flag(help: "Scriptable mode: commands on standard input, JSON lines on standard output (logs on standard error).")
    var script = false
    @Flag(help: "No interface (as a service): stay synced and keep the cache fresh until SIGTERM.") var headless = false
    @Option(
        help: ArgumentHelp(
            "Also serve the desktop as a web page on this address (port 0: any free port); the URL is printed and written to <data>/web-url. "
                + "Loopback needs no token; any other address gets a token in the URL, so that no one on the network can tap a widget.",
            valueName: "host:port"))
    var web: String?
    @Option(
        help: ArgumentHelp(
            "The token the page's URL must carry (default: none on loopback, a random one elsewhere).",
            valueName: "token"))
    var webToken: String?
    @Option(
        help: ArgumentHelp(
            "The widgetRenderingMode the phone draws this desktop's widgets in: accented as on a Mac (the default), fullColor as on "
                + "older macOS or an iPhone's Home Screen, or vibrant. The web page's StandBy, Night Mode, CarPlay and Lock Screen "
                + "modes draw them as those places do, whatever this is.",
            valueName: "mode"))
    var renderingMode: RenderingModeArgument = .accented

    func validate() throws {
        if let web { do { _ = try WebAddress(parsing: web) } catch { throw ValidationError("--web: \(error)") } }
        if webToken != nil && web == nil { throw ValidationError("--web-token needs --web") }
        if let webToken, webToken.count < 16 || !webToken.allSatisfy({ $0.isLetter || $0.isNumber }) {
            throw ValidationError("--web-token: at least 16 letters and digits")
        }
    }

    func run() async throws {
        if !script && !headless { Terminal.redirectStandardError(to: "\(options.absoluteData)/desktop.log") }
        bootstrapLogging(level: options.logLevel, format: log.logFormat)
        let logger = Logger(label: "desktop-node")
        // The page draws StandBy, Night Mode and CarPlay: the phone archives each widget for them too.
        let surfaces = web == nil ? [] : SurfaceVariant.allCases
        let fleet = try options.fleet(
            kind: Desktop.kind, name: Desktop.name, families: Desktop.families, renderingMode: renderingMode.mode,
            surfaces: surfaces, logger: logger)
        // A phone paired or unpaired from another shell while this runs is mirrored, or dropped, at once.
        let following = try options.followPairing(
            of: fleet, kind: Desktop.kind, name: Desktop.name, families: Desktop.families,
            renderingMode: renderingMode.mode, surfaces: surfaces, logger: logger)
        defer { following.cancel() }
        let health = MirrorHealth.make()
        let watching = MirrorHealth.watch(fleet, feeding: health)
        defer { watching.cancel() }
        let served = try await MirrorMetrics.serve(
            metrics, fleet: fleet, dataFolder: options.absoluteData, health: health, logger: logger)
        defer { served?.stop() }
        let page = try await startWebPage(fleet, logger: logger)
        defer { page?.task.cancel(); try? FileManager.default.removeItem(atPath: "\(options.absoluteData)/web-url") }
        if headless {
            try await HeadlessRunner.run(fleet, health: health, logger: logger)
            return
        }
        if script {
            try await ScriptRunner.run(fleet, logger: logger)
            return
        }
        let terminal = Terminal()
        try await FullScreen.run(
            fleet, terminal: terminal,
            interface: DesktopInterface(fleet: fleet, terminal: terminal, webURL: page?.access.url),
            logger: logger)
    }

    /// Serves the web page when `--web` is given; its URL goes to standard error (or the
    /// log, under the terminal interface) and to `<data>/web-url`.
    private func startWebPage(_ fleet: MirrorFleet, logger: Logger) async throws -> (
        access: WebAccess, task: Task<Void, Never>
    )? {
        guard let web else { return nil }
        do {
            return try await WebDesktopServer.serve(
                fleet, on: web, token: webToken, families: Desktop.families, layout: .desktop,
                dataFolder: options.absoluteData, announce: (script || headless) && log.logFormat == .text,
                logger: logger)
        } catch let error as WebServerError {
            throw ValidationError("\(error)")
        }
    }
}

/// `--rendering-mode`: WidgetKit's `WidgetRenderingMode` cases, by their names.
enum RenderingModeArgument: String, ExpressibleByArgument, CaseIterable {
    case accented, fullColor, vibrant

    var mode: WidgetRenderingMode {
        switch self {
        case .accented: .accented
        case .fullColor: .fullColor
        case .vibrant: .vibrant
        }
    }
}
