import Foundation
import Mirror
import Codec
import MirrorHTML
import MirrorText
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The mirror fuzz target's seed of every drawing kind (`tools/fuzz-corpus/mirror/100-drawing.bin`):
/// the captured desktop snapshot with its first widget's entries drawing a gradient, a path, a
/// trim, clips and effects, a timer, an image, a grid, a placed layout, an adaptive colour and a
/// dark, dimmed appearance, so the fuzzer mutates from inside every new message. It must stay
/// what this test builds (`WIDGETRELAY_UPDATE_SEEDS=1` writes it again).
@Suite("The drawing fuzz seed")
struct DrawingFuzzSeedTests {
    static let corpus = "\(Repository.root)/tools/fuzz-corpus/mirror"
    static let seed = "\(corpus)/100-drawing.bin"
    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    static var drawing: ArchivedView {
        let path = PathValue(
            width: 40, height: 20,
            elements: [.move(x: 0, y: 20), .quadCurve(controlX: 20, controlY: -10, x: 40, y: 20), .close])
        let gradient = GradientValue(
            geometry: .linear(start: UnitPointValue(x: 0, y: 0), end: UnitPointValue(x: 1, y: 1)),
            stops: [
                GradientStopValue(color: .named("orange"), location: 0),
                GradientStopValue(color: .named("pink"), location: 1),
            ])
        let png =
            FileManager.default.contents(atPath: "\(Repository.root)/Tests/VisualTests/References/Fixture-sunset.png")
            ?? Data()
        var children: [ViewNode] = [
            ViewNode(.shape(ShapeNode(kind: .path(path), fill: .gradient(gradient), evenOdd: true))),
            ViewNode(
                .shape(
                    ShapeNode(
                        kind: .path(path),
                        stroke: StrokeValue(style: .tint, lineWidth: 4, inset: false, lineCap: .round, dash: [3, 1]),
                        trim: 0.1...0.8))),
            ViewNode(
                .text(
                    .timer(
                        TimerTextValue(
                            start: date, end: date.addingTimeInterval(600), pauseTime: date.addingTimeInterval(60))))),
            ViewNode(
                .color(
                    .adaptive(light: RGBAValue(red: 1, green: 0, blue: 0), dark: RGBAValue(red: 0, green: 0, blue: 1)))),
            ViewNode(
                .grid(
                    GridNode(rows: [
                        GridRowNode(cells: [ViewNode(.divider), ViewNode(.divider, modifiers: [.gridCellColumns(2)])]),
                        GridRowNode(cells: [ViewNode(.divider)], spansAllColumns: true),
                    ]))),
            ViewNode(
                .placed(
                    PlacedNode(
                        width: 60, height: 30,
                        children: [PlacedChild(x: 5, y: 5, width: 20, height: 10, node: ViewNode(.divider))]))),
            ViewNode(
                .text(.verbatim("effects")),
                modifiers: [
                    .clipShape(.path(path), evenOdd: false),
                    .mask(ViewNode(.shape(ShapeNode(kind: .rectangle, fill: .gradient(gradient))))),
                    .shadow(ShadowValue(color: .named("black", opacity: 0.3), radius: 3, x: 0, y: 2)), .blur(radius: 1),
                    .compositingGroup,
                    .blendMode("multiply"), .scaleEffect(x: 1.2, y: 1.2, anchor: UnitPointValue(x: 0.5, y: 0.5)),
                    .rotationEffect(degrees: 10, anchor: UnitPointValue(x: 0, y: 0)), .offset(x: 1, y: 2),
                    .imageScale("large"), .containerShape(.capsule),
                    .foregroundStyle(.material("thin")),
                ]),
        ]
        if let image = ImageNode(data: png) { children.append(ViewNode(.picture(image))) }
        return ArchivedView(
            root: ViewNode(.stack(StackNode(axis: .vertical, alignment: .leading, spacing: 4, children: children))),
            family: .systemMedium, renderingMode: .fullColor,
            appearance: ArchiveAppearance(colorScheme: .dark, isLuminanceReduced: true, displayScale: 2))
    }

    /// The captured desktop snapshot, its first widget's entries drawing ``drawing``.
    static func build() throws -> [UInt8] {
        var envelope = try Relay_V1_Envelope(
            serializedBytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(corpus)/001-snapshot-desk.bin"))))
        guard case .snapshot(var snapshot) = envelope.body, !snapshot.instances.isEmpty,
            !snapshot.instances[0].timeline.entries.isEmpty
        else {
            throw CodecError("the desktop seed holds no widget entry")
        }
        let view = WireCodec.encode(drawing)
        for index in snapshot.instances[0].timeline.entries.indices {
            snapshot.instances[0].timeline.entries[index].view = view
        }
        envelope.snapshot = snapshot
        return try envelope.serializedBytes()
    }

    @Test("the committed seed is the drawing snapshot, and a mirror decodes and draws it")
    func seed() throws {
        let bytes = try Self.build()
        if ProcessInfo.processInfo.environment["WIDGETRELAY_UPDATE_SEEDS"] == "1" {
            try Data(bytes).write(to: URL(fileURLWithPath: Self.seed))
        }
        #expect(
            FileManager.default.contents(atPath: Self.seed).map([UInt8].init) == bytes,
            "run with WIDGETRELAY_UPDATE_SEEDS=1 and commit \(Self.seed)")
        let decoded = try WireCodec.decode(WireCodec.encode(Self.drawing))
        #expect(decoded == Self.drawing)
        let html = HTMLRenderer.render(decoded, RenderOptions(now: Self.date))
        #expect(
            html.contains("wr-dark") && html.contains("<svg") && html.contains("data:image/png")
                && html.contains("wr-grid"))
    }
}
