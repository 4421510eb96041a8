import DomainModel
import Foundation
import WidgetRelayKit

/// What a ``MirrorCore`` needs to know of its device and its time-outs: a plain value with defaults.
public struct MirrorCoreConfiguration: Sendable, Hashable {
    /// The id the phone paired this device as.
    public var deviceID: String
    /// How the device introduces itself.
    public var hello: MirrorHello
    /// No message from the phone for this long means "phone unreachable".
    public var heartbeatTimeout: Duration = .seconds(3)
    /// How long one request attempt waits, and how often it is resent with the same id.
    public var requestTimeout: Duration = .milliseconds(2500)
    public var requestRetries = 2
    /// The size of the parts a snapshot is asked in (sync.proto's `max_part_bytes`), so the first
    /// widgets show before the whole has come; 0 asks for it whole. Each part that comes gives
    /// the request another ``requestTimeout`` (up to ``snapshotPartsTimeLimit`` from the first).
    public var snapshotPartBytes = Self.defaultSnapshotPartBytes
    /// 128 KiB: a part takes about a millisecond to send on loopback and a few to decode.
    public static let defaultSnapshotPartBytes: UInt32 = 128 * 1024
    /// How long a snapshot request answered in parts may go on from its first part: each part
    /// gives the request another ``requestTimeout``, never past this. A relay that sends a
    /// part now and then (it may delay, not forge) cannot keep the request alive for ever and
    /// the mirror from asking another relay: a request that runs out is sent again (through a
    /// relay, to the next one, whose answer alone is then taken) with a new allowance.
    public var snapshotPartsTimeLimit: Duration = .seconds(60)
    /// The most bytes one snapshot in parts may bring (a whole one is bounded by the transport's
    /// largest message): past it the parts are dropped and the request tried again.
    public var maxSnapshotBytes = 64 * 1024 * 1024
    /// How long changed state may wait before it is cached on disk.
    public var persistDelay: Duration = .milliseconds(500)
    /// How long a mirror that applied updates waits, with no other request going out, before it
    /// tells the phone its position (`DomainModel/MirrorRequest/position`); nil: never on its own.
    public var positionReportInterval: Duration?
    /// Starts the ids of the core's own requests (hello, snapshot): unique per run.
    public var idPrefix = "sync"

    public init(deviceID: String, hello: MirrorHello) {
        self.deviceID = deviceID
        self.hello = hello
    }
}

extension Duration {
    /// The duration in seconds, as `Date` arithmetic takes it.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension Date {
    func adding(_ duration: Duration) -> Date { addingTimeInterval(duration.timeInterval) }
}
