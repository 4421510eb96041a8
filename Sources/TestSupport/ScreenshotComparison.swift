import Foundation

/// How far a screenshot is from its reference image, compared pixel by pixel in the
/// browser itself (its canvas decodes both PNGs, so no image library is needed).
public struct ScreenshotDifference: Sendable, CustomStringConvertible {
    /// Both images have the same width and height.
    public let sameSize: Bool
    /// Pixels whose colour differs by more than the threshold in any channel.
    public let differing: Int
    public let total: Int

    /// The share of pixels that differ (1 when the sizes differ).
    public var fraction: Double { sameSize && total > 0 ? Double(differing) / Double(total) : 1 }
    public var description: String {
        sameSize
            ? String(format: "%d of %d pixels differ (%.2f%%)", differing, total, fraction * 100) : "the sizes differ"
    }
}

extension WebDriver {
    /// Compares two PNGs; a channel must differ by more than `threshold` (0…255) for a pixel to count.
    public func compare(_ png: Data, with reference: Data, threshold: Int = 40) async throws -> ScreenshotDifference {
        let result =
            try await executeAsync(
                """
                const [a, b, threshold, done] = arguments;
                const load = (data) => new Promise((resolve, reject) => {
                  const image = new Image(); image.onload = () => resolve(image); image.onerror = reject; image.src = 'data:image/png;base64,' + data;
                });
                Promise.all([load(a), load(b)]).then(([x, y]) => {
                  if (x.width !== y.width || x.height !== y.height) { done({ sameSize: false, differing: 0, total: 0 }); return; }
                  const pixels = (image) => {
                    const canvas = document.createElement('canvas'); canvas.width = image.width; canvas.height = image.height;
                    const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
                    return context.getImageData(0, 0, image.width, image.height).data;
                  };
                  const p = pixels(x), q = pixels(y);
                  let differing = 0;
                  for (let i = 0; i < p.length; i += 4) {
                    if (Math.abs(p[i] - q[i]) > threshold || Math.abs(p[i + 1] - q[i + 1]) > threshold ||
                        Math.abs(p[i + 2] - q[i + 2]) > threshold || Math.abs(p[i + 3] - q[i + 3]) > threshold) differing++;
                  }
                  done({ sameSize: true, differing, total: p.length / 4 });
                }, (error) => done({ sameSize: false, differing: 0, total: 0, error: String(error) }));
                """, [png.base64EncodedString(), reference.base64EncodedString(), threshold]) as? [String: Any]
        return ScreenshotDifference(
            sameSize: result?["sameSize"] as? Bool ?? false, differing: result?["differing"] as? Int ?? 0,
            total: result?["total"] as? Int ?? 0)
    }

    /// How many pixels of a PNG are in colour: a channel more than `spread` (0…255) from another
    /// (black, white and grey text, antialiased or not, has none).
    public func colourfulPixels(in png: Data, spread: Int = 80) async throws -> Int {
        let result =
            try await executeAsync(
                """
                const [data, spread, done] = arguments;
                const image = new Image();
                image.onload = () => {
                  const canvas = document.createElement('canvas'); canvas.width = image.width; canvas.height = image.height;
                  const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
                  const p = context.getImageData(0, 0, image.width, image.height).data;
                  let count = 0;
                  for (let i = 0; i < p.length; i += 4) {
                    if (Math.max(p[i], p[i + 1], p[i + 2]) - Math.min(p[i], p[i + 1], p[i + 2]) > spread) count++;
                  }
                  done(count);
                };
                image.onerror = () => done(-1);
                image.src = 'data:image/png;base64,' + data;
                """, [png.base64EncodedString(), spread]) as? Int
        return result ?? -1
    }
}
