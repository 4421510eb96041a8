import Foundation
import MirrorHTML
import Testing
import WidgetRelayKit

/// A frame whose growth a finite maximum bounds (`.frame(maxWidth: 50, maxHeight: 50)`) takes the
/// room offered up to it and is then aligned by its container, as SwiftUI aligns it: CSS would
/// stretch it and put it at the start (EmojiRangersWWDC20's avatar sat beside its emoji).
@Suite("HTML renderer: frames with a finite maximum")
struct HTMLRendererBoundedFrameTests {
    /// EmojiRangersWWDC20's AvatarView, as it archives: a circle of at most 50 points under its emoji,
    /// in a ZStack wider than 50.
    static let avatar = ViewArchive.archive(
        ZStack {
            Circle().frame(maxWidth: 50, maxHeight: 50).foregroundStyle(Color.orange)
            Text("🐼")
        }.frame(width: 120, height: 60), family: .systemSmall)

    @Test("in a ZStack a bounded frame is as wide and high as the stack up to its maximum, centred by the stack")
    func centredInDepthStack() {
        let html = HTMLRenderer.render(Self.avatar, HTMLFixture.options())
        // The circle's frame: its maximum, the whole cell up to it, and no stretch (which CSS aligns to the start).
        let frame =
            #"<span class="wr-frame" style="justify-content:center;align-items:center;max-width:50px;max-height:50px"#
        guard let start = html.range(of: frame) else {
            Issue.record("no bounded frame in \(html)")
            return
        }
        let tag = html[start.lowerBound...].prefix { $0 != ">" }
        #expect(tag.contains("width:100%") && tag.contains("height:100%"), "\(tag)")
        #expect(!tag.contains("justify-self:stretch") && !tag.contains("align-self:stretch"), "\(tag)")
        // The stack centres its layers (SwiftUI's ZStack default).
        #expect(html.contains("justify-items:center;align-items:center"))
    }

    @Test("in a column a bounded frame is as wide as the column up to its maximum; an unbounded one stretches")
    func boundedInColumn() {
        let bounded = HTMLRenderer.render(
            ViewArchive.archive(VStack { Color.red.frame(maxWidth: 50) }, family: .systemSmall),
            HTMLFixture.options())
        #expect(bounded.contains("max-width:50px") && bounded.contains("width:100%"), "\(bounded)")
        let unbounded = HTMLRenderer.render(
            ViewArchive.archive(VStack { Color.red.frame(maxWidth: .infinity) }, family: .systemSmall),
            HTMLFixture.options())
        #expect(!unbounded.contains("width:100%") && unbounded.contains("align-self:stretch"), "\(unbounded)")
    }
}
