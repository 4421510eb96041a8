import Foundation
import Latency
import Synchronization

/// Reads the phone's threads (when its process id is given, `--phone-pid`) and this tool's own
/// when the measured operations begin and again when they end: the series' CPU per operation.
final class CPUMeter: Sendable {
    private let phonePID: Int32?
    private let started = Mutex<(phone: ThreadTimes?, client: ThreadTimes?)?>(nil)

    init(phonePID: Int32?) { self.phonePID = phonePID }

    /// The measured operations begin (the first call counts; later ones do nothing).
    func start() {
        guard started.withLock({ $0 == nil }) else { return }
        let readings = (phonePID.flatMap(ThreadTimes.read(pid:)), ThreadTimes.read(pid: getpid()))
        started.withLock { if $0 == nil { $0 = readings } }
    }

    /// The measured operations, `operations` of them, have ended: their CPU per operation
    /// (nil if ``start()`` was never called).
    func finish(operations: Int, copies: Int? = nil) -> SeriesCPU? {
        let after = (phonePID.flatMap(ThreadTimes.read(pid:)), ThreadTimes.read(pid: getpid()))
        guard let before = started.withLock({ $0 }) else { return nil }
        func per(_ from: ThreadTimes?, _ to: ThreadTimes?) -> CPUPerOperation? {
            guard let from, let to else { return nil }
            return CPUPerOperation(before: from, after: to, operations: operations)
        }
        return SeriesCPU(phone: per(before.phone, after.0), client: per(before.client, after.1), copies: copies)
    }
}

extension Array where Element == ReportRow {
    /// The rows with `cpu` on the first (the series' main row).
    func withCPU(_ cpu: SeriesCPU?) -> [ReportRow] {
        guard let cpu, var first = self.first else { return self }
        first.cpu = cpu
        return [first] + dropFirst()
    }
}
