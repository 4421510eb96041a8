import Foundation
import Synchronization
import Testing

/// A limit on how many heavy tests run at once: tests that start real programs (nodes, a
/// browser, a lab of network namespaces) or write a store hard.
///
/// Swift Testing starts every test at once; on two cores, twenty phones, desktops and
/// browsers starting together make each of them seconds late, and a test's wait for one of
/// them long and unpredictable. A heavy test waits here for a place *before* it starts, so
/// its own waits (the hang guards of `BoundedWait`) measure its work, not the queue.
/// `RELAY_HEAVY_TESTS` sets the limit (default: one more than the cores, at least 3: beside
/// two CPU hogs on 2 cores, 2 at once ran the suite in 90–129 s, 3 in 78–82 s, no limit in
/// 66–72 s).
///
/// Mark a suite (it applies to each of its tests and test cases) or a single test:
/// `@Suite("…", .heavy)`.
public struct HeavyTest: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        await HeavyTestSlots.shared.acquire()
        defer { HeavyTestSlots.shared.release() }
        try await function()
    }
}

extension Trait where Self == HeavyTest {
    /// Runs the test (or each test of the suite) only while fewer than the limit of heavy tests run.
    public static var heavy: HeavyTest { HeavyTest() }
}

/// The places heavy tests take in turn: a counting semaphore whose waiters are served in order.
final class HeavyTestSlots: Sendable {
    static let shared = HeavyTestSlots(limit: HeavyTestSlots.configuredLimit)

    static var configuredLimit: Int {
        if let text = ProcessInfo.processInfo.environment["RELAY_HEAVY_TESTS"], let limit = Int(text), limit > 0 {
            return limit
        }
        return max(3, ProcessInfo.processInfo.activeProcessorCount + 1)
    }

    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }
    private let state: Mutex<State>

    init(limit: Int) { state = Mutex(State(free: limit)) }

    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                if state.free > 0 {
                    state.free -= 1
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            if state.waiting.isEmpty {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()  // the place passes straight to the next in line
        }
        next?.resume()
    }
}
