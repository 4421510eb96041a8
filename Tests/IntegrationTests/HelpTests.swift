import Foundation
import TestSupport
import Testing

/// Every program's `--help`, and its subcommands', pinned: the built binaries' output
/// at 80 columns must equal `Tests/HelpFixtures/<program>[-<subcommand>…].txt`, so a
/// garbled or changed help fails here. After an intended change, run the programs as
/// this test does (`COLUMNS=80 LINES=24 program sub --help`) and update the fixture,
/// or run the test with `WIDGETRELAY_UPDATE_HELP=1` to rewrite them.
@Suite("--help texts", .heavy)
struct HelpTests {
    static let fixtures = "\(Repository.root)/Tests/HelpFixtures"

    /// The command lines pinned, one per line of `commands.txt` ("phone-node devices add").
    static let commands: [String] = {
        let text = (try? String(contentsOfFile: "\(fixtures)/commands.txt", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }()

    @Test("the help of every program and subcommand is as pinned", arguments: commands)
    func help(_ command: String) async throws {
        let words = command.split(separator: " ").map(String.init)
        let output = try await run(
            Repository.product(words[0]), Array(words.dropFirst()) + ["--help"],
            environment: ["COLUMNS": "80", "LINES": "24", "PATH": "/usr/bin:/bin"])
        #expect(output.status == 0, "\(output.standardError)")
        let text = output.standardOutput
        let path = "\(Self.fixtures)/\(words.joined(separator: "-")).txt"
        if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_HELP"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let pinned = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == pinned, "`\(command) --help` differs from \(path)")
        // Prose (the overview and discussion) never has a run of spaces inside a
        // sentence: that is what a string literal broken over lines without `\` gives.
        let prose = text.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("USAGE:") }
        for line in prose { #expect(!line.contains("   "), "`\(command) --help`: “\(line)”") }
    }

    @Test("the pinned list names every subcommand each program lists")
    func everySubcommandPinned() async throws {
        for program in ["phone-node", "desktop-node", "watch-node", "relay-latency", "relay-node"] {
            let output = try await run(
                Repository.product(program), ["--help"], environment: ["COLUMNS": "80", "LINES": "24"])
            let section = output.standardOutput.components(separatedBy: "SUBCOMMANDS:").last ?? ""
            let names = section.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
                .filter { $0.allSatisfy { $0.isLowercase || $0 == "-" } }
            #expect(!names.isEmpty)
            for name in names {
                #expect(Self.commands.contains("\(program) \(name)"), "\(program) \(name) is not pinned")
            }
        }
    }
}
