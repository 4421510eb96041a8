import Foundation
import HealthKit
import Testing

/// HealthKit's units and quantities as Loop's widget meets them.
@Suite("HealthKit")
struct HealthKitTests {
    @Test("unit strings round-trip; mg/dL and mmol/L of glucose convert by its molar mass; other dimensions do not")
    func units() {
        let mgdl = HKUnit(from: "mg/dL")
        let mmol = HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter())
        #expect(mgdl == HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci)))
        #expect(mgdl.unitString == "mg/dL")
        #expect(mmol.unitString == "mmol<180.15588000005408>/L")
        #expect(HKUnit(from: mmol.unitString) == mmol)
        let glucose = HKQuantity(unit: mgdl, doubleValue: 180.15588000005408)
        #expect(abs(glucose.doubleValue(for: mmol) - 10) < 1e-9)
        #expect(glucose.is(compatibleWith: mmol))
        #expect(!glucose.is(compatibleWith: .gram()))
        let rate = HKQuantity(unit: mgdl.unitDivided(by: .minute()), doubleValue: 2)
        #expect(rate.doubleValue(for: mgdl.unitDivided(by: .second())) == 2.0 / 60)
        #expect(
            HKQuantity(unit: .gram(), doubleValue: 1000) == HKQuantity(unit: .gramUnit(with: .kilo), doubleValue: 1))
        #expect(!HKHealthStore.isHealthDataAvailable())
    }

    @Test(
        "quantity types by Apple's identifiers; a quantity sample keeps its type and interval; preferred units: none here"
    )
    func samples() async throws {
        let glucose = HKQuantityType(.bloodGlucose)
        #expect(glucose.identifier == "HKQuantityTypeIdentifierBloodGlucose")
        #expect(HKObjectType.quantityType(forIdentifier: .bloodGlucose) == glucose)
        #expect(glucose != HKQuantityType(.stepCount))
        let start = Date(timeIntervalSince1970: 1_000)
        let sample = HKQuantitySample(
            type: glucose, quantity: HKQuantity(unit: HKUnit(from: "mg/dL"), doubleValue: 110), start: start,
            end: start)
        #expect(sample.quantityType == glucose && sample.sampleType == glucose)
        #expect(sample.quantity.doubleValue(for: HKUnit(from: "mg/dL")) == 110)
        #expect(sample.startDate == start && sample.endDate == start)
        let store = HKHealthStore()
        await #expect(throws: HKError(.errorHealthDataUnavailable)) {
            _ = try await store.preferredUnits(for: [glucose])
        }
    }

    @Test("HKDevice keeps the names and versions it is given and equals a device with the same (LoopKit's samples)")
    func device() {
        let cgm = HKDevice(
            name: "Dexcom G7", manufacturer: "Dexcom", model: "G7", hardwareVersion: nil, firmwareVersion: "1.2",
            softwareVersion: nil, localIdentifier: "A1", udiDeviceIdentifier: nil)
        #expect(cgm.name == "Dexcom G7" && cgm.firmwareVersion == "1.2" && cgm.localIdentifier == "A1")
        let same = HKDevice(
            name: "Dexcom G7", manufacturer: "Dexcom", model: "G7", hardwareVersion: nil, firmwareVersion: "1.2",
            softwareVersion: nil, localIdentifier: "A1", udiDeviceIdentifier: nil)
        #expect(cgm == same && cgm.hash == same.hash && cgm != HKDevice.local())
        #expect(HKDevice.local().manufacturer == "Apple Inc.")
    }
}
