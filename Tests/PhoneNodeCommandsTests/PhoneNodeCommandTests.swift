import ArgumentParser
import Foundation
import NodeMetrics
import PhoneHost
@testable import PhoneNodeCommands
import SampleApps
import TestSupport
import Testing
import WidgetRelayKit

/// `phone-node`'s command line parsed in memory, as swift-argument-parser's own examples
/// are tested: every subcommand's good arguments give the values it runs with, bad ones are
/// refused with a message that says what to do, and every help text is the one pinned in
/// Tests/HelpFixtures (the built program's, which HelpTests checks too). Serialized: the
/// program a phone serves is one static, set here as the phone-node program sets it.
@Suite("phone-node's commands", .serialized)
struct PhoneNodeCommandTests {
    /// A libzmq test key: 40 characters of Z85.
    static let key = "rq:rM>}U?@Lns47E1%kR.o@n%FcmmsL/@{H8]yf7"

    /// As the phone-node program starts: SampleApps' bundle and actions.
    static func servingSamples() {
        PhoneNodeCommand.serve(
            bundle: SampleAppsBundle(),
            actions: AppActions(
                catalog: SampleAppActions.catalog.map { AppActions.Action(name: $0.name, usage: $0.usage) },
                perform: { name, arguments in try await SampleAppActions.run(name, arguments) }))
    }

    static func parse<Command: ParsableCommand>(_ arguments: [String], as _: Command.Type = Command.self) throws
        -> Command
    {
        servingSamples()
        let parsed = try PhoneNodeCommand.parseAsRoot(arguments)
        return try #require(parsed as? Command, "\(arguments) parsed as \(type(of: parsed))")
    }

    @Test("run's defaults, and no subcommand is run")
    func runDefaults() throws {
        for arguments in [[], ["run"]] {
            let run = try Self.parse(arguments, as: PhoneNodeCommands.Run.self)
            #expect(run.router == "tcp://127.0.0.1:5570")
            #expect(run.publisher == "tcp://127.0.0.1:5571")
            #expect(run.options.data == "./phone-data")
            #expect(run.logLevel == .info)
            #expect(run.clock == nil)
            #expect(run.heartbeatMs == 1000)
            #expect(run.reloadBudget == 70)
            #expect(run.ioThreads == 2)
            #expect(!run.resetStore)
            #expect(run.log.logFormat == .text)
            #expect(try run.metrics.address() == nil)
            #expect(try run.retention() == .standard)
        }
    }

    @Test("run's options reach the phone it launches, serving the program's bundle")
    func runLaunches() throws {
        let run = try Self.parse(
            [
                "run", "--data", "/tmp/phone", "--router", "tcp://0.0.0.0:6000", "--publisher", "tcp://0.0.0.0:6001",
                "--heartbeat-ms", "50", "--reload-budget", "3", "--name", "Kitchen", "--io-threads", "4",
                "--max-message-bytes", "4096", "--clock", "2026-11-21T09:00:00Z", "--reset-store", "--log-level",
                "debug",
                "--keep-interactions", "7d", "--log-format", "json", "--metrics", "127.0.0.1:0",
            ], as: PhoneNodeCommands.Run.self)
        #expect(run.logLevel == .debug)
        #expect(run.log.logFormat == .json)
        let launcher = try run.launcher()
        #expect(launcher.items.count == SampleAppsBundle().items.count)
        #expect(launcher.configuration.dataFolder == "/tmp/phone")
        #expect(launcher.configuration.controlEndpoint == "ipc:///tmp/phone/control.sock")
        #expect(launcher.configuration.routerEndpoint == "tcp://0.0.0.0:6000")
        #expect(launcher.configuration.publisherEndpoint == "tcp://0.0.0.0:6001")
        #expect(launcher.configuration.heartbeatInterval == .milliseconds(50))
        #expect(launcher.configuration.reloadBudget == 3)
        #expect(launcher.configuration.phoneName == "Kitchen")
        #expect(launcher.ioThreads == 4)
        #expect(launcher.maxMessageBytes == 4096)
        #expect(launcher.manualClockStart == Date(timeIntervalSince1970: 1_795_251_600))
        #expect(launcher.resetStore)
        #expect(launcher.configuration.interactionRetention.window == .seconds(7 * 86_400))
        #expect(launcher.metricsAddress == MetricsAddress(host: "127.0.0.1", port: 0))
    }

    @Test("any bundle: the phone run launches serves the one the program gave")
    func anyBundle() throws {
        PhoneNodeCommand.serve(bundle: OneWidget())
        let run = try #require(
            try PhoneNodeCommand.parseAsRoot(["run", "--data", "/tmp/one"]) as? PhoneNodeCommands.Run)
        let launcher = try run.launcher()
        #expect(launcher.items.count == 1)
        #expect(App.configuration.discussion == "This phone's apps offer no actions.")
        Self.servingSamples()
        #expect(App.configuration.discussion.contains("delivery.start [ORDER] [RESTAURANT] [MINUTES]"))
    }

    @Test("pair: a window, or a confirmation on one open")
    func pair() throws {
        let window = try Self.parse(["pair", "--window", "60s", "--data", "/tmp/p", "--no-dns-sd"], as: Pair.self)
        #expect(window.window == "60s")
        #expect(window.yes == nil)
        #expect(window.noDnsSd)
        #expect(window.endpoint == "tcp://0.0.0.0:5572")
        let confirm = try Self.parse(["pair", "--yes", "123456"], as: Pair.self)
        #expect(confirm.yes == "123456")
        #expect(try Pair.duration("2m") == .seconds(120))
        #expect(try Pair.duration("500ms") == .milliseconds(500))
        #expect(try Pair.duration("90") == .seconds(90))
    }

    @Test("keys, devices, push, status, app and clock parse to their values")
    func subcommands() throws {
        #expect(try Self.parse(["keys"], as: Keys.Show.self).options.data == "./phone-data")
        #expect(try Self.parse(["keys", "generate", "--force"], as: Keys.Generate.self).force)
        let add = try Self.parse(
            ["devices", "add", "--id", "desk", "--kind", "desktop", "--key=\(Self.key)", "--name", "Desk"],
            as: Devices.Add.self)
        #expect(add.id == "desk")
        #expect(add.kind == .desktop)
        #expect(add.kind.kind.rawValue == "desktop")
        #expect(add.key == Self.key)
        #expect(add.name == "Desk")
        _ = try Self.parse(["devices"], as: Devices.List.self)
        #expect(try Self.parse(["devices", "remove", "desk"], as: Devices.Remove.self).id == "desk")
        #expect(try Self.parse(["push", "widget", "--kind", "Counter"], as: Push.Widget.self).kind == "Counter")
        let activity = try Self.parse(
            ["push", "activity", "--token", "ab12", "--state", #"{"a":1}"#, "--end"], as: Push.Activity.self)
        #expect(activity.token == "ab12")
        #expect(activity.state == #"{"a":1}"#)
        #expect(activity.end)
        #expect(try Self.parse(["push", "controls"], as: Push.Controls.self).kind == "")
        #expect(try Self.parse(["status", "--json"], as: Status.self).json)
        let app = try Self.parse(["app", "delivery.start", "1", "--data", "/tmp/d", "Pizza"], as: App.self)
        #expect(app.action == "delivery.start")
        #expect(app.arguments == ["1", "Pizza"])
        #expect(app.options.data == "/tmp/d")
        #expect(try Self.parse(["clock", "advance", "30"], as: Clock.Advance.self).seconds == 30)
        #expect(
            try Self.parse(["clock", "set", "2026-11-21T09:00:00Z"], as: Clock.Set.self).date == "2026-11-21T09:00:00Z")
        let control = try Self.parse(["status", "--data", "rel", "--control", "ipc:///tmp/c.sock"], as: Status.self)
            .options
        #expect(control.controlEndpoint == "ipc:///tmp/c.sock")
        #expect(control.absoluteData == FileManager.default.currentDirectoryPath + "/rel")
    }

    @Test("keys starting with “-” (Z85 has it) are keys, not options")
    func keysStartingWithADash() throws {
        let dash = "-" + String(repeating: "0", count: 39)
        #expect(
            try Self.parse(
                ["devices", "add", "--id", "desk", "--kind", "desktop", "--key", dash], as: Devices.Add.self
            ).key == dash)
        #expect(
            try Self.parse(["run", "--relay", "tcp://r:7000", "--relay-key", dash], as: PhoneNodeCommands.Run.self)
                .relayKey == [dash])
    }

    /// Bad arguments and the words their refusal must contain: what to do instead.
    static let refusals: [([String], String)] = [
        (["run", "--heartbeat-ms", "5"], "--heartbeat-ms must be at least 10"),
        (["run", "--reload-budget=-1"], "--reload-budget cannot be negative"),
        (["run", "--io-threads", "17"], "--io-threads takes 1 to 16"),
        (["run", "--clock", "yesterday"], "use ISO 8601 (2026-11-21T09:00:00Z) or “now”"),
        (["run", "--log-level", "loud"], "'--log-level <level>'"),
        (["run", "--log-format", "xml"], "'--log-format <format>'"),
        (["run", "--metrics", "0.0.0.0:9470"], "--metrics: “0.0.0.0:9470” is not a loopback address"),
        (["run", "--metrics-public"], "--metrics-public needs --metrics HOST:PORT"),
        (["run", "--keep-interactions", "forever"], "--keep-interactions takes a number with a unit"),
        (["run", "--keep-interactions", "5m"], "at least 600 s, the longest a mirror retries one"),
        (["pair"], "give --window DURATION to open a window, or --yes CODE to confirm on an open one"),
        (["pair", "--window", "60s", "--yes", "123456"], "give one of them"),
        (["pair", "--window", "2h"], "60s, 2m, 500ms or 90"),
        (["pair", "--yes", "12"], "--yes: a code is 6 digits"),
        (["pair", "--window", "60s", "--beacon", "0.0.0.0:port"], "--beacon: host:port"),
        (
            ["devices", "add", "--id", "desk", "--kind", "phone", "--key=\(key)"],
            "'desktop', 'watch', 'tool' or 'server'"
        ),
        (
            ["devices", "add", "--id", "a/b", "--kind", "watch", "--key=\(key)"],
            "--id must be non-empty and contain no “/”"
        ),
        (["devices", "add", "--id", "desk", "--kind", "watch", "--key=short"], "--key:"),
        (["devices", "add", "--kind", "watch", "--key=\(key)"], "Missing expected argument '--id <id>'"),
        (["devices", "remove"], "Missing expected argument '<id>'"),
        (["clock", "advance", "soon"], "'<seconds>'"),
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
        (["run", "--relay", "tcp://r:7000"], "give one --relay-key per --relay"),
        (
            ["run"]
                + (0...16).flatMap {
                    ["--relay", "tcp://r\($0):7000", "--relay-key", String(repeating: "0", count: 40)]
                },
            "at most 16 relays (17 given)"
        ),
    ]

    @Test("bad arguments are refused with what to do", arguments: refusals)
    func refused(_ arguments: [String], _ advice: String) throws {
        Self.servingSamples()
        let message = try #require(refusal(PhoneNodeCommand.self, arguments), "\(arguments) parsed")
        #expect(message.contains(advice), "\(arguments): “\(message)”")
    }

    /// The pinned command lines of phone-node ("phone-node devices add").
    static let pinned: [String] = HelpFixtures.commands(of: "phone-node")

    @Test("every help text is the one pinned in Tests/HelpFixtures", arguments: pinned)
    func help(_ command: String) throws {
        Self.servingSamples()
        let (help, pinned) = (HelpFixtures.help(PhoneNodeCommand.self, command), try HelpFixtures.pinned(command))
        #expect(help == pinned, "\(HelpFixtures.difference(help ?? "(no such subcommand)", pinned))")
    }

    @Test("the pinned list covers every subcommand")
    func everySubcommandPinned() {
        #expect(HelpFixtures.unpinned(PhoneNodeCommand.self, in: Self.pinned).isEmpty)
    }
}

/// A bundle of one widget, not SampleApps': what an author's phone would serve.
struct OneWidget: WidgetBundle {
    var body: some Widget {
        Hello()
    }
}

struct Hello: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Hello", provider: HelloProvider()) { entry in
            Text("Hello at \(entry.date)")
        }
    }
}

struct HelloProvider: TimelineProvider {
    func placeholder(in context: Context) -> HelloEntry { HelloEntry(date: .distantPast) }

    func getSnapshot(in context: Context, completion: @escaping (HelloEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HelloEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct HelloEntry: TimelineEntry {
    let date: Date
}
