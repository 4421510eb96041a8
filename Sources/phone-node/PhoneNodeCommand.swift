import ArgumentParser

@main
struct PhoneNodeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phone-node",
        abstract: "Runs apps' widgets, Live Activities and controls, and serves them to paired mirrors.",
        discussion: """
            The phone is the source of truth: it runs the sample apps' widget code, performs the \
            App Intents mirrors send, and publishes timelines, Live Activities and controls over \
            CURVE-secured ZeroMQ. State lives in the data folder (SQLite, keys, control socket).

            Start it with `phone-node run`, pair mirrors with `phone-node pair --window 60s` (they find it on the \
            LAN and both sides show a code to compare), and drive it while it runs with `push`, `app`, `clock` and \
            `status`. `phone-node devices` lists and removes paired devices.
            """,
        subcommands: [Run.self, Pair.self, Keys.self, Devices.self, Push.self, Status.self, App.self, Clock.self],
        defaultSubcommand: Run.self
    )
}

/// The data folder, shared by every subcommand.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The phone's data folder (database, keys, control socket).", valueName: "folder"))
    var data = "./phone-data"

    @Option(name: .long, help: ArgumentHelp("The control endpoint of a running phone (default: ipc://<data>/control.sock).", valueName: "endpoint"))
    var control: String?

    var controlEndpoint: String { control ?? "ipc://\(absoluteData)/control.sock" }

    var absoluteData: String {
        data.hasPrefix("/") ? data : FileManagerPath.current + "/" + data
    }
}
