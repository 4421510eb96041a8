import ArgumentParser
import Foundation

/// The help texts pinned in Tests/HelpFixtures (`<program>[-<subcommand>…].txt`, listed in
/// commands.txt), as the built programs print them at 80 columns: each program's command tests
/// (PhoneNodeCommandsTests, DesktopNodeCommandsTests, RelayNodeCommandsTests, RelayLatencyCommandsTests)
/// compare its help with them.
public enum HelpFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/HelpFixtures")

    /// The pinned command lines of `program` ("phone-node devices add"), the program's own first.
    public static func commands(of program: String) -> [String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("commands.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { $0 == program || $0.hasPrefix(program + " ") }
    }

    /// The text pinned for `command`.
    public static func pinned(_ command: String) throws -> String {
        try String(
            contentsOf: folder.appendingPathComponent(command.split(separator: " ").joined(separator: "-") + ".txt"),
            encoding: .utf8)
    }

    /// What `command --help` prints, as the program prints it (the message, then a newline);
    /// nil when `command` names a subcommand `root` does not have.
    public static func help(_ root: any ParsableCommand.Type, _ command: String) -> String? {
        var subcommand: any ParsableCommand.Type = root
        for word in command.split(separator: " ").dropFirst() {
            guard let next = subcommand.configuration.subcommands.first(where: { $0._commandName == word }) else {
                return nil
            }
            subcommand = next
        }
        return root.helpMessage(for: subcommand, columns: 80) + "\n"
    }

    /// Subcommands of `root` (by command line) that `pinned` does not list.
    public static func unpinned(_ root: any ParsableCommand.Type, in pinned: [String]) -> [String] {
        func lines(_ command: any ParsableCommand.Type, _ prefix: String) -> [String] {
            command.configuration.subcommands.flatMap { sub -> [String] in
                let line = "\(prefix) \(sub._commandName)"
                return [line] + lines(sub, line)
            }
        }
        return lines(root, root._commandName).filter { !pinned.contains($0) }
    }

    /// Where `actual` first differs from `pinned`, for a failure message ("" when equal).
    public static func difference(_ actual: String, _ pinned: String) -> String {
        let (got, want) = (actual.components(separatedBy: "\n"), pinned.components(separatedBy: "\n"))
        func line(_ lines: [String], _ index: Int) -> String? { lines.indices.contains(index) ? lines[index] : nil }
        for index in 0..<max(got.count, want.count) where line(got, index) != line(want, index) {
            return "line \(index + 1): “\(line(got, index) ?? "(none)")”, pinned “\(line(want, index) ?? "(none)")”"
        }
        return ""
    }
}
