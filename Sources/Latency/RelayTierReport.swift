import Foundation

/// Messages a phone published on one kind of topic, as a subscriber received them.
public struct StreamTally: Sendable, Codable, Hashable {
    public var messages = 0
    public var heartbeats = 0
    /// The bytes of their frames (topic and body), heartbeats included.
    public var payloadBytes = 0
    public var heartbeatPayloadBytes = 0

    public init() {}

    /// Counts one message of `bytes` bytes.
    public mutating func add(bytes: Int, heartbeat: Bool) {
        messages += 1
        payloadBytes += bytes
        if heartbeat {
            heartbeats += 1
            heartbeatPayloadBytes += bytes
        }
    }

    /// What happened between `earlier` and this.
    public func since(_ earlier: StreamTally) -> StreamTally {
        var difference = StreamTally()
        difference.messages = messages - earlier.messages
        difference.heartbeats = heartbeats - earlier.heartbeats
        difference.payloadBytes = payloadBytes - earlier.payloadBytes
        difference.heartbeatPayloadBytes = heartbeatPayloadBytes - earlier.heartbeatPayloadBytes
        return difference
    }

    /// Messages that are not heartbeats.
    public var updates: Int { messages - heartbeats }
    public var updatePayloadBytes: Int { payloadBytes - heartbeatPayloadBytes }
}

/// What one `relay-latency fanout --traffic` run measured while its taps ran: the last
/// arrival and the spread, the phone's TCP bytes out and the messages it published, and the
/// CPU the named processes used.
public struct FanoutTraffic: Sendable, Codable, Hashable {
    /// Subscribers each update reached.
    public var mirrors: Int
    /// Whether the phone reached them through a relay.
    public var relayed: Bool
    /// Measured taps (each one control update on "all/").
    public var taps: Int
    /// How long the measured taps took.
    public var seconds: Double
    /// What the phone published on "all/" meanwhile, as one subscriber received it.
    public var broadcast: StreamTally
    /// What it published on the tool's own device topic, as the tool received it.
    public var device: StreamTally
    /// The copies of each "all/" message the phone itself sends: one to the relay, or one to
    /// each subscriber and the tool.
    public var copies: Int
    /// The phone's TCP bytes out on its update stream (its PUB to the relay, or its XPUB's
    /// connections to every subscriber); nil if `ss` could not tell.
    public var streamBytes: UInt64?
    /// The phone's TCP bytes out on its request connections (replies; rosters to a relay).
    public var requestBytes: UInt64?
    /// CPU milliseconds each named process used meanwhile (all its threads).
    public var cpuMilliseconds: [String: Double]
    public var lastArrival: LatencySummary
    public var spread: LatencySummary

    public init(
        mirrors: Int, relayed: Bool, taps: Int, seconds: Double, broadcast: StreamTally, device: StreamTally,
        copies: Int,
        streamBytes: UInt64?, requestBytes: UInt64?, cpuMilliseconds: [String: Double], lastArrival: LatencySummary,
        spread: LatencySummary
    ) {
        self.mirrors = mirrors
        self.relayed = relayed
        self.taps = taps
        self.seconds = seconds
        self.broadcast = broadcast
        self.device = device
        self.copies = copies
        self.streamBytes = streamBytes
        self.requestBytes = requestBytes
        self.cpuMilliseconds = cpuMilliseconds
        self.lastArrival = lastArrival
        self.spread = spread
    }

    /// Bytes on the wire per message beyond its frames (ZMTP framing, CURVE's box and MAC):
    /// the stream's bytes less every copy's frames, over the copies.
    public var framingPerMessage: Double? {
        guard let streamBytes else { return nil }
        let copies = Double(copies)
        let sent = copies * Double(broadcast.messages) + Double(device.messages)
        guard sent > 0 else { return nil }
        return (Double(streamBytes) - copies * Double(broadcast.payloadBytes) - Double(device.payloadBytes)) / sent
    }

    /// The phone's bytes out on its update stream per update it published (its heartbeats'
    /// share left out: their frames and framing, at the rate measured), every copy included.
    public var bytesPerUpdate: Double? {
        guard let framing = framingPerMessage, broadcast.updates + device.updates > 0 else { return nil }
        let copies = Double(copies)
        let wire =
            copies * (Double(broadcast.updatePayloadBytes) + Double(broadcast.updates) * framing)
            + Double(device.updatePayloadBytes) + Double(device.updates) * framing
        return wire / Double(broadcast.updates + device.updates)
    }

    /// The phone's bytes out on all its connections per tap (the update, its copies, the reply).
    public var bytesPerTap: Double? {
        guard let streamBytes, let requestBytes, taps > 0 else { return nil }
        return Double(streamBytes + requestBytes) / Double(taps)
    }

    /// CPU milliseconds `process` used per tap.
    public func cpuPerTap(_ process: String) -> Double? {
        guard let milliseconds = cpuMilliseconds[process], taps > 0 else { return nil }
        return milliseconds / Double(taps)
    }
}

/// The relay tier's rows of the benchmark report, and the issue's targets checked against
/// them: the relay's added latency per hop against a bare zmq_proxy hop's, the phone's bytes
/// out per update whatever the number of mirrors, and the last arrival through the relay
/// against the same without it. Every comparison is within one run.
public enum RelayTierReport {
    /// The hop rows `relay-latency relay-hop` writes, in its order.
    public static let straightRow = "relay hop: PUB → SUB straight"
    public static let proxyRow = "relay hop: through zmq_proxy (XSUB/XPUB)"
    public static let relayRow = "relay hop: through RelayNode"

    /// One target, as measured.
    public struct Check: Sendable, Hashable {
        public let target: String
        public let measured: String
        public let met: Bool?
    }

    /// The hop target at one percentile: what the relay adds (its path less the straight one)
    /// ≤ 1.25 × what the proxy adds + 20 µs.
    public static func hopCheck(percentile: String, straight: UInt64, proxy: UInt64, relay: UInt64) -> Check {
        let proxyAdds = Double(proxy) - Double(straight), relayAdds = Double(relay) - Double(straight)
        let limit = 1.25 * proxyAdds + 20
        return Check(
            target: "relay hop ≤ 1.25 × zmq_proxy hop + 20 µs, \(percentile)",
            measured: String(
                format: "relay adds %.0f µs, zmq_proxy %.0f µs: limit %.0f µs", relayAdds, proxyAdds, limit),
            met: relayAdds <= limit)
    }

    /// The bytes target: the phone's bytes out per update through the relay within ±1 % of their mean.
    public static func bytesCheck(_ relayed: [FanoutTraffic]) -> Check {
        let figures = relayed.sorted { $0.mirrors < $1.mirrors }.compactMap { traffic in
            traffic.bytesPerUpdate.map { (traffic.mirrors, $0) }
        }
        let target =
            "phone bytes out per update equal (±1 %) for \(relayed.map { String($0.mirrors) }.sorted { Int($0)! < Int($1)! }.joined(separator: ", ")) mirrors"
        guard figures.count == relayed.count, figures.count > 1 else {
            return Check(target: target, measured: "not measured (`ss` gave no figures)", met: nil)
        }
        let mean = figures.map(\.1).reduce(0, +) / Double(figures.count)
        let worst = figures.map { abs($0.1 / mean - 1) }.max() ?? 0
        let list = figures.map { String(format: "×%d %.1f B", $0.0, $0.1) }.joined(separator: ", ")
        return Check(
            target: target, measured: String(format: "%@: at most %.2f %% from their mean", list, worst * 100),
            met: worst <= 0.01)
    }

    /// The last-arrival target: p99 through the relay ≤ without it, for `mirrors`.
    public static func lastArrivalCheck(mirrors: Int, direct: FanoutTraffic?, relayed: FanoutTraffic?) -> Check {
        let target = "last-arrival p99 ×\(mirrors) through the relay ≤ without it"
        guard let direct, let relayed else { return Check(target: target, measured: "not measured", met: nil) }
        let ratio = Double(relayed.lastArrival.p99) / Double(max(1, direct.lastArrival.p99))
        return Check(
            target: target,
            measured: String(
                format: "%d µs through the relay, %d µs without it (%.2f×)",
                relayed.lastArrival.p99, direct.lastArrival.p99, ratio),
            met: relayed.lastArrival.p99 <= direct.lastArrival.p99)
    }

    /// The section of the report: the hop table, the fan-out table, and the targets.
    public static func markdown(hop: [ReportRow], hopFacts: [String: Double], fanouts: [FanoutTraffic]) -> String {
        var lines: [String] = []
        let straight = hop.first { $0.name == straightRow }?.summary
        let proxy = hop.first { $0.name == proxyRow }?.summary
        let relay = hop.first { $0.name == relayRow }?.summary
        if !hop.isEmpty {
            lines.append(
                "| hop | count | p50 µs | p90 µs | p99 µs | p99.9 µs | max µs | p50 ÷ straight | p99 ÷ straight |")
            lines.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
            for row in hop {
                let s = row.summary
                lines.append(
                    "| \(row.name) | \(s.count) | \(s.p50) | \(s.p90) | \(s.p99) | \(s.p999) | \(s.max) | "
                        + "\(LatencyReport.ratio(s.p50, straight?.p50)) | \(LatencyReport.ratio(s.p99, straight?.p99)) |"
                )
            }
            lines.append("")
            if let straight, let proxy, let relay {
                lines.append(
                    "Added by the hop (its path less the straight one): zmq_proxy \(Int(proxy.p50) - Int(straight.p50)) µs at p50, "
                        + "\(Int(proxy.p99) - Int(straight.p99)) µs at p99; the relay \(Int(relay.p50) - Int(straight.p50)) µs at p50, "
                        + "\(Int(relay.p99) - Int(straight.p99)) µs at p99.")
            }
            var facts: [String] = []
            if let bytes = hopFacts["message bytes"] {
                facts.append(String(format: "each message %.0f bytes (topic and RelayFrame)", bytes))
            }
            if let cpu = hopFacts["proxy thread CPU µs per message"] {
                facts.append(String(format: "the proxy's thread %.1f µs of CPU a message", cpu))
            }
            if let cpu = hopFacts["relay loop thread CPU µs per message"] {
                facts.append(String(format: "the relay's loop thread %.1f µs", cpu))
            }
            if !facts.isEmpty {
                lines.append(
                    "Per message: " + facts.joined(separator: ", ")
                        + " (libzmq's I/O threads, which encrypt and decrypt, not counted).")
            }
            if let straight = hopFacts["straight process CPU µs per message"],
                let proxy = hopFacts["proxy process CPU µs per message"],
                let relay = hopFacts["relay process CPU µs per message"]
            {
                lines.append(
                    String(
                        format:
                            "The whole process's CPU per message (every thread, I/O threads included): straight %.1f µs, through zmq_proxy %.1f µs "
                            + "(the hop adds %.1f µs), through the relay %.1f µs (the hop adds %.1f µs).", straight,
                        proxy, proxy - straight, relay, relay - straight))
            }
            lines.append("")
        }
        if !fanouts.isEmpty {
            let processes = Set(fanouts.flatMap(\.cpuMilliseconds.keys)).sorted()
            var header =
                "| mirrors | path | taps | tap → last arrival p50 µs | p99 µs | first → last p99 µs | phone bytes out per update | its updates + heartbeats | framing B a message | phone bytes out per tap (all connections) |"
            var rule = "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|"
            for process in processes {
                header += " \(process) CPU ms per tap |"
                rule += "---:|"
            }
            lines += [header, rule]
            for traffic in fanouts.sorted(by: { ($0.mirrors, $0.relayed ? 1 : 0) < ($1.mirrors, $1.relayed ? 1 : 0) }) {
                var line =
                    "| \(traffic.mirrors) | \(traffic.relayed ? "through the relay" : "direct") | \(traffic.taps) | \(traffic.lastArrival.p50) | "
                    + "\(traffic.lastArrival.p99) | \(traffic.spread.p99) | \(traffic.bytesPerUpdate.map { String(format: "%.1f", $0) } ?? "—") | "
                    + "\(traffic.broadcast.updates + traffic.device.updates) + \(traffic.broadcast.heartbeats + traffic.device.heartbeats) | "
                    + "\(traffic.framingPerMessage.map { String(format: "%.1f", $0) } ?? "—") | \(traffic.bytesPerTap.map { String(format: "%.0f", $0) } ?? "—") |"
                for process in processes {
                    line += " \(traffic.cpuPerTap(process).map { String(format: "%.3f", $0) } ?? "—") |"
                }
                lines.append(line)
            }
            lines.append("")
        }
        var checks: [Check] = []
        if let straight, let proxy, let relay {
            checks.append(hopCheck(percentile: "p50", straight: straight.p50, proxy: proxy.p50, relay: relay.p50))
            checks.append(hopCheck(percentile: "p99", straight: straight.p99, proxy: proxy.p99, relay: relay.p99))
        }
        let relayed = fanouts.filter(\.relayed)
        if !relayed.isEmpty { checks.append(bytesCheck(relayed)) }
        for mirrors in Set(fanouts.map(\.mirrors)).sorted() where mirrors == 100 {
            checks.append(
                lastArrivalCheck(
                    mirrors: mirrors, direct: fanouts.first { !$0.relayed && $0.mirrors == mirrors },
                    relayed: relayed.first { $0.mirrors == mirrors }))
        }
        if !checks.isEmpty {
            lines.append("| target | measured | |")
            lines.append("|---|---|---|")
            for check in checks {
                lines.append(
                    "| \(check.target) | \(check.measured) | \(check.met.map { $0 ? "met" : "**missed**" } ?? "—") |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
