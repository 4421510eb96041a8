import WidgetRelayKit

/// What one archived view from the wire may hold before a mirror does any work on it: counts
/// that multiply what a renderer does (modifiers per node, children per stack or group, runs per
/// text, nodes in all, nesting) and the length of every string. Past one, decoding fails with a
/// ``CodecError`` naming the count, so the item is refused like any other that does not decode:
/// quarantined with that reason, logged and counted (`widgetrelay_mirror_quarantined_items`).
///
/// The figures are far beyond what WidgetKit's widgets hold (a widget is a few dozen views), and
/// within the phone's own bounds where it has them (``WidgetRelayKit/ArchiveLimits``): an honest
/// phone never meets them. Each is a ceiling on a mirror's work, not a layout rule.
package enum DecodingLimits {
    /// Modifiers on one view node. Each wraps what is below it; thousands of backgrounds on one
    /// text cost a mirror's renderers work quadratic in their number.
    package static let maxModifiersPerNode = 128
    /// Children of one stack or group.
    package static let maxChildren = 1_024
    /// Runs of one text (`Text` + `Text` …).
    package static let maxTextRuns = 256
    /// View nodes in one archived view, every modifier's view included.
    package static let maxNodes = 16_384
    /// View levels, a modifier's view (a background, a mask) one more. SwiftProtobuf's depth limit
    /// (100 messages, two a level) stops a message at about 50 already.
    package static let maxDepth = 40
    /// UTF-8 bytes of one label title or accessibility string: the phone keeps
    /// ``WidgetRelayKit/ArchiveLimits/maxTextCharacters`` characters, at most 16 bytes each here.
    /// A text's own content is not capped here: a mirror lays out a longer one cut, visibly
    /// (`TextBudget`), as a hostile phone's megabyte of text is shown (HostilePageTests).
    package static let maxTextBytes = ArchiveLimits.maxTextCharacters * 16
    /// UTF-8 bytes of a name (a symbol, a style, an element id) or a URL.
    package static let maxNameBytes = 8 * 1_024
}

extension WireCodec {
    /// `text`, or a ``CodecError`` when it has more than `limit` UTF-8 bytes.
    static func bounded(_ text: String, _ what: String, _ limit: Int = DecodingLimits.maxNameBytes) throws -> String {
        guard text.utf8.count <= limit else {
            throw CodecError("\(what) of \(text.utf8.count) bytes: at most \(limit)")
        }
        return text
    }

    /// Nothing when `count` (of `what`: "modifiers on one view node") is within `limit`; else a
    /// ``CodecError`` naming both.
    static func bounded(count: Int, _ what: String, _ limit: Int) throws {
        guard count <= limit else { throw CodecError("\(count) \(what): at most \(limit)") }
    }

    /// The tree below `node` within ``DecodingLimits/maxNodes`` and ``DecodingLimits/maxDepth``
    /// (a modifier's view counted as a child), or a ``CodecError`` naming the one passed.
    static func checkTree(_ node: ViewNode) throws {
        var nodes = 0
        try walk(node, depth: 1, nodes: &nodes)
    }

    private static func walk(_ node: ViewNode, depth: Int, nodes: inout Int) throws {
        guard depth <= DecodingLimits.maxDepth else {
            throw CodecError("a view nested \(depth) levels deep: at most \(DecodingLimits.maxDepth)")
        }
        nodes += 1
        guard nodes <= DecodingLimits.maxNodes else {
            throw CodecError("a view of more than \(DecodingLimits.maxNodes) nodes")
        }
        for child in node.children { try walk(child, depth: depth + 1, nodes: &nodes) }
        for modifier in node.modifiers {
            switch modifier {
            case .backgroundView(let view), .mask(let view): try walk(view, depth: depth + 1, nodes: &nodes)
            default: continue
            }
        }
    }
}
