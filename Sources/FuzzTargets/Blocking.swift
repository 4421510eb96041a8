import Foundation

/// Runs async work to completion from a synchronous caller (libFuzzer's callback
/// thread, never a concurrency-pool thread), or gives up after `seconds`.
enum Blocking {
    final class Box<T: Sendable>: @unchecked Sendable {
        // Written once by the task before the semaphore is signalled, read after the wait.
        var value: T?
    }

    /// The work's result, or nil when it took longer than `seconds` (a hang, for a fuzzer; the
    /// work is then cancelled).
    static func run<T: Sendable>(within seconds: Double, _ work: @escaping @Sendable () async throws -> T) -> Result<
        T, any Error
    >? {
        let done = DispatchSemaphore(value: 0)
        let box = Box<Result<T, any Error>>()
        let task = Task {
            do { box.value = .success(try await work()) } catch { box.value = .failure(error) }
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else {
            task.cancel()
            return nil
        }
        return box.value
    }
}
