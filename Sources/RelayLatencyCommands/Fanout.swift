import ArgumentParser
import Foundation
import Latency
import MirrorNodeKit
import NodeRuntime
import Codec
import RelayLink
import NodeTransport
import RelayWire
import Synchronization
import ZeroMQ
import ZeroMQTransport

struct Fanout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "One broadcast update to K mirrors: tap → last arrival, and first → last arrival.",
        discussion: """
            Through a relay when the phone's record names one (give --relay and --relay-key once; the phone runs \
            `phone-node run --relay`): the K subscribers then read the phone's "all/" topic at the relay, as \
            readers of its roster. With --traffic, what the phone sent while the measured taps ran: its TCP bytes \
            out (from `ss`) and the messages it published, and the CPU of the processes named by --cpu.
            """)
    @OptionGroup var measure: MeasureOptions
    @Option(help: "How many mirrors (subscribers) receive each update.") var mirrors = 10
    @Option(
        help: ArgumentHelp(
            "Write what the phone sent, and the CPU used, while the measured taps ran (JSON).", valueName: "file"))
    var traffic: String?
    @Option(
        name: .customLong("cpu"),
        help: ArgumentHelp(
            "A process whose CPU to count in --traffic, as NAME=PID (repeatable).", valueName: "name=pid"))
    var processes: [String] = []
    @Option(
        help: ArgumentHelp(
            "Through a relay: the relay's phone-side endpoint (`relay-node`'s `phones`), where --traffic finds the phone's connections.",
            valueName: "endpoint"))
    var relayPhones: String?

    func validate() throws {
        guard (1...1000).contains(mirrors) else { throw ValidationError("--mirrors takes 1 to 1000") }
        for process in processes {
            let parts = process.split(separator: "=")
            guard parts.count == 2, Int32(parts[1]) != nil else {
                throw ValidationError("--cpu takes NAME=PID, not \(process)")
            }
        }
    }

    func run() async throws {
        bootstrapCommandLogging(level: .warning)
        let phones = try measure.phones()
        guard phones.count == 1 || traffic == nil else {
            throw ValidationError("--traffic measures one phone's bytes: measure that phone alone (--phone NAME)")
        }
        let (mirrors, warmup, count, traffic, processes) = (mirrors, measure.warmup, measure.count, traffic, processes)
        let relayPhones = try relayPhones.map { try RelayAddress($0) }
        let several = phones.count > 1
        let cpuMeter = CPUMeter(phonePID: measure.phonePID)
        let outcomes = await againstEach(
            phones,
            connect: { phone in
                try await FanoutRun.prepare(
                    phone.options, phone: phone.label, mirrors: mirrors, relayPhones: relayPhones, processes: processes)
            },
            measure: { run in
                try await run.closing {
                    try await run.measure(
                        warmup: warmup, count: count, progress: several ? "fanout ×\(mirrors) · \(run.phone)" : nil,
                        cpuMeter: cpuMeter, traffic: traffic)
                }
            })
        var report = try SeveralPhonesReport(
            series: "fanout ×\(mirrors)", outcomes: outcomes,
            rows: { name, figures in
                let through = figures.relayed ? " through the relay" : ""
                return [
                    ReportRow(name: "\(name)\(through): tap → last arrival", summary: figures.lastArrival.summary()),
                    ReportRow(name: "\(name)\(through): first → last arrival", summary: figures.spread.summary()),
                ]
            },
            total: FanoutFigures.total)
        let copies = several ? nil : report.main.map { $0.relayed ? 1 : mirrors + 1 }
        report.attach(cpuMeter.finish(operations: count * max(1, report.measured), copies: copies))
        try measure.report(report.rows, main: report.main?.lastArrival ?? LatencyRecorder())
        try report.finish()
    }
}

/// One phone's fan-out: tap → last arrival and first → last arrival of each measured update.
struct FanoutFigures: Sendable {
    var lastArrival = LatencyRecorder(), spread = LatencyRecorder()
    var relayed: Bool

    /// The phones' fan-outs together (through the relay if every phone's was).
    static func total(_ each: [FanoutFigures]) -> FanoutFigures? {
        guard !each.isEmpty else { return nil }
        var sum = FanoutFigures(relayed: each.allSatisfy(\.relayed))
        for figures in each {
            sum.lastArrival.add(figures.lastArrival)
            sum.spread.add(figures.spread)
        }
        return sum
    }
}

/// One phone's fan-out, set up: the tool's probe, K subscribers to the phone's broadcasts (straight or
/// at its relay), all of them heard from, and the control whose toggling broadcasts.
final class FanoutRun: Sendable {
    let phone: String
    private let probe: Probe
    private let loop: SocketLoop
    private let channels: [any MessageChannel]
    private let board: ArrivalBoard
    /// Sets the control to a value (on the phone, which broadcasts it); returns the update's seq.
    private let toggle: @Sendable (Bool) async throws -> UInt64
    private let initiallyOn: Bool
    private let meter: TrafficMeter
    let relayed: Bool
    let mirrors: Int

    private init(
        phone: String, probe: Probe, loop: SocketLoop, channels: [any MessageChannel], board: ArrivalBoard,
        toggle: @escaping @Sendable (Bool) async throws -> UInt64, initiallyOn: Bool, meter: TrafficMeter,
        relayed: Bool, mirrors: Int
    ) {
        (self.phone, self.probe, self.loop, self.channels, self.board) = (phone, probe, loop, channels, board)
        (self.toggle, self.initiallyOn) = (toggle, initiallyOn)
        (self.meter, self.relayed, self.mirrors) = (meter, relayed, mirrors)
    }

    /// Connects to the phone `options` reach and subscribes `mirrors` readers to its broadcasts.
    static func prepare(
        _ options: MirrorOptions, phone: String, mirrors: Int, relayPhones: RelayAddress?, processes: [String]
    )
        async throws -> FanoutRun
    {
        let route = try options.route()
        let probe = try await Probe.connect(options)
        // K subscribers read by one loop thread, which notes each arrival as it reads it (no task
        // per subscriber between the socket and the clock); their decryption spread over two
        // contexts' I/O threads, one per core of the machine this was written on. Each copy's
        // header only is read: K real mirrors would each open theirs on a machine of their own.
        let loop = try SocketLoop(name: "fanout")
        var channels: [any MessageChannel] = []
        do {
            let keys = try options.keyPair()
            let transports = try (0..<min(2, mirrors)).map { _ in
                var transport: ZeroMQTransport
                if let relay = route.relay {
                    transport = ZeroMQTransport(
                        context: try Context(), security: .curveClient(serverPublicKey: relay.key, keyPair: keys))
                } else {
                    transport = try options.transport(context: try Context())
                }
                transport.loop = loop
                return transport
            }
            let endpoint = try route.relay.map { try RelayAddress($0.endpoint).updates } ?? route.publisher
            let topic = route.relay == nil ? Topic.all : route.topic(Topic.all)
            let board = ArrivalBoard(subscribers: mirrors)
            for index in 0..<mirrors {
                let transport = transports[index % transports.count]
                let relayed = route.relay != nil
                channels.append(
                    try await transport.open(.subscriber(topics: [topic]), .connect(endpoint)) { message in
                        let now = ContinuousClock.now
                        if relayed {
                            guard let header = RelayedUpdateHeader(published: message.frames) else { return }
                            board.arrived(index, seq: header.seq, counts: header.op == RelayedUpdateHeader.set, at: now)
                            if index == 0 {
                                board.tally(message.frames, heartbeat: header.op == RelayedUpdateHeader.heartbeat)
                            }
                        } else {
                            guard let update = PublishedUpdateHeader(published: message.frames) else { return }
                            board.arrived(index, seq: update.seq, counts: update.isControl, at: now)
                            if index == 0 {
                                board.tally(
                                    message.frames,
                                    heartbeat: RelayedUpdateHeader.isHeartbeat(published: message.frames))
                            }
                        }
                    })
            }
            try await board.waitForAllSubscribed()
            guard case .snapshot(let snapshot) = try await probe.request({ $0.snapshotRequest = .init() }),
                let control = snapshot.controls.first(where: { $0.kind == "QuickToggle" })
            else {
                throw NodeError("the phone has no QuickToggle control to broadcast with")
            }
            let toggle: @Sendable (Bool) async throws -> UInt64 = { value in
                let reply = try await probe.client.request(timeout: .seconds(30)) {
                    $0.interaction = .with {
                        $0.interactionID = UUID().uuidString
                        $0.controlKind = "QuickToggle"
                        $0.elementID = control.elementID
                        $0.invocation = control.action
                        $0.toggleValue = value
                    }
                }
                guard case .interactionResult(let result) = reply.body, case .performed = result.outcome else {
                    throw NodeError("the control interaction was not performed: \(reply)")
                }
                return result.seq
            }
            let meter = TrafficMeter(route: route, relayPhones: relayPhones, processes: processes)
            return FanoutRun(
                phone: phone, probe: probe, loop: loop, channels: channels, board: board, toggle: toggle,
                initiallyOn: control.isOn, meter: meter, relayed: route.relay != nil, mirrors: mirrors)
        } catch {
            for channel in channels { await channel.close() }
            loop.stop()
            await probe.close()
            throw error
        }
    }

    /// Toggles the control `warmup + count` times, timing each broadcast's arrivals; with `traffic`,
    /// writes what the phone sent meanwhile there.
    func measure(warmup: Int, count: Int, progress label: String?, cpuMeter: CPUMeter, traffic: String?)
        async throws -> FanoutFigures
    {
        var isOn = initiallyOn
        var figures = FanoutFigures(relayed: relayed)
        let total = warmup + count
        let progress = ProgressBar(label ?? "fanout ×\(mirrors)\(relayed ? " through the relay" : "")", total: total)
        var before: TrafficMeter.Reading?
        for index in 0..<total {
            if index == warmup, traffic != nil { before = meter.read(board: board, probe: probe) }
            if index == warmup { cpuMeter.start() }
            isOn.toggle()
            let tapped = ContinuousClock.now
            let seq = try await toggle(isOn)
            let (first, last) = try await board.arrivals(ofSeq: seq)
            if index >= warmup {
                figures.lastArrival.record(last - tapped)
                figures.spread.record(last - first)
            }
            progress.update(index + 1)
        }
        if let traffic, let before {
            let after = meter.read(board: board, probe: probe)
            let written = meter.traffic(
                from: before, to: after, mirrors: mirrors, taps: count,
                lastArrival: figures.lastArrival.summary(), spread: figures.spread.summary())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(written).write(to: URL(fileURLWithPath: traffic))
        }
        return figures
    }

    /// Runs `body`, then closes the subscribers and the probe however it ended.
    func closing<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        do {
            let result = try await body()
            await close()
            return result
        } catch {
            await close()
            throw error
        }
    }

    private func close() async {
        for channel in channels { await channel.close() }
        loop.stop()
        await probe.close()
    }
}

/// A relayed update's seq and op, read from its cleartext header without decoding the rest:
/// `[<phone>/<topic>, RelayFrame{update (8): SealedUpdate{header (1): SealedHeader{seq (4), op (7)}}}]`
/// (`proto/relay/v1/relayed.proto`).
struct RelayedUpdateHeader: Sendable, Hashable {
    var seq: UInt64 = 0
    var op: UInt64 = 0
    /// `CLONE_OP_SET`: a control's new value is one.
    static let set: UInt64 = 1
    /// `CLONE_OP_HEARTBEAT`.
    static let heartbeat: UInt64 = 5

    /// Whether a message a phone published directly (`[topic, Envelope{update (50): Update}]`)
    /// is a heartbeat (`Update.heartbeat`, 19), without decoding it (sync.proto).
    static func isHeartbeat(published frames: [[UInt8]]) -> Bool {
        guard frames.count == 2, let update = field(50, in: frames[1][...]) else { return false }
        return field(19, in: update) != nil
    }

    init?(published frames: [[UInt8]]) {
        guard frames.count == 2 else { return nil }
        let body = frames[1]
        guard let update = Self.field(8, in: body[...]), let header = Self.field(1, in: update) else { return nil }
        var walker = Walker(bytes: header)
        while let tag = walker.tag() {
            let (number, wireType) = tag
            if wireType == 0 {
                guard let value = walker.varint() else { return nil }
                if number == 4 { seq = value } else if number == 7 { op = value }
            } else if !walker.skip(wireType) {
                return nil
            }
        }
    }

    /// The value of the last length-delimited field `number` of a message.
    static func field(_ number: UInt64, in bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var walker = Walker(bytes: bytes)
        var found: ArraySlice<UInt8>?
        while let tag = walker.tag() {
            let (field, wireType) = tag
            if wireType == 2, field == number {
                guard let value = walker.lengthDelimited() else { return nil }
                found = value
            } else if !walker.skip(wireType) {
                return nil
            }
        }
        return found
    }

    /// Reads protobuf's wire format.
    struct Walker {
        let bytes: ArraySlice<UInt8>
        var index: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        mutating func varint() -> UInt64? {
            var result: UInt64 = 0, shift: UInt64 = 0
            while index < bytes.endIndex, shift < 64 {
                let byte = bytes[index]
                index += 1
                result |= UInt64(byte & 0x7F) << shift
                if byte & 0x80 == 0 { return result }
                shift += 7
            }
            return nil
        }

        mutating func tag() -> (UInt64, UInt64)? {
            guard index < bytes.endIndex, let tag = varint() else { return nil }
            return (tag >> 3, tag & 7)
        }

        mutating func lengthDelimited() -> ArraySlice<UInt8>? {
            guard let length = varint(), length <= UInt64(bytes.endIndex - index) else { return nil }
            defer { index += Int(length) }
            return bytes[index..<(index + Int(length))]
        }

        mutating func skip(_ wireType: UInt64) -> Bool {
            switch wireType {
            case 0: return varint() != nil
            case 1: index += 8
            case 2: return lengthDelimited() != nil
            case 5: index += 4
            default: return false
            }
            return index <= bytes.endIndex
        }
    }
}

/// What the phone sent while the measured taps ran: its TCP bytes out on its update stream
/// and on its request connections (`ss`'s `bytes_acked`, summed over the phone's end of each
/// connection), the messages it published on the stream (counted as they arrive: subscriber 0's
/// "all/" copies and the tool's own device topic), and the CPU of named processes.
struct TrafficMeter: Sendable {
    /// `ss` filters selecting the phone's end of its update stream and of its request connections.
    let streamFilter: String?
    let requestFilter: String?
    let relayed: Bool
    let processes: [(name: String, pid: Int32)]

    struct Reading {
        let at: ContinuousClock.Instant
        let streamBytes: UInt64?
        let requestBytes: UInt64?
        let broadcast: StreamTally
        let device: StreamTally
        let cpuTicks: [String: UInt64]
    }

    init(route: PhoneRoute, relayPhones: RelayAddress?, processes: [String]) {
        func port(_ endpoint: String) -> String { String(endpoint.split(separator: ":").last ?? "") }
        relayed = route.relay != nil
        if relayed {
            // The phone dials the relay's phone side: its end of each connection has the relay's port as its destination.
            streamFilter = relayPhones.map { "( dport = :\(port($0.updates)) )" }
            requestFilter = relayPhones.map { "( dport = :\(port($0.requests)) )" }
        } else {
            streamFilter = "( sport = :\(port(route.publisher)) )"
            requestFilter = "( sport = :\(port(route.router)) )"
        }
        self.processes =
            processes.compactMap { text in
                let parts = text.split(separator: "=")
                guard parts.count == 2, let pid = Int32(parts[1]) else { return nil }
                return (String(parts[0]), pid)
            } + [("relay-latency", getpid())]
    }

    func read(board: ArrivalBoard, probe: Probe) -> Reading {
        var ticks: [String: UInt64] = [:]
        for (name, pid) in processes {
            if let used = Self.cpuTicks(of: pid) { ticks[name] = used }
        }
        return Reading(
            at: .now, streamBytes: streamFilter.flatMap(Self.bytesAcked),
            requestBytes: requestFilter.flatMap(Self.bytesAcked),
            broadcast: board.broadcast, device: probe.arrivals.device, cpuTicks: ticks)
    }

    func traffic(
        from before: Reading, to after: Reading, mirrors: Int, taps: Int,
        lastArrival: LatencySummary, spread: LatencySummary
    ) -> FanoutTraffic {
        let tick = 1000.0 / Double(sysconf(Int32(_SC_CLK_TCK)))
        var cpu: [String: Double] = [:]
        for (name, used) in after.cpuTicks {
            if let earlier = before.cpuTicks[name] { cpu[name] = Double(used &- earlier) * tick }
        }
        func difference(_ a: UInt64?, _ b: UInt64?) -> UInt64? {
            guard let a, let b, b >= a else { return nil }
            return b - a
        }
        let elapsed = after.at - before.at
        return FanoutTraffic(
            mirrors: mirrors, relayed: relayed, taps: taps,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            broadcast: after.broadcast.since(before.broadcast), device: after.device.since(before.device),
            copies: relayed ? 1 : mirrors + 1,
            streamBytes: difference(before.streamBytes, after.streamBytes),
            requestBytes: difference(before.requestBytes, after.requestBytes),
            cpuMilliseconds: cpu, lastArrival: lastArrival, spread: spread)
    }

    /// The sum of `bytes_acked` over the established TCP connections `ss` selects with `filter`.
    static func bytesAcked(_ filter: String) -> UInt64? {
        guard let pipe = popen("ss -tinH state established '\(filter)' 2>/dev/null", "r") else { return nil }
        var output = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, pipe)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        guard pclose(pipe) == 0 else { return nil }
        var total: UInt64 = 0
        for word in String(decoding: output, as: UTF8.self).split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "\t"
        })
        where word.hasPrefix("bytes_acked:") {
            total += UInt64(word.dropFirst("bytes_acked:".count)) ?? 0
        }
        return total
    }

    /// utime + stime of a process (all its threads), in clock ticks.
    static func cpuTicks(of pid: Int32) -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return nil }
        return user + system
    }
}

/// When each subscriber received each update (by seq), told on the subscribers' loop thread.
final class ArrivalBoard: Sendable {
    let subscribers: Int
    private struct State {
        var heard = Set<Int>()
        var broadcast = StreamTally()
        var arrivals: [UInt64: [ContinuousClock.Instant]] = [:]
        var waiting: (seq: UInt64, continuation: CheckedContinuation<[ContinuousClock.Instant], Never>)?
    }
    private let state = Mutex(State())

    init(subscribers: Int) { self.subscribers = subscribers }

    /// What subscriber 0 received: everything the phone published on "all/".
    var broadcast: StreamTally { state.withLock { $0.broadcast } }

    /// Counts a message subscriber 0 received.
    func tally(_ frames: [[UInt8]], heartbeat: Bool) {
        let bytes = frames.reduce(0) { $0 + $1.count }
        state.withLock { $0.broadcast.add(bytes: bytes, heartbeat: heartbeat) }
    }

    /// Subscriber `subscriber` read update `seq`; only those that `count` are timed (a control's).
    func arrived(_ subscriber: Int, seq: UInt64, counts: Bool, at instant: ContinuousClock.Instant) {
        let complete = state.withLock {
            state -> (CheckedContinuation<[ContinuousClock.Instant], Never>, [ContinuousClock.Instant])? in
            state.heard.insert(subscriber)
            guard counts else { return nil }
            state.arrivals[seq, default: []].append(instant)
            guard let waiting = state.waiting, waiting.seq == seq, state.arrivals[seq]?.count == subscribers else {
                return nil
            }
            state.waiting = nil
            return (waiting.continuation, state.arrivals.removeValue(forKey: seq) ?? [])
        }
        if let (continuation, times) = complete { continuation.resume(returning: times) }
    }

    /// Returns once every subscriber has heard the phone (a heartbeat), so none joins late.
    func waitForAllSubscribed() async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            let heard = state.withLock { $0.heard.count }
            if heard >= subscribers { return }
            guard ContinuousClock.now < deadline else {
                throw NodeError("only \(heard) of \(subscribers) subscribers heard the phone within 30 s")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// The first and last arrival of update `seq` across all subscribers (waits for all, at most 30 s).
    func arrivals(ofSeq seq: UInt64) async throws -> (ContinuousClock.Instant, ContinuousClock.Instant) {
        let times: [ContinuousClock.Instant] = try await withThrowingTaskGroup(of: [ContinuousClock.Instant]?.self) {
            group in
            group.addTask {
                await withCheckedContinuation { continuation in
                    let done = self.state.withLock { state -> [ContinuousClock.Instant]? in
                        if state.arrivals[seq]?.count == self.subscribers {
                            return state.arrivals.removeValue(forKey: seq)
                        }
                        state.waiting = (seq, continuation)
                        return nil
                    }
                    if let done { continuation.resume(returning: done) }
                }
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(30))
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            guard let first else {
                let count = state.withLock { state -> Int in
                    defer { state.waiting?.continuation.resume(returning: []); state.waiting = nil }
                    return state.arrivals[seq]?.count ?? 0
                }
                throw NodeError("update \(seq) reached \(count) of \(subscribers) subscribers within 30 s")
            }
            return first
        }
        guard let first = times.min(), let last = times.max() else {
            throw NodeError("update \(seq) reached no subscriber")
        }
        return (first, last)
    }
}
