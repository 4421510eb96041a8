import Latency
import Testing

@Suite("Latency: histograms, pacing, reports")
struct LatencyTests {
    @Test("percentiles of a known distribution, within the histogram's 3 significant digits")
    func percentiles() {
        var recorder = LatencyRecorder()
        for value in 1...10_000 { recorder.record(microseconds: UInt64(value)) }
        let summary = recorder.summary(elapsed: .seconds(2))
        #expect(summary.count == 10_000)
        #expect(abs(Int(summary.p50) - 5_000) <= 5)
        #expect(abs(Int(summary.p99) - 9_900) <= 10)
        #expect(abs(Int(summary.max) - 10_000) <= 10)
        #expect(summary.throughput == 5_000)
        #expect(recorder.percentileDistribution.contains("Percentile"))
    }

    @Test("durations are recorded in microseconds; merging adds counts")
    func durations() {
        var a = LatencyRecorder(), b = LatencyRecorder()
        a.record(.milliseconds(3))
        b.record(.microseconds(250))
        a.add(b)
        #expect(a.count == 2)
        #expect(abs(Int(a.summary().max) - 3_000) <= 3)
        #expect(abs(Int(a.summary().p50) - 250) <= 1)
    }

    @Test("open-loop pacing: due times follow the rate, whatever the sender does")
    func pacing() {
        let start = ContinuousClock.now
        let pacer = RatePacer(rate: 1000, start: start)
        #expect(pacer.due(0) == start)
        #expect(pacer.due(250) == start + .milliseconds(250))
        #expect(pacer.dueCount(at: start + .milliseconds(10)) == 11)
        #expect(pacer.dueCount(at: start - .milliseconds(1)) == 0)
    }

    @Test("the report shows ratios to the baseline of the same run")
    func report() {
        let base = LatencySummary(
            count: 10, p50: 100, p90: 120, p99: 200, p999: 250, max: 300, mean: 110, throughput: 1000)
        let other = LatencySummary(
            count: 10, p50: 150, p90: 180, p99: 700, p999: 800, max: 900, mean: 170, throughput: nil)
        let markdown = LatencyReport.markdown(
            [ReportRow(name: "echo", summary: base), ReportRow(name: "interact", summary: other)], baseline: "echo")
        #expect(markdown.contains("| echo | 10 | 100 | 120 | 200 | 250 | 300 | 1000 | 1.00× | 1.00× |"))
        #expect(markdown.contains("| interact | 10 | 150 | 180 | 700 | 800 | 900 | — | 1.50× | 3.50× |"))
        #expect(LatencyReport.ratio(5, nil) == "—")
        #expect(LatencyReport.text([ReportRow(name: "echo", summary: base)]).contains("echo"))
    }

    @Test("with a floor row, every p50 and p99 is also a ratio to the floor")
    func reportWithFloor() {
        let floor = LatencySummary(
            count: 10, p50: 50, p90: 60, p99: 100, p999: 120, max: 130, mean: 55, throughput: 5000)
        let base = LatencySummary(
            count: 10, p50: 100, p90: 120, p99: 200, p999: 250, max: 300, mean: 110, throughput: 1000)
        let rows = [ReportRow(name: "floor: C", summary: floor), ReportRow(name: "echo", summary: base)]
        let markdown = LatencyReport.markdown(rows, baseline: "echo", floor: "floor: C")
        #expect(markdown.contains("| p50 ÷ echo | p99 ÷ echo | p50 ÷ floor | p99 ÷ floor |"))
        #expect(markdown.contains("|---:|---:|---:|---:|\n"))
        #expect(
            markdown.contains("| floor: C | 10 | 50 | 60 | 100 | 120 | 130 | 5000 | 0.50× | 0.50× | 1.00× | 1.00× |"))
        #expect(markdown.contains("| echo | 10 | 100 | 120 | 200 | 250 | 300 | 1000 | 1.00× | 1.00× | 2.00× | 2.00× |"))
        // A floor that did not run: the columns stay, with dashes.
        #expect(
            LatencyReport.markdown([rows[1]], baseline: "echo", floor: "floor: C").contains("| 1.00× | 1.00× | — | — |")
        )
        // Without a floor the table is as before.
        #expect(!LatencyReport.markdown(rows, baseline: "echo").contains("floor |"))
    }
}
