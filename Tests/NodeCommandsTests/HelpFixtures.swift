import ArgumentParser
import Foundation

/// The help texts pinned in Tests/HelpFixtures (`<program>[-<subcommand>…].txt`, listed in
/// commands.txt), as the built programs print them at 80 columns.
enum HelpFixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HelpFixtures")

    /// The pinned command lines of `program` ("phone-node devices add"), the program's own first.
    static func commands(of program: String) -> [String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("commands.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { $0 == program || $0.hasPrefix(program + " ") }
    }

    /// The text pinned for `command`.
    static func pinned(_ command: String) throws -> String {
        try String(
            contentsOf: folder.appendingPathComponent(command.split(separator: " ").joined(separator: "-") + ".txt"),
            encoding: .utf8)
    }

    /// What `command --help` prints, as the program prints it (the message, then a newline);
    /// nil when `command` names a subcommand `root` does not have.
    static func help(_ root: any ParsableCommand.Type, _ command: String) -> String? {
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
    static func unpinned(_ root: any ParsableCommand.Type, in pinned: [String]) -> [String] {
        func lines(_ command: any ParsableCommand.Type, _ prefix: String) -> [String] {
            command.configuration.subcommands.flatMap { sub -> [String] in
                let line = "\(prefix) \(sub._commandName)"
                return [line] + lines(sub, line)
            }
        }
        return lines(root, root._commandName).filter { !pinned.contains($0) }
    }

    /// Where `actual` first differs from `pinned`, for a failure message ("" when equal).
    static func difference(_ actual: String, _ pinned: String) -> String {
        let (got, want) = (actual.components(separatedBy: "\n"), pinned.components(separatedBy: "\n"))
        for index in 0..<max(got.count, want.count) where got[safe: index] != want[safe: index] {
            return "line \(index + 1): “\(got[safe: index] ?? "(none)")”, pinned “\(want[safe: index] ?? "(none)")”"
        }
        return ""
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
