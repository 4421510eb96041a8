// `import UniformTypeIdentifiers`: Apple's `UTType` — a type of data by its identifier
// (`public.png`), with its preferred filename extension and MIME type, the system's common types
// as constants (`.png`, `.jpeg`, `.json`, `.plainText`…) and conformance up the system's
// hierarchy (`UTType.png.conforms(to: .image)`), as App Intents' files (`IntentFile(data:filename:type:)`)
// and widget code meet it.
//
// What it is not: the system's type database. The types known are the common system types listed
// below; a type an app declares in its Info.plist (`UTType(exportedAs:)`) is a type with that
// identifier that conforms to `public.data`, and `UTType(filenameExtension:)` finds only the
// listed types.
import Foundation

/// A structure that represents a type of data to load, send, or receive.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The string that represents the type.
    public let identifier: String
    /// The preferred filename extension for the type.
    public let preferredFilenameExtension: String?
    /// The preferred MIME type for the type.
    public let preferredMIMEType: String?
    private let parents: [String]

    private init(_ identifier: String, _ ext: String?, _ mime: String?, _ parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = ext
        preferredMIMEType = mime
        self.parents = parents
    }

    /// The known type with this identifier, or nil.
    public init?(_ identifier: String) {
        guard let known = UTType.known[identifier] else { return nil }
        self = known
    }

    /// The known type with this filename extension, conforming to `supertype`, or nil.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let ext = filenameExtension.lowercased()
        guard
            let found = UTType.all.first(where: {
                ($0.preferredFilenameExtension == ext || UTType.otherExtensions[$0.identifier]?.contains(ext) == true)
                    && $0.conforms(to: supertype)
            })
        else { return nil }
        self = found
    }

    /// The known type with this MIME type, conforming to `supertype`, or nil.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let found = UTType.all.first(where: { $0.preferredMIMEType == mimeType && $0.conforms(to: supertype) })
        else { return nil }
        self = found
    }

    /// A type the app declares (exports) in its Info.plist: here, one that conforms to `public.data`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self = UTType.known[identifier] ?? UTType(identifier, nil, nil, [(parentType ?? .data).identifier])
    }

    /// A type the app imports in its Info.plist: here, one that conforms to `public.data`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// Whether the type is, or conforms to, `type` (up the system's hierarchy).
    public func conforms(to type: UTType) -> Bool {
        if type.identifier == identifier { return true }
        return parents.contains { parent in
            (UTType.known[parent] ?? UTType(parent, nil, nil, [])).conforms(to: type)
        }
    }

    /// Whether the type is a supertype of `type`.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// Whether the type is a subtype of `type`.
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

    /// The types this type directly conforms to.
    public var supertypes: Set<UTType> {
        Set(parents.map { UTType.known[$0] ?? UTType($0, nil, nil, []) })
    }

    /// Whether the system declares the type (here: one of the listed types).
    public var isDeclared: Bool { UTType.known[identifier] != nil }
    /// Whether the type is dynamic (here: never).
    public var isDynamic: Bool { false }
    /// The type's identifier.
    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    // Codable as its identifier, as Apple's.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self.init(exportedAs: identifier)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

extension UTType {
    /// A generic base type for most things (files, directories).
    public static let item = UTType("public.item", nil, nil, [])
    /// A base type for anything containing user-viewable document content.
    public static let content = UTType("public.content", nil, nil, [])
    /// A base type for all physical data.
    public static let data = UTType("public.data", nil, "application/octet-stream", ["public.item"])
    /// A base type for all text.
    public static let text = UTType("public.text", nil, nil, ["public.data", "public.content"])
    /// Text with no markup, in an unspecified encoding.
    public static let plainText = UTType("public.plain-text", "txt", "text/plain", ["public.text"])
    /// Unicode-8 plain text.
    public static let utf8PlainText = UTType("public.utf8-plain-text", "txt", "text/plain", ["public.plain-text"])
    /// JavaScript Object Notation.
    public static let json = UTType("public.json", "json", "application/json", ["public.text"])
    /// Extensible Markup Language.
    public static let xml = UTType("public.xml", "xml", "application/xml", ["public.text"])
    /// HTML.
    public static let html = UTType("public.html", "html", "text/html", ["public.text"])
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(
        "public.comma-separated-values-text", "csv", "text/csv", ["public.text"])
    /// A URL.
    public static let url = UTType("public.url", nil, nil, ["public.data"])
    /// A URL to a file.
    public static let fileURL = UTType("public.file-url", nil, nil, ["public.url"])
    /// A base type for images.
    public static let image = UTType("public.image", nil, nil, ["public.data", "public.content"])
    /// A PNG image.
    public static let png = UTType("public.png", "png", "image/png", ["public.image"])
    /// A JPEG image.
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", ["public.image"])
    /// A GIF image.
    public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", ["public.image"])
    /// A HEIC image.
    public static let heic = UTType("public.heic", "heic", "image/heic", ["public.image"])
    /// A WebP image.
    public static let webP = UTType("org.webmproject.webp", "webp", "image/webp", ["public.image"])
    /// An SVG image.
    public static let svg = UTType("public.svg-image", "svg", "image/svg+xml", ["public.image", "public.xml"])
    /// A PDF document.
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
    /// A base type for audiovisual content.
    public static let audiovisualContent = UTType(
        "public.audiovisual-content", nil, nil, ["public.data", "public.content"])
    /// A base type for audio.
    public static let audio = UTType("public.audio", nil, nil, ["public.audiovisual-content"])
    /// A base type for movies.
    public static let movie = UTType("public.movie", nil, nil, ["public.audiovisual-content"])
    /// An MPEG-4 movie.
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
    /// An MPEG-4 audio file.
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", "m4a", "audio/mp4", ["public.audio"])
    /// A ZIP archive.
    public static let zip = UTType("public.zip-archive", "zip", "application/zip", ["public.data"])
    /// A folder.
    public static let folder = UTType("public.folder", nil, nil, ["public.item"])

    static let all: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .json, .xml, .html, .commaSeparatedText, .url,
        .fileURL, .image, .png, .jpeg, .gif, .heic, .webP, .svg, .pdf, .audiovisualContent, .audio, .movie,
        .mpeg4Movie, .mpeg4Audio, .zip, .folder,
    ]
    static let known: [String: UTType] = Dictionary(uniqueKeysWithValues: all.map { ($0.identifier, $0) })
    static let otherExtensions: [String: Set<String>] = ["public.jpeg": ["jpg", "jpe"], "public.html": ["htm"]]
}
