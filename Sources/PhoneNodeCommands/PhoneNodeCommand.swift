import ArgumentParser
import Synchronization
import WidgetRelayKit

/// `phone-node`'s command line, for any WidgetBundle: `run` serves the bundle the program
/// gave ``main(bundle:actions:arguments:)``; `pair`, `devices`, `keys`, `push`, `status`,
/// `app` and `clock` work on the data folder or the running phone.
///
/// An app's own phone program is one call:
/// ```swift
/// import PhoneNodeCommands
///
/// @main enum MyPhone {
///     static func main() async { await PhoneNodeCommand.main(bundle: MyWidgets()) }
/// }
/// ```
public struct PhoneNodeCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "phone-node",
        abstract: "Runs apps' widgets, Live Activities and controls, and serves them to paired mirrors.",
        discussion: """
            The phone is the source of truth: it runs its apps' widget code, performs the \
            App Intents mirrors send, and publishes timelines, Live Activities and controls over \
            CURVE-secured ZeroMQ. State lives in the data folder (SQLite, keys, control socket).

            Start it with `phone-node run`, pair mirrors with `phone-node pair --window 60s` (they find it on the \
            LAN and both sides show a code to compare), and drive it while it runs with `push`, `app`, `clock` and \
            `status`. `phone-node devices` lists and removes paired devices.
            """,
        subcommands: [Run.self, Pair.self, Keys.self, Devices.self, Push.self, Status.self, App.self, Clock.self],
        defaultSubcommand: Run.self
    )

    public init() {}

    /// What `run` serves and `app` offers: set once, by ``main(bundle:actions:arguments:)``,
    /// before the command line is parsed (a command's configuration is static).
    static let program = Mutex(PhoneProgram(items: [], previews: [], actions: nil, scene: AppScene()))

    /// Parses `arguments` (the process's own when nil) and runs the command they name,
    /// serving `bundle`'s widgets, Live Activities and controls; `actions` are what
    /// `phone-node app NAME …` runs (none when nil), and `scene` what the app does when a
    /// widget opens it (its `onOpenURL` handlers…; none by default). Exits the process as
    /// ArgumentParser's `main` does: status 0, or the error's message and status.
    public static func main(
        bundle: some WidgetBundle, actions: AppActions? = nil, scene: AppScene = AppScene(), arguments: [String]? = nil
    ) async {
        serve(bundle: bundle, actions: actions, scene: scene)
        await main(arguments)
    }

    /// Makes the commands serve `bundle` with `actions` and `scene`, without running any: for
    /// tests that parse, and for programs that call `parseAsRoot` themselves.
    public static func serve(bundle: some WidgetBundle, actions: AppActions? = nil, scene: AppScene = AppScene()) {
        let program = PhoneProgram(
            items: bundle.items, previews: PreviewRecords.declared(beside: bundle), actions: actions, scene: scene)
        Self.program.withLock { $0 = program }
    }
}

/// What a phone program serves: its bundle's items and its app actions.
struct PhoneProgram: Sendable {
    var items: [BundleItem]
    /// Its `#Preview`s: those declared in the bundle's module.
    var previews: [any PreviewRegistry.Type]
    var actions: AppActions?
    /// What the app does when a widget opens it.
    var scene: AppScene
}

/// What an app can be told to do from the command line (`phone-node app NAME ARGS…`),
/// as a person would in the app: start a Live Activity, change its data.
public struct AppActions: Sendable {
    /// One action: its name and a line saying how to call it (listed by `app --help`).
    public struct Action: Sendable, Equatable {
        public var name: String
        public var usage: String
        public init(name: String, usage: String) {
            self.name = name
            self.usage = usage
        }
    }

    /// The actions, in the order `app --help` lists them.
    public var catalog: [Action]
    /// Runs the action `name` with its arguments in the app's environment; returns a line for people.
    public var perform: @Sendable (_ name: String, _ arguments: [String]) async throws -> String

    public init(
        catalog: [Action], perform: @escaping @Sendable (_ name: String, _ arguments: [String]) async throws -> String
    ) {
        self.catalog = catalog
        self.perform = perform
    }
}

/// The data folder, shared by every subcommand.
struct DataOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("The phone's data folder (database, keys, control socket).", valueName: "folder"))
    var data = "./phone-data"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The control endpoint of a running phone (default: ipc://<data>/control.sock).", valueName: "endpoint"))
    var control: String?

    var controlEndpoint: String { control ?? "ipc://\(absoluteData)/control.sock" }

    var absoluteData: String {
        data.hasPrefix("/") ? data : FileManagerPath.current + "/" + data
    }
}
