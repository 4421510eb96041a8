import Foundation
import FuzzTargets

/// `relay-fuzz TARGET …` runs a fuzz target (phone, mirror). Built by `tools/fuzz`
/// (RELAY_LIBFUZZER), libFuzzer's `main` drives it through the entry points below;
/// in a plain build, the seeded mutation runner does, and `relay-fuzz capture DIR`
/// writes the seed corpus from a real session.
enum RelayFuzz {
    static let phone = PhoneTarget()
    static let mirror = MirrorTarget()
    /// The target libFuzzer's inputs go to; set once, before the first input.
    nonisolated(unsafe) static var selected = "phone"

    static let usage = """
        usage: relay-fuzz phone|mirror [libFuzzer options] CORPUS_DIR…     (built by tools/fuzz: libFuzzer)
               relay-fuzz phone|mirror [-runs=N] [-max_total_time=S] [-seed=N] CORPUS_DIR…   (plain build: replays, then mutates)
               relay-fuzz capture DIR      (plain build) writes DIR/phone and DIR/mirror from a session with a real phone
        """

    static func run(_ bytes: [UInt8]) {
        if selected == "mirror" { mirror.run(bytes) } else { phone.run(bytes) }
    }
}

#if RELAY_LIBFUZZER
/// libFuzzer calls this first: the first argument names the target and is taken out.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>,
                             _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    guard argc.pointee >= 2, let arguments = argv.pointee, let name = arguments[1].map({ String(cString: $0) }),
          name == "phone" || name == "mirror" else {
        FileHandle.standardError.write(Data(RelayFuzz.usage.utf8 + [10]))
        exit(2)
    }
    RelayFuzz.selected = name
    for index in 1..<Int(argc.pointee) { arguments[index] = arguments[index + 1] }
    argc.pointee -= 1
    return 0
}

/// One input from libFuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    RelayFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
#else
/// The plain build's entry point.
@main
enum RelayFuzzMain {
    static func main() async {
        let arguments = CommandLine.arguments
        switch arguments.count >= 2 ? arguments[1] : "" {
        case "capture" where arguments.count == 3:
            do {
                let counts = try await SeedCapture.capture(into: arguments[2])
                print("wrote \(counts.phone) phone and \(counts.mirror) mirror inputs to \(arguments[2])")
            } catch {
                FileHandle.standardError.write(Data("relay-fuzz capture: \(error)\n".utf8))
                exit(1)
            }
        case "phone", "mirror":
            RelayFuzz.selected = arguments[1]
            // The targets block their caller until the phone answers: not a concurrency-pool thread.
            let status = await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
                Thread { done.resume(returning: FallbackRunner(arguments: Array(arguments.dropFirst(2))).run(RelayFuzz.run)) }.start()
            }
            exit(status)
        case "-h", "--help", "help":
            print(RelayFuzz.usage)
        default:
            print(RelayFuzz.usage)
            exit(2)
        }
    }
}
#endif
