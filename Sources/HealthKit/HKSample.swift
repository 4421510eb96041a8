// HealthKit's sample and type names as widget code meets them (Loop's glucose values are
// `HKQuantitySample`s; its widget asks the store for the preferred glucose unit by
// `HKQuantityTypeIdentifier.bloodGlucose`): identifiers with Apple's raw values, the type
// hierarchy (`HKObjectType` → `HKSampleType` → `HKQuantityType`), samples as values, and the
// store's preferred units — which, with no health data on Linux, answer as Apple's do on a device
// without HealthKit: nothing, and `HKError.Code.errorHealthDataUnavailable`.
import Foundation

/// The identifier of a quantity type (`.bloodGlucose`, `.stepCount`…), Apple's raw values.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let bloodGlucose = Self("HKQuantityTypeIdentifierBloodGlucose")
    public static let insulinDelivery = Self("HKQuantityTypeIdentifierInsulinDelivery")
    public static let dietaryCarbohydrates = Self("HKQuantityTypeIdentifierDietaryCarbohydrates")
    public static let stepCount = Self("HKQuantityTypeIdentifierStepCount")
    public static let heartRate = Self("HKQuantityTypeIdentifierHeartRate")
    public static let activeEnergyBurned = Self("HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let distanceWalkingRunning = Self("HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let bodyMass = Self("HKQuantityTypeIdentifierBodyMass")
    public static let dietaryWater = Self("HKQuantityTypeIdentifierDietaryWater")
}

/// The base of HealthKit's data types.
open class HKObjectType: NSObject, @unchecked Sendable {
    /// The type's identifier (an `HKQuantityTypeIdentifier`'s raw value for a quantity type).
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    /// The quantity type for an identifier.
    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }
    public override var hash: Int { identifier.hashValue }
    public override var description: String { identifier }
}

/// A type of sample.
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A type of sample that holds a quantity (`HKQuantityType(.bloodGlucose)`).
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The quantity type for an identifier.
    public init(_ identifier: HKQuantityTypeIdentifier) { super.init(identifier: identifier.rawValue) }
}

/// The base of HealthKit's stored objects.
open class HKObject: NSObject, @unchecked Sendable {
    /// The object's unique identifier.
    public let uuid: UUID
    /// The object's metadata.
    public let metadata: [String: Any]?
    /// Where the object came from.
    public let source: HKSource

    init(metadata: [String: Any]?) {
        uuid = UUID()
        self.metadata = metadata
        source = .default()
        super.init()
    }
}

/// A sample: data over an interval.
open class HKSample: HKObject, @unchecked Sendable {
    /// The sample's type.
    public let sampleType: HKSampleType
    /// The start of the sample.
    public let startDate: Date
    /// The end of the sample.
    public let endDate: Date

    init(sampleType: HKSampleType, start: Date, end: Date, metadata: [String: Any]?) {
        self.sampleType = sampleType
        startDate = start
        endDate = end
        super.init(metadata: metadata)
    }
}

/// A sample holding one quantity (a glucose reading, a step count).
open class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The sample's quantity.
    public let quantity: HKQuantity
    /// The number of quantities the sample combines.
    public let count: Int
    /// The sample's quantity type.
    public let quantityType: HKQuantityType

    /// A sample of `quantity` between `start` and `end`.
    public init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date, metadata: [String: Any]? = nil) {
        self.quantity = quantity
        quantityType = type
        count = 1
        super.init(sampleType: type, start: start, end: end, metadata: metadata)
    }
}

/// A HealthKit error (`HKError.Code.errorHealthDataUnavailable`…), Apple's codes.
public struct HKError: Error, Hashable, Sendable {
    /// HealthKit's error codes.
    public enum Code: Int, Sendable {
        case errorHealthDataUnavailable = 1, errorHealthDataRestricted, errorInvalidArgument,
            errorAuthorizationDenied, errorAuthorizationNotDetermined, errorDatabaseInaccessible,
            errorUserCanceled
    }
    /// The error's code.
    public let code: Code
    /// An error with a code.
    public init(_ code: Code) { self.code = code }
    /// The error domain, as Apple names it.
    public static let errorDomain = "com.apple.healthkit"
}

extension HKHealthStore {
    /// The person's preferred units for quantity types: none here (no health data on Linux), with
    /// `errorHealthDataUnavailable`, as on a device without HealthKit.
    public func preferredUnits(
        for quantityTypes: Set<HKQuantityType>,
        completion: @escaping @Sendable ([HKQuantityType: HKUnit], (any Error)?) -> Void
    ) {
        completion([:], HKError(.errorHealthDataUnavailable))
    }

    /// `try await store.preferredUnits(for:)`: throws `errorHealthDataUnavailable` here.
    public func preferredUnits(for quantityTypes: Set<HKQuantityType>) async throws -> [HKQuantityType: HKUnit] {
        throw HKError(.errorHealthDataUnavailable)
    }
}
