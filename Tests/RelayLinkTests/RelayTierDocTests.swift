import Foundation
import Testing

/// docs/relay-tier.md's "What a relay can do" names, for each thing a relay may try, the test
/// that shows what becomes of it (#50, Done when). A renamed or removed test would leave the
/// table naming nothing: every `Suite` and `Suite.test` it names must exist under Tests/.
@Suite("docs/relay-tier.md names tests that exist")
struct RelayTierDocTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The section's text, from its heading to the next heading of the same level.
    static func section() throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("docs/relay-tier.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "## What a relay can do") else { return "" }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// Every backticked name in `text` that names a test suite (`…Tests`) or one of its tests
    /// (`…Tests.name`).
    static func named(in text: String) -> [(suite: String, test: String?)] {
        let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        return spans.compactMap { span in
            let parts = span.split(separator: ".", maxSplits: 1).map(String.init)
            guard let suite = parts.first, suite.hasSuffix("Tests"), suite.allSatisfy({ $0.isLetter || $0.isNumber })
            else { return nil }
            return (suite, parts.count > 1 ? parts[1] : nil)
        }
    }

    /// The Swift sources under Tests/.
    static func sources() throws -> [String] {
        let tests = root.appendingPathComponent("Tests")
        guard let walk = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil) else { return [] }
        return try walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.map {
            try String(contentsOf: $0, encoding: .utf8)
        }
    }

    @Test("every test the table and the list name exists")
    func namedTestsExist() throws {
        let section = try Self.section()
        let names = Self.named(in: section)
        #expect(names.count >= 20, "the section names its tests (\(names.count) found)")
        let sources = try Self.sources()
        for (suite, test) in names {
            let files = sources.filter {
                $0.contains("struct \(suite) ") || $0.contains("struct \(suite){") || $0.contains("extension \(suite) ")
            }
            #expect(!files.isEmpty, "\(suite) is named in docs/relay-tier.md but no test suite has that name")
            if let test {
                #expect(
                    files.contains { $0.contains("func \(test)(") },
                    "\(suite).\(test) is named in docs/relay-tier.md but \(suite) has no such test")
            }
        }
    }
}
