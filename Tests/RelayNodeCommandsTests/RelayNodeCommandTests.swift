import ArgumentParser
import Foundation
import RelayNodeKit
@testable import RelayNodeCommands
import TestSupport
import Testing
import ZeroMQ

/// `relay-node`'s command line parsed in memory: which phones it serves, refusals that say
/// what to do, every help text the one pinned in Tests/HelpFixtures.
@Suite("relay-node's commands")
struct RelayNodeCommandTests {
    static func parse<Command: ParsableCommand>(_ arguments: [String], as _: Command.Type = Command.self) throws
        -> Command
    {
        let parsed = try RelayNodeCommand.parseAsRoot(arguments)
        return try #require(parsed as? Command, "\(arguments) parsed as \(type(of: parsed))")
    }

    static let phoneKey = try! CurveKeyPair.generate().publicKey
    static let otherKey = try! CurveKeyPair.generate().publicKey

    @Test("run parses to the relay it describes")
    func run() throws {
        let run = try Self.parse(
            [
                "run", "--data", "r", "--phones", "tcp://127.0.0.1:7000", "--mirrors", "ipc:///tmp/m",
                "--allow-phone", Self.phoneKey.z85, "--log-level", "debug",
            ], as: Run.self)
        let launcher = try run.launcher()
        #expect(
            launcher.configuration.phones == "tcp://127.0.0.1:7000" && launcher.configuration.mirrors == "ipc:///tmp/m")
        #expect(launcher.configuration.admission == .keys([Self.phoneKey]) && run.logLevel == .debug)
        #expect(launcher.dataFolder.hasSuffix("/r"))
        #expect(try Self.parse(["run", "--any-phone"], as: Run.self).admission() == .anyKey)
        #expect(try Self.parse(["--any-phone"], as: Run.self).phones == "tcp://0.0.0.0:7000", "run is the default")
        #expect(try Self.parse(["keys", "--data", "k"], as: Keys.self).options.data == "k")
    }

    /// Z85 has "-" in its alphabet: one key in 85 starts with it (this test's random key did, once in
    /// about four runs, before key options took their value unconditionally).
    static let dashKey = "-" + String(repeating: "0", count: 39)

    @Test("a key starting with “-” is a key, not an option, in every command that takes one")
    func keysStartingWithADash() throws {
        let run = try Self.parse(["run", "--allow-phone", Self.dashKey], as: Run.self)
        #expect(run.allowPhone == [Self.dashKey])
    }

    @Test("--allow-phones reads one key a line, comments and blank lines skipped")
    func allowPhonesFile() throws {
        let file = TemporaryFolder.shared.makeFolder() + "/phones"
        try "# the kitchen phone\n\(Self.phoneKey.z85)\n\n  \(Self.otherKey.z85)  mine\n#\n".write(
            toFile: file, atomically: true, encoding: .utf8)
        let run = try Self.parse(["run", "--allow-phones", file], as: Run.self)
        #expect(try run.admission() == .keys([Self.phoneKey, Self.otherKey]))
        try "not-a-key\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: ValidationError.self) {
            try Self.parse(["run", "--allow-phones", file], as: Run.self).admission()
        }
    }

    /// Bad arguments and the words their refusal must contain: what to do instead.
    static let refusals: [([String], String)] = [
        (["run"], "say which phones to serve: --allow-phone KEY"),
        (["run", "--allow-phone", "short"], "is not a public key"),
        (["run", "--any-phone", "--allow-phone", phoneKey.z85], "--any-phone serves every phone"),
        (["run", "--any-phone", "--log-level", "loud"], "is not a log level"),
        (["run", "--any-phone", "--max-phone-message-bytes", "10"], "at least 65536"),
    ]

    @Test("bad arguments are refused with what to do", arguments: refusals)
    func refused(_ arguments: [String], _ advice: String) throws {
        let message = try #require(refusal(RelayNodeCommand.self, arguments), "\(arguments) parsed")
        #expect(message.contains(advice), "\(arguments): “\(message)”")
    }

    static let pinned = HelpFixtures.commands(of: "relay-node")

    @Test("every help text is the one pinned in Tests/HelpFixtures", arguments: pinned)
    func help(_ command: String) throws {
        let (help, pinned) = (HelpFixtures.help(RelayNodeCommand.self, command), try HelpFixtures.pinned(command))
        #expect(help == pinned, "\(HelpFixtures.difference(help ?? "(no such subcommand)", pinned))")
    }

    @Test("every subcommand's help is pinned")
    func everySubcommandPinned() {
        #expect(HelpFixtures.unpinned(RelayNodeCommand.self, in: Self.pinned).isEmpty)
    }
}
