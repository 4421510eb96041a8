import Foundation
import Logging

/// The last resort behind "SIGTERM always stops a node": once a stop was asked for,
/// the process exits (status 1) if it is still running after the deadline — app code
/// that never returns cannot keep it alive.
///
/// On a thread of its own, not a Dispatch queue: app code runs on Dispatch's threads
/// (`AppCodeRunner`), and app code blocked on every one of them (libdispatch adds
/// threads up to its limit, then queues) left no thread to run the deadline's block: the
/// phone never stopped. Nor the Swift concurrency pool, which such code may hold too.
public enum StopDeadline {
    /// Exits the process (status 1, logged critical) if it still runs `deadline` from now.
    public static func arm(_ deadline: Duration, logger: Logger) {
        let seconds = Double(deadline.components.seconds) + Double(deadline.components.attoseconds) / 1e18
        let thread = Thread {
            Thread.sleep(forTimeInterval: seconds)
            logger.critical("did not stop within \(deadline) of being asked to; exiting")
            _exit(1)
        }
        thread.name = "stop-deadline"
        thread.start()
    }
}
