import Histogram

/// Latencies in microseconds, recorded into an HdrHistogram (3 significant digits,
/// up to 60 s), with the summary figures a report shows.
public struct LatencyRecorder: Sendable {
    public private(set) var histogram = Histogram<UInt64>(
        lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: .three)

    public init() {}

    /// Records one latency.
    public mutating func record(_ duration: Duration) {
        _ = histogram.record(Self.microseconds(duration))
    }

    /// Records a latency in microseconds.
    public mutating func record(microseconds: UInt64) {
        _ = histogram.record(max(1, microseconds))
    }

    public mutating func add(_ other: LatencyRecorder) { histogram.add(other.histogram) }

    public var count: UInt64 { histogram.totalCount }

    /// The figures, in microseconds.
    public func summary(elapsed: Duration? = nil) -> LatencySummary {
        let seconds = elapsed.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
        return LatencySummary(
            count: count,
            p50: histogram.valueAtPercentile(50), p90: histogram.valueAtPercentile(90),
            p99: histogram.valueAtPercentile(99),
            p999: histogram.valueAtPercentile(99.9), max: histogram.max, mean: histogram.mean,
            throughput: seconds.map { $0 > 0 ? Double(count) / $0 : 0 })
    }

    /// HdrHistogram's percentile-distribution text (`.hgrm`), in milliseconds, as plotters read it.
    public var percentileDistribution: String {
        var text = ""
        histogram.outputPercentileDistribution(to: &text, outputValueUnitScalingRatio: 1000)
        return text
    }

    static func microseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        return UInt64(max(1, seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
    }
}

/// Summary figures of one measurement, in microseconds.
public struct LatencySummary: Sendable, Hashable, Codable {
    public let count: UInt64
    public let p50: UInt64
    public let p90: UInt64
    public let p99: UInt64
    public let p999: UInt64
    public let max: UInt64
    public let mean: Double
    /// Operations per second, when the elapsed time is known.
    public let throughput: Double?

    public init(
        count: UInt64, p50: UInt64, p90: UInt64, p99: UInt64, p999: UInt64, max: UInt64, mean: Double,
        throughput: Double?
    ) {
        self.count = count
        self.p50 = p50
        self.p90 = p90
        self.p99 = p99
        self.p999 = p999
        self.max = max
        self.mean = mean
        self.throughput = throughput
    }
}
