import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Paths, trims, stroke styles, clips, effects, timers and appearances on the wire: each survives
/// it, each encodes to nothing new when unused (old archives keep their bytes), and a hostile
/// phone's value outside view.proto's bounds is refused with a clear error.
@Suite("Drawing codec")
struct DrawingCodecTests {
    static let path = PathValue(
        width: 60, height: 40,
        elements: [
            .move(x: 0, y: 0), .line(x: 60, y: 0), .quadCurve(controlX: 60, controlY: 40, x: 30, y: 40),
            .curve(control1X: 10, control1Y: 40, control2X: 0, control2Y: 30, x: 0, y: 20), .close,
        ])

    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    static let nodes: [ViewNode] = [
        ViewNode(
            .text(
                .timer(
                    TimerTextValue(
                        start: date, end: date.addingTimeInterval(90), pauseTime: date.addingTimeInterval(30),
                        countsDown: false, showsHours: false)))),
        ViewNode(.text(.timer(TimerTextValue(start: date, end: date.addingTimeInterval(90))))),
        ViewNode(
            .grid(
                GridNode(
                    alignment: .leading, horizontalSpacing: 6, verticalSpacing: nil,
                    rows: [
                        GridRowNode(
                            alignment: .lastTextBaseline,
                            cells: [ViewNode(.divider), ViewNode(.divider, modifiers: [.gridCellColumns(2)])]),
                        GridRowNode(cells: [ViewNode(.divider)], spansAllColumns: true),
                    ]))),
        ViewNode(
            .placed(
                PlacedNode(
                    width: 100, height: 40,
                    children: [PlacedChild(x: -2, y: 3.5, width: 20, height: 10, node: ViewNode(.divider))]))),
        ViewNode(.stack(StackNode(axis: .horizontal, alignment: .firstTextBaseline, spacing: nil, children: []))),
        ViewNode(
            .color(
                .adaptive(
                    light: RGBAValue(red: 1, green: 0.5, blue: 0),
                    dark: RGBAValue(red: 0.2, green: 0.1, blue: 0, opacity: 0.5)))),
        ViewNode(.shape(ShapeNode(kind: .path(path), fill: .tint, evenOdd: true))),
        ViewNode(
            .shape(
                ShapeNode(
                    kind: .path(path),
                    stroke: StrokeValue(
                        style: nil, lineWidth: 3, inset: false, lineCap: .round, lineJoin: .bevel,
                        miterLimit: 4, dash: [5, 2.5], dashPhase: 1), trim: 0.25...0.75))),
        ViewNode(
            .text(.verbatim("effects")),
            modifiers: [
                .clipShape(.circle, evenOdd: false), .clipShape(.path(path), evenOdd: true),
                .clipShape(.roundedRectangle(cornerRadius: 5), evenOdd: false),
                .mask(ViewNode(.shape(ShapeNode(kind: .capsule)))),
                .shadow(ShadowValue(color: .named("black", opacity: 0.3), radius: 4, x: -1, y: 2)), .blur(radius: 3),
                .compositingGroup,
                .blendMode("plusLighter"), .scaleEffect(x: 1.5, y: -1, anchor: UnitPointValue(x: 0, y: 1)),
                .rotationEffect(degrees: -90, anchor: UnitPointValue(x: 0.5, y: 0.5)), .offset(x: 2, y: -3),
                .imageScale("small"),
                .containerShape(.capsule),
            ]),
    ]

    @Test("every new kind and modifier survives the wire, in bytes too")
    func roundTrip() throws {
        for node in Self.nodes {
            let bytes: [UInt8] = try WireCodec.encode(node).serializedBytes()
            #expect(try WireCodec.decode(Relay_V1_ViewNode(serializedBytes: bytes)) == node)
        }
        let dark = ArchivedView(
            root: Self.nodes[2], family: .systemSmall, renderingMode: .fullColor,
            appearance: ArchiveAppearance(
                colorScheme: .dark, isLuminanceReduced: true, displayScale: 2, showsContainerBackground: false))
        #expect(try WireCodec.decode(WireCodec.encode(dark)) == dark)
    }

    @Test("a view that uses none of them encodes exactly as before: no appearance, no stroke style")
    func unchangedBytes() throws {
        let view = ArchivedView(
            root: ViewNode(
                .shape(ShapeNode(kind: .capsule, stroke: StrokeValue(style: .tint, lineWidth: 2, inset: true)))),
            family: .systemSmall, renderingMode: .fullColor)
        let wire = WireCodec.encode(view)
        #expect(!wire.hasAppearance)
        #expect(
            wire.root.shape.stroke.dash.isEmpty && !wire.root.shape.stroke.hasMiterLimit
                && wire.root.shape.stroke.lineCap == .butt)
        #expect(!wire.root.shape.hasPath && !wire.root.shape.hasTrim)
        // The bytes of the view as the codec wrote them before these fields existed.
        let old: [UInt8] = try Relay_V1_ArchivedView.with {
            $0.root = .with {
                $0.shape = .with {
                    $0.kind = .capsule;
                    $0.stroke = .with {
                        $0.style = .with { $0.tint = true }; $0.lineWidth = 2; $0.inset = true
                    }
                }
            }
            $0.family = .systemSmall
            $0.renderingMode = .fullColor
        }.serializedBytes()
        #expect(try wire.serializedBytes() == old)
    }

    static func refusal(_ wire: Relay_V1_ViewNode) -> String? {
        do {
            _ = try WireCodec.decode(wire)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func pathNode(_ change: (inout Relay_V1_PathData) -> Void) -> Relay_V1_ViewNode {
        var path = WireCodec.encode(ViewNode(.shape(ShapeNode(kind: .path(Self.path)))))
        change(&path.shape.path)
        return path
    }

    @Test("a path outside its bounds is refused in one pass, naming what is wrong")
    func pathRefusals() {
        #expect(Self.refusal(Self.pathNode { _ in }) == nil)
        #expect(
            Self.refusal(Self.pathNode { $0.verbs = Array(repeating: .close, count: 4_097) })?.contains("4097 elements")
                == true)
        #expect(Self.refusal(Self.pathNode { $0.coordinates.removeLast() })?.contains("do not match") == true)
        #expect(Self.refusal(Self.pathNode { $0.coordinates.append(1) })?.contains("do not match") == true)
        #expect(Self.refusal(Self.pathNode { $0.coordinates[0] = .nan })?.contains("coordinate") == true)
        #expect(Self.refusal(Self.pathNode { $0.coordinates[0] = 1e9 })?.contains("coordinate") == true)
        #expect(Self.refusal(Self.pathNode { $0.width = -1 })?.contains("width") == true)
        #expect(
            Self.refusal(Self.pathNode { $0.verbs[0] = .UNRECOGNIZED(9) })?.contains("unknown path element") == true)
        var bare = Self.pathNode { _ in }
        bare.shape.clearPath()
        #expect(Self.refusal(bare)?.contains("no path") == true)
        var trim = Self.pathNode { _ in }
        trim.shape.trim = .with {
            $0.from = 0.8; $0.to = 0.2
        }
        #expect(Self.refusal(trim)?.contains("trim") == true)
        var dash = Self.pathNode { _ in }
        dash.shape.stroke = .with {
            $0.lineWidth = 1; $0.dash = Array(repeating: 1, count: 17)
        }
        #expect(Self.refusal(dash)?.contains("dash pattern") == true)
    }

    @Test("an effect, timer or appearance outside its bounds is refused")
    func otherRefusals() {
        func modifier(_ set: (inout Relay_V1_Modifier) -> Void) -> Relay_V1_ViewNode {
            var modifier = Relay_V1_Modifier()
            set(&modifier)
            return .with {
                $0.divider = Relay_V1_DividerView(); $0.modifiers = [modifier]
            }
        }
        #expect(Self.refusal(modifier { $0.blur = .infinity })?.contains("blur") == true)
        #expect(Self.refusal(modifier { $0.blendMode = "nonsense" })?.contains("blend mode") == true)
        #expect(Self.refusal(modifier { $0.imageScale = "huge" })?.contains("image scale") == true)
        #expect(Self.refusal(modifier { $0.offset = .with { $0.x = 1e12 } })?.contains("offset") == true)
        #expect(Self.refusal(modifier { $0.scaleEffect = .with { $0.x = .nan } })?.contains("scale") == true)
        #expect(Self.refusal(modifier { $0.rotationEffect = .with { $0.degrees = 1e6 } })?.contains("angle") == true)
        #expect(Self.refusal(modifier { $0.shadow = .with { $0.radius = 1 } })?.contains("no colour") == true)
        #expect(
            Self.refusal(
                .with {
                    $0.text = .with {
                        $0.timer = .with {
                            $0.interval = .with {
                                $0.start = .init(seconds: 100); $0.end = .init(seconds: 50)
                            }
                        }
                    }
                })?.contains("ends before it starts") == true)
        #expect(Self.refusal(modifier { $0.gridCellColumns = 0 })?.contains("grid cell") == true)
        #expect(
            Self.refusal(.with { $0.grid = .with { $0.rows = Array(repeating: Relay_V1_GridRowView(), count: 257) } })?
                .contains("257 rows") == true)
        #expect(
            Self.refusal(.with { $0.grid = .with { $0.rows = [.with { $0.spansAllColumns = true }] } })?.contains(
                "spanning every column") == true)
        #expect(
            Self.refusal(.with { $0.placed = .with { $0.children = [.with { $0.x = 1 }] } })?.contains("no view")
                == true)
        #expect(Self.refusal(.with { $0.placed = .with { $0.width = .nan } })?.contains("width") == true)
        let scale = Relay_V1_ArchivedView.with {
            $0.root = .with { $0.divider = Relay_V1_DividerView() }; $0.appearance = .with { $0.displayScale = 40 }
        }
        #expect(throws: (any Error).self) { try WireCodec.decode(scale) }
    }
}
