import Codec
import CoreMetrics
import DomainModel
import PhoneCore

/// The phone's figures for an operator (`phone-node run --metrics`), recorded by the driver
/// from what it did and what the core decided (the core counts nothing): requests by kind and
/// outcome, refusals by code, interactions by outcome with their latencies, commits, lanes,
/// traffic and update lag per paired device, the store. Labels are bounded: request kinds and
/// error codes are the protocol's, devices only those paired (a refused peer is counted
/// without one, and nothing is sent to a device under its id once it is unpaired).
///
/// Through swift-metrics: with nothing bootstrapped (no `--metrics`) every handler is a no-op.
struct PhoneMetrics {
    /// Every metric's name and help text (for `# HELP`: `NodeMetricsFactory`).
    static let help: [String: String] = [
        "widgetrelay_phone_requests_total": "Requests answered, by kind and outcome (ok, or the error code).",
        "widgetrelay_phone_refusals_total": "Requests refused with an ErrorReply, by code.",
        "widgetrelay_phone_interactions_total":
            "Interactions answered, by outcome: performed, replayed (a retry), failed, rejected.",
        "widgetrelay_phone_tap_to_result_seconds": "From an interaction's arrival to its result leaving the phone.",
        "widgetrelay_phone_perform_seconds": "An interaction's perform() (with its reload), in app code.",
        "widgetrelay_phone_commit_seconds": "An interaction's commit, group commit included.",
        "widgetrelay_phone_commits_total": "Store transactions that committed interactions (group commits).",
        "widgetrelay_phone_committed_interactions_total":
            "Interactions committed; over commits_total, interactions per commit.",
        "widgetrelay_phone_lanes": "App-code lanes with requests in them now.",
        "widgetrelay_phone_lane_requests":
            "Requests in the app-code lanes now, waiting or running (the lanes' depth; BUSY past 64 a device).",
        "widgetrelay_phone_app_code_timeouts_total":
            "App code (providers, perform(), queries) that ran out of its time limit.",
        "widgetrelay_phone_device_messages_total":
            "Messages with each paired device: in, its requests; out, the replies to it and the updates on its own topic.",
        "widgetrelay_phone_device_bytes_total":
            "Bytes of the messages with each paired device, in and out (as device_messages_total).",
        "widgetrelay_phone_broadcast_messages_total":
            "Updates and heartbeats published on the topic every paired device hears (all/).",
        "widgetrelay_phone_broadcast_bytes_total":
            "Bytes of the updates and heartbeats published on all/ (once, however many hear them).",
        "widgetrelay_phone_device_update_lag":
            "Updates published to each paired device (all/ and its own topic) in this epoch that it has not confirmed having applied; kind: what it paired as (a tool never confirms).",
        "widgetrelay_phone_device_confirmed_seq":
            "The last seq each paired device confirmed having applied in this epoch (0: none).",
        "widgetrelay_phone_unpaired_messages_total": "Messages from connections whose key is not paired.",
        "widgetrelay_phone_seq": "The last sequence number the phone published.",
        "widgetrelay_phone_paired_devices": "Devices paired with the phone.",
        "widgetrelay_phone_store_bytes": "The store on disk: the main file and its write-ahead log.",
        "widgetrelay_phone_store_wal_frames": "The frames the store's write-ahead log has room for.",
        "widgetrelay_phone_interactions_pruned_total": "Interaction records deleted past the retention window.",
        "widgetrelay_phone_loop_turns_total": "Heartbeat turns of the phone's loop (a stuck loop stops counting).",
    ]

    /// The kind of the request being answered, for the reply that answers it (the lane a
    /// request waits in inherits it); before its envelope reads, "unreadable".
    @TaskLocal static var requestKind = "unreadable"
    /// The paired device whose request is being answered, for the traffic out to it (the lane
    /// a request waits in inherits it); nil before the connection's key is found paired.
    @TaskLocal static var requestDevice: String?

    let factory: any MetricsFactory
    private var requests: [String: Counter] = [:]
    private var refusals: [String: Counter] = [:]
    private var perDevice: [String: DeviceTraffic] = [:]
    private let interactions: [String: Counter]
    private let tapToResult, perform, commit: Timer
    private let commits, committed, timeouts, unpaired, pruned, loopTurns: Counter
    private let lanes, laneRequests, seq, paired, storeFile, storeLog, walFrames: Gauge

    private let broadcastMessages, broadcastBytes: Counter
    /// The devices paired now: nothing is counted under the id of one that is not.
    private var pairedNow: Set<String> = []
    /// Each paired device's kind, the `kind` label of its lag series (a tool never confirms updates).
    private var kinds: [String: String] = [:]

    private struct DeviceTraffic {
        let messagesIn, bytesIn, messagesOut, bytesOut: Counter
        let lag, confirmedSeq: Gauge
    }

    init(factory: any MetricsFactory) {
        self.factory = factory
        let phone = "widgetrelay_phone_"
        func counter(_ name: String) -> Counter { Counter(label: phone + name, factory: factory) }
        func gauge(_ name: String, _ dimensions: [(String, String)] = []) -> Gauge {
            Gauge(label: phone + name, dimensions: dimensions, factory: factory)
        }
        func timer(_ name: String) -> Timer { Timer(label: phone + name, factory: factory) }
        interactions = Dictionary(
            uniqueKeysWithValues: ["performed", "replayed", "failed", "rejected"].map {
                ($0, Counter(label: phone + "interactions_total", dimensions: [("outcome", $0)], factory: factory))
            })
        (tapToResult, perform, commit) = (
            timer("tap_to_result_seconds"), timer("perform_seconds"), timer("commit_seconds")
        )
        (commits, committed) = (counter("commits_total"), counter("committed_interactions_total"))
        (timeouts, unpaired) = (counter("app_code_timeouts_total"), counter("unpaired_messages_total"))
        (pruned, loopTurns) = (counter("interactions_pruned_total"), counter("loop_turns_total"))
        (lanes, laneRequests, seq, paired) = (
            gauge("lanes"), gauge("lane_requests"), gauge("seq"), gauge("paired_devices")
        )
        (storeFile, storeLog) = (gauge("store_bytes", [("file", "main")]), gauge("store_bytes", [("file", "wal")]))
        walFrames = gauge("store_wal_frames")
        (broadcastMessages, broadcastBytes) = (counter("broadcast_messages_total"), counter("broadcast_bytes_total"))
    }

    /// A request of `kind` was answered: refused with a code, or not (`ok`).
    mutating func answered(_ kind: String, refused code: RelayError.Code?) {
        let outcome = code.map(Self.name(of:)) ?? "ok"
        let key = kind + " " + outcome
        if let counter = requests[key] { counter.increment(); return }
        let counter = Counter(
            label: "widgetrelay_phone_requests_total", dimensions: [("kind", kind), ("outcome", outcome)],
            factory: factory)
        requests[key] = counter
        counter.increment()
    }

    mutating func refused(_ code: RelayError.Code) {
        let name = Self.name(of: code)
        if let counter = refusals[name] { counter.increment(); return }
        let counter = Counter(
            label: "widgetrelay_phone_refusals_total", dimensions: [("code", name)], factory: factory)
        refusals[name] = counter
        counter.increment()
    }

    /// An interaction's result, with its timings.
    func interaction(_ result: InteractionAnswer, timings: HopTimings) {
        let outcome =
            switch result.outcome {
            case .performed: result.replayed ? "replayed" : "performed"
            case .failed: result.replayed ? "replayed" : "failed"
            case .rejected, nil: "rejected"
            }
        interactions[outcome]?.increment()
        tapToResult.recordNanoseconds(Int64(clamping: timings.totalNs))
        guard !result.replayed, case .performed = result.outcome else { return }
        perform.recordNanoseconds(Int64(clamping: timings.performNs))
        commit.recordNanoseconds(Int64(clamping: timings.commitNs))
    }

    func groupCommit(of interactions: Int) {
        commits.increment()
        committed.increment(by: interactions)
    }

    func lanesInUse(_ count: Int) { lanes.record(count) }
    func requestsInLanes(_ counts: [String: Int]) { laneRequests.record(counts.values.reduce(0, +)) }
    func appCodeTimedOut() { timeouts.increment() }
    func loopTurned() { loopTurns.increment() }
    func pruned(_ count: Int) { pruned.increment(by: count) }

    /// A message from `device` (nil: a key not paired) of `bytes` bytes.
    mutating func received(_ bytes: Int, from device: String?) {
        guard let device else { unpaired.increment(); return }
        let traffic = self.traffic(device)
        traffic.messagesIn.increment()
        traffic.bytesIn.increment(by: bytes)
    }

    /// A message of `bytes` bytes went to `device` (nil: a peer not paired, or everyone: not counted here).
    mutating func sent(_ bytes: Int, to device: String?) {
        guard let device, pairedNow.contains(device) else { return }
        let traffic = self.traffic(device)
        traffic.messagesOut.increment()
        traffic.bytesOut.increment(by: bytes)
    }

    /// A message of `bytes` bytes was published on all/.
    func broadcast(_ bytes: Int) {
        broadcastMessages.increment()
        broadcastBytes.increment(by: bytes)
    }

    /// Each paired device's update lag and the last seq it confirmed, as `lag` tells them now.
    mutating func lags(_ lag: UpdateLag, at sequencer: Sequencer) {
        for device in pairedNow.sorted() { self.lag(of: device, lag, at: sequencer) }
    }

    /// `device`'s update lag and the last seq it confirmed (a paired device's, else nothing).
    mutating func lag(of device: String, _ lag: UpdateLag, at sequencer: Sequencer) {
        guard pairedNow.contains(device) else { return }
        let traffic = self.traffic(device)
        traffic.lag.record(Int64(clamping: lag.lag(of: device, at: sequencer)))
        traffic.confirmedSeq.record(Int64(clamping: lag.confirmedSeq(of: device, at: sequencer)))
    }

    /// The paired devices changed: each gets its series (a device unpaired keeps its counters,
    /// which only grow; its lag and confirmed seq drop to 0 and stay there).
    mutating func paired(_ devices: some Collection<PairedDevice>) {
        paired.record(devices.count)
        let now = Set(devices.map(\.id))
        for device in devices { kinds[device.id] = device.kindName }
        for device in pairedNow.subtracting(now) {
            perDevice[device]?.lag.record(0)
            perDevice[device]?.confirmedSeq.record(0)
        }
        pairedNow = now
        for device in now { _ = traffic(device) }
    }

    /// A change went out with `seq`.
    func published(seq: UInt64) { self.seq.record(Int64(clamping: seq)) }

    /// What a heartbeat turn sees: the store.
    func heartbeat(store: StoreSize) {
        storeFile.record(Int64(clamping: store.fileBytes))
        storeLog.record(Int64(clamping: store.walBytes))
        walFrames.record(Int64(clamping: store.walFrames))
    }

    private mutating func traffic(_ device: String) -> DeviceTraffic {
        if let traffic = perDevice[device] { return traffic }
        func counter(_ name: String, _ direction: String) -> Counter {
            Counter(
                label: "widgetrelay_phone_device_" + name, dimensions: [("device", device), ("direction", direction)],
                factory: factory)
        }
        func gauge(_ name: String) -> Gauge {
            Gauge(
                label: "widgetrelay_phone_device_" + name,
                dimensions: [("device", device), ("kind", kinds[device] ?? "unspecified")], factory: factory)
        }
        let traffic = DeviceTraffic(
            messagesIn: counter("messages_total", "in"), bytesIn: counter("bytes_total", "in"),
            messagesOut: counter("messages_total", "out"), bytesOut: counter("bytes_total", "out"),
            lag: gauge("update_lag"), confirmedSeq: gauge("confirmed_seq"))
        perDevice[device] = traffic
        return traffic
    }

    /// An error code as a label value: `not_paired`, `busy`… (as it goes on the wire:
    /// `unavailable`, which has no wire code, is `internal`).
    static func name(of code: RelayError.Code) -> String {
        code == .unavailable ? "internal" : code.description.lowercased()
    }
}
