import ArgumentParser
import Foundation
import Latency

/// The machine's load while a benchmark ran: a snapshot of `/proc` before measuring, one
/// after, and the line comparing them that the report shows.
struct Load: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "The machine's load while measuring: snapshots of /proc before and after, and the line comparing them.",
        subcommands: [Snapshot.self, Compare.self])

    struct Snapshot: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Print the load average, the cores' CPU times and the CPU time of the measured processes, as JSON.")
        @Option(
            name: .customLong("pid"),
            help: "A measured process (its waited-for children count with it); repeat for several.")
        var pids: [Int32] = []

        func run() throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(LoadSnapshot.read(pids: pids)), as: UTF8.self))
        }
    }

    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print one line: the load average before → after, and how busy the cores were, ours and others'.")
        @Argument(help: "The snapshot taken before measuring.") var before: String
        @Argument(help: "The snapshot taken after.") var after: String

        func run() throws {
            func snapshot(_ file: String) throws -> LoadSnapshot {
                guard let data = FileManager.default.contents(atPath: file) else {
                    throw ValidationError("cannot read \(file)")
                }
                return try JSONDecoder().decode(LoadSnapshot.self, from: data)
            }
            print(MachineLoad(before: try snapshot(before), after: try snapshot(after)).summary)
        }
    }
}
