import DomainModel
import Foundation
import WidgetRelayKit

/// The answer to Hello: the phone, the device as paired, and the stream's position.
public struct PhoneWelcome: Sendable, Hashable {
    public var phoneID: String
    public var phoneName: String
    public var deviceID: String
    public var epoch: UInt64
    public var seq: UInt64
    /// How often the phone publishes a heartbeat when nothing else was published.
    public var heartbeatIntervalMs: UInt32

    public init(
        phoneID: String, phoneName: String, deviceID: String, epoch: UInt64, seq: UInt64,
        heartbeatIntervalMs: UInt32
    ) {
        self.phoneID = phoneID
        self.phoneName = phoneName
        self.deviceID = deviceID
        self.epoch = epoch
        self.seq = seq
        self.heartbeatIntervalMs = heartbeatIntervalMs
    }
}

/// The time an interaction spent in each hop on the phone, in nanoseconds (interaction.proto's
/// `HopTimings`): measured by the driver, sent with the result.
public struct HopTimings: Sendable, Hashable {
    public var receiveNs: UInt64 = 0
    public var dedupeNs: UInt64 = 0
    public var performNs: UInt64 = 0
    public var reloadNs: UInt64 = 0
    public var publishNs: UInt64 = 0
    public var commitNs: UInt64 = 0
    public var totalNs: UInt64 = 0

    public init() {}
}

/// The phone's widget gallery for one device, as the phone answers it: each kind with a
/// snapshot preview and a placeholder per family, the control kinds, the author's previews.
public struct PhoneCatalog: Sendable {
    /// One widget kind of the gallery.
    public struct Kind: Sendable {
        public var kind: String
        public var displayName: String
        public var description: String
        /// The families shown (those the kind supports and the device asked for).
        public var families: [WidgetFamily]
        /// Its configuration intent's schema, if it has one.
        public var configuration: IntentSchema?
        /// A snapshot and a placeholder per family, in the order of `families`.
        public var previews: [ArchivedView] = []
        public var placeholders: [ArchivedView] = []

        public init(
            kind: String, displayName: String, description: String, families: [WidgetFamily],
            configuration: IntentSchema?
        ) {
            self.kind = kind
            self.displayName = displayName
            self.description = description
            self.families = families
            self.configuration = configuration
        }
    }

    public var kinds: [Kind] = []
    public var controlKinds: [String] = []
    public var previews: [CatalogPreview] = []

    public init() {}
}
