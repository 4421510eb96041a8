import ArgumentParser
@testable import DesktopNodeCommands
@testable import MirrorNodeKit
import Testing
@testable import WatchNodeCommands

/// `desktop-node`'s and `watch-node`'s command lines parsed in memory: `run` and its modes,
/// the shared `pair`, `unpair`, `keys`, `render` and `gallery`, every refusal saying what to
/// do, every help text the one pinned in Tests/HelpFixtures.
@Suite("desktop-node's and watch-node's commands")
struct MirrorNodeCommandTests {
    /// The two programs' roots, by name.
    static let roots: [String: any ParsableCommand.Type] = [
        "desktop-node": DesktopNodeCommand.self, "watch-node": WatchNodeCommand.self,
    ]

    static func parse<Command: ParsableCommand>(
        _ program: String, _ arguments: [String], as _: Command.Type = Command.self
    ) throws -> Command {
        let parsed = try #require(roots[program]).parseAsRoot(arguments)
        return try #require(parsed as? Command, "\(program) \(arguments) parsed as \(type(of: parsed))")
    }

    @Test("desktop-node run: the terminal interface by default, --script, --headless, --web with its token")
    func desktopRun() throws {
        for arguments in [["--data", "d"], ["run", "--data", "d"]] {
            let run = try Self.parse("desktop-node", arguments, as: DesktopNodeCommands.Run.self)
            #expect(!run.script && !run.headless && run.web == nil && run.webToken == nil)
        }
        let web = try Self.parse(
            "desktop-node",
            [
                "run", "--data", "d", "--headless", "--web", "0.0.0.0:8470",
                "--web-token", "abcdefghijklmnop1234",
            ], as: DesktopNodeCommands.Run.self)
        #expect(web.headless)
        #expect(web.web == "0.0.0.0:8470")
        #expect(web.webToken == "abcdefghijklmnop1234")
        #expect(
            try Self.parse("desktop-node", ["run", "--data", "d", "--script"], as: DesktopNodeCommands.Run.self).script)
    }

    @Test("watch-node run: the watch face by default, --script, --headless")
    func watchRun() throws {
        let face = try Self.parse("watch-node", ["--data", "w"], as: WatchNodeCommands.Run.self)
        #expect(!face.script && !face.headless)
        #expect(
            try Self.parse("watch-node", ["run", "--data", "w", "--script"], as: WatchNodeCommands.Run.self).script)
        #expect(
            try Self.parse("watch-node", ["run", "--data", "w", "--headless"], as: WatchNodeCommands.Run.self).headless)
    }

    @Test(
        "a mirror's options: how it finds the phone, its time-outs, its log level",
        arguments: ["desktop-node", "watch-node"])
    func options(_ program: String) throws {
        let arguments = [
            "run", "--data", "/tmp/m", "--id", "desk", "--phone-key=\(PhoneNodeCommandTests.key)", "--router",
            "tcp://p:5570",
            "--publisher", "tcp://p:5571", "--heartbeat-timeout-ms", "900", "--request-timeout-ms", "400",
            "--request-retries", "0", "--log-level", "debug",
        ]
        let options: MirrorOptions =
            program == "desktop-node"
            ? try Self.parse(program, arguments, as: DesktopNodeCommands.Run.self).options
            : try Self.parse(program, arguments, as: WatchNodeCommands.Run.self).options
        #expect(options.absoluteData == "/tmp/m")
        #expect(options.id == "desk")
        #expect(options.phoneKey == PhoneNodeCommandTests.key)
        #expect(options.router == "tcp://p:5570")
        #expect(options.publisher == "tcp://p:5571")
        #expect(options.heartbeatTimeoutMs == 900)
        #expect(options.requestTimeoutMs == 400)
        #expect(options.requestRetries == 0)
        #expect(options.logLevel == .debug)
    }

    @Test("pair, unpair, keys, render and gallery parse to their values")
    func desktopSubcommands() throws {
        let pair = try Self.parse(
            "desktop-node",
            [
                "pair", "--data", "d", "192.0.2.7:5570", "--id", "desk-1", "--name", "Desk",
                "--discover-ms", "500", "--no-dns-sd",
            ], as: MirrorPairCommand<Desktop>.self)
        #expect(pair.address == "192.0.2.7:5570")
        #expect(pair.deviceID == "desk-1")
        #expect(pair.name == "Desk")
        #expect(pair.discoverMs == 500)
        #expect(pair.noDnsSd)
        let unpair = try Self.parse(
            "desktop-node", ["unpair", "--data", "d", "--offline", "--timeout-ms", "100"],
            as: MirrorUnpairCommand<Desktop>.self)
        #expect(unpair.offline && unpair.timeoutMs == 100)
        #expect(
            try Self.parse("desktop-node", ["keys", "--data", "d"], as: MirrorKeysCommand<Desktop>.self).data == "d")
        #expect(
            try Self.parse(
                "desktop-node", ["render", "--data", "d", "--wait-ms", "10"], as: MirrorRenderCommand<Desktop>.self
            ).waitMs == 10)
        _ = try Self.parse("desktop-node", ["gallery", "--data", "d"], as: MirrorGalleryCommand<Desktop>.self)
        #expect(
            try Self.parse("watch-node", ["pair", "--data", "w"], as: MirrorPairCommand<Watch>.self).address == nil)
        _ = try Self.parse("watch-node", ["unpair", "--data", "w"], as: MirrorUnpairCommand<Watch>.self)
        _ = try Self.parse("watch-node", ["render", "--data", "w"], as: MirrorRenderCommand<Watch>.self)
    }

    /// Bad arguments and the words their refusal must contain: what to do instead.
    @Test("keys starting with “-” (Z85 has it) are keys, not options")
    func keysStartingWithADash() throws {
        let dash = "-" + String(repeating: "0", count: 39)
        let root = try #require(Self.roots["desktop-node"])
        let parsed = try root.parseAsRoot([
            "run", "--data", "d", "--relay", "tcp://r:7100", "--relay-key", dash, "--phone-key", dash,
        ])
        #expect("\(parsed)".contains(dash))
        _ = try root.parseAsRoot(["pair", "--data", "d", "--relay", "tcp://r:7100", "--relay-key", dash])
    }

    static let refusals: [(String, [String], String)] = [
        ("desktop-node", ["run"], "Missing expected argument '--data <folder>'"),
        (
            "desktop-node", ["run", "--data", "d", "--web", "localhost"],
            "--web: “localhost” has no port: write host:port"
        ),
        ("desktop-node", ["run", "--data", "d", "--web-token", "abcdefghijklmnop1234"], "--web-token needs --web"),
        (
            "desktop-node", ["run", "--data", "d", "--web", "0.0.0.0:0", "--web-token", "short"],
            "--web-token: at least 16 letters and digits"
        ),
        (
            "desktop-node", ["run", "--data", "d", "--heartbeat-timeout-ms", "0"],
            "time-outs are positive numbers of milliseconds"
        ),
        ("watch-node", ["run", "--data", "w", "--request-retries=-1"], "--request-retries cannot be negative"),
        (
            "watch-node", ["run", "--data", "w", "--request-timeout-ms", "60000", "--request-retries", "10"],
            "is 660 s: a mirror retries a request for at most 600 s (requests.proto)"
        ),
        ("watch-node", ["run", "--data", "w", "--log-level", "loud"], "'--log-level <level>'"),
        ("watch-node", ["run", "--data", "w", "--web-token", "abcdefghijklmnop1234"], "--web-token needs --web"),
        ("desktop-node", ["pair", "--data", "d", "not a host:x"], "PHONE: host or host:port"),
        ("watch-node", ["pair", "--data", "w", "--discover-ms", "0"], "a port or time out of range"),
        ("desktop-node", ["pair", "--data", "d", "--id", "a/b"], "--id:"),
        ("watch-node", ["unpair", "--data", "w", "--timeout-ms", "0"], "--timeout-ms: 1 to 60000"),
        ("desktop-node", ["keys"], "Missing expected argument '--data <data>'"),
        (
            "desktop-node", ["pair", "--data", "d", "--relay", "tcp://r:7100"],
            "give one --relay-key per --relay (1 relay, 0 keys)"
        ),
        (
            "watch-node",
            ["run", "--data", "w"]
                + (0...16).flatMap {
                    ["--relay", "tcp://r\($0):7100", "--relay-key", String(repeating: "0", count: 40)]
                },
            "at most 16 relays (17 given)"
        ),
    ]

    @Test("bad arguments are refused with what to do", arguments: refusals)
    func refused(_ program: String, _ arguments: [String], _ advice: String) throws {
        let root = try #require(Self.roots[program])
        let message = try #require(refusal(root, arguments), "\(program) \(arguments) parsed")
        #expect(message.contains(advice), "\(program) \(arguments): “\(message)”")
    }

    /// The pinned command lines of both programs.
    static let pinned = HelpFixtures.commands(of: "desktop-node") + HelpFixtures.commands(of: "watch-node")

    @Test("every help text is the one pinned in Tests/HelpFixtures", arguments: pinned)
    func help(_ command: String) throws {
        let root = try #require(Self.roots[String(command.prefix { $0 != " " })])
        let (help, pinned) = (HelpFixtures.help(root, command), try HelpFixtures.pinned(command))
        #expect(help == pinned, "\(HelpFixtures.difference(help ?? "(no such subcommand)", pinned))")
    }

    @Test("the pinned list covers every subcommand", arguments: ["desktop-node", "watch-node"])
    func everySubcommandPinned(_ program: String) throws {
        #expect(HelpFixtures.unpinned(try #require(Self.roots[program]), in: Self.pinned).isEmpty)
    }
}
