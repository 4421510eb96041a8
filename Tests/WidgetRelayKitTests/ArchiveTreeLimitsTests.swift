import Codec
import Foundation
import Testing

@testable import WidgetRelayKit

/// An author's view past what a mirror's decoder accepts (Codec's `DecodingLimits`) is cut by the
/// phone's archiver, visibly ("…" where the cut part was), and the cut archive decodes: the
/// mirror shows the rest instead of quarantining the widget.
@Suite("The archiver keeps a view within the decoder's limits")
struct ArchiveTreeLimitsTests {
    static func archive(_ view: some View) -> ArchivedView { ViewArchive.archive(view, family: .systemLarge) }

    /// What the mirror's decoder makes of the archive: nil when it refuses it.
    static func decoded(_ archived: ArchivedView) -> ArchivedView? { try? WireCodec.decode(WireCodec.encode(archived)) }

    static func depth(_ node: ViewNode) -> Int {
        let below =
            node.children
            + node.modifiers.compactMap {
                switch $0 {
                case .backgroundView(let view), .mask(let view): view
                default: nil
                }
            }
        return 1 + (below.map(depth).max() ?? 0)
    }

    static func count(_ node: ViewNode) -> Int {
        1 + node.children.map(count).reduce(0, +)
    }

    struct Nested: View {
        let levels: Int
        var body: some View {
            if levels == 0 {
                Text("deepest")
            } else {
                VStack {
                    Text("level \(levels)"); Nested(levels: levels - 1)
                }
            }
        }
    }

    @Test("the archiver's limits are the decoder's")
    func sameLimits() {
        #expect(ArchiveLimits.maxDepth == DecodingLimits.maxDepth)
        #expect(ArchiveLimits.maxNodes == DecodingLimits.maxNodes)
        #expect(ArchiveLimits.maxChildren == DecodingLimits.maxChildren)
        #expect(ArchiveLimits.maxTextRuns == DecodingLimits.maxTextRuns)
        #expect(ArchiveLimits.maxModifiersPerNode == DecodingLimits.maxModifiersPerNode)
    }

    @Test("a view nested 60 levels deep is cut at 40 with a \"…\", and decodes")
    func deep() throws {
        let archived = Self.archive(Nested(levels: 60))
        #expect(Self.depth(archived.root) == ArchiveLimits.maxDepth)
        #expect(archived.root.plainText.contains("…") && archived.root.plainText.contains("level 60"))
        #expect(!archived.root.plainText.contains("deepest"))
        #expect(Self.decoded(archived) != nil)
        // Within the limit, nothing is cut.
        let shallow = Self.archive(Nested(levels: 10))
        #expect(shallow.root.plainText.contains("deepest") && !shallow.root.plainText.contains("…"))
    }

    @Test("a stack of 2,000 texts keeps 1,023 and a \"…\"; 200 modifiers keep 128; both decode")
    func childrenAndModifiers() throws {
        let stack = Self.archive(VStack { ForEach(0..<2_000) { Text("row \($0)") } })
        #expect(stack.root.children.count == ArchiveLimits.maxChildren)
        #expect(stack.root.children.last?.plainText == ["…"] && stack.root.children.first?.plainText == ["row 0"])
        #expect(Self.decoded(stack) != nil)
        var faded: any View = Text("faded")
        for _ in 0..<200 { faded = faded.opacity(0.99) }
        let modified = Self.archive(VStack { faded })
        let node = try #require(modified.root.allNodes.first { $0.plainText == ["faded"] && !$0.modifiers.isEmpty })
        #expect(node.modifiers.count == ArchiveLimits.maxModifiersPerNode)
        #expect(Self.decoded(modified) != nil)
    }

    @Test("17 stacks of 1,000 texts are cut to the decoder's 16,384 nodes, ending in \"…\", and decode")
    func nodes() throws {
        let wide = Self.archive(
            VStack { ForEach(0..<17) { block in VStack { ForEach(0..<1_000) { Text("\(block).\($0)") } } } })
        #expect(Self.count(wide.root) <= ArchiveLimits.maxNodes)
        #expect(wide.root.plainText.first == "0.0" && wide.root.plainText.last == "…")
        #expect(Self.decoded(wide) != nil)
    }
}
