import Foundation

/// What Xcode puts in an appex beside its code, put beside an extension built here (the folder
/// `Bundle.main.resourceURL` names: on Linux, the executable's): each `*.xcassets` of the
/// extension's folders copied as Xcode keeps it (colour sets' and image sets' `Contents.json`
/// and image files), each `*.xcstrings` compiled into `<lang>.lproj/<Table>.strings`, and each
/// `<lang>.lproj/*.strings` already written copied. `xcode-build-steps resources DEST FOLDER...`.
public enum ExtensionResourceFolder {
    /// What was written: catalogs copied, tables written.
    public struct Summary: Equatable, Sendable {
        public var catalogs: [String] = []
        public var tables: [String] = []
    }

    /// Writes the resources of `folders` into `destination` (created if need be). Two catalogs of
    /// one name in different folders are both kept, each named after its path
    /// (`Widgets_Assets.xcassets`); two tables of one language and name are merged, the first
    /// value of a key kept.
    public static func write(from folders: [URL], to destination: URL) throws -> Summary {
        let files = FileManager.default
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        var summary = Summary()
        var tables: [String: [String: String]] = [:]  // "<lang>.lproj/<Table>.strings": table
        func merge(_ table: [String: String], into name: String) {
            tables[name, default: [:]].merge(table) { first, _ in first }
        }
        for folder in folders {
            let root = folder.standardizedFileURL
            guard let walk = files.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk {
                let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
                    .trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                if url.pathExtension == "xcassets" {
                    walk.skipDescendants()
                    let name = relative.replacingOccurrences(of: "/", with: "_")
                    let target = destination.appending(path: name)
                    if files.fileExists(atPath: target.path) { try files.removeItem(at: target) }
                    try files.copyItem(at: url, to: target)
                    summary.catalogs.append(name)
                } else if url.pathExtension == "xcstrings" {
                    guard let data = files.contents(atPath: url.path) else { continue }
                    let table = url.deletingPathExtension().lastPathComponent
                    for (language, strings) in try StringCatalogs.tables(of: data) {
                        merge(strings, into: "\(language).lproj/\(table).strings")
                    }
                } else if url.pathExtension == "strings", url.deletingLastPathComponent().pathExtension == "lproj",
                    let data = files.contents(atPath: url.path),
                    let table = try? PropertyListSerialization.propertyList(from: data, format: nil)
                        as? [String: Any]
                {
                    let lproj = url.deletingLastPathComponent().lastPathComponent
                    merge(table.compactMapValues { $0 as? String }, into: "\(lproj)/\(url.lastPathComponent)")
                }
            }
        }
        for (name, table) in tables.sorted(by: { $0.key < $1.key }) {
            let target = destination.appending(path: name)
            try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(StringCatalogs.stringsFile(table).utf8).write(to: target)
            summary.tables.append(name)
        }
        return summary
    }
}
