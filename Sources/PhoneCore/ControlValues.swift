import DomainModel
import Foundation

// What the phone's control endpoint and a push server send it, and what the control endpoint
// answers, as the model's values: the codec decodes relay.v1's PushRequest, AdminRequest and
// AdminReply into them at the edge (Codec's `ControlValues+Wire`), on the phone and in the
// programs that talk to it (`phone-node push`, `status`, `devices`, `app`, `clock`).

/// A push, as APNs (or `phone-node push`) delivers it: reload a kind's widgets or controls, or
/// update or end a Live Activity.
public enum PushRequest: Sendable, Hashable {
    /// A WidgetKit push: reload every widget of `kind` (empty: every widget).
    case widget(kind: String)
    /// Reload the control of `kind` (empty: every control).
    case controls(kind: String)
    /// An ActivityKit push.
    case activity(ActivityPush)
    /// A push that names no kind (refused: a push needs one).
    case kindless
}

/// An ActivityKit push: the activity by its push token, its new content, and whether it ends.
/// Its dates are in the wire's range (the codec refuses the envelope otherwise).
public struct ActivityPush: Sendable, Hashable {
    /// The activity's push token, hex.
    public var pushToken: String
    /// The new `ContentState` as JSON; empty: the content stays.
    public var contentStateJSON: Data
    public var staleDate: Date?
    public var relevanceScore: Double
    /// When the server made the push; nil: now (one older than the activity's last update is ignored).
    public var timestamp: Date?
    /// Ends the activity.
    public var end: Bool
    /// With `end`: when it is dismissed (nil: the default policy).
    public var dismissalDate: Date?

    public init(
        pushToken: String, contentStateJSON: Data = Data(), staleDate: Date? = nil, relevanceScore: Double = 0,
        timestamp: Date? = nil, end: Bool = false, dismissalDate: Date? = nil
    ) {
        self.pushToken = pushToken
        self.contentStateJSON = contentStateJSON
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
        self.timestamp = timestamp
        self.end = end
        self.dismissalDate = dismissalDate
    }
}

/// A command on the phone's local control endpoint (`phone-node status`, `devices`, `app`, `clock`).
public enum AdminCommand: Sendable, Hashable {
    /// Moves a manual clock on by `seconds`.
    case advanceClock(seconds: TimeInterval)
    /// Sets a manual clock.
    case setClock(Date)
    /// The phone's status (``PhoneStatus``).
    case status
    /// Runs one of the app's actions, as the person using the app would.
    case appAction(name: String, arguments: [String])
    /// Pairs a device (`name` empty: its id); a known id with a new key is paired anew.
    case addDevice(id: String, name: String, kind: DeviceKind?, publicKey: String)
    /// Unpairs a device.
    case removeDevice(id: String)
    /// Puts the app in the foreground (its reloads are free) or the background.
    case setAppForeground(Bool)
    /// A request that names no command (refused).
    case missing
}

/// The control endpoint's answer: a line of text, and for ``AdminCommand/status`` the status.
public struct AdminAnswer: Sendable {
    public var text: String
    public var status: PhoneStatus?
    /// The status as the phone sent it, in relay.v1's JSON (what `phone-node status --json`
    /// prints), when the codec decoded this answer from the wire.
    public var statusJSON: String?

    public init(text: String, status: PhoneStatus? = nil) {
        self.text = text
        self.status = status
    }
}

/// What `phone-node status` shows: the phone's clock and position, its widgets with their reload
/// budgets, Live Activities, devices, opened URLs and store.
public struct PhoneStatus: Sendable {
    /// One widget instance and where its reloads stand.
    public struct Instance: Sendable {
        public var instance: StoredInstance
        public var budgetLeft: Int32
        /// When it reloads next; nil: when asked.
        public var nextReload: Date?
        public var entryCount: Int32

        public init(instance: StoredInstance, budgetLeft: Int32, nextReload: Date?, entryCount: Int32) {
            self.instance = instance
            self.budgetLeft = budgetLeft
            self.nextReload = nextReload
            self.entryCount = entryCount
        }
    }

    /// The store's size and what it keeps.
    public struct Store: Sendable, Hashable {
        public var fileBytes: UInt64
        public var walBytes: UInt64
        public var walFrames: UInt64
        public var interactionRecords: UInt64
        public var keepInteractionsSeconds: UInt64
        public var prunedSinceStart: UInt64

        public init(
            fileBytes: UInt64, walBytes: UInt64, walFrames: UInt64, interactionRecords: UInt64,
            keepInteractionsSeconds: UInt64, prunedSinceStart: UInt64
        ) {
            self.fileBytes = fileBytes
            self.walBytes = walBytes
            self.walFrames = walFrames
            self.interactionRecords = interactionRecords
            self.keepInteractionsSeconds = keepInteractionsSeconds
            self.prunedSinceStart = prunedSinceStart
        }
    }

    public var now: Date
    public var epoch: UInt64
    public var seq: UInt64
    public var manualClock: Bool
    public var appForeground: Bool
    public var instances: [Instance]
    public var activities: [LiveActivity]
    public var devices: [PairedDevice]
    public var openedURLs: [OpenedURL]
    public var store: Store

    public init(
        now: Date, epoch: UInt64, seq: UInt64, manualClock: Bool, appForeground: Bool, instances: [Instance],
        activities: [LiveActivity], devices: [PairedDevice], openedURLs: [OpenedURL], store: Store
    ) {
        self.now = now
        self.epoch = epoch
        self.seq = seq
        self.manualClock = manualClock
        self.appForeground = appForeground
        self.instances = instances
        self.activities = activities
        self.devices = devices
        self.openedURLs = openedURLs
        self.store = store
    }
}
