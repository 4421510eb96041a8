/// What one archive may hold. WidgetKit bounds what a widget can show; the phone bounds what
/// it archives and publishes, so a buggy app (or a text fetched from a server) cannot make
/// every mirror lay out a megabyte: each text keeps at most ``maxTextCharacters`` characters
/// (the archiver cuts a longer one and ends it in "…", visibly), and the phone refuses a
/// timeline whose relay.v1 encoding passes ``maxTimelineBytes`` (the reload fails, the last
/// timeline stays, the log says why). The same figures are in `proto/relay/v1/view.proto`.
public enum ArchiveLimits {
    /// The most characters (grapheme clusters) one text or one label's title keeps.
    public static let maxTextCharacters = 4_096
    /// The characters of an `.animation(_:value:)` value kept to tell one value from the next.
    public static let maxAnimationValueCharacters = 64
    /// The most stops one gradient keeps (the archiver keeps the first ones; a mirror refuses more).
    public static let maxGradientStops = 64
    /// The most elements (moves, lines, curves, closes) one path keeps; a mirror refuses more.
    public static let maxPathElements = 4_096
    /// The largest coordinate, width or height (in points, either sign) a path, offset or
    /// shadow may use: far beyond any widget, small enough for every renderer.
    public static let maxCoordinate = 100_000.0
    /// The most lengths in a stroke's dash pattern.
    public static let maxDashes = 16
    /// The most rows of one `Grid`, and the most cells of one row.
    public static let maxGridRows = 256
    public static let maxGridCells = 256
    /// The largest image the phone sends, encoded (PNG, JPEG, GIF or WebP): 256 KiB, half of
    /// a timeline's ``maxTimelineBytes``.
    public static let maxImageBytes = 256 * 1024
    /// The most pixels an image may declare (its width times height, from its header): a
    /// mirror never decodes an image that would take more than 64 MB of memory.
    public static let maxImagePixels = 16_000_000
    /// The longest side an image may declare, in pixels.
    public static let maxImageSide = 8_192
    /// The largest timeline the phone publishes, encoded: 512 KiB (below a relay's 1 MiB frame).
    public static let maxTimelineBytes = 512 * 1024
    /// What ends a cut text.
    public static let cutMark = "…"

    /// `string` with at most ``maxTextCharacters`` characters: cut, it ends in ``cutMark``.
    public static func cut(_ string: String) -> String {
        var budget = maxTextCharacters
        return cut(string, budget: &budget)
    }

    /// `content` with at most ``maxTextCharacters`` characters over all its runs.
    static func cut(_ content: TextContent) -> TextContent {
        switch content {
        case .verbatim(let string): return .verbatim(cut(string))
        case .date, .timer: return content
        case .runs(let runs):
            var budget = maxTextCharacters
            var kept: [TextRun] = []
            for run in runs {
                guard budget > 0 else { break }
                if case .verbatim(let string) = run {
                    kept.append(.verbatim(cut(string, budget: &budget)))
                } else {
                    kept.append(run)
                }
            }
            return .runs(kept)
        }
    }

    /// `string` within `budget` characters (less what it keeps), ending in ``cutMark`` when cut.
    private static func cut(_ string: String, budget: inout Int) -> String {
        // A string of no more UTF-8 bytes than the budget has no more characters either.
        if string.utf8.count <= budget {
            budget -= string.count
            return string
        }
        guard let limit = string.index(string.startIndex, offsetBy: budget, limitedBy: string.endIndex),
            limit < string.endIndex
        else {
            budget -= string.count  // at most `budget` characters: it fits
            return string
        }
        let end = string.index(string.startIndex, offsetBy: max(0, budget - 1))
        budget = 0
        return String(string[..<end]) + cutMark
    }
}
