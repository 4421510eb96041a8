import CFuzzerDriver
import Foundation
import FuzzTargets

/// `relay-fuzz TARGET …`: the fuzz targets (phone, mirror) under libFuzzer when built
/// by `tools/fuzz`, or under a seeded mutation runner in a plain build; and
/// `relay-fuzz capture DIR` to write the seed corpus from a real session.
@main
enum RelayFuzz {
    static let phone = PhoneTarget()
    static let mirror = MirrorTarget()

    static let usage = """
        usage: relay-fuzz phone|mirror [libFuzzer options] CORPUS_DIR…     (built by tools/fuzz: libFuzzer)
               relay-fuzz phone|mirror [-runs=N] [-max_total_time=S] [-seed=N] CORPUS_DIR…   (plain build: replays, then mutates)
               relay-fuzz capture DIR      writes DIR/phone and DIR/mirror from a scripted session with a real phone
        """

    static func main() async {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2 else { print(usage); exit(2) }
        switch arguments[1] {
        case "capture":
            guard arguments.count == 3 else { print(usage); exit(2) }
            do {
                let counts = try await SeedCapture.capture(into: arguments[2])
                print("wrote \(counts.phone) phone and \(counts.mirror) mirror inputs to \(arguments[2])")
            } catch {
                FileHandle.standardError.write(Data("relay-fuzz capture: \(error)\n".utf8))
                exit(1)
            }
        case "phone", "mirror":
            let callback: relay_fuzz_callback = arguments[1] == "phone" ? phoneInput : mirrorInput
            // libFuzzer takes every argument but the target's name.
            var argv: [UnsafeMutablePointer<CChar>?] = [strdup(arguments[0])] + arguments.dropFirst(2).map { strdup($0) } + [nil]
            var argc = CInt(argv.count - 1)
            let status = argv.withUnsafeMutableBufferPointer { buffer -> CInt in
                var pointer = buffer.baseAddress
                return relay_fuzz_run_driver(&argc, &pointer, callback)
            }
            if status != -1 { exit(status) }
            let runner = FallbackRunner(arguments: Array(arguments.dropFirst(2)))
            exit(runner.run { bytes in _ = callback(bytes, bytes.count) })
        case "-h", "--help", "help":
            print(usage)
        default:
            print(usage)
            exit(2)
        }
    }
}

private func phoneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    RelayFuzz.phone.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

private func mirrorInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    RelayFuzz.mirror.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
