import Foundation

/// The symbols Xcode generates from an extension's asset catalogs (`GeneratedAssetSymbols.swift`):
/// `ColorResource.brand` for `Brand.colorset`, `ImageResource.heroAvatar` for `Hero Avatar.imageset`,
/// so `Color(.brand)` and `Image(.heroAvatar)` compile as they do in Xcode.
public enum AssetSymbols {
    /// The Swift source for these asset names (colour sets and image sets, as their folders name them).
    public static func source(colors: [String], images: [String]) -> String {
        var lines = [
            "// Generated from the extension's asset catalogs, as Xcode generates them.", "import Foundation",
            "import WidgetRelayKit", "",
        ]
        func declarations(_ type: String, _ names: [String], dropping suffix: String) -> [String] {
            var seen = Set<String>()
            return names.sorted().compactMap { name in
                guard let symbol = symbol(for: name, dropping: suffix), symbol != "accentColor",
                    seen.insert(symbol).inserted
                else { return nil }
                return "    static let \(declared(symbol)) = \(type)(name: \"\(escaped(name))\", bundle: .main)"
            }
        }
        let colorLines = declarations("ColorResource", colors, dropping: "Color")
        if !colorLines.isEmpty { lines += ["extension ColorResource {"] + colorLines + ["}", ""] }
        let imageLines = declarations("ImageResource", images, dropping: "Image")
        if !imageLines.isEmpty { lines += ["extension ImageResource {"] + imageLines + ["}", ""] }
        return lines.joined(separator: "\n")
    }

    /// Xcode's name for an asset: its words in lower camel case, a trailing "Color"/"Image" dropped
    /// (`BrandColor` is `.brand`), a leading digit prefixed with `_`; nil when nothing is left.
    public static func symbol(for name: String, dropping suffix: String) -> String? {
        var words: [String] = []
        var word = ""
        for character in name {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return nil }
        var symbol =
            first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.count > suffix.count, symbol.hasSuffix(suffix) { symbol.removeLast(suffix.count) }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol
    }

    /// A symbol as declared: a Swift keyword in backticks (`Switch.colorset` is `` `switch` ``, as
    /// Xcode writes it; Home Assistant's catalog has one), used as `.switch` all the same.
    static func declared(_ symbol: String) -> String { keywords.contains(symbol) ? "`\(symbol)`" : symbol }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
        "while", "as", "false", "is", "nil", "self", "super", "throws", "true", "try", "_",
    ]

    /// The colour sets and image sets of the catalogs under `folder`.
    public static func assets(under folder: URL) -> (colors: [String], images: [String]) {
        var colors: [String] = [], images: [String] = []
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return ([], [])
        }
        for case let url as URL in walk where url.path.contains(".xcassets/") {
            switch url.pathExtension {
            case "colorset": colors.append(url.deletingPathExtension().lastPathComponent)
            case "imageset": images.append(url.deletingPathExtension().lastPathComponent)
            default: break
            }
        }
        return (colors, images)
    }

    static func escaped(_ name: String) -> String {
        name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
