import Foundation
import SwiftUI
import Testing

@testable import Charts

/// Luka's charts (kylebshr/luka-ios, Shared/Views): a point drawn as the app's own
/// `ChartSymbolShape` (a donut: `Path(ellipseIn:).strokedPath(…)`) at a symbol size, and
/// rectangles clipped to a capsule (`.clipShape(.capsule)`).
@Suite("Charts: symbols and clip shapes")
struct ChartsSymbolTests {
    struct DonutSymbolShape: ChartSymbolShape {
        let perceptualUnitRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        let fill: Bool

        func path(in rect: CGRect) -> Path {
            if fill { return Path(ellipseIn: rect) }
            let lineWidth = rect.width * 0.25
            let insetRect = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
            return Path(ellipseIn: insetRect).strokedPath(StrokeStyle(lineWidth: lineWidth))
        }
    }

    static let frame = CGRect(x: 0, y: 0, width: 200, height: 100)

    static func outline(_ chart: Chart) throws -> Path {
        let layer = try #require(chart.layers.first)
        return ChartLayerShape(layer: layer).path(in: frame)
    }

    @Test("a point is drawn as its symbol, centred on it, its perceptual unit rect the symbol size's square")
    func symbol() throws {
        let chart = Chart {
            PointMark(x: .value("Date", 0), y: .value("Glucose", 0))
            PointMark(x: .value("Date", 10), y: .value("Glucose", 10))
                .foregroundStyle(Color.red)
                .symbolSize(400)
                .symbol(DonutSymbolShape(fill: false))
        }
        let layers = chart.layers
        #expect(layers.count == 2)
        let donut = ChartLayerShape(layer: layers[1]).path(in: Self.frame)
        let bounds = donut.boundingRect
        // 400 square points: a 20-point square, centred on the point's place (the top trailing corner).
        #expect(abs(bounds.width - 20) < 0.1 && abs(bounds.height - 20) < 0.1)
        #expect(abs(bounds.midX - 200) < 0.1 && abs(bounds.midY - 0) < 0.1)
        var hasCurve = false
        donut.forEach { if case .curve = $0 { hasCurve = true } }
        #expect(!hasCurve, "the donut is a stroked outline, its curves followed by lines")
        // Without a symbol or a size, the kit's 6-point dot, as before.
        let dot = ChartLayerShape(layer: layers[0]).path(in: Self.frame).boundingRect
        #expect(abs(dot.width - 6) < 0.01 && abs(dot.midX) < 0.01 && abs(dot.midY - 100) < 0.01)
        // A symbol whose perceptual rect is half the unit square is drawn twice as large.
        struct Half: ChartSymbolShape {
            var perceptualUnitRect: CGRect { CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5) }
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        let half = try Self.outline(
            Chart { PointMark(x: .value("x", 0), y: .value("y", 0)).symbolSize(100).symbol(Half()) })
        #expect(abs(half.boundingRect.width - 20) < 0.01)
    }

    @Test("Charts' own symbols, by their names; a symbol stroked inside its edge; a type-erased symbol")
    func basicSymbols() throws {
        let unit = CGRect(x: 0, y: 0, width: 10, height: 10)
        let shapes: [BasicChartSymbolShape] = [
            .circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk,
        ]
        for shape in shapes {
            let bounds = shape.path(in: unit).boundingRect
            #expect(bounds.minX >= -0.01 && bounds.maxX <= 10.01 && bounds.width > 5, "\(shape.kind)")
        }
        let value = 100
        let chosen = try Self.outline(
            Chart { PointMark(x: .value("x", 0), y: .value("y", 0)).symbol(value == 100 ? .asterisk : .circle) })
        #expect(!chosen.isEmpty)
        #expect(!BasicChartSymbolShape.circle.strokeBorder(lineWidth: 2).path(in: unit).isEmpty)
        let erased = AnyChartSymbolShape(DonutSymbolShape(fill: true))
        #expect(
            erased.path(in: unit) == Path(ellipseIn: unit)
                && erased.perceptualUnitRect == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("a rectangle clipped to a capsule is drawn as the capsule filling its frame")
    func clipShape() throws {
        let clipped = try Self.outline(
            Chart {
                RectangleMark(
                    xStart: .value("Start", 0), xEnd: .value("End", 10), yStart: .value("Min", 0),
                    yEnd: .value("Max", 10)
                )
                .foregroundStyle(Color.red)
                .clipShape(.capsule)
            })
        let plain = try Self.outline(
            Chart {
                RectangleMark(
                    xStart: .value("Start", 0), xEnd: .value("End", 10), yStart: .value("Min", 0),
                    yEnd: .value("Max", 10))
            })
        #expect(clipped.boundingRect == plain.boundingRect)
        #expect(clipped == Capsule().path(in: plain.boundingRect))
        #expect(clipped != plain)
    }
}
