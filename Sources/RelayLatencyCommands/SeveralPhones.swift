import ArgumentParser
import Foundation
import Latency
import MirrorNodeKit
import NodeRuntime

/// Which of the tool's paired phones a measurement runs against (#49 point 12b): the one it
/// always did (`--phone-key`, or the only one paired), or several at once, named as a desktop
/// names its phones (`--phone NAME|FINGERPRINT`, repeated) or all of them (`--all-phones`).
/// Each phone is paired with the tool as with a mirror (`<data>/phones/`: `--phone-key` with
/// `--id`, `--router` and `--publisher`, or `--relay` and `--relay-key`, remembers one), and is
/// reached as its own record says: straight or through its relays.
struct PhoneChoice: ParsableArguments {
    @Option(
        name: .customLong("phone"),
        help: ArgumentHelp(
            "Measure this paired phone, by name or fingerprint (or its start); repeat for several, measured at once.",
            valueName: "name|fingerprint"))
    var named: [String] = []

    @Flag(help: "Measure every phone this tool is paired with, all at once.")
    var allPhones = false

    func validate() throws {
        guard named.isEmpty || !allPhones else { throw ValidationError("--phone and --all-phones: give one of them") }
    }

    /// Whether the run may measure several phones (whatever is paired, it names them).
    var several: Bool { allPhones || named.count > 1 }

    /// Each phone to measure, with the options that reach it alone; one phone chosen the
    /// single-phone way when neither `--phone` nor `--all-phones` is given.
    func phones(_ mirror: MirrorOptions) throws -> [MeasuredPhone] {
        guard allPhones || !named.isEmpty else { return [MeasuredPhone(label: "", fingerprint: "", options: mirror)] }
        let paired = try mirror.phones()  // saves the phone --phone-key names, as a single-phone run does
        var chosen = paired
        if !allPhones {
            let store = PairedPhones(dataFolder: mirror.absoluteData)
            chosen = []
            for query in named {
                let record: PairedPhoneRecord
                do { record = try store.find(query, among: paired) } catch {
                    throw ValidationError("--phone \(query): \(error)")
                }
                if !chosen.contains(record) { chosen.append(record) }
            }
        }
        let labels = PhoneNames.distinct(chosen.map { ($0.label, $0.fingerprint) })
        return zip(chosen, labels).map { record, label in
            var options = mirror
            options.phoneKey = record.key.z85
            (options.id, options.router, options.publisher, options.relay, options.relayKey) = (nil, nil, nil, [], [])
            return MeasuredPhone(label: label, fingerprint: record.fingerprint, options: options)
        }
    }
}

/// A phone a run measures: its name in the report, and the options that reach it alone.
struct MeasuredPhone {
    let label: String
    let fingerprint: String
    let options: MirrorOptions
}

/// Phones' names for the report's rows: each phone's name, with its fingerprint where two share one.
enum PhoneNames {
    static func distinct(_ phones: [(label: String, fingerprint: String)]) -> [String] {
        phones.map { phone in
            phones.filter { $0.label == phone.label }.count > 1 ? "\(phone.label) (\(phone.fingerprint))" : phone.label
        }
    }
}

/// One phone's part of a run against several: its rows and what to add to the total, or why it
/// was not measured.
struct PhoneOutcome<Figures: Sendable>: Sendable {
    let phone: String
    let fingerprint: String
    let result: Result<Figures, any Error>
}

/// A series against several phones as the report shows it: each measured phone's rows, its
/// name in each row's (`echo · Home phone`), then the rows over all of them (`echo · 2 phones`,
/// or `echo · 1 of 2 phones` when one was not measured); a phone that failed has no rows and a
/// line saying why. One phone (chosen the single-phone way, or one `--phone`) has the series'
/// own rows, named as they always were, and its failure is the run's.
struct SeveralPhonesReport<Figures: Sendable> {
    /// The report's rows.
    private(set) var rows: [ReportRow] = []
    /// One line per phone that was not measured (or not to the end), for standard error.
    private(set) var failures: [String] = []
    /// The figures the run's histogram (`--hgrm`) and CPU are of: the one phone's, or the total.
    private(set) var main: Figures?
    /// Where the total's rows begin (nil: one phone).
    private(set) var totalStart: Int?
    /// How many phones were measured.
    private(set) var measured = 0

    /// `rows(name, figures)` draws one phone's rows (or the total's) under the name given;
    /// `total` sums the measured phones' figures.
    init(
        series: String, outcomes: [PhoneOutcome<Figures>], rows: (String, Figures) -> [ReportRow],
        total: ([Figures]) -> Figures?
    ) throws {
        if outcomes.count == 1 {
            let figures = try outcomes[0].result.get()
            (self.rows, main, measured) = (rows(series, figures), figures, 1)
            return
        }
        var measured: [Figures] = []
        for outcome in outcomes {
            switch outcome.result {
            case .success(let figures):
                measured.append(figures)
                self.rows += rows("\(series) · \(outcome.phone)", figures)
            case .failure(let error):
                failures.append("\(series): phone “\(outcome.phone)” (\(outcome.fingerprint)) not measured: \(error)")
            }
        }
        self.measured = measured.count
        guard let sum = total(measured), !measured.isEmpty else { return }
        let phones =
            measured.count == outcomes.count
            ? "\(outcomes.count) phones" : "\(measured.count) of \(outcomes.count) phones"
        totalStart = self.rows.count
        self.rows += rows("\(series) · \(phones)", sum)
        main = sum
    }

    /// The rows with `cpu` on the series' main row: the one phone's first, or the total's.
    mutating func attach(_ cpu: SeriesCPU?) {
        let index = totalStart ?? 0
        guard let cpu, rows.indices.contains(index) else { return }
        rows[index].cpu = cpu
    }

    /// Writes the failures to standard error; throws (exit status 1) when a phone was not measured.
    func finish() throws {
        for line in failures { FileHandle.standardError.write(Data("relay-latency: \(line)\n".utf8)) }
        if !failures.isEmpty { throw ExitCode.failure }
    }
}

/// Runs a series against several phones: connects to each in turn (`connect`: sockets, the
/// widgets it taps; a phone that does not answer costs its connect's own bound, 10 s), then
/// measures all the connected ones at once (`measure`), each phone's failure its own.
func againstEach<Connection: Sendable, Figures: Sendable>(
    _ phones: [MeasuredPhone], connect: (MeasuredPhone) async throws -> Connection,
    measure: @escaping @Sendable (Connection) async throws -> Figures
) async -> [PhoneOutcome<Figures>] {
    var connected: [(Int, Connection)] = []
    var outcomes: [PhoneOutcome<Figures>?] = Array(repeating: nil, count: phones.count)
    for (index, phone) in phones.enumerated() {
        do { connected.append((index, try await connect(phone))) } catch {
            outcomes[index] = PhoneOutcome(phone: phone.label, fingerprint: phone.fingerprint, result: .failure(error))
        }
    }
    let results = await withTaskGroup(of: (Int, Result<Figures, any Error>).self) { group in
        for (index, connection) in connected {
            group.addTask {
                do { return (index, .success(try await measure(connection))) } catch { return (index, .failure(error)) }
            }
        }
        var results: [(Int, Result<Figures, any Error>)] = []
        for await result in group { results.append(result) }
        return results
    }
    for (index, result) in results {
        outcomes[index] = PhoneOutcome(
            phone: phones[index].label, fingerprint: phones[index].fingerprint, result: result)
    }
    return outcomes.compactMap { $0 }
}
