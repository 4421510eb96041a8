import Foundation
import MirrorNodeKit
import PhoneHost
@testable import RelayNodeKit
import Testing

/// deploy/'s Grafana dashboard and Prometheus alerts name only metrics a node serves.
@Suite("deploy/ names the metrics the nodes serve")
struct DeployMetricsTests {
    static let deploy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("deploy")

    /// Every metric name a node describes.
    static let served = Set(PhoneConfiguration.metricHelp.keys).union(MirrorMetrics.help.keys).union(
        RelayMetrics.help.keys)

    @Test(
        "every widgetrelay_ metric in the dashboard and the alerts is served (a histogram by its _bucket)",
        arguments: [
            "grafana/widgetrelay-dashboard.json", "prometheus/widgetrelay-alerts.yml",
        ])
    func named(_ file: String) throws {
        let text = try String(contentsOf: Self.deploy.appendingPathComponent(file), encoding: .utf8)
        let names = text.matches(of: /widgetrelay_[a-z_]+/).map { String($0.output) }
        #expect(!names.isEmpty)
        for name in Set(names) where name.hasPrefix("widgetrelay_") && name.contains("_") && name != "widgetrelay_" {
            let metric = name.hasSuffix("_bucket") ? String(name.dropLast("_bucket".count)) : name
            #expect(Self.served.contains(metric), "\(file) names \(name), which no node serves")
        }
    }
}
