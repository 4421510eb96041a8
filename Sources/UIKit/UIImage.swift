import Foundation

/// An image as widget code holds it (UIKit's `UIImage`): bytes it loaded or received, or
/// an asset or SF Symbol by name. `Image(uiImage:)` shows it (see ``source``).
///
/// Immutable, so `Sendable`, as UIKit's is.
open class UIImage: @unchecked Sendable, Equatable, Hashable {
    /// Where the image comes from: what `Image(uiImage:)` archives.
    public enum Source: Sendable, Hashable {
        /// Encoded bytes (PNG, JPEG, …) as given to `init(data:)` or read from a file.
        case data(Data)
        /// An image of the extension's asset catalog.
        case named(String)
        /// An SF Symbol.
        case system(String)
    }

    /// Where the image comes from.
    public let source: Source
    /// Points per pixel (`scale`).
    public let scale: CGFloat
    /// The image's size in points: read from a PNG's or JPEG's header; zero when unknown.
    public let size: CGSize
    /// `renderingMode`
    public let renderingMode: RenderingMode

    /// `UIImage.RenderingMode`
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    init(source: Source, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        if case .data(let data) = source, let pixels = ImageHeader.pixelSize(of: data) {
            size = CGSize(width: pixels.width / self.scale, height: pixels.height / self.scale)
        } else {
            size = .zero
        }
    }

    /// `UIImage(data:)`: nil for bytes that are not an image this recognises (PNG, JPEG, GIF, WebP, HEIC).
    public convenience init?(data: Data) {
        guard ImageHeader.isImage(data) else { return nil }
        self.init(source: .data(data))
    }

    /// `UIImage(data:scale:)`
    public convenience init?(data: Data, scale: CGFloat) {
        guard ImageHeader.isImage(data) else { return nil }
        self.init(source: .data(data), scale: scale)
    }

    /// `UIImage(contentsOfFile:)`
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// `UIImage(named:)`: an image of the extension's asset catalog, by name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(source: .named(name))
    }

    /// `UIImage(named:in:compatibleWith:)`
    public convenience init?(
        named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection? = nil
    ) {
        self.init(named: name)
    }

    /// `UIImage(named:in:with:)`
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// `UIImage(systemName:)`
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(source: .system(name))
    }

    /// `UIImage(systemName:withConfiguration:)`
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }

    /// `UIImage.Configuration` (`SymbolConfiguration`): accepted, not kept.
    open class Configuration: @unchecked Sendable {
        public init() {}
    }

    /// `UIImage.SymbolConfiguration`
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        public init(pointSize: CGFloat) { super.init() }
        public init(scale: Int) { super.init() }
        public override init() { super.init() }
    }

    /// `pngData()`: the bytes this image was made from when they are a PNG; nil otherwise
    /// (there is no decoder here to re-encode an image).
    public func pngData() -> Data? {
        guard case .data(let data) = source, ImageHeader.kind(of: data) == .png else { return nil }
        return data
    }

    /// `jpegData(compressionQuality:)`: the bytes this image was made from when they are a JPEG.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard case .data(let data) = source, ImageHeader.kind(of: data) == .jpeg else { return nil }
        return data
    }

    /// `withRenderingMode(_:)`
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(source: source, scale: scale, renderingMode: mode)
    }

    /// `withTintColor(_:)`: accepted; the tint is the view's (`.foregroundStyle`).
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    /// `withTintColor(_:renderingMode:)`
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        withRenderingMode(renderingMode)
    }

    /// `preparingThumbnail(of:)`: the image itself (mirrors scale it to the view).
    public func preparingThumbnail(of size: CGSize) -> UIImage? { self }

    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.source == rhs.source && lhs.scale == rhs.scale }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// What an image's first bytes say: its format and, for PNG and JPEG, its size in pixels.
enum ImageHeader {
    enum Kind { case png, jpeg, gif, webp, heic }

    static func kind(of data: Data) -> Kind? {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF8".utf8)) { return .gif }
        if bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WEBP".utf8) {
            return .webp
        }
        if bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8) { return .heic }
        return nil
    }

    static func isImage(_ data: Data) -> Bool { kind(of: data) != nil }

    /// Width and height in pixels: a PNG's IHDR, or a JPEG's first start-of-frame marker.
    static func pixelSize(of data: Data) -> (width: Double, height: Double)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func big(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= bytes.count else { return nil }
            return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
        }
        switch kind(of: data) {
        case .png:
            guard let width = big(16, 4), let height = big(20, 4) else { return nil }
            return (Double(width), Double(height))
        case .jpeg:
            var at = 2
            while at + 9 < bytes.count, bytes[at] == 0xFF {
                let marker = bytes[at + 1]
                guard let length = big(at + 2, 2), length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = big(at + 5, 2), let width = big(at + 7, 2) else { return nil }
                    return (Double(width), Double(height))
                }
                at += 2 + length
            }
            return nil
        default:
            return nil
        }
    }
}

extension UIImage {
    /// `UIImage(resource:)`: an image of the asset catalog, by its generated symbol.
    public convenience init(resource: ImageResource) { self.init(source: .named(resource.name)) }
}
