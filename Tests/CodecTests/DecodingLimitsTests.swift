import DomainModel
import Foundation
import Codec
import MirrorCore
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Issue #50, bounded decoding: a count from the wire that multiplies a mirror's work (modifiers
/// on one node, children of a stack or group, runs of a text, nodes in all, nesting) and every
/// string's length are capped where the view is decoded; past a cap the item is refused with an
/// error naming the count (quarantined and counted like any item that does not decode), at the
/// cap it is taken.
@Suite("Decoding limits")
struct DecodingLimitsTests {
    static let text = ViewNode(.text(.verbatim("hi")))

    static func wire(_ root: ViewNode) -> Relay_V1_ArchivedView {
        WireCodec.encode(ArchivedView(root: root, family: .systemSmall, renderingMode: .fullColor))
    }

    /// The decoder's error for `root`, or nil when it decodes.
    static func refusal(_ root: ViewNode) -> String? {
        do {
            _ = try WireCodec.decode(wire(root))
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func withModifiers(_ count: Int) -> ViewNode {
        var node = text
        node.modifiers = Array(repeating: .background(.named("red", opacity: 1)), count: count)
        return node
    }

    @Test("modifiers on one view node: thousands of backgrounds are refused before a renderer sees them")
    func modifiersPerNode() {
        let limit = DecodingLimits.maxModifiersPerNode
        #expect(Self.refusal(Self.withModifiers(limit)) == nil)
        #expect(Self.refusal(Self.withModifiers(4_000)) == "4000 modifiers on one view node: at most \(limit)")
        // Inside a background's view too.
        var outer = Self.text
        outer.modifiers = [.backgroundView(Self.withModifiers(limit + 1))]
        #expect(Self.refusal(outer) == "\(limit + 1) modifiers on one view node: at most \(limit)")
    }

    @Test("children of one stack or group, and nodes in all")
    func childrenAndNodes() {
        let limit = DecodingLimits.maxChildren
        let stack = { (count: Int) in
            ViewNode(
                .stack(
                    StackNode(
                        axis: .vertical, alignment: .center, spacing: nil,
                        children: Array(repeating: Self.text, count: count))))
        }
        #expect(Self.refusal(stack(limit)) == nil)
        #expect(Self.refusal(stack(limit + 1)) == "\(limit + 1) children in one stack: at most \(limit)")
        #expect(
            Self.refusal(ViewNode(.group(Array(repeating: Self.text, count: limit + 1))))
                == "\(limit + 1) children in one group: at most \(limit)")
        // 17 groups of 1,000: each within its cap, the tree past the nodes' cap.
        let wide = ViewNode(
            .group(Array(repeating: ViewNode(.group(Array(repeating: Self.text, count: 1_000))), count: 17)))
        #expect(Self.refusal(wide) == "a view of more than \(DecodingLimits.maxNodes) nodes")
    }

    @Test("nesting: at most maxDepth levels, a background's view one more")
    func depth() {
        func nested(_ levels: Int) -> ViewNode {
            (1..<levels).reduce(Self.text) { inner, _ in ViewNode(.group([inner])) }
        }
        let limit = DecodingLimits.maxDepth
        #expect(Self.refusal(nested(limit)) == nil)
        #expect(Self.refusal(nested(limit + 1)) == "a view nested \(limit + 1) levels deep: at most \(limit)")
        var backed = Self.text
        backed.modifiers = [.backgroundView(nested(limit))]
        #expect(Self.refusal(backed) == "a view nested \(limit + 1) levels deep: at most \(limit)")
    }

    @Test("a text's runs and every string's length")
    func runsAndStrings() {
        let runs = DecodingLimits.maxTextRuns
        #expect(Self.refusal(ViewNode(.text(.runs(Array(repeating: .verbatim("a"), count: runs))))) == nil)
        #expect(
            Self.refusal(ViewNode(.text(.runs(Array(repeating: .verbatim("a"), count: runs + 1)))))
                == "\(runs + 1) runs in one text: at most \(runs)")
        // A text's content is not capped: the mirror draws a megabyte cut (TextBudget).
        #expect(Self.refusal(ViewNode(.text(.verbatim(String(repeating: "x", count: 1 << 20))))) == nil)
        let bytes = DecodingLimits.maxTextBytes
        #expect(
            Self.refusal(ViewNode(.label(title: String(repeating: "x", count: bytes + 1), systemImage: "bolt")))
                == "a label's title of \(bytes + 1) bytes: at most \(bytes)")
        let name = String(repeating: "n", count: DecodingLimits.maxNameBytes + 1)
        #expect(Self.refusal(ViewNode(.image(systemName: name)))?.hasPrefix("a symbol name of") == true)
        var styled = Self.text
        styled.modifiers = [.fontDesign(name)]
        #expect(Self.refusal(styled)?.hasPrefix("a font design of") == true)
    }

    @Test("a timeline past a cap is refused as an item: quarantined with the reason, which the mirror logs and counts")
    func refusedAsAnItem() throws {
        let timeline = ArchivedTimeline(
            entries: [
                ArchivedEntry(
                    date: Date(timeIntervalSince1970: 1_700_000_000), relevance: nil,
                    view: ArchivedView(root: Self.withModifiers(4_000), family: .systemSmall, renderingMode: .fullColor)
                )
            ],
            policy: .never)
        var replica = Replica(deviceID: "desk")
        _ = try replica.restore(
            Relay_V1_Snapshot.with {
                $0.epoch = 1
                $0.instances = [
                    .with {
                        $0.instance = .with {
                            $0.instanceID = "w1"; $0.kind = "Counter"; $0.family = .systemSmall;
                            $0.ownerDeviceID = "desk"
                        }
                        $0.timeline = WireCodec.encode(timeline, instanceID: "w1")
                    }
                ]
            })
        let reasons = replica.state.quarantine.values.map(\.reason)
        #expect(reasons.contains { $0.contains("4000 modifiers on one view node: at most 128") }, "\(reasons)")
    }
}
