import CoreMetrics
import Prometheus

/// swift-metrics' factory over a Prometheus registry, with each metric's help text and a
/// node's latency buckets: `promtool check metrics` wants a `# HELP` on every metric, which
/// swift-prometheus's own factory leaves out.
///
/// A node's drivers record through swift-metrics (`Counter`, `Timer`, `Gauge`) under names
/// they describe in a table of help texts; with no `--metrics` nothing is bootstrapped and
/// swift-metrics' no-op handlers cost nearly nothing.
public struct NodeMetricsFactory: MetricsFactory {
    public let registry: PrometheusCollectorRegistry
    /// Help text by metric name.
    public let help: [String: String]
    /// A timer's buckets: 100 µs to 10 s.
    public static let latencyBuckets: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .microseconds(2500),
        .milliseconds(5),
        .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100), .milliseconds(250),
        .milliseconds(500),
        .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
    ]
    /// An aggregating recorder's buckets (counts: interactions per commit, lane depth).
    public static let countBuckets: [Double] = [1, 2, 4, 8, 16, 32, 64, 128, 256]

    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry(), help: [String: String]) {
        self.registry = registry
        self.help = help
    }

    private func descriptor(_ label: String) -> MetricNameDescriptor {
        MetricNameDescriptor(
            metricName: label, unitName: "", helpText: help[label] ?? label.replacingOccurrences(of: "_", with: " "))
    }

    public func makeCounter(label: String, dimensions: [(String, String)]) -> any CounterHandler {
        registry.makeCounter(descriptor: descriptor(label), labels: dimensions)
    }

    public func makeFloatingPointCounter(label: String, dimensions: [(String, String)])
        -> any FloatingPointCounterHandler
    {
        registry.makeCounter(descriptor: descriptor(label), labels: dimensions)
    }

    public func makeRecorder(label: String, dimensions: [(String, String)], aggregate: Bool) -> any RecorderHandler {
        guard aggregate else { return registry.makeGauge(descriptor: descriptor(label), labels: dimensions) }
        return registry.makeValueHistogram(
            descriptor: descriptor(label), labels: dimensions, buckets: Self.countBuckets)
    }

    public func makeMeter(label: String, dimensions: [(String, String)]) -> any MeterHandler {
        registry.makeGauge(descriptor: descriptor(label), labels: dimensions)
    }

    public func makeTimer(label: String, dimensions: [(String, String)]) -> any TimerHandler {
        registry.makeDurationHistogram(descriptor: descriptor(label), labels: dimensions, buckets: Self.latencyBuckets)
    }

    // A node keeps its handlers for its lifetime (a device's while it is paired): none is
    // unregistered, so a scrape never loses a series it showed.
    public func destroyCounter(_ handler: any CounterHandler) {}
    public func destroyFloatingPointCounter(_ handler: any FloatingPointCounterHandler) {}
    public func destroyRecorder(_ handler: any RecorderHandler) {}
    public func destroyMeter(_ handler: any MeterHandler) {}
    public func destroyTimer(_ handler: any TimerHandler) {}
}
