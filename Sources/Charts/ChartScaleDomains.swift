import Foundation
import SwiftUI

/// The scale domains set on a view around a chart (`chartXScale(domain:)` after another modifier,
/// as Luka's graph writes it: `.foregroundStyle(.foreground).chartXScale(domain: range)`). They
/// reach the chart inside through the environment, as Swift Charts' do; a domain set on the chart
/// itself wins, and of two set around it the inner one.
struct ChartScaleDomains: Sendable, Hashable {
    var x: ClosedRange<Double>?
    var y: ClosedRange<Double>?

    /// A domain of plottable values as the chart places them (dates as seconds); nil for categories.
    static func numbers<P: Plottable>(_ domain: ClosedRange<P>) -> ClosedRange<Double>? {
        guard let lower = domain.lowerBound.plotValue.number, let upper = domain.upperBound.plotValue.number,
            lower <= upper
        else { return nil }
        return lower...upper
    }
}

private enum ChartScaleDomainsKey: EnvironmentKey {
    static let defaultValue = ChartScaleDomains()
}

extension EnvironmentValues {
    var chartScaleDomains: ChartScaleDomains {
        get { self[ChartScaleDomainsKey.self] }
        set { self[ChartScaleDomainsKey.self] = newValue }
    }
}

extension View {
    /// `chartXScale(domain:type:)` on a view: the x domain of the charts inside.
    @_disfavoredOverload
    public func chartXScale<P: Plottable>(domain: ClosedRange<P>, type: ScaleType? = nil) -> some View {
        let numbers = ChartScaleDomains.numbers(domain)
        return transformEnvironment(\.chartScaleDomains) { $0.x = numbers ?? $0.x }
    }
    /// `chartYScale(domain:type:)` on a view: the y domain of the charts inside.
    @_disfavoredOverload
    public func chartYScale<P: Plottable>(domain: ClosedRange<P>, type: ScaleType? = nil) -> some View {
        let numbers = ChartScaleDomains.numbers(domain)
        return transformEnvironment(\.chartScaleDomains) { $0.y = numbers ?? $0.y }
    }
}
