/// What a thread does, told by its name: the columns of the report's CPU table.
public enum ThreadRole: String, Sendable, Codable, CodingKeyRepresentable, Hashable, CaseIterable, Comparable {
    /// A `SocketLoop`'s thread: the phone's `phone-loop`, the tool's `probe` and `fanout`.
    case loop
    /// The phone's app-code threads (`app-code`: intents, providers, the reload's archive).
    case appCode = "app code"
    /// libzmq's I/O threads (`ZMQbg/IO/N`: CURVE, the TCP reads and writes).
    case zmqIO = "zmq I/O"
    /// The phone's store checkpointer (`checkpointer`).
    case checkpointer
    /// Everything else: the main thread, Swift's cooperative pool, Dispatch's, libzmq's reaper.
    case other

    /// The role of a thread named `name`.
    public static func of(name: String) -> ThreadRole {
        if name.hasPrefix("ZMQbg/IO") { return .zmqIO }
        if name.hasPrefix("app-code") { return .appCode }
        if name.hasPrefix("checkpointer") { return .checkpointer }
        if name.hasSuffix("-loop") || name == "probe" || name == "fanout" { return .loop }
        return .other
    }

    public static func < (a: ThreadRole, b: ThreadRole) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One process's CPU time per operation over a series, split by ``ThreadRole``: the
/// difference of two ``ThreadTimes`` divided by the operations between them.
public struct CPUPerOperation: Sendable, Codable, Hashable {
    /// Operations the time is divided by.
    public var operations: Int
    /// Microseconds per operation, by role (every role, zero when none ran).
    public var byRole: [ThreadRole: Double]
    /// Microseconds per operation of threads that ended between the two readings (the process's
    /// total less its threads', when that is more than the total's tick rounding).
    public var ended: Double

    public init(operations: Int, byRole: [ThreadRole: Double], ended: Double = 0) {
        self.operations = operations
        self.byRole = byRole
        self.ended = ended
    }

    /// Microseconds per operation, every thread.
    public var total: Double { byRole.values.reduce(0, +) + ended }

    /// The CPU each thread used from `before` to `after` (threads matched by id; one born
    /// meanwhile counts from zero), per operation.
    public init(
        before: ThreadTimes, after: ThreadTimes, operations: Int, tickNanoseconds: UInt64 = ThreadTimes.tickNanoseconds
    ) {
        let earlier = Dictionary(before.threads.map { ($0.id, $0.nanoseconds) }, uniquingKeysWith: max)
        var nanoseconds = Dictionary(uniqueKeysWithValues: ThreadRole.allCases.map { ($0, UInt64(0)) })
        var threadsTotal: UInt64 = 0
        for thread in after.threads {
            let used = thread.nanoseconds &- min(thread.nanoseconds, earlier[thread.id] ?? 0)
            nanoseconds[ThreadRole.of(name: thread.name), default: 0] += used
            threadsTotal += used
        }
        let processUsed = after.processNanoseconds &- min(after.processNanoseconds, before.processNanoseconds)
        // The process's total is read in ticks: each reading may be a tick short.
        let ended = processUsed > threadsTotal + 2 * tickNanoseconds ? processUsed - threadsTotal : 0
        let count = Double(max(1, operations))
        self.init(
            operations: operations, byRole: nanoseconds.mapValues { Double($0) / 1000 / count },
            ended: Double(ended) / 1000 / count)
    }
}

/// The CPU a series cost, per operation: the phone's (when its process id was given) and the
/// measuring tool's own; `copies` is how many copies of each update the phone sent (fan-out).
public struct SeriesCPU: Sendable, Codable, Hashable {
    public var phone: CPUPerOperation?
    public var client: CPUPerOperation?
    public var copies: Int?

    public init(phone: CPUPerOperation?, client: CPUPerOperation?, copies: Int? = nil) {
        self.phone = phone
        self.client = client
        self.copies = copies
    }
}
