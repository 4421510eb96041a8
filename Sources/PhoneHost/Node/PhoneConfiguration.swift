import CoreMetrics
import DomainModel
import Foundation
import Logging
import PhoneCore
import Codec
import WidgetRelayKit

/// How a phone node runs: a plain value with documented defaults.
public struct PhoneConfiguration: Sendable {
    /// The folder holding the database (and, in the program, keys and the control socket).
    public var dataFolder: String
    /// The phone's device id, as mirrors see it.
    public var phoneID = "phone"
    /// The phone's name for people.
    public var phoneName = "WidgetRelay Phone"
    /// Where the ROUTER binds (requests, interactions, echo).
    public var routerEndpoint = "tcp://127.0.0.1:*"
    /// Where the XPUB binds (updates).
    public var publisherEndpoint = "tcp://127.0.0.1:*"
    /// Where the local control ROUTER binds (admin commands, pushes); nil for none.
    public var controlEndpoint: String?
    /// How often to publish a heartbeat when idle.
    public var heartbeatInterval: Duration = .seconds(1)
    /// The clock heartbeats are timed by (tests give one they advance).
    public var heartbeatClock: any Clock<Duration> = ContinuousClock()
    /// The clock an interaction's hop timings (its reply's `HopTimings`) are measured on:
    /// monotonic, never the wall clock; tests may give one they drive.
    public var timingClock: any Clock<Duration> = ContinuousClock()
    /// Policy reloads per widget instance per 24 hours.
    public var reloadBudget = 70
    /// How long one piece of app code (a provider, perform(), an entity query, an app action)
    /// may run before the phone gives up on it: a mirror's tap then fails with "timed out".
    public var appCodeTimeLimit: Duration = .seconds(10)
    /// The clock app code's time limit is kept on (its deadlines, and how long views hold the
    /// main actor): tests give one they advance.
    public var appCodeClock: any Clock<Duration> = ContinuousClock()
    /// How long the reply to a state-changing request is kept for a retry with the same message id.
    public var replyRetention: Duration = .seconds(24 * 3600)
    /// How long the record of an answered interaction is kept (a retry within it is replayed),
    /// and how older ones are pruned: a day by default, never less than a mirror's longest retry.
    public var interactionRetention = InteractionRetention.standard
    /// Where the phone's figures go (``PhoneMetrics``); nil: swift-metrics' bootstrapped factory
    /// (a no-op unless the program bootstrapped one, `--metrics`).
    public var metricsFactory: (any MetricsFactory)?
    /// Called on the phone's loop at every heartbeat turn: the program's watchdog (sd_notify)
    /// is fed from here, so a loop that is stuck stops feeding it.
    public var loopTurned: @Sendable () -> Void = {}
    /// The names and help texts of the phone's metrics, for the program's registry.
    public static var metricHelp: [String: String] { PhoneMetrics.help }
    /// What app actions do (`phone-node app NAME ARGS…`); the default knows none.
    public var appActions: @Sendable (String, [String]) async throws -> String = { name, _ in
        throw PhoneError.badRequest("this phone's apps have no action “\(name)”")
    }
    /// What the app does when a widget, a `Link`, a Live Activity or a complication opens it
    /// (its `onOpenURL` and `onContinueUserActivity` handlers); the default handles nothing.
    public var appScene = AppScene()
    /// Called with the paired devices whenever they change (the program updates its ZAP allow-list).
    public var devicesChanged: @Sendable ([PairedDevice]) -> Void = { _ in }
    /// The paired devices by key, which the node keeps current: give its
    /// ``DeviceDirectory/subscriptionPolicy`` to the publisher's transport.
    public var directory = DeviceDirectory()
    /// Where logs go.
    public var logger = Logger(label: "phone-node")
    /// The `#Preview`s the catalog offers mirrors' galleries: by default every one linked
    /// into the program (``PreviewRecords``); the launchers give those declared in the
    /// bundle's own module (``PreviewRecords/declared(beside:)``). Widget and Live Activity
    /// previews are offered only for the bundle's own kinds. Archived once, on the first catalog.
    public var previews: [any PreviewRegistry.Type] = PreviewRecords.all

    /// The most bytes one request may hold (`--max-message-bytes`): the router's sockets disconnect a
    /// peer that sends a larger frame, and the node refuses a message of several frames that
    /// together pass it as too large (``RequestFrames``).
    public var maxMessageBytes = 256 * 1024

    public init(dataFolder: String) { self.dataFolder = dataFolder }

    /// The database file in the data folder.
    public var databasePath: String { "\(dataFolder)/phone.sqlite" }
}

/// The endpoints a running phone listens on (real ports after `*`).
public struct PhoneEndpoints: Sendable, Hashable {
    public let router: String
    public let publisher: String
    public let control: String?
}
