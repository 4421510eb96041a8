// `import HealthKit`: the part of Apple's HealthKit widget code meets — units and quantities as
// values (`HKUnit` from its unit string or factory methods, prefixes, compound units, the molar
// mass that converts mmol/L of glucose to mg/dL; `HKQuantity` with conversion and comparison) —
// and an `HKHealthStore` that exists and holds nothing.
//
// What it is not: a health database. Linux has none: the store reports no data available
// and authorises nothing; there are no samples or queries.
import Foundation

/// SI prefixes for units.
public enum HKMetricPrefix: Int, Sendable {
    case none = 0, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera, femto

    var factor: Double {
        switch self {
        case .none: 1
        case .femto: 1e-15
        case .pico: 1e-12
        case .nano: 1e-9
        case .micro: 1e-6
        case .milli: 1e-3
        case .centi: 1e-2
        case .deci: 1e-1
        case .deca: 1e1
        case .hecto: 1e2
        case .kilo: 1e3
        case .mega: 1e6
        case .giga: 1e9
        case .tera: 1e12
        }
    }

    var symbol: String {
        switch self {
        case .none: ""
        case .femto: "f"
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        }
    }
}

/// The molar mass of glucose, in grams per mole, as HealthKit gives it.
public let HKUnitMolarMassBloodGlucose: Double = 180.15588000005408

/// A unit of measurement (Apple's HealthKit): a product of base units with exponents, each
/// with a prefix; its `unitString` is HealthKit's ("mg/dL", "mmol<180.15588000005408>/L").
public final class HKUnit: NSObject, @unchecked Sendable {
    /// One base unit with its prefix, exponent and (for moles) molar mass.
    struct Factor: Hashable {
        var prefix: HKMetricPrefix
        var base: String
        var exponent: Int
        var molarMass: Double?
    }

    let factors: [Factor]

    init(factors: [Factor]) {
        self.factors = factors.filter { $0.exponent != 0 }
        super.init()
    }

    // Base units: the dimension each measures and its size in that dimension's base.
    private static let bases: [String: (dimension: String, scale: Double)] = [
        "g": ("mass", 1), "lb": ("mass", 453.59237), "oz": ("mass", 28.349523125), "st": ("mass", 6350.29318),
        "L": ("volume", 1), "m": ("length", 1), "in": ("length", 0.0254), "ft": ("length", 0.3048),
        "mi": ("length", 1609.344), "yd": ("length", 0.9144), "s": ("time", 1), "min": ("time", 60),
        "hr": ("time", 3600), "d": ("time", 86400), "count": ("count", 1), "IU": ("IU", 1), "%": ("count", 0.01),
        "J": ("energy", 1), "cal": ("energy", 4.184), "kcal": ("energy", 4184), "Cal": ("energy", 4184),
        "degC": ("temperature", 1), "K": ("temperature", 1), "mmHg": ("pressure", 133.322387415),
        "Pa": ("pressure", 1), "dBASPL": ("sound", 1), "mol": ("mol", 1),
    ]

    /// Parses HealthKit's unit string.
    public convenience init(from string: String) {
        var factors: [Factor] = []
        let halves = string.split(separator: "/", maxSplits: 1).map(String.init)
        for (index, half) in halves.enumerated() {
            let sign = index == 0 ? 1 : -1
            let text = half.hasPrefix("(") && half.hasSuffix(")") ? String(half.dropFirst().dropLast()) : half
            for part in text.split(whereSeparator: { $0 == "·" || $0 == "*" }) where part != "1" {
                factors.append(Self.parse(String(part), sign: sign))
            }
        }
        self.init(factors: factors)
    }

    private static func parse(_ part: String, sign: Int) -> Factor {
        var text = part
        var molarMass: Double?
        if let open = text.firstIndex(of: "<"), let close = text.firstIndex(of: ">") {
            molarMass = Double(text[text.index(after: open)..<close])
            text.removeSubrange(open...close)
        }
        var exponent = 1
        if let caret = text.firstIndex(of: "^") {
            exponent = Int(text[text.index(after: caret)...]) ?? 1
            text = String(text[..<caret])
        }
        if bases[text] != nil {
            return Factor(prefix: .none, base: text, exponent: exponent * sign, molarMass: molarMass)
        }
        for prefix in [HKMetricPrefix.deca, .micro] + (1...13).compactMap(HKMetricPrefix.init(rawValue:))
        where prefix != .none && text.hasPrefix(prefix.symbol) {
            let rest = String(text.dropFirst(prefix.symbol.count))
            if bases[rest] != nil {
                return Factor(prefix: prefix, base: rest, exponent: exponent * sign, molarMass: molarMass)
            }
        }
        return Factor(prefix: .none, base: text, exponent: exponent * sign, molarMass: molarMass)
    }

    /// The unit's string, as HealthKit writes it.
    public var unitString: String {
        func text(_ f: Factor, _ exponent: Int) -> String {
            let mass = f.molarMass.map { "<\($0)>" } ?? ""
            return f.prefix.symbol + f.base + mass + (exponent == 1 ? "" : "^\(exponent)")
        }
        let up = factors.filter { $0.exponent > 0 }.map { text($0, $0.exponent) }
        let down = factors.filter { $0.exponent < 0 }.map { text($0, -$0.exponent) }
        let numerator = up.isEmpty ? "" : up.joined(separator: "·")
        if down.isEmpty { return numerator.isEmpty ? "" : numerator }
        let denominator = down.count > 1 ? "(" + down.joined(separator: "·") + ")" : down[0]
        return (numerator.isEmpty ? "1" : numerator) + "/" + denominator
    }

    public override var description: String { unitString }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return Set(factors) == Set(other.factors) && factors.count == other.factors.count
    }

    public override var hash: Int { Set(factors).hashValue }

    /// The size of one of this unit in its dimensions' bases, and those dimensions
    /// (moles with a molar mass count as grams).
    var measure: (scale: Double, dimensions: [String: Int]) {
        var scale = 1.0
        var dimensions: [String: Int] = [:]
        for f in factors {
            let base = Self.bases[f.base] ?? (f.base, 1)
            var size = f.prefix.factor * base.scale
            var dimension = base.dimension
            if dimension == "mol", let mass = f.molarMass {
                size *= mass
                dimension = "mass"
            }
            scale *= pow(size, Double(f.exponent))
            dimensions[dimension, default: 0] += f.exponent
        }
        return (scale, dimensions.filter { $0.value != 0 })
    }

    /// Whether a quantity in this unit converts to the other.
    func isCompatible(with other: HKUnit) -> Bool { measure.dimensions == other.measure.dimensions }

    /// A unit that multiplies this one by another.
    public func unitMultiplied(by unit: HKUnit) -> HKUnit { HKUnit(factors: Self.merge(factors + unit.factors)) }
    /// A unit that divides this one by another.
    public func unitDivided(by unit: HKUnit) -> HKUnit { unitMultiplied(by: unit.reciprocalUnit()) }
    /// A unit raised to the power.
    public func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit(
            factors: factors.map {
                Factor(prefix: $0.prefix, base: $0.base, exponent: $0.exponent * power, molarMass: $0.molarMass)
            })
    }
    /// The unit's reciprocal.
    public func reciprocalUnit() -> HKUnit { unitRaised(toPower: -1) }
    /// Whether the unit is the empty unit (a scalar).
    public func isNull() -> Bool { factors.isEmpty }

    private static func merge(_ all: [Factor]) -> [Factor] {
        var merged: [Factor] = []
        for f in all {
            if let i = merged.firstIndex(where: {
                $0.prefix == f.prefix && $0.base == f.base && $0.molarMass == f.molarMass
            }) {
                merged[i].exponent += f.exponent
            } else {
                merged.append(f)
            }
        }
        return merged
    }

    private static func simple(_ base: String, _ prefix: HKMetricPrefix = .none, molarMass: Double? = nil) -> HKUnit {
        HKUnit(factors: [Factor(prefix: prefix, base: base, exponent: 1, molarMass: molarMass)])
    }

    /// Grams, with a prefix.
    public class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { simple("g", prefix) }
    /// Grams.
    public class func gram() -> HKUnit { simple("g") }
    /// Pounds.
    public class func pound() -> HKUnit { simple("lb") }
    /// Ounces.
    public class func ounce() -> HKUnit { simple("oz") }
    /// Moles of a substance of the molar mass, with a prefix.
    public class func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> HKUnit {
        simple("mol", prefix, molarMass: gramsPerMole)
    }
    /// Moles of a substance of the molar mass.
    public class func moleUnit(withMolarMass gramsPerMole: Double) -> HKUnit { simple("mol", molarMass: gramsPerMole) }
    /// Liters, with a prefix.
    public class func literUnit(with prefix: HKMetricPrefix) -> HKUnit { simple("L", prefix) }
    /// Liters.
    public class func liter() -> HKUnit { simple("L") }
    /// Meters, with a prefix.
    public class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { simple("m", prefix) }
    /// Meters.
    public class func meter() -> HKUnit { simple("m") }
    /// Miles.
    public class func mile() -> HKUnit { simple("mi") }
    /// Seconds, with a prefix.
    public class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { simple("s", prefix) }
    /// Seconds.
    public class func second() -> HKUnit { simple("s") }
    /// Minutes.
    public class func minute() -> HKUnit { simple("min") }
    /// Hours.
    public class func hour() -> HKUnit { simple("hr") }
    /// Days.
    public class func day() -> HKUnit { simple("d") }
    /// A count.
    public class func count() -> HKUnit { simple("count") }
    /// Percent (0.01 of a count).
    public class func percent() -> HKUnit { simple("%") }
    /// International units (insulin).
    public class func internationalUnit() -> HKUnit { simple("IU") }
    /// Kilocalories.
    public class func kilocalorie() -> HKUnit { simple("kcal") }
    /// Large calories (kilocalories).
    public class func largeCalorie() -> HKUnit { simple("Cal") }
    /// Joules, with a prefix.
    public class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { simple("J", prefix) }
    /// Degrees Celsius.
    public class func degreeCelsius() -> HKUnit { simple("degC") }
    /// Millimeters of mercury.
    public class func millimeterOfMercury() -> HKUnit { simple("mmHg") }
}

/// An object that stores a value for a given unit (Apple's HealthKit).
public final class HKQuantity: NSObject, @unchecked Sendable {
    let value: Double
    let unit: HKUnit

    /// A quantity of the unit.
    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
        super.init()
    }

    /// Whether the quantity converts to the unit.
    public func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

    /// The quantity's value in the unit (a conversion between incompatible units traps, as Apple's raises).
    public func doubleValue(for unit: HKUnit) -> Double {
        precondition(`is`(compatibleWith: unit), "\(self.unit.unitString) is not compatible with \(unit.unitString)")
        return value * self.unit.measure.scale / unit.measure.scale
    }

    /// Compares two compatible quantities.
    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, other.is(compatibleWith: unit) else { return false }
        return compare(other) == .orderedSame
    }

    public override var hash: Int { Int(value * unit.measure.scale) }

    public override var description: String { "\(value) \(unit.unitString)" }
}

extension HKQuantity: Comparable {
    public static func < (lhs: HKQuantity, rhs: HKQuantity) -> Bool { lhs.compare(rhs) == .orderedAscending }
}

/// The access point for all data managed by HealthKit (here: none).
public final class HKHealthStore: NSObject, @unchecked Sendable {
    /// A store.
    public override init() { super.init() }
    /// Whether HealthKit is available on this device (not on Linux).
    public class func isHealthDataAvailable() -> Bool { false }
}

/// A source of health data: an app or device.
public final class HKSource: NSObject, @unchecked Sendable {
    /// The name of the source.
    public let name: String
    /// The bundle identifier of the source.
    public let bundleIdentifier: String

    init(name: String, bundleIdentifier: String) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        super.init()
    }

    /// The source of the running app.
    public class func `default`() -> HKSource {
        HKSource(name: ProcessInfo.processInfo.processName, bundleIdentifier: Bundle.main.bundleIdentifier ?? "")
    }
}
