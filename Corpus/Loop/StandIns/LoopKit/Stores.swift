// Stand-in for LoopKit, the app's own package (ours, not the project's): the stores the widget
// reads — `PersistenceController`, `SettingsStore`, `GlucoseStore` and its `StoredGlucoseSample` —
// with LoopKit's initialisers and calls as the widget makes them. LoopKit keeps them in Core Data in
// the app group; here the stores hold nothing (no glucose has been stored).
import Foundation
import HealthKit

/// LoopKit's Core Data cache in the app group.
public final class PersistenceController {
    public let directoryURL: URL
    public init(directoryURL: URL) { self.directoryURL = directoryURL }
    public static func controllerInAppGroupDirectory(isReadOnly: Bool = false) -> PersistenceController {
        PersistenceController(directoryURL: FileManager.default.temporaryDirectory.appendingPathComponent("com.loopkit.LoopKit"))
    }
}

/// LoopKit's store of the app's settings history.
public final class SettingsStore {
    public let store: PersistenceController
    public let expireAfter: TimeInterval
    public init(store: PersistenceController, expireAfter: TimeInterval) {
        self.store = store
        self.expireAfter = expireAfter
    }
}

/// A glucose reading as LoopKit stores it.
public struct StoredGlucoseSample: GlucoseSampleValue, Equatable {
    public let uuid: UUID?
    public let provenanceIdentifier: String
    public let syncIdentifier: String?
    public let startDate: Date
    public let quantity: HKQuantity
    public let isDisplayOnly: Bool
    public let wasUserEntered: Bool
    public let trend: GlucoseTrend?
    public let trendRate: HKQuantity?
    public let condition: GlucoseCondition?

    public init(uuid: UUID? = nil, provenanceIdentifier: String, syncIdentifier: String? = nil, startDate: Date, quantity: HKQuantity,
                isDisplayOnly: Bool = false, wasUserEntered: Bool = false, trend: GlucoseTrend? = nil, trendRate: HKQuantity? = nil,
                condition: GlucoseCondition? = nil) {
        self.uuid = uuid
        self.provenanceIdentifier = provenanceIdentifier
        self.syncIdentifier = syncIdentifier
        self.startDate = startDate
        self.quantity = quantity
        self.isDisplayOnly = isDisplayOnly
        self.wasUserEntered = wasUserEntered
        self.trend = trend
        self.trendRate = trendRate
        self.condition = condition
    }

    public static func == (lhs: StoredGlucoseSample, rhs: StoredGlucoseSample) -> Bool {
        lhs.syncIdentifier == rhs.syncIdentifier && lhs.startDate == rhs.startDate && lhs.quantity == rhs.quantity
    }
}

/// LoopKit's glucose store.
public final class GlucoseStore {
    public let cacheStore: PersistenceController
    public let provenanceIdentifier: String
    public init(cacheStore: PersistenceController, provenanceIdentifier: String) {
        self.cacheStore = cacheStore
        self.provenanceIdentifier = provenanceIdentifier
    }

    /// The samples from `start` (to `end`), oldest first: none here.
    public func getGlucoseSamples(start: Date? = nil, end: Date? = nil, completion: @escaping (_ result: Swift.Result<[StoredGlucoseSample], Error>) -> Void) {
        completion(.success([]))
    }
}

