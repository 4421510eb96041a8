import Foundation

/// An image's encoded bytes as the archive carries them to the mirrors ("served with the
/// widget"): `Image(uiImage:)`, `UIImage(data:)`, an asset catalog's image (`Image("name")`,
/// `Image(.name)`). Only the types a browser shows safely as an image — PNG, JPEG, GIF and
/// WebP, recognised by their bytes, never by a name (so never an SVG, which can hold script)
/// — at most ``ArchiveLimits/maxImageBytes`` encoded and ``ArchiveLimits/maxImagePixels``
/// declared in the header (so a mirror never decodes a small file into a huge bitmap). The
/// phone checks on archiving, every mirror again on decoding.
public struct ImageNode: Sendable, Hashable {
    /// The encoded bytes.
    public var data: Data
    public var format: ImageFormat
    /// The size in pixels its header declares.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Pixels per point: its size in points is its pixels over this.
    public var scale: Double

    /// `data` as an archived image, or nil when it is not a PNG, JPEG, GIF or WebP within the
    /// bounds (then the archiver shows a placeholder symbol instead).
    public init?(data: Data, scale: Double = 1) {
        guard data.count <= ArchiveLimits.maxImageBytes, let header = ImageFormat.header(of: data),
            header.isWithinBounds
        else { return nil }
        self.data = data
        format = header.format
        pixelWidth = header.width
        pixelHeight = header.height
        self.scale = scale.isFinite && scale >= 1 && scale <= 4 ? scale : 1
    }

    /// Its size in points.
    public var pointSize: (width: Double, height: Double) { (Double(pixelWidth) / scale, Double(pixelHeight) / scale) }
}

/// The image formats an archive may carry.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png, jpeg, gif, webp

    /// The MIME type a page names it by.
    public var mimeType: String { "image/\(rawValue)" }

    /// What an image's header says: its format and size in pixels.
    public struct Header: Sendable, Hashable {
        public var format: ImageFormat
        public var width: Int
        public var height: Int

        public init(format: ImageFormat, width: Int, height: Int) {
            self.format = format
            self.width = width
            self.height = height
        }

        /// Whether its size is one a mirror may decode: 1 to ``ArchiveLimits/maxImageSide`` pixels
        /// a side, at most ``ArchiveLimits/maxImagePixels`` in all.
        public var isWithinBounds: Bool {
            (1...ArchiveLimits.maxImageSide).contains(width) && (1...ArchiveLimits.maxImageSide).contains(height)
                && width * height <= ArchiveLimits.maxImagePixels
        }
    }

    /// The format and size `data` declares, read from its first bytes (a JPEG's frame header may
    /// come later: its markers are walked, each once); nil for anything else.
    public static func header(of data: Data) -> Header? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func u16be(_ i: Int) -> Int? { i + 2 <= bytes.count ? Int(bytes[i]) << 8 | Int(bytes[i + 1]) : nil }
        func u16le(_ i: Int) -> Int? { i + 2 <= bytes.count ? Int(bytes[i]) | Int(bytes[i + 1]) << 8 : nil }
        func u24le(_ i: Int) -> Int? {
            i + 3 <= bytes.count ? Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 : nil
        }
        func u32be(_ i: Int) -> Int? {
            i + 4 <= bytes.count
                ? Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) : nil
        }
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            offset + prefix.count <= bytes.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), starts(Array("IHDR".utf8), at: 12),
            let width = u32be(16), let height = u32be(20)
        {
            return Header(format: .png, width: width, height: height)
        }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)), let width = u16le(6), let height = u16le(8) {
            return Header(format: .gif, width: width, height: height)
        }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            if starts(Array("VP8 ".utf8), at: 12), let width = u16le(26), let height = u16le(28) {
                return Header(format: .webp, width: width & 0x3FFF, height: height & 0x3FFF)
            }
            if starts(Array("VP8L".utf8), at: 12), bytes.count >= 25 {
                let b = bytes[21...24].map(Int.init)
                let width = 1 + (b[0] | (b[1] & 0x3F) << 8)
                let height = 1 + ((b[1] >> 6) | b[2] << 2 | (b[3] & 0x0F) << 10)
                return Header(format: .webp, width: width, height: height)
            }
            if starts(Array("VP8X".utf8), at: 12), let width = u24le(24), let height = u24le(27) {
                return Header(format: .webp, width: width + 1, height: height + 1)
            }
            return nil
        }
        if starts([0xFF, 0xD8]) {
            // Walk the markers to the first start of frame (SOF0…SOF15 but DHT, JPG and DAC).
            var i = 2
            while i + 4 <= bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                if marker == 0xFF { i += 1; continue }
                if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { i += 2; continue }
                guard let length = u16be(i + 2), length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = u16be(i + 5), let width = u16be(i + 7) else { return nil }
                    return Header(format: .jpeg, width: width, height: height)
                }
                if marker == 0xDA || marker == 0xD9 { return nil }
                i += 2 + length
            }
        }
        return nil
    }
}

/// An image's bytes as a view (what `Image(uiImage:)` and a catalog's image archive as): the
/// image, or, for bytes that are not an image a mirror may show, the "photo" symbol.
public struct EncodedImageView: View, ArchivableView {
    public typealias Body = Never
    let data: Data
    let scale: Double

    /// An image from its encoded bytes, at `scale` pixels a point.
    public init(data: Data, scale: Double = 1) {
        self.data = data
        self.scale = scale
    }

    func archive(_ archiver: ViewArchiver) -> [ViewNode] {
        guard let image = ImageNode(data: data, scale: scale) else { return [ViewNode(.image(systemName: "photo"))] }
        return [ViewNode(.picture(image))]
    }
}
