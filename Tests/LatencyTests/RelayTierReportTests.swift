import Latency
import Testing

/// The relay tier's targets, checked on made-up figures (no timing is measured here).
@Suite("Latency: the relay tier's report")
struct RelayTierReportTests {
    static func summary(p50: UInt64, p99: UInt64) -> LatencySummary {
        LatencySummary(
            count: 100, p50: p50, p90: p99, p99: p99, p999: p99, max: p99, mean: Double(p50), throughput: nil)
    }

    /// `messages` updates of 500 bytes on "all/" (and two 200-byte heartbeats on the device topic),
    /// sent in `bytes` over the wire.
    static func traffic(_ mirrors: Int, relayed: Bool, bytes: UInt64, messages: Int, p99: UInt64 = 1000)
        -> FanoutTraffic
    {
        var broadcast = StreamTally(), device = StreamTally()
        for _ in 0..<messages { broadcast.add(bytes: 500, heartbeat: false) }
        for _ in 0..<2 { device.add(bytes: 200, heartbeat: true) }
        return FanoutTraffic(
            mirrors: mirrors, relayed: relayed, taps: 100, seconds: 1, broadcast: broadcast, device: device,
            copies: relayed ? 1 : mirrors + 1, streamBytes: bytes, requestBytes: 5000,
            cpuMilliseconds: ["phone-node": 50], lastArrival: summary(p50: p99 / 2, p99: p99),
            spread: summary(p50: 10, p99: 20))
    }

    @Test("bytes per update: the wire's bytes less the heartbeats' share, framing measured from the same bytes")
    func perUpdate() {
        // 100 updates of 500 B and 2 heartbeats of 200 B, each message 40 B of framing: 54,080 B.
        let relayed = Self.traffic(1, relayed: true, bytes: 100 * 540 + 2 * 240, messages: 100)
        #expect(relayed.framingPerMessage == 40)
        #expect(abs((relayed.bytesPerUpdate ?? 0) - 540) < 1e-6, "\(String(describing: relayed.bytesPerUpdate))")
        // Directly to 100 subscribers and the tool: 101 copies of each update.
        let direct = Self.traffic(100, relayed: false, bytes: 101 * 100 * 540 + 2 * 240, messages: 100)
        #expect(direct.framingPerMessage == 40)
        // a quotient of doubles
        #expect(abs((direct.bytesPerUpdate ?? 0) - 101 * 540) < 1e-6, "\(String(describing: direct.bytesPerUpdate))")
    }

    @Test("the hop target is on what each hop adds to the straight path")
    func hop() {
        // Straight 100, proxy 180 (adds 80): the relay may add 1.25 × 80 + 20 = 120.
        #expect(RelayTierReport.hopCheck(percentile: "p50", straight: 100, proxy: 180, relay: 220).met == true)
        let missed = RelayTierReport.hopCheck(percentile: "p99", straight: 100, proxy: 180, relay: 221)
        #expect(missed.met == false)
        #expect(missed.measured == "relay adds 121 µs, zmq_proxy 80 µs: limit 120 µs")
    }

    @Test("bytes per update: equal within 1 % of their mean, or missed")
    func bytes() {
        let equal = [
            Self.traffic(1, relayed: true, bytes: 54_480, messages: 100),
            Self.traffic(100, relayed: true, bytes: 54_800, messages: 100),
            Self.traffic(1000, relayed: true, bytes: 54_200, messages: 100),
        ]
        #expect(RelayTierReport.bytesCheck(equal).met == true)
        #expect(RelayTierReport.bytesCheck(equal).target.hasSuffix("for 1, 100, 1000 mirrors"))
        let grown = [
            Self.traffic(1, relayed: true, bytes: 54_480, messages: 100),
            Self.traffic(100, relayed: true, bytes: 57_000, messages: 100),
        ]
        #expect(RelayTierReport.bytesCheck(grown).met == false)
        var unmeasured = Self.traffic(1, relayed: true, bytes: 0, messages: 100)
        unmeasured.streamBytes = nil
        #expect(
            RelayTierReport.bytesCheck([unmeasured, Self.traffic(100, relayed: true, bytes: 1, messages: 1)]).met == nil
        )
    }

    @Test("the section lists every run and checks ×100's last arrival against the direct one")
    func section() {
        let hop = [
            ReportRow(name: RelayTierReport.straightRow, summary: Self.summary(p50: 100, p99: 200)),
            ReportRow(name: RelayTierReport.proxyRow, summary: Self.summary(p50: 150, p99: 300)),
            ReportRow(name: RelayTierReport.relayRow, summary: Self.summary(p50: 190, p99: 460)),
        ]
        let fanouts = [
            Self.traffic(100, relayed: false, bytes: 101 * 100 * 540 + 2 * 240, messages: 100, p99: 2000),
            Self.traffic(100, relayed: true, bytes: 100 * 540 + 2 * 240, messages: 100, p99: 2500),
        ]
        let text = RelayTierReport.markdown(hop: hop, hopFacts: ["message bytes": 520], fanouts: fanouts)
        #expect(text.contains("| relay hop: through RelayNode | 100 | 190 | 460 | 460 | 460 | 460 | 1.90× | 2.30× |"))
        #expect(text.contains("| 100 | direct | 100 | 1000 | 2000 | 20 | 54540.0 | 100 + 2 | 40.0 | 54595 | 0.500 |"))
        #expect(
            text.contains("| 100 | through the relay | 100 | 1250 | 2500 | 20 | 540.0 | 100 + 2 | 40.0 | 595 | 0.500 |")
        )
        #expect(
            text.contains(
                "| relay hop ≤ 1.25 × zmq_proxy hop + 20 µs, p50 | relay adds 90 µs, zmq_proxy 50 µs: limit 82 µs | **missed** |"
            ))
        #expect(
            text.contains(
                "| relay hop ≤ 1.25 × zmq_proxy hop + 20 µs, p99 | relay adds 260 µs, zmq_proxy 100 µs: limit 145 µs | **missed** |"
            ))
        #expect(
            text.contains(
                "| last-arrival p99 ×100 through the relay ≤ without it | 2500 µs through the relay, 2000 µs without it (1.25×) | **missed** |"
            ))
        #expect(text.contains("each message 520 bytes"))
    }
}
