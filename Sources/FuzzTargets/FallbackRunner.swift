import Foundation

/// Runs a target without libFuzzer: every file of the corpus folders once, then
/// seeded mutations of them until `-runs` inputs or `-max_total_time` seconds.
/// Each input is written to `relay-fuzz-current.bin` first, so the one that
/// crashed the process is left behind.
public struct FallbackRunner {
    var runs = 10_000
    var seconds = 60.0
    var seed: UInt64 = 1
    var folders: [String] = []

    public init(arguments: [String]) {
        for argument in arguments {
            if let value = argument.value(of: "-runs=") {
                runs = Int(value) ?? runs
            } else if let value = argument.value(of: "-max_total_time=") {
                seconds = Double(value) ?? seconds
            } else if let value = argument.value(of: "-seed=") {
                seed = UInt64(value) ?? seed
            } else if !argument.hasPrefix("-") {
                folders.append(argument)
            }
        }
    }

    /// Returns the exit status: 0 when every input ran.
    public func run(_ target: ([UInt8]) -> Void) -> Int32 {
        let corpus = folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().compactMap {
                FileManager.default.contents(atPath: folder + "/" + $0).map { [UInt8]($0) }
            }
        }
        let current = URL(fileURLWithPath: "relay-fuzz-current.bin")
        let started = Date()
        var mutator = Mutator(seed: seed)
        var executed = 0
        for input in corpus {
            try? Data(input).write(to: current)
            target(input)
            executed += 1
        }
        while !corpus.isEmpty, executed < runs, Date().timeIntervalSince(started) < seconds {
            let input = mutator.mutate(
                corpus[Int(mutator.next() % UInt64(corpus.count))],
                other: corpus[Int(mutator.next() % UInt64(corpus.count))])
            try? Data(input).write(to: current)
            target(input)
            executed += 1
        }
        try? FileManager.default.removeItem(at: current)
        print(
            "relay-fuzz: \(executed) inputs (\(corpus.count) from the corpus) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s, seed \(seed)"
        )
        return 0
    }
}

extension String {
    func value(of prefix: String) -> String? { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil }
}
