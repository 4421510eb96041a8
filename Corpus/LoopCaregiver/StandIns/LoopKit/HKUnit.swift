// Stand-in for LoopKit, the app's own package (ours, not the project's): LoopKit's glucose and
// insulin units on HealthKit's `HKUnit`, as LoopKit/Extensions/HKUnit.swift defines them (LoopKit/LoopKit
// at 2f535b3c, MIT, Licence/LoopKit-LICENSE), public as the app at this commit sees them.
import Foundation
import HealthKit

public extension HKUnit {
    static let milligramsPerDeciliter: HKUnit = {
        return HKUnit.gramUnit(with: .milli).unitDivided(by: .literUnit(with: .deci))
    }()

    static let millimolesPerLiter: HKUnit = {
        return HKUnit.moleUnit(with: .milli, molarMass: HKUnitMolarMassBloodGlucose).unitDivided(by: .liter())
    }()

    static let milligramsPerDeciliterPerMinute: HKUnit = {
        return HKUnit.milligramsPerDeciliter.unitDivided(by: .minute())
    }()

    static let millimolesPerLiterPerMinute: HKUnit = {
        return HKUnit.millimolesPerLiter.unitDivided(by: .minute())
    }()

    static let internationalUnitsPerHour: HKUnit = {
        return HKUnit.internationalUnit().unitDivided(by: .hour())
    }()

    static let gramsPerUnit: HKUnit = {
        return HKUnit.gram().unitDivided(by: .internationalUnit())
    }()
}

public extension HKUnit {
    /// The unit's short name as LoopKit shows it (LoopKit/QuantityFormatter.swift; ours, its common
    /// units only, the rest `unitString`), with a non-breaking space when asked.
    func shortLocalizedUnitString(avoidLineBreaking: Bool = true) -> String {
        let name: String
        if self == .milligramsPerDeciliter {
            name = "mg/dL"
        } else if self == .millimolesPerLiter {
            name = "mmol/L"
        } else if self == .internationalUnit() {
            name = "U"
        } else if self == .internationalUnitsPerHour {
            name = "U/hr"
        } else {
            name = unitString
        }
        return avoidLineBreaking ? name.replacingOccurrences(of: " ", with: "\u{00a0}") : name
    }
}
