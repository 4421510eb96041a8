import Foundation
import Testing
import WidgetRelayKit

/// Clips, masks, shadows and transforms as widget code writes them (an avatar, a card, a badge).
private struct Avatar: View {
    var body: some View {
        Color.blue
            .frame(width: 44, height: 44)
            .clipShape(Circle())
            .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
    }
}

@Suite("Clips, masks, shadows and transforms archive as modifiers")
struct EffectArchiveTests {
    @Test("clipShape, clipped and cornerRadius clip to a shape")
    func clips() {
        #expect(
            ViewArchive.archive(Avatar(), family: .systemSmall).root.modifiers == [
                .frame(FrameValue(width: 44, height: 44)), .clipShape(.circle, evenOdd: false),
                .shadow(ShadowValue(color: .named("black", opacity: 0.2), radius: 4, x: 0, y: 2)),
            ])
        #expect(
            ViewArchive.archive(Text("A").clipped(), family: .systemSmall).root.modifiers == [
                .clipShape(.rectangle, evenOdd: false)
            ])
        #expect(
            ViewArchive.archive(Text("A").cornerRadius(8), family: .systemSmall).root.modifiers == [
                .clipShape(.roundedRectangle(cornerRadius: 8), evenOdd: false)
            ])
    }

    @Test("a clip with a shape of an author's own is its path for the space the view is offered")
    func customClip() {
        let root = ViewArchive.archive(
            Color.red.clipShape(UnevenRoundedRectangle(topLeadingRadius: 10)).frame(width: 30, height: 20),
            family: .systemSmall
        ).root
        guard case .clipShape(.path(let path), false)? = root.modifiers.first else {
            Issue.record("\(root.modifiers)"); return
        }
        #expect(path.width == 30 && path.height == 20)
    }

    @Test("a mask is its view; effects keep their values and anchors")
    func maskAndEffects() {
        let root = ViewArchive.archive(
            Text("Fade")
                .mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                .blur(radius: 2).compositingGroup().blendMode(.multiply)
                .scaleEffect(1.5, anchor: .topLeading).rotationEffect(.degrees(45)).offset(x: 3, y: -4)
                .imageScale(.large).containerShape(RoundedRectangle(cornerRadius: 12)),
            family: .systemSmall
        ).root
        guard case .mask(let mask)? = root.modifiers.first, case .shape(let shape) = mask.kind,
            case .gradient? = shape.fill
        else {
            Issue.record("\(root.modifiers)")
            return
        }
        #expect(
            Array(root.modifiers.dropFirst()) == [
                .blur(radius: 2), .compositingGroup, .blendMode("multiply"),
                .scaleEffect(x: 1.5, y: 1.5, anchor: UnitPointValue(x: 0, y: 0)),
                .rotationEffect(degrees: 45, anchor: UnitPointValue(x: 0.5, y: 0.5)),
                .offset(x: 3, y: -4), .imageScale("large"), .containerShape(.roundedRectangle(cornerRadius: 12)),
            ])
    }
}
