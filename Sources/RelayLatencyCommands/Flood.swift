import ArgumentParser
import Foundation
import MirrorNodeKit
import NodeRuntime

/// A greedy peer on purpose: keeps many echoes in flight for a while, so that another
/// device's `echo` can be measured under its load (the phone serves devices in turns).
struct Flood: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Floods the phone with pipelined echoes from this device, to measure another device's echo under load.",
        discussion: "Pair it as a second tool (its own key and id); run `relay-latency echo` from the first meanwhile.")
    @OptionGroup var mirror: MirrorOptions
    @Option(help: "How long to flood, in seconds.") var seconds = 10.0
    @Option(help: "Echoes kept in flight at once.") var inFlight = 200
    @Option(help: "Payload bytes.") var payload = 64

    func validate() throws {
        guard seconds > 0, inFlight > 0, payload >= 0 else { throw ValidationError("--seconds and --in-flight must be positive") }
    }

    func run() async throws {
        bootstrapLogging(level: .warning)
        let probe = try await Probe.connect(mirror)
        let bytes = Data(repeating: 0x2A, count: payload)
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        let answered = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<inFlight {
                group.addTask {
                    var count = 0
                    while ContinuousClock.now < deadline {
                        _ = try await probe.request { $0.echo = .with { $0.payload = bytes } }
                        count += 1
                    }
                    return count
                }
            }
            return try await group.reduce(0, +)
        }
        print("flood: \(answered) echoes answered in \(seconds) s (\(Int(Double(answered) / seconds))/s), \(inFlight) in flight")
        await probe.close()
    }
}
