import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// systemd's notification protocol, without libsystemd: a datagram of `KEY=VALUE` lines to the
/// unix socket named by `$NOTIFY_SOCKET` (`READY=1` once serving, `WATCHDOG=1` at least every
/// half of `$WATCHDOG_USEC`, `STOPPING=1`). Under `Type=notify` and `WatchdogSec=` in a unit,
/// systemd restarts a node that stops pinging; anywhere else there is no socket and nothing is sent.
public final class SystemdNotifier: Sendable {
    /// The socket's address (a leading "@" is the abstract namespace).
    public let socketPath: String
    /// How often systemd expects a `WATCHDOG=1`, when it asked for one (for this process).
    public let watchdogInterval: Duration?
    private let descriptor: Int32

    /// The notifier `environment` describes, or nil when it names no socket (or one too long).
    public init?(environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let path = environment["NOTIFY_SOCKET"], !path.isEmpty, path.utf8.count < 108,
            path.hasPrefix("/") || path.hasPrefix("@")
        else { return nil }
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
        socketPath = path
        let forUs = environment["WATCHDOG_PID"].map { $0 == String(getpid()) } ?? true
        if forUs, let text = environment["WATCHDOG_USEC"], let micros = Int64(text), micros > 0 {
            watchdogInterval = .microseconds(micros)
        } else {
            watchdogInterval = nil
        }
    }

    deinit { close(descriptor) }

    /// Sends `state` ("READY=1", "WATCHDOG=1", "STATUS=…" lines); whether the datagram left.
    @discardableResult
    public func notify(_ state: String) -> Bool {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var path = Array(socketPath.utf8)
        if path.first == UInt8(ascii: "@") { path[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in bytes.copyBytes(from: path) }
        let length = socklen_t(MemoryLayout.offset(of: \sockaddr_un.sun_path)! + path.count)
        let bytes = Array(state.utf8)
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                sendto(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL), $0, length)
            }
        }
        return sent == bytes.count
    }
}

/// When a watchdog ping is due: at most every half of systemd's interval, and only from a
/// turn of the loop being watched (a stuck loop sends none). A value the feeder asks each turn.
public struct WatchdogFeed: Sendable {
    public let interval: Duration
    private var last: Duration?

    public init(interval: Duration) { self.interval = interval }

    /// A turn at `now` (a monotonic time): whether to ping now.
    public mutating func turn(at now: Duration) -> Bool {
        if let last, now - last < interval / 2 { return false }
        last = now
        return true
    }
}

/// Feeds systemd's watchdog from a loop's turns (``WatchdogFeed`` decides when).
public final class WatchdogFeeder: Sendable {
    private let notifier: SystemdNotifier
    private let feed: Mutex<WatchdogFeed>

    /// A feeder when systemd asked for a watchdog, else nil.
    public init?(_ notifier: SystemdNotifier?) {
        guard let notifier, let interval = notifier.watchdogInterval else { return nil }
        self.notifier = notifier
        feed = Mutex(WatchdogFeed(interval: interval))
    }

    /// The loop took a turn: pings when one is due.
    public func turned() {
        let now = Duration.nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds))
        if feed.withLock({ $0.turn(at: now) }) { notifier.notify("WATCHDOG=1") }
    }
}
