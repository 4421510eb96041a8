import Foundation

/// The asset catalogs of a folder (`*.xcassets`, as Xcode keeps them), indexed by asset name:
/// colour sets and image sets, in groups (a group that "provides namespace" prefixes its
/// assets' names with its own, `Group/Name`, as Xcode does).
struct AssetCatalog: Sendable {
    /// Each colour set's folder, by name.
    private(set) var colorSets: [String: URL] = [:]
    /// Each image set's folder, by name.
    private(set) var imageSets: [String: URL] = [:]

    /// The catalogs directly in `folder` (the first of two assets of one name wins, by catalog name).
    init(folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".xcassets") {
            index(folder.appending(path: name), prefix: "", depth: 0)
        }
    }

    private mutating func index(_ group: URL, prefix: String, depth: Int) {
        guard depth < 16, let entries = try? FileManager.default.contentsOfDirectory(atPath: group.path) else { return }
        for entry in entries.sorted() {
            let url = group.appending(path: entry)
            if entry.hasSuffix(".colorset") {
                let name = prefix + String(entry.dropLast(".colorset".count))
                if colorSets[name] == nil { colorSets[name] = url }
            } else if entry.hasSuffix(".imageset") {
                let name = prefix + String(entry.dropLast(".imageset".count))
                if imageSets[name] == nil { imageSets[name] = url }
            } else if !entry.contains("."), isFolder(url) {
                let namespaced =
                    (Self.contents(of: url)?["properties"] as? [String: Any])?["provides-namespace"] as? Bool
                index(url, prefix: namespaced == true ? "\(prefix)\(entry)/" : prefix, depth: depth + 1)
            }
        }
    }

    private func isFolder(_ url: URL) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
    }

    /// A set's `Contents.json`.
    static func contents(of set: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: set.appending(path: "Contents.json").path) else {
            return nil
        }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The colour set `name` as the archive holds it: one colour, or a light and a dark one
    /// (its "luminosity" dark appearance); nil when there is no such set or it has no colour.
    func color(named name: String) -> ColorValue? {
        guard let set = colorSets[name], let colors = Self.contents(of: set)?["colors"] as? [[String: Any]] else {
            return nil
        }
        return CatalogColor.value(of: colors)
    }

    /// The image set `name`'s image for a phone's screen: its 2x file (then 3x, 1x, or the one
    /// file of a single-scale set) of the light appearance, when its bytes are an image the
    /// archive carries (PNG, JPEG, GIF, WebP within the bounds); nil otherwise (a PDF or SVG set).
    func image(named name: String) -> CatalogImage? {
        guard let set = imageSets[name], let images = Self.contents(of: set)?["images"] as? [[String: Any]] else {
            return nil
        }
        let candidates = images.filter { image in
            guard image["filename"] is String else { return false }
            let idiom = image["idiom"] as? String ?? "universal"
            let dark =
                (image["appearances"] as? [[String: Any]])?.contains { $0["value"] as? String == "dark" } ?? false
            return !dark && ["universal", "iphone", "watch"].contains(idiom)
        }
        func rank(_ image: [String: Any]) -> Int {
            switch image["scale"] as? String {
            case "2x": 0
            case "3x": 1
            case "1x": 2
            default: 3
            }
        }
        for image in candidates.sorted(by: { rank($0) < rank($1) }) {
            guard let file = image["filename"] as? String, !file.contains("/"), !file.hasPrefix(".") else { continue }
            let scale = Double((image["scale"] as? String)?.dropLast() ?? "1") ?? 1
            guard let data = FileManager.default.contents(atPath: set.appending(path: file).path),
                ImageNode(data: data, scale: scale) != nil
            else { continue }
            return CatalogImage(data: data, scale: scale)
        }
        return nil
    }
}
