import ArgumentParser
@testable import DesktopNodeCommands
@testable import MirrorNodeKit
import TestSupport
import Testing

/// `desktop-node`'s command line parsed in memory: `run` and its modes, `pair`, `unpair`, `keys`,
/// `render` and `gallery` (MirrorNodeKit's, shared with watch-node), every refusal saying what to do,
/// every help text the one pinned in Tests/HelpFixtures.
@Suite("desktop-node's commands")
struct DesktopNodeCommandTests {
    static let root: any ParsableCommand.Type = DesktopNodeCommand.self
    /// A libzmq test key: 40 characters of Z85.
    static let key = "rq:rM>}U?@Lns47E1%kR.o@n%FcmmsL/@{H8]yf7"

    static func parse<Command: ParsableCommand>(
        _ program: String, _ arguments: [String], as _: Command.Type = Command.self
    ) throws -> Command {
        #expect(program == "desktop-node")
        return try parsedCommand(root, arguments)
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

    @Test("a mirror's options: how it finds the phone, its time-outs, its log level")
    func options() throws {
        let program = "desktop-node"
        let arguments = [
            "run", "--data", "/tmp/m", "--id", "desk", "--phone-key=\(Self.key)", "--router",
            "tcp://p:5570",
            "--publisher", "tcp://p:5571", "--heartbeat-timeout-ms", "900", "--request-timeout-ms", "400",
            "--request-retries", "0", "--log-level", "debug",
        ]
        let options: MirrorOptions = try Self.parse(program, arguments, as: DesktopNodeCommands.Run.self).options
        #expect(options.absoluteData == "/tmp/m")
        #expect(options.id == "desk")
        #expect(options.phoneKey == Self.key)
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
    }

    @Test("keys starting with “-” (Z85 has it) are keys, not options")
    func keysStartingWithADash() throws {
        let dash = "-" + String(repeating: "0", count: 39)
        let root = Self.root
        let parsed = try root.parseAsRoot([
            "run", "--data", "d", "--relay", "tcp://r:7100", "--relay-key", dash, "--phone-key", dash,
        ])
        #expect("\(parsed)".contains(dash))
        _ = try root.parseAsRoot(["pair", "--data", "d", "--relay", "tcp://r:7100", "--relay-key", dash])
    }

    /// Bad arguments and the words their refusal must contain: what to do instead.
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
        ("desktop-node", ["pair", "--data", "d", "not a host:x"], "PHONE: host or host:port"),
        ("desktop-node", ["pair", "--data", "d", "--id", "a/b"], "--id:"),
        ("desktop-node", ["keys"], "Missing expected argument '--data <data>'"),
        (
            "desktop-node", ["pair", "--data", "d", "--relay", "tcp://r:7100"],
            "give one --relay-key per --relay (1 relay, 0 keys)"
        ),
    ]

    @Test("bad arguments are refused with what to do", arguments: refusals)
    func refused(_ program: String, _ arguments: [String], _ advice: String) throws {
        let message = try #require(refusal(Self.root, arguments), "\(program) \(arguments) parsed")
        #expect(message.contains(advice), "\(program) \(arguments): “\(message)”")
    }

    /// The program's pinned command lines.
    static let pinned = HelpFixtures.commands(of: "desktop-node")

    @Test("every help text is the one pinned in Tests/HelpFixtures", arguments: pinned)
    func help(_ command: String) throws {
        let (help, pinned) = (HelpFixtures.help(Self.root, command), try HelpFixtures.pinned(command))
        #expect(help == pinned, "\(HelpFixtures.difference(help ?? "(no such subcommand)", pinned))")
    }

    @Test("the pinned list covers every subcommand")
    func everySubcommandPinned() {
        #expect(HelpFixtures.unpinned(Self.root, in: Self.pinned).isEmpty)
    }
}
