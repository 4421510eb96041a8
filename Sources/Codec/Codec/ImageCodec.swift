import Foundation
import RelayWire
import WidgetRelayKit

/// An image's bytes from the wire, checked as the phone checked them: no larger than
/// ArchiveLimits.maxImageBytes, of the format its bytes are (PNG, JPEG, GIF, WebP: never an SVG
/// or anything else a page could run), and declaring a size within the decoding bounds, the
/// size the message says.
extension WireCodec {
    static func decode(_ wire: Relay_V1_PictureView) throws -> ImageNode {
        guard wire.data.count <= ArchiveLimits.maxImageBytes else {
            throw CodecError("an image of \(wire.data.count) bytes: at most \(ArchiveLimits.maxImageBytes)")
        }
        let declared: ImageFormat =
            switch wire.format {
            case .png: .png
            case .jpeg: .jpeg
            case .gif: .gif
            case .webp: .webp
            case .unspecified, .UNRECOGNIZED: throw CodecError("an image of an unknown format \(wire.format.rawValue)")
            }
        guard let header = ImageFormat.header(of: wire.data), header.format == declared else {
            throw CodecError("an image whose bytes are not the \(declared.rawValue) it says it is")
        }
        guard header.isWithinBounds else {
            throw CodecError(
                "an image of \(header.width) x \(header.height) pixels: at most \(ArchiveLimits.maxImageSide) a side, \(ArchiveLimits.maxImagePixels) in all"
            )
        }
        guard header.width == Int(wire.pixelWidth), header.height == Int(wire.pixelHeight) else {
            throw CodecError(
                "an image says \(wire.pixelWidth) x \(wire.pixelHeight) pixels, its bytes \(header.width) x \(header.height)"
            )
        }
        guard !wire.hasScale || (wire.scale.isFinite && (1...4).contains(wire.scale)) else {
            throw CodecError("an image scale of \(wire.scale): 1 to 4")
        }
        guard let image = ImageNode(data: wire.data, scale: wire.hasScale ? wire.scale : 1) else {
            throw CodecError("an image the mirror cannot show")
        }
        return image
    }
}
