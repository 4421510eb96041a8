import Logging
import RelayHub
import ZeroMQ

/// What a relay node serves and how: its endpoints, which phones it admits, its bounds.
/// A plain value; the defaults are the relay's.
public struct RelayNodeConfiguration: Sendable {
    /// Where phones dial in: the requests ROUTER at this endpoint, the updates XSUB beside it
    /// (`tcp://HOST:PORT` → PORT and PORT+1; `tcp://HOST:*` → a free PORT whose PORT+1 is free
    /// too; `ipc://PATH` → PATH and PATH.updates).
    public var phones: String
    /// Where mirrors dial in: the requests ROUTER and the updates XPUB, the same way.
    public var mirrors: String
    /// Which phone keys may connect.
    public var admission: PhoneAdmission
    /// The largest frame a phone may send (`ZMQ_MAXMSGSIZE`): a dump is one frame.
    public var maxPhoneMessageBytes = RelayNodeConfiguration.defaultMaxPhoneMessageBytes
    public static let defaultMaxPhoneMessageBytes = 64 * 1024 * 1024
    /// The largest frame a mirror may send: requests are small.
    public var maxMirrorMessageBytes = RelayNodeConfiguration.defaultMaxMirrorMessageBytes
    public static let defaultMaxMirrorMessageBytes = 256 * 1024
    /// Updates queued per mirror before the XPUB drops for it (no `XPUB_NODROP`: a slow
    /// mirror misses updates, sees a gap and asks for a snapshot again; the others go on).
    public var mirrorSendHighWaterMark: Int32 = 10_000
    /// Updates and requests queued from each phone.
    public var phoneReceiveHighWaterMark: Int32 = 10_000
    /// libzmq I/O threads of the mirror side (CURVE encryption of every copy of an update).
    public var mirrorIOThreads: Int32 = 2
    /// The hub's bounds (records and bytes per phone, queued snapshot requests…).
    public var limits = HubLimits()
    /// How often the hub is told time passed (dumps asked again, queued requests refused).
    public var tickInterval: Duration = .milliseconds(250)
    /// Called on the relay's loop after each tick of the hub (`/healthz` and systemd's watchdog
    /// are fed by it: a loop that stops turning stops feeding them).
    public var loopTurned: @Sendable () -> Void = {}
    /// At most one log line per drop reason per this interval (the rest are counted in it).
    public var dropLogInterval: Duration = .seconds(10)
    public var logger = Logger(label: "relay-node")
    /// Where the readers the phones named are kept across restarts (``RelayLauncher`` puts it
    /// in the data folder); nil keeps them in memory only.
    public var readersFile: String?

    public init(phones: String, mirrors: String, admission: PhoneAdmission) {
        self.phones = phones
        self.mirrors = mirrors
        self.admission = admission
    }
}

/// Which phones a relay admits on its phone side. Whatever the choice, a phone can only
/// ever publish as its own key's fingerprint.
public enum PhoneAdmission: Sendable, Hashable {
    /// These keys only.
    case keys([CurveKey])
    /// Any CURVE key.
    case anyKey
}
