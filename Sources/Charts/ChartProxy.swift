import Foundation
import SwiftUI

/// A geometric value a view exposes to another (SwiftUI's `Anchor`), resolved by a
/// `GeometryProxy` in its own space: `geometry[anchor]`. Here the only anchors are a chart's
/// plot frames, resolved as the frame of the reader that fills the chart's background or overlay.
public struct Anchor<Value> {
    let resolve: (CGSize) -> Value
}

extension GeometryProxy {
    /// The anchor's value in this reader's space (`geometry[chartProxy.plotFrame!]`).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(size) }
}

/// What a chart's background or overlay closure is given (Swift Charts' `ChartProxy`): the plot's
/// frame. The plot is the whole chart here (axes are not drawn), so its frame is the frame of the
/// background or overlay, which is the chart's.
public struct ChartProxy {
    init() {}

    private var wholeFrame: Anchor<CGRect> { Anchor { CGRect(origin: .zero, size: $0) } }

    /// `plotFrame` (iOS 17): the plot's frame.
    public var plotFrame: Anchor<CGRect>? { wholeFrame }
    /// `plotContainerFrame` (iOS 17): the plot's visible frame (charts do not scroll here).
    public var plotContainerFrame: Anchor<CGRect>? { wholeFrame }
    /// `plotAreaFrame` (iOS 16): the plot's frame.
    public var plotAreaFrame: Anchor<CGRect> { wholeFrame }
}

extension View {
    /// `chartBackground(alignment:content:)`: the content behind the chart, given its proxy
    /// (Stats' donut charts write their percentage in the hole this way).
    public func chartBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
    ) -> some View {
        background(alignment: alignment) { content(ChartProxy()) }
    }

    /// `chartOverlay(alignment:content:)`: the content over the chart, given its proxy.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V)
        -> some View
    {
        overlay(alignment: alignment) { content(ChartProxy()) }
    }
}
