import CFuzzerDriver
import Foundation
import FuzzTargets

/// `relay-fuzz TARGET …` runs a fuzz target (phone, mirror, relay, sealed): under libFuzzer when
/// built by `tools/fuzz`, else under a seeded mutation runner; `relay-fuzz capture
/// DIR` writes the phone's and mirror's seed corpus from a session with a real phone, `relay-fuzz
/// seeds DIR` the relay targets' (sealed with fixed keys). The libFuzzer build (tools/fuzz,
/// RELAY_WIRE_FUZZ) has the relay and sealed targets only; the phone and mirror targets and
/// `capture` are the debug build's (Package.swift, "The fuzz build").
@main
enum RelayFuzz {
    #if !RELAY_WIRE_FUZZ
    static let phone = PhoneTarget()
    static let mirror = MirrorTarget()
    #endif
    static let relay = RelayTarget()
    static let sealed = SealedTarget()

    static let usage = """
        usage: relay-fuzz phone|mirror|relay|sealed [libFuzzer options] CORPUS_DIR…     (built by tools/fuzz: libFuzzer)
               relay-fuzz phone|mirror|relay|sealed [-runs=N] [-max_total_time=S] [-seed=N] CORPUS_DIR…   (plain build: replays, then mutates)
               relay-fuzz capture DIR      writes DIR/phone and DIR/mirror from a session with a real phone
               relay-fuzz seeds DIR        writes DIR/relay and DIR/sealed (the relay targets' seeds)
        """

    static func main() async {
        let arguments = CommandLine.arguments
        switch arguments.count >= 2 ? arguments[1] : "" {
        #if !RELAY_WIRE_FUZZ
        case "capture" where arguments.count == 3:
            do {
                let counts = try await SeedCapture.capture(into: arguments[2])
                print("wrote \(counts.phone) phone and \(counts.mirror) mirror inputs to \(arguments[2])")
            } catch {
                FileHandle.standardError.write(Data("relay-fuzz capture: \(error)\n".utf8))
                exit(1)
            }
        #endif
        case "seeds" where arguments.count == 3:
            do {
                let counts = try RelaySeeds.write(into: arguments[2])
                print("wrote \(counts.relay) relay and \(counts.sealed) sealed inputs to \(arguments[2])")
            } catch {
                FileHandle.standardError.write(Data("relay-fuzz seeds: \(error)\n".utf8))
                exit(1)
            }
        case "phone", "mirror", "relay", "sealed":
            guard let callback = callback(arguments[1]) else {
                print("relay-fuzz: the \(arguments[1]) target is the debug build's (tools/fuzz runs it there)")
                exit(2)
            }
            // The targets block their caller until the phone answers: a thread of their own, not the concurrency pool's.
            let status = await withCheckedContinuation { (done: CheckedContinuation<Int32, Never>) in
                Thread { done.resume(returning: fuzz(callback, arguments: arguments)) }.start()
            }
            exit(status)
        case "-h", "--help", "help":
            print(usage)
        default:
            print(usage)
            exit(2)
        }
    }

    /// The target's callback, or nil for one this build leaves out.
    static func callback(_ name: String) -> relay_fuzz_callback? {
        switch name {
        case "relay": relayInput
        case "sealed": sealedInput
        #if !RELAY_WIRE_FUZZ
        case "phone": phoneInput
        case "mirror": mirrorInput
        #endif
        default: nil
        }
    }

    /// libFuzzer's driver with every argument but the target's name, or the fallback runner.
    static func fuzz(_ callback: relay_fuzz_callback, arguments: [String]) -> Int32 {
        var argv: [UnsafeMutablePointer<CChar>?] =
            [strdup(arguments[0])] + arguments.dropFirst(2).map { strdup($0) } + [nil]
        var argc = CInt(argv.count - 1)
        let status = argv.withUnsafeMutableBufferPointer { buffer -> CInt in
            var pointer = buffer.baseAddress
            return relay_fuzz_run_driver(&argc, &pointer, callback)
        }
        if status != -1 { return status }
        return FallbackRunner(arguments: Array(arguments.dropFirst(2))).run { bytes in _ = callback(bytes, bytes.count)
        }
    }
}

#if !RELAY_WIRE_FUZZ
private func phoneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    do {
        try RelayFuzz.phone.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    } catch {
        // No phone to serve the input: a failure with its reason, not a finding (no crash, no input kept).
        FileHandle.standardError.write(Data("relay-fuzz: \(error); not a finding of this input\n".utf8))
        exit(1)
    }
    return 0
}

private func mirrorInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    RelayFuzz.mirror.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
#endif

private func relayInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    RelayFuzz.relay.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

private func sealedInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    RelayFuzz.sealed.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's own `main` (linked whole under -sanitize=fuzzer, never run: SwiftPM's
/// entry point is relay-fuzz's) needs this symbol; inputs come through the driver's callback.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    relayInput(data, size)
}
