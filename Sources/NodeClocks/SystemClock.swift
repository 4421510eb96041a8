import Foundation
import Codec

/// The wall clock: the phone's (its dates are the ones widgets show).
public struct SystemClock: NodeClock {
    public init() {}
    public func now() -> Date { Date() }
    public var isManual: Bool { false }
    public func wait(until date: Date) async throws {
        let interval = date.timeIntervalSinceNow
        if interval > 0 { try await Task.sleep(for: .milliseconds(Int((interval * 1000).rounded(.up)))) }
    }
}
