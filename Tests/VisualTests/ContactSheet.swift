import Foundation
import TestSupport

/// `docs/widgets.md`, written by the screenshot tests that own its parts: the rendering modes'
/// table first, then sections each test writes between its own markers, so one test's update
/// keeps the others' parts.
enum ContactSheet {
    static let path = "\(Repository.root)/docs/widgets.md"

    /// Writes `text` as the section `section` (nil: the head of the file, before any section).
    static func write(_ text: String, section: String?) throws {
        try FileManager.default.createDirectory(atPath: "\(Repository.root)/docs", withIntermediateDirectories: true)
        let current = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var head = current, sections: [(name: String, text: String)] = []
        // Sections: `<!-- section NAME -->` … up to the next one or the end.
        let parts = current.components(separatedBy: "<!-- section ")
        head = parts[0]
        for part in parts.dropFirst() {
            guard let close = part.range(of: " -->\n") else { continue }
            sections.append((String(part[..<close.lowerBound]), String(part[close.upperBound...])))
        }
        if let section {
            if let index = sections.firstIndex(where: { $0.name == section }) {
                sections[index].text = text
            } else {
                sections.append((section, text))
            }
        } else {
            head = text
        }
        var file = head
        for (name, body) in sections {
            if !file.hasSuffix("\n\n") { file += file.hasSuffix("\n") ? "\n" : "\n\n" }
            file += "<!-- section \(name) -->\n" + body
        }
        try Data(file.utf8).write(to: URL(fileURLWithPath: path))
    }
}
