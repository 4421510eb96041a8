import Foundation
import WidgetRelayKit

/// Which widget instances a device may add, reconfigure or remove, which families its Hello
/// may announce, and where a new instance goes in the order: the checks of `Hello`,
/// `ConfigureWidget` and `RemoveWidget` (requests.proto), decided before anything is stored.
///
/// A value: the driver gives what it knows (the bundle's kinds, the device's surface and
/// its last Hello, the time) and gets a refusal or the answer.
public struct WidgetPlacement: Sendable, Hashable {
    /// Why a placement is refused; the driver answers with the matching error code.
    public struct Refusal: Error, Sendable, Hashable {
        /// The error code the refusal is answered with (requests.proto's `ErrorCode`).
        public enum Reason: Sendable, Hashable {
            case unknownWidgetKind, unsupportedFamily, unknownInstance
        }

        public let reason: Reason
        public let message: String

        public init(_ reason: Reason, _ message: String) {
            self.reason = reason
            self.message = message
        }
    }

    /// The device asking, by id, and its kind's name for messages ("desktop", "watch").
    public let device: String
    public let deviceKind: String
    /// The families the device's kind shows (the strategy seed's table).
    public let shown: [WidgetFamily]

    public init(device: String, deviceKind: String, shown: [WidgetFamily]) {
        self.device = device
        self.deviceKind = deviceKind
        self.shown = shown
    }

    /// A Hello announcing `families`: only families the device's kind shows.
    public func checkHello(announcing families: [WidgetFamily]) -> Refusal? {
        guard let other = families.first(where: { !shown.contains($0) }) else { return nil }
        return Refusal(
            .unsupportedFamily,
            "a \(deviceKind) device does not show \(other.rawValue) widgets; it shows \(shown.map(\.rawValue).joined(separator: ", "))"
        )
    }

    /// A new instance of a kind the bundle does not have.
    public func unknownKind(_ kind: String, knownKinds: [String]) -> Refusal {
        Refusal(
            .unknownWidgetKind,
            "no widget kind “\(kind)”; this phone has \(knownKinds.sorted().joined(separator: ", "))")
    }

    /// A new instance of `kind` in `family`: the kind supports the family (`supported`), the
    /// device's kind shows it, and the device announced it in its Hello — checked in that order.
    public func checkNew(kind: String, family: WidgetFamily, supported: [WidgetFamily], announced: [WidgetFamily])
        -> Refusal?
    {
        guard supported.contains(family) else {
            return Refusal(
                .unsupportedFamily,
                "\(kind) does not support \(family.rawValue); it supports \(supported.map(\.rawValue).joined(separator: ", "))"
            )
        }
        guard shown.contains(family) else {
            return Refusal(.unsupportedFamily, "a \(deviceKind) device does not show \(family.rawValue) widgets")
        }
        guard announced.contains(family) else {
            return Refusal(.unsupportedFamily, "\(device) did not announce \(family.rawValue) in its Hello")
        }
        return nil
    }

    /// An existing instance `id` (nil: no such instance), owned by `owner(instance)`: a device
    /// may reconfigure or remove only its own, and another's is reported as not there.
    public func existing<Instance>(_ id: String, _ instance: Instance?, owner: (Instance) -> String) -> Result<
        Instance, Refusal
    > {
        guard let instance, owner(instance) == device else {
            return .failure(Refusal(.unknownInstance, "no widget instance “\(id)” on \(device)"))
        }
        return .success(instance)
    }

    /// When a new instance is created: `now`, but strictly after the `latest` one so that
    /// the order widgets were added in survives a frozen manual clock, and in whole
    /// milliseconds (rounded up) so that the store gives back exactly the same date.
    public static func creationDate(now: Date, latest: Date?) -> Date {
        let created = max(now, (latest ?? .distantPast).addingTimeInterval(0.001)).timeIntervalSince1970
        return Date(timeIntervalSince1970: (created * 1000).rounded(.up) / 1000)
    }
}
