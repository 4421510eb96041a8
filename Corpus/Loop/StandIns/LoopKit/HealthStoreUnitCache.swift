// Stand-in for LoopKit, the app's own package (ours, not the project's). `HKHealthStore.cachedPreferredUnits(for:)`
// is copied as published from LoopKit/LoopKit at 2f535b3c (LoopKit/HealthKitSampleStore.swift, MIT,
// Licence/LoopKit-LICENSE), with the `HealthStoreUnitCache` it reads (LoopKit/HealthStoreUnitCache.swift) cut to what
// it answers: the fixed units and the health store's preferred unit, asked once and kept. Cut: the cache per store is
// one dictionary under an NSLock (LoopKit's is an NSMapTable of weak stores and its own os_unfair_lock `Locked`), and
// there is no observer of HKUserPreferencesDidChange (HealthKit here has no user preferences that change).
import Foundation
import HealthKit

extension HKHealthStore {
    public func cachedPreferredUnits(for quantityTypeIdentifier: HKQuantityTypeIdentifier) async -> HKUnit? {
        return HealthStoreUnitCache.unitCache(for: self).preferredUnit(for: quantityTypeIdentifier)
    }
}

public class HealthStoreUnitCache {
    private static var cacheCache = [ObjectIdentifier: HealthStoreUnitCache]()
    private static let cacheCacheLock = NSLock()

    public let healthStore: HKHealthStore

    private static let fixedUnits: [HKQuantityTypeIdentifier: HKUnit] = [
        .dietaryCarbohydrates: .gram(),
        .insulinDelivery: .internationalUnit()
    ]

    private var unitCache = [HKQuantityTypeIdentifier: HKUnit]()
    private let unitCacheLock = NSLock()

    private init(healthStore: HKHealthStore) {
        self.healthStore = healthStore
    }

    public class func unitCache(for healthStore: HKHealthStore) -> HealthStoreUnitCache {
        cacheCacheLock.lock()
        defer { cacheCacheLock.unlock() }
        if let cache = cacheCache[ObjectIdentifier(healthStore)] {
            return cache
        }
        let cache = HealthStoreUnitCache(healthStore: healthStore)
        cacheCache[ObjectIdentifier(healthStore)] = cache
        return cache
    }

    public func preferredUnit(for quantityTypeIdentifier: HKQuantityTypeIdentifier) -> HKUnit? {
        if let unit = HealthStoreUnitCache.fixedUnits[quantityTypeIdentifier] {
            return unit
        }

        unitCacheLock.lock()
        let cached = unitCache[quantityTypeIdentifier]
        unitCacheLock.unlock()
        if let unit = cached {
            return unit
        }

        return getHealthStoreUnitAndUpdateCache(for: quantityTypeIdentifier)
    }

    @discardableResult private func getHealthStoreUnitAndUpdateCache(for quantityTypeIdentifier: HKQuantityTypeIdentifier) -> HKUnit? {
        guard let quantityType = HKQuantityType.quantityType(forIdentifier: quantityTypeIdentifier) else {
            return nil
        }

        var unit: HKUnit?
        let semaphore = DispatchSemaphore(value: 0)

        healthStore.preferredUnits(for: [quantityType]) { (results, error) in
            unit = results[quantityType]
            self.unitCacheLock.lock()
            self.unitCache[quantityTypeIdentifier] = unit
            self.unitCacheLock.unlock()
            semaphore.signal()
        }

        _ = semaphore.wait(timeout: .now() + .seconds(3))
        return unit
    }
}
