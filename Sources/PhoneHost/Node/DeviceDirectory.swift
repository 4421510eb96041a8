import DomainModel
import PhoneCore
import Codec
import Synchronization

/// The paired devices as the phone authorises them: by the CURVE key that
/// authenticated a connection, never by a device id looked up once.
///
/// The ZAP handler gives every connection its public key (Z85) as its user id, and
/// libzmq attaches that user id to each message; the phone looks the key up here
/// for every request and every subscription. Unpairing a device or pairing its id
/// with a new key therefore takes effect on connections that are already open: the
/// old key is simply no longer here.
///
/// Shared with the publisher's socket thread (``subscriptionPolicy``), hence a lock.
public final class DeviceDirectory: Sendable {
    private let byKey = Mutex<[String: PairedDevice]>([:])

    public init() {}

    /// Replaces the whole list (after a device was added, re-keyed or removed).
    public func replace(with devices: [PairedDevice]) {
        byKey.withLock { table in
            table = Dictionary(devices.map { ($0.publicKey, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The device the key `userID` is paired as now, or nil.
    public func device(forKey userID: String?) -> PairedDevice? {
        guard let userID else { return nil }
        return byKey.withLock { $0[userID] }
    }

    /// Whether the connection authenticated by `userID` may subscribe to `topic`:
    /// exactly "all/" and its own "dev/<id>/" (sync.proto). Nothing else — not "",
    /// not "dev/", not another device's topic, not a longer prefix of its own.
    public func allowsSubscription(to topic: [UInt8], userID: String?) -> Bool {
        guard let device = device(forKey: userID) else { return false }
        return topic == Topic.all || topic == Topic.device(device.id)
    }

    /// ``allowsSubscription(to:userID:)`` as a closure for a publisher's transport.
    public var subscriptionPolicy: @Sendable ([UInt8], String?) -> Bool {
        { [self] topic, userID in allowsSubscription(to: topic, userID: userID) }
    }
}
