import Foundation

/// A bounded wait ran out before the awaited event happened.
public struct TimedOut: Error, CustomStringConvertible {
    /// What the test was waiting for.
    public let what: String
    public let seconds: Double
    public init(what: String, seconds: Double) {
        self.what = what
        self.seconds = seconds
    }
    public var description: String { "timed out after \(seconds) s waiting for \(what)" }
}

/// Runs `body` and fails with ``TimedOut`` if it has not finished within `seconds`.
///
/// This bounds a wait for an event (a message, a socket event); it never waits for
/// time to pass. The bound is a hang guard only: 60 s by default, never under 30 s
/// (`tools/check-test-waits`), since a fresh, busy 2-core machine delays work for seconds. `body` is cancelled when the time is up, and the wait ends then even
/// if `body` does not notice its cancellation (a task group would wait for it).
public func within<T: Sendable>(
    _ seconds: Double = 60,
    _ what: String,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    let (outcomes, sink) = AsyncStream.makeStream(of: Result<T, any Error>.self)
    let work = Task {
        do { sink.yield(.success(try await body())) } catch { sink.yield(.failure(error)) }
    }
    let timer = Task {
        // the hang guard itself
        if (try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))) != nil {  // not a wait
            sink.yield(.failure(TimedOut(what: what, seconds: seconds)))
        }
    }
    defer {
        work.cancel()
        timer.cancel()
        sink.finish()
    }
    var iterator = outcomes.makeAsyncIterator()
    guard let outcome = await iterator.next() else { throw CancellationError() }
    return try outcome.get()
}

/// The first element of `sequence` that satisfies `predicate`, waiting at most `seconds`.
public func first<S: AsyncSequence & Sendable>(
    of sequence: S,
    within seconds: Double = 60,
    _ what: String,
    where predicate: @escaping @Sendable (S.Element) -> Bool = { _ in true }
) async throws -> S.Element where S.Element: Sendable {
    try await within(seconds, what) {
        for try await element in sequence where predicate(element) { return element }
        throw SequenceEnded(what: what)
    }
}

/// The first `count` elements of `sequence`, waiting at most `seconds` for all of them.
public func collect<S: AsyncSequence & Sendable>(
    _ count: Int,
    from sequence: S,
    within seconds: Double = 60,
    _ what: String
) async throws -> [S.Element] where S.Element: Sendable {
    try await within(seconds, what) {
        var elements: [S.Element] = []
        elements.reserveCapacity(count)
        for try await element in sequence {
            elements.append(element)
            if elements.count == count { return elements }
        }
        throw SequenceEnded(what: "\(what) (got \(elements.count) of \(count))")
    }
}

/// A sequence ended before the awaited element came.
public struct SequenceEnded: Error, CustomStringConvertible {
    public let what: String
    public init(what: String) { self.what = what }
    public var description: String { "the sequence ended before \(what)" }
}

/// Waits until `path` exists (a node writes its endpoints file once it listens),
/// checking every 20 ms, for at most `seconds`: a bounded poll for an event.
public func waitForFile(_ path: String, within seconds: Double = 30) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !FileManager.default.fileExists(atPath: path) {
        guard ContinuousClock.now < deadline else { throw TimedOut(what: "\(path) to appear", seconds: seconds) }
        try await Task.sleep(for: .milliseconds(20))  // between two looks: not a wait
    }
}

/// Checks `condition` every 50 ms (or `interval`) until it holds, for at most
/// `seconds`: a bounded poll for state another process shows (a tmux pane, a file).
public func poll(
    _ what: String, within seconds: Double = 60, every interval: Duration = .milliseconds(50),
    until condition: () async throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw TimedOut(what: what, seconds: seconds) }
        try await Task.sleep(for: interval)  // between two looks: not a wait
    }
}
