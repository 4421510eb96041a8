import ArgumentParser
@testable import WatchNodeCommands
@testable import MirrorNodeKit
import TestSupport
import Testing

/// `watch-node`'s command line parsed in memory: `run` and its modes, MirrorNodeKit's `pair`, `unpair`
/// and `render`, every refusal saying what to do, every help text the one pinned in Tests/HelpFixtures.
@Suite("watch-node's commands")
struct WatchNodeCommandTests {
    static let root: any ParsableCommand.Type = WatchNodeCommand.self
    /// A libzmq test key: 40 characters of Z85.
    static let key = "rq:rM>}U?@Lns47E1%kR.o@n%FcmmsL/@{H8]yf7"

    static func parse<Command: ParsableCommand>(
        _ program: String, _ arguments: [String], as _: Command.Type = Command.self
    ) throws -> Command {
        #expect(program == "watch-node")
        return try parsedCommand(root, arguments)
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

    @Test("a mirror's options: how it finds the phone, its time-outs, its log level")
    func options() throws {
        let program = "watch-node"
        let arguments = [
            "run", "--data", "/tmp/m", "--id", "desk", "--phone-key=\(Self.key)", "--router",
            "tcp://p:5570",
            "--publisher", "tcp://p:5571", "--heartbeat-timeout-ms", "900", "--request-timeout-ms", "400",
            "--request-retries", "0", "--log-level", "debug",
        ]
        let options: MirrorOptions = try Self.parse(program, arguments, as: WatchNodeCommands.Run.self).options
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

    @Test("pair, unpair and render parse to their values")
    func watchSubcommands() throws {
        #expect(
            try Self.parse("watch-node", ["pair", "--data", "w"], as: MirrorPairCommand<Watch>.self).address == nil)
        _ = try Self.parse("watch-node", ["unpair", "--data", "w"], as: MirrorUnpairCommand<Watch>.self)
        _ = try Self.parse("watch-node", ["render", "--data", "w"], as: MirrorRenderCommand<Watch>.self)
    }

    /// Bad arguments and the words their refusal must contain: what to do instead.
    static let refusals: [(String, [String], String)] = [
        ("watch-node", ["run", "--data", "w", "--request-retries=-1"], "--request-retries cannot be negative"),
        (
            "watch-node", ["run", "--data", "w", "--request-timeout-ms", "60000", "--request-retries", "10"],
            "is 660 s: a mirror retries a request for at most 600 s (requests.proto)"
        ),
        ("watch-node", ["run", "--data", "w", "--log-level", "loud"], "'--log-level <level>'"),
        ("watch-node", ["run", "--data", "w", "--web-token", "abcdefghijklmnop1234"], "--web-token needs --web"),
        ("watch-node", ["pair", "--data", "w", "--discover-ms", "0"], "a port or time out of range"),
        ("watch-node", ["unpair", "--data", "w", "--timeout-ms", "0"], "--timeout-ms: 1 to 60000"),
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
        let message = try #require(refusal(Self.root, arguments), "\(program) \(arguments) parsed")
        #expect(message.contains(advice), "\(program) \(arguments): “\(message)”")
    }

    /// The program's pinned command lines.
    static let pinned = HelpFixtures.commands(of: "watch-node")

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
