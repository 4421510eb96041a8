import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Gradients and materials on the wire: every geometry survives it, and a hostile phone's
/// gradient outside view.proto's bounds is refused with a clear error, never drawn half.
@Suite("Gradient codec")
struct GradientCodecTests {
    static let stops = [
        GradientStopValue(color: .named("red", opacity: 0.5), location: 0),
        GradientStopValue(color: .rgba(red: 0, green: 0.5, blue: 1, opacity: 1), location: 0.75),
    ]
    static let styles: [ShapeStyleValue] = [
        .gradient(
            GradientValue(
                geometry: .linear(start: UnitPointValue(x: 0, y: 0), end: UnitPointValue(x: 1, y: 0.25)), stops: stops)),
        .gradient(
            GradientValue(
                geometry: .radial(center: UnitPointValue(x: 0.5, y: 0.5), startRadius: 3, endRadius: 80), stops: stops)),
        .gradient(
            GradientValue(
                geometry: .angular(center: UnitPointValue(x: 0.25, y: 0.75), startAngle: -90, endAngle: 270),
                stops: stops)),
        .gradient(
            GradientValue(
                geometry: .elliptical(
                    center: UnitPointValue(x: 0.5, y: 0), startRadiusFraction: 0.1, endRadiusFraction: 0.5),
                stops: stops, isSystemVariation: true)),
        .material("ultraThin"), .material("bar"),
    ]

    static func node(_ style: ShapeStyleValue) -> ViewNode {
        ViewNode(.shape(ShapeNode(kind: .capsule, fill: style)), modifiers: [.foregroundStyle(style)])
    }

    @Test("every geometry and material survives the wire, as fill and foreground")
    func roundTrip() throws {
        for style in Self.styles {
            let bytes: [UInt8] = try WireCodec.encode(Self.node(style)).serializedBytes()
            #expect(try WireCodec.decode(Relay_V1_ViewNode(serializedBytes: bytes)) == Self.node(style))
        }
    }

    static func refusal(_ change: (inout Relay_V1_Gradient) -> Void) -> String? {
        var wire = Relay_V1_ViewNode.with {
            $0.shape = .with {
                $0.fill = .with {
                    $0.gradient = .with {
                        $0.linear = .with {
                            $0.start = .with { $0.x = 0 }; $0.end = .with { $0.x = 1 }
                        }
                        $0.stops = [
                            .with {
                                $0.color = .with { $0.named = "red" }; $0.location = 0
                            }
                        ]
                    }
                }
            }
        }
        change(&wire.shape.fill.gradient)
        do {
            _ = try WireCodec.decode(wire)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a gradient outside the bounds is refused, naming what is wrong")
    func refusals() {
        #expect(Self.refusal { _ in } == nil)
        #expect(Self.refusal { $0.stops = [] }?.contains("0 stops") == true)
        #expect(Self.refusal { $0.stops = Array(repeating: $0.stops[0], count: 65) }?.contains("65 stops") == true)
        #expect(Self.refusal { $0.stops[0].location = .nan }?.contains("locations run from 0 to 1") == true)
        #expect(
            Self.refusal {
                $0.stops += [
                    .with {
                        $0.color = .with { $0.named = "blue" }; $0.location = -0.5
                    }
                ]
            }?.contains("in order") == true)
        #expect(Self.refusal { $0.stops[0].clearColor() }?.contains("no colour") == true)
        #expect(Self.refusal { $0.linear.end.y = .infinity }?.contains("unit point") == true)
        #expect(Self.refusal { $0.radial = .with { $0.endRadius = 1e9 } }?.contains("radius") == true)
        #expect(Self.refusal { $0.angular = .with { $0.startAngle = .nan } }?.contains("angle") == true)
        #expect(Self.refusal { $0.geometry = nil }?.contains("no geometry") == true)
        let material = try? WireCodec.decode(
            Relay_V1_ViewNode.with { $0.shape = .with { $0.fill = .with { $0.material = "<script>" } } })
        #expect(material == nil)
    }
}
