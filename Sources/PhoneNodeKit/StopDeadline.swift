import Dispatch
import Foundation
import Logging

/// The last resort behind "SIGTERM always stops a node": once a stop was asked for,
/// the process exits (status 1) if it is still running after the deadline — app code
/// that never returns cannot keep it alive. Runs on a Dispatch queue, not the Swift
/// concurrency pool, which such code may be holding.
enum StopDeadline {
    static func arm(_ deadline: Duration, logger: Logger) {
        let nanoseconds = deadline.components.seconds * 1_000_000_000 + deadline.components.attoseconds / 1_000_000_000
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) {
            logger.critical("did not stop within \(deadline) of being asked to; exiting")
            _exit(1)
        }
    }
}
