import Dispatch
import Foundation

/// Turns SIGINT and SIGTERM into a call of `handler` (once each), so a mirror
/// program can stop cleanly: terminal restored, cache written, connections closed.
public final class TerminationSignals: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []

    public init(_ handler: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler(handler: handler)
            source.resume()
            sources.append(source)
        }
    }

    public func cancel() {
        for source in sources { source.cancel() }
        sources = []
    }
}
