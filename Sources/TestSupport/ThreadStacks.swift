import Foundation

/// Every thread's stack in a running process, read with gdb: what a test reports of a
/// child that did not exit in time, so a hang is found from what its threads wait in
/// rather than guessed at from the end of a log.
public enum ThreadStacks {
    /// Frames kept per thread: enough to see the wait and what called it.
    static let framesPerThread = 14

    /// The stacks of `pid`'s threads, demangled and trimmed, or a line saying why
    /// there are none (no gdb, or it could not attach).
    public static func of(_ pid: pid_t) async -> String {
        guard let gdb = executable(named: "gdb") else { return "(no thread stacks: gdb is not installed)" }
        let arguments = [
            "-p", "\(pid)", "-batch", "-nx", "-iex", "set complaints 0",
            "-ex", "set pagination off", "-ex", "thread apply all bt \(framesPerThread)",
        ]
        guard let output = try? await run(gdb, arguments, stacksOnTimeout: false) else {
            return "(no thread stacks: gdb did not finish)"
        }
        let trimmed = trim(output.standardOutput)
        guard !trimmed.isEmpty else {
            return "(no thread stacks: gdb printed none; \(output.standardError.suffix(300)))"
        }
        return await demangled(trimmed)
    }

    /// Keeps each thread's header and its frames, one short line each.
    static func trim(_ output: String) -> String {
        var lines: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Thread ") {
                lines.append("")
                lines.append(String(line.prefix(120)))
            } else if line.hasPrefix("#") {
                lines.append("  " + frame(String(line)))
            }
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `#3  0x… in FUNCTION (ARGS) at FILE:LINE` → `#3 FUNCTION at FILE:LINE`.
    static func frame(_ line: String) -> String {
        let number = line.prefix { $0 != " " }
        var function = line.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        if let range = function.range(of: " in ") { function = String(function[range.upperBound...]) }
        let place =
            function.range(of: " at ", options: .backwards).map { String(function[$0.lowerBound...]) }
            ?? function.range(of: " from ", options: .backwards).map { String(function[$0.lowerBound...]) } ?? ""
        let name = function.prefix { $0 != " " }
        return
            "\(number) \(name)\(place.replacingOccurrences(of: FileManager.default.currentDirectoryPath + "/", with: ""))"
    }

    /// Swift's mangled names made readable with the toolchain's `swift-demangle`, if it is there.
    static func demangled(_ text: String) async -> String {
        guard let demangler = executable(named: "swift-demangle") else { return text }
        let file = NSTemporaryDirectory() + "stacks-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        guard (try? text.write(toFile: file, atomically: false, encoding: .utf8)) != nil,
            let output = try? await run(
                "/bin/sh", ["-c", "\"$0\" --simplified < \"$1\"", demangler, file], stacksOnTimeout: false),
            output.status == 0
        else { return text }
        return output.standardOutput
    }

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
