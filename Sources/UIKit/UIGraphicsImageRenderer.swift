import Foundation

/// The format of images a renderer makes (UIKit's `UIGraphicsImageRendererFormat`).
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Points per pixel of the images made.
    open var scale: CGFloat = 1
    /// Whether the images are opaque.
    open var opaque = false
    /// A format at scale 1.
    public init() {}
    /// The default format (here: scale 1).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The preferred format (here: the default).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing closure receives (UIKit's `UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let drawing: ImageDrawing
    init(format: UIGraphicsImageRendererFormat, drawing: ImageDrawing) {
        self.format = format
        self.drawing = drawing
    }
    /// The image drawn so far.
    open var currentImage: UIImage { drawing.image(scale: format.scale) }
    /// Fills a rectangle (here: not rasterised).
    open func fill(_ rect: CGRect) {}
    /// Strokes a rectangle (here: not rasterised).
    open func stroke(_ rect: CGRect) {}
}

/// What the drawing closure of a renderer drew: the images, in order.
final class ImageDrawing: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [UIImage] = []
    @TaskLocal static var current: ImageDrawing?

    func draw(_ image: UIImage) { lock.withLock { images.append(image) } }

    /// The last image drawn at the renderer's scale, or an empty image.
    func image(scale: CGFloat) -> UIImage {
        guard let last = lock.withLock({ images.last }) else { return UIImage(source: .data(Data()), scale: scale) }
        return UIImage(source: last.source, scale: scale, renderingMode: last.renderingMode)
    }
}

/// A renderer that makes images by drawing (UIKit's `UIGraphicsImageRenderer`), as widget code
/// uses it: to redraw an image at another size or in another colour space.
///
/// What it is not: a bitmap context. Nothing is rasterised: the image made is the last `UIImage`
/// drawn into it (`draw(in:)`, `draw(at:)`), with the format's scale (the mirror scales it to the
/// frame it is shown in, as the redrawn image would be); with none drawn, an empty image.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The images' size, in points.
    public let size: CGSize
    /// The images' format.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of a size.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }

    /// A renderer of images of the bounds' size.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// An image made by the drawing closure.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let drawing = ImageDrawing()
        ImageDrawing.$current.withValue(drawing) {
            actions(UIGraphicsImageRendererContext(format: format, drawing: drawing))
        }
        return drawing.image(scale: format.scale)
    }

    /// The PNG bytes of an image made by the drawing closure (empty when the image drawn is not a PNG).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG bytes of an image made by the drawing closure (empty when the image drawn is not a JPEG).
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    )
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

extension UIImage {
    /// The format a renderer redrawing this image uses (its scale).
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// Draws the image into a rectangle of the renderer drawing now (none: nothing happens).
    public func draw(in rect: CGRect) { ImageDrawing.current?.draw(self) }

    /// Draws the image at a point of the renderer drawing now (none: nothing happens).
    public func draw(at point: CGPoint) { ImageDrawing.current?.draw(self) }
}
