import Foundation
import FuzzTargets
import Testing

/// The committed seed corpus (tools/fuzz-corpus), and every input the fuzzer once
/// crashed on, replayed through both fuzz targets in the ordinary test run: a
/// regression is a failed (or crashed) test here, without libFuzzer.
@Suite("Fuzz corpus replay")
struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("tools/fuzz-corpus")

    static func inputs(_ target: String) throws -> [[UInt8]] {
        let folder = corpus.appendingPathComponent(target)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            [UInt8](try Data(contentsOf: folder.appendingPathComponent($0)))
        }
    }

    /// Runs `body` on a thread of its own: the targets block their caller until the phone answers.
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { (done: CheckedContinuation<T, Never>) in
            Thread { done.resume(returning: body()) }.start()
        }
    }

    @Test("every phone seed is answered, and the phone keeps serving")
    func phone() async throws {
        let inputs = try Self.inputs("phone")
        #expect(inputs.count >= 20)
        let target = PhoneTarget()
        let failure = await Self.onThread { () -> PhoneTargetError? in
            defer { target.stop() }
            do throws(PhoneTargetError) {
                for input in inputs { try target.run(input) }
            } catch {
                return error
            }
            return nil
        }
        #expect(failure == nil, "\(failure.map(\.description) ?? "")")
    }

    /// A phone slow to start (seen under load) once aborted the whole test process, and every other
    /// suite's result with it: a start that never comes is this test's failure, with its reason.
    @Test("a phone target whose phone never starts throws its reason, and the process goes on")
    func phoneThatNeverStarts() async throws {
        let (never, held) = AsyncStream.makeStream(of: Int.self)
        let target = PhoneTarget(startWithin: 0.5) {  // meant to run out: the start never comes
            for await _ in never {}  // nothing comes; ends when the guard gives up and cancels it
            throw CancellationError()
        }
        let failure = await Self.onThread { () -> PhoneTargetError? in
            do throws(PhoneTargetError) {
                try target.run([])
            } catch {
                return error
            }
            return nil
        }
        #expect(
            failure?.description.contains("the phone did not start within 1 s") == true,
            "\(String(describing: failure))")
        held.finish()
    }

    @Test("every mirror seed goes through the replica, the renderer and the cache")
    func mirror() async throws {
        let inputs = try Self.inputs("mirror")
        #expect(inputs.count >= 20)
        await Self.onThread { for input in inputs { MirrorTarget().run(input) } }
    }

    @Test("every relay seed goes through relay-node's frame parsing and its hub")
    func relay() throws {
        let inputs = try Self.inputs("relay")
        #expect(inputs.count >= 10)
        for input in inputs { RelayTarget().run(input) }
    }

    @Test(
        "every sealed seed goes through a mirror's relay link: a snapshot answer, a reply and an update open and are handed on once; what its cut covers, a replay or a duplicate is not"
    )
    func sealed() throws {
        let inputs = try Self.inputs("sealed")
        #expect(inputs.count >= 7)
        let handed = inputs.map { SealedTarget().run($0) }
        // seed-0: the snapshot answer, whole; its records again as updates are covered by its cut.
        // seed-1, the same as part 0 of 2: handed on, and its two updates too (a part that is not
        // the last covers nothing). The reply and the device's own update: one each.
        #expect(handed[0] == 1 && handed[1] == 3, "\(handed)")
        #expect(handed.reduce(0, +) == 6, "\(handed)")
    }
}
