import Foundation
import Testing
import TestSupport

/// The macro expansions the compiler makes with this build's plug-in (`WidgetRelayMacros-tool`,
/// beside the tests): `swiftc -typecheck -Xfrontend -dump-macro-expansions` of one file,
/// `test.swift` of a module `TestModule`, against this build's `WidgetRelayKit`.
///
/// Through the compiler rather than swift-syntax's test support: a test target that imports
/// swift-syntax makes SwiftPM build it a second time, for the target (87 s of a cold build); the
/// plug-in is built for the host already. The expansions come back with the compiler's unique
/// names spelled as swift-syntax names them in a test (`__macro_local_7PreviewfMu_`), each line
/// without its indentation (which carries the author's own, as written).
enum Expansions {
    struct CompilerFailed: Error, CustomStringConvertible {
        let output: String
        var description: String { "the compiler made no expansion:\n\(output)" }
    }

    /// Throws ``CompilerFailed`` when the compiler made none and `requiringOne`.
    static func of(_ source: String, requiringOne: Bool = true) async throws -> [String] {
        let folder = URL(fileURLWithPath: TemporaryFolder.shared.makeFolder("macros-\(UUID().uuidString)"))
        try source.write(to: folder.appendingPathComponent("test.swift"), atomically: true, encoding: .utf8)
        let plugin = Repository.product("WidgetRelayMacros-tool")
        let built = URL(fileURLWithPath: plugin).deletingLastPathComponent().path
        let output = folder.appendingPathComponent("output").path
        let compiler = try #require(swiftc(), "no swiftc on PATH")
        // The file by a relative path, from its folder: `#fileID` reads "TestModule/test.swift".
        let child = try ChildProcess(
            "/bin/sh",
            [
                "-c", "cd \"$0\" && exec \"$@\"", folder.path, compiler, "-typecheck", "-parse-as-library",
                "-module-name", "TestModule", "-I", "\(built)/Modules", "-I",
                "\(Repository.root)/Sources/CWidgetRelayKit",
                "-load-plugin-executable", "\(plugin)#WidgetRelayMacros", "-Xfrontend", "-dump-macro-expansions",
                "test.swift",
            ], output: .file(output), error: .standardOutput)
        _ = try await child.waitForExit(within: 120)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        let found = parse(text)
        if found.isEmpty && requiringOne { throw CompilerFailed(output: text) }
        return found
    }

    /// The bodies of the dump's expansions, in order: each is a header line (`@__swiftmacro_…`),
    /// a line of dashes, the expansion, and a line of dashes.
    static func parse(_ dump: String) -> [String] {
        let rule = String(repeating: "-", count: 30)
        var bodies: [String] = []
        var lines = dump.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let header = lines.first {
            lines = lines.dropFirst()
            guard header.hasPrefix("@__swiftmacro_"), lines.first == Substring(rule) else { continue }
            lines = lines.dropFirst()
            var body: [Substring] = []
            while let line = lines.first, line != Substring(rule) {
                body.append(line)
                lines = lines.dropFirst()
            }
            lines = lines.dropFirst()
            bodies.append(normalized(body.joined(separator: "\n")))
        }
        return bodies
    }

    /// `text` with the compiler's unique names as swift-syntax's test support spells them and
    /// each line's indentation taken off.
    static func normalized(_ text: String) -> String {
        let unique = /\$s[A-Za-z0-9_]*?(\d+[A-Za-z]+fMu_)/
        return text.replacing(unique) { "__macro_local_\($0.output.1)" }
            .split(separator: "\n").map { $0.drop(while: { $0 == " " }) }.joined(separator: "\n")
    }

    private static func swiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        return path.split(separator: ":").map { "\($0)/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
