import Foundation
import Mirror
import Codec
import MirrorHTML
import MirrorText
import RelayWire
import TestSupport
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Images served with the widget: bytes recognised by their own header (never by a name), kept
/// within the size and pixel bounds on the phone and checked again by every mirror.
@Suite("Images served with the widget")
struct ImageTests {
    /// A 96 x 64 PNG drawn for these tests (a sunset; the drawing gallery shows it too).
    static let png =
        FileManager.default.contents(atPath: "\(Repository.root)/Tests/VisualTests/References/Fixture-sunset.png")
        ?? Data()
    static let jpegHeader = Data(
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x30, 0x00, 0x40, 0x03] + Array(repeating: 0, count: 9))
    static let gif = Data(Array("GIF89a".utf8) + [0x10, 0x00, 0x08, 0x00, 0x80, 0, 0] + Array(repeating: 0, count: 8))
    static let webp = Data(
        Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8L".utf8) + [10, 0, 0, 0, 0x2F, 0x3F, 0xC0, 0x07, 0x00]
            + Array(repeating: 0, count: 8))
    static let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)

    @Test("PNG, JPEG, GIF and WebP are recognised with their size; SVG and anything else are not")
    func headers() {
        #expect(ImageFormat.header(of: Self.png) == ImageFormat.Header(format: .png, width: 96, height: 64))
        #expect(ImageFormat.header(of: Self.jpegHeader) == ImageFormat.Header(format: .jpeg, width: 64, height: 48))
        #expect(ImageFormat.header(of: Self.gif) == ImageFormat.Header(format: .gif, width: 16, height: 8))
        #expect(ImageFormat.header(of: Self.webp) == ImageFormat.Header(format: .webp, width: 64, height: 32))
        #expect(ImageFormat.header(of: Self.svg) == nil)
        #expect(ImageFormat.header(of: Data()) == nil)
        #expect(ImageFormat.header(of: Data([0xFF, 0xD8, 0xFF])) == nil)
    }

    @Test("an image within the bounds is archived with its bytes; anything else as the photo symbol")
    func archived() {
        let root = ViewArchive.archive(EncodedImageView(data: Self.png, scale: 2), family: .systemSmall).root
        guard case .picture(let image) = root.kind else { Issue.record("\(root)"); return }
        #expect(image.data == Self.png && image.format == .png && image.pointSize == (48, 32))
        #expect(
            ViewArchive.archive(EncodedImageView(data: Self.svg), family: .systemSmall).root.kind
                == .image(systemName: "photo"))
        var bomb = Self.png
        bomb.replaceSubrange(16..<24, with: [0, 0, 0x9C, 0x40, 0, 0, 0x9C, 0x40])  // 40,000 x 40,000 pixels declared
        #expect(ImageNode(data: bomb) == nil)
        #expect(ImageNode(data: Self.png + Data(count: ArchiveLimits.maxImageBytes)) == nil)
    }

    static func refusal(_ change: (inout Relay_V1_PictureView) -> Void) -> String? {
        var wire = WireCodec.encode(ViewNode(.picture(ImageNode(data: png)!)))
        change(&wire.picture)
        do {
            _ = try WireCodec.decode(wire)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("on the wire an image survives; bytes that are not what they say, too large or too many pixels are refused")
    func codec() throws {
        let node = ViewNode(.picture(ImageNode(data: Self.png, scale: 3)!), modifiers: [.aspectRatio(nil, .fit)])
        let bytes: [UInt8] = try WireCodec.encode(node).serializedBytes()
        #expect(try WireCodec.decode(Relay_V1_ViewNode(serializedBytes: bytes)) == node)
        #expect(Self.refusal { _ in } == nil)
        #expect(Self.refusal { $0.format = .jpeg }?.contains("not the jpeg it says") == true)
        #expect(Self.refusal { $0.data = Self.svg }?.contains("not the png it says") == true)
        #expect(
            Self.refusal { $0.data = Self.png + Data(count: ArchiveLimits.maxImageBytes) }?.contains("bytes: at most")
                == true)
        #expect(Self.refusal { $0.pixelWidth = 95 }?.contains("its bytes 96 x 64") == true)
        #expect(Self.refusal { $0.format = .unspecified }?.contains("unknown format") == true)
        #expect(Self.refusal { $0.scale = 0 }?.contains("scale") == true)
        #expect(
            Self.refusal { $0.data.replaceSubrange(16..<24, with: [0, 0, 0x9C, 0x40, 0, 0, 0x9C, 0x40]) }?.contains(
                "40000 x 40000") == true)
    }

    @Test("the page shows it as a data URL of its own type at its size in points; the terminal says it is there")
    func rendered() {
        let view = ArchivedView(
            root: ViewNode(.picture(ImageNode(data: Self.png, scale: 2)!)), family: .systemSmall,
            renderingMode: .fullColor)
        let html = HTMLRenderer.render(view, RenderOptions(now: Date()))
        #expect(
            html.contains(
                #"<img class="wr-image" style="--wr-w:48px;--wr-h:32px" src="data:image/png;base64,\#(Self.png.base64EncodedString())" alt="" draggable="false">"#
            ), "\(html.prefix(300))")
        var locked = RenderOptions(now: Date())
        locked.placeholder = true
        #expect(!HTMLRenderer.render(view, locked).contains("data:image"))
        #expect(TextRenderer.render(view, RenderOptions(now: Date())).lines == ["[image]"])
    }
}
