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

/// `watch-node`'s command line: `run` (watch face, `--script`, `--headless`), `pair`, `unpair`,
/// `keys`, `render`, `gallery`. The program is `WatchNodeCommand.main()`.
public struct WatchNodeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "watch-node",
        abstract: "A paired watch: complications, the Smart Stack, Live Activities and controls from the phones.",
        discussion: """
            Pair first: open a window on the phone (`phone-node pair --window 60s`), then `watch-node pair --data DIR` \
            finds the phone on the LAN (or `watch-node pair --data DIR HOST` asks it directly) and shows a code; \
            confirm the same code on the phone. The phone's key and endpoints are remembered in the data folder, \
            so later it is just `watch-node run --data DIR`. Pair again with another phone to add it: the face and \
            the Smart Stack show every paired phone's complications and cards together.
            """,
        subcommands: [
            Run.self, MirrorPairCommand<Watch>.self, MirrorUnpairCommand<Watch>.self, MirrorKeysCommand<Watch>.self,
            MirrorRenderCommand<Watch>.self, MirrorGalleryCommand<Watch>.self,
        ],
        defaultSubcommand: Run.self)

    public init() {}
}

/// What a watch shows (the strategy seed's table: accessory families; accented on the face).
enum Watch: MirrorDevice {
    static let name = "Watch"
    static let kind = DeviceKind.watch
    static let families: [WidgetFamily] = DeviceSurface.families(for: .watch)
    static let renderingMode = WidgetRenderingMode.accented
    static let surface = ScriptSession.Surface.watch
}

struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the watch: a terminal watch face, or with --script a line interface for programs.",
        discussion: """
            Keys: ← → choose a complication, Enter or o open its app on the phone; ↑ ↓ scroll the Smart Stack, \
            Space activate the card (a Live Activity expands; 1-9 press its buttons), p pin it; t toggle the first \
            control; w workout on/off; q quit. Logs go to <data>/watch.log while the face runs.
            """)
    @OptionGroup var options: MirrorOptions
    @OptionGroup var log: LogFormatOption
    @OptionGroup var metrics: MetricsOption
    @Flag(help: "Scriptable mode: commands on standard input, JSON lines on standard output.") var script = false
    @Flag(help: "No interface (as a service): stay synced and keep the cache fresh until SIGTERM.") var headless = false
    @Option(
        help: ArgumentHelp(
            "Also serve the watch as a web page on this address (port 0: any free port): the face with its complications in their shapes "
                + "and the Smart Stack, drawn as the desktop's page draws widgets; the URL is printed and written to <data>/web-url. "
                + "Loopback needs no token; any other address gets a token in the URL.",
            valueName: "host:port"))
    var web: String?
    @Option(
        help: ArgumentHelp(
            "The token the page's URL must carry (default: none on loopback, a random one elsewhere).",
            valueName: "token"))
    var webToken: String?

    func validate() throws {
        if let web { do { _ = try WebAddress(parsing: web) } catch { throw ValidationError("--web: \(error)") } }
        if webToken != nil && web == nil { throw ValidationError("--web-token needs --web") }
        if let webToken, webToken.count < 16 || !webToken.allSatisfy({ $0.isLetter || $0.isNumber }) {
            throw ValidationError("--web-token: at least 16 letters and digits")
        }
    }

    func run() async throws {
        if !script && !headless { Terminal.redirectStandardError(to: "\(options.absoluteData)/watch.log") }
        bootstrapLogging(level: options.logLevel, format: log.logFormat)
        let logger = Logger(label: "watch-node")
        let fleet = try Watch.fleet(options, logger: logger)
        // A phone paired or unpaired from another shell while this runs is mirrored, or dropped, at once.
        let following = try options.followPairing(
            of: fleet, kind: Watch.kind, name: Watch.name, families: Watch.families,
            renderingMode: Watch.renderingMode, logger: logger)
        defer { following.cancel() }
        let health = MirrorHealth.make()
        let watching = MirrorHealth.watch(fleet, feeding: health)
        defer { watching.cancel() }
        let served = try await MirrorMetrics.serve(
            metrics, fleet: fleet, dataFolder: options.absoluteData, health: health, logger: logger)
        defer { served?.stop() }
        var page: (access: WebAccess, task: Task<Void, Never>)?
        if let web {
            do {
                page = try await WebDesktopServer.serve(
                    fleet, on: web, token: webToken, families: Watch.families, layout: .watch,
                    dataFolder: options.absoluteData, announce: (script || headless) && log.logFormat == .text,
                    logger: logger)
            } catch let error as WebServerError {
                throw ValidationError("\(error)")
            }
        }
        defer {
            page?.task.cancel();
            if page != nil { try? FileManager.default.removeItem(atPath: "\(options.absoluteData)/web-url") }
        }
        if headless {
            try await HeadlessRunner.run(fleet, health: health, logger: logger)
            return
        }
        if script {
            try await ScriptRunner.run(fleet, surface: Watch.surface, logger: logger)
            return
        }
        let terminal = Terminal()
        try await FullScreen.run(
            fleet, terminal: terminal, interface: WatchFace(fleet: fleet, terminal: terminal), logger: logger)
    }
}
