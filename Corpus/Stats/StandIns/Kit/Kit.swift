// Stand-in for Kit, the app's own framework (exelban/stats at 1ab6adb5, MIT, Licence/LICENSE): the declarations the widgets
// name, copied as published from Kit/helpers.swift (KeyValue_p, KeyValue_t, Units, DiskSize, localizedString), Kit/types.swift
// (DataSizeBase, NetworkSpeedUnitAuto, NetworkSpeedUnits, networkSpeedUnit/SizeUnit/Prefix, SizeUnit and its cases),
// (and RAMPressure, at the end), Kit/constants.swift (ModuleType), Kit/plugins/SystemStats.swift (RemoteType) and Kit/extensions.swift (Double's rounding); the rest of Kit (AppKit views,
// readers, the menu-bar widgets) is not taken. Store is ours (below).

import Foundation

public protocol KeyValue_p {
    var key: String { get }
    var value: String { get }
}

public struct KeyValue_t: KeyValue_p, Codable {
    public let key: String
    public let value: String
    public let additional: Any?
    
    private enum CodingKeys: String, CodingKey {
        case key, value
    }
    
    public init(key: String, value: String, additional: Any? = nil) {
        self.key = key
        self.value = value
        self.additional = additional
    }
    
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.key = try container.decode(String.self, forKey: .key)
        self.value = try container.decode(String.self, forKey: .value)
        self.additional = nil
    }
    
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(value, forKey: .value)
    }
}

public struct Units {
    public let bytes: Int64
    
    public init(bytes: Int64) {
        self.bytes = bytes
    }
    
    public var kilobytes: Double {
        return Double(bytes) / 1_000
    }
    public var megabytes: Double {
        return kilobytes / 1_000
    }
    public var gigabytes: Double {
        return megabytes / 1_000
    }
    public var terabytes: Double {
        return gigabytes / 1_000
    }
    
    public func getReadableTuple(base: DataSizeBase = .byte, unit: String = NetworkSpeedUnitAuto) -> (String, String) {
        let stringBase = base == .byte ? "B" : "b"
        let multiplier: Double = base == .byte ? 1 : 8
        
        if let fixedUnit = networkSpeedSizeUnit(from: unit), let speedPrefix = networkSpeedPrefix(from: unit) {
            let value = self.toUnit(fixedUnit) * multiplier
            return (self.formatSpeedValue(value), "\(speedPrefix)\(stringBase)/s")
        }
        
        let value: Double = Double(bytes) * multiplier
        switch value {
        case ..<1_000:
            return ("0", "K\(stringBase)/s")
        case 1_000..<1_000_000:
            return (String(format: "%.0f", value/1_000), "K\(stringBase)/s")
        case 1_000_000..<100_000_000:
            return (String(format: "%.1f", value/1_000_000), "M\(stringBase)/s")
        case 100_000_000..<1_000_000_000:
            return (String(format: "%.0f", value/1_000_000), "M\(stringBase)/s")
        case 1_000_000_000..<1_000_000_000_000:
            return (String(format: "%.1f", value/1_000_000_000), "G\(stringBase)/s")
        default:
            return (String(format: "%.1f", value/1_000_000_000_000), "T\(stringBase)/s")
        }
    }
    
    public func getReadableSpeed(base: DataSizeBase = .byte, unit: String = NetworkSpeedUnitAuto, omitUnits: Bool = false) -> String {
        let readable = self.getReadableTuple(base: base, unit: unit)
        return omitUnits ? readable.0 : "\(readable.0) \(readable.1)"
    }
    
    public func getReadableMemory(style: ByteCountFormatter.CountStyle = .file) -> String {
        let formatter: ByteCountFormatter = ByteCountFormatter()
        formatter.countStyle = style
        formatter.includesUnit = true
        formatter.isAdaptive = true
        
        var value = formatter.string(fromByteCount: Int64(self.bytes))
        if let idx = value.lastIndex(of: ",") {
            value.replaceSubrange(idx...idx, with: ".")
        }
        
        return value
    }
    
    public func toUnit(_ unit: SizeUnit) -> Double {
        switch unit {
        case .KB: return self.kilobytes
        case .MB: return self.megabytes
        case .GB: return self.gigabytes
        case .TB: return self.terabytes
        default: return Double(self.bytes)
        }
    }
    
    private func formatSpeedValue(_ value: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.decimalSeparator = "."
        formatter.usesGroupingSeparator = false
        formatter.minimumFractionDigits = 0
        
        switch value {
        case 0:
            formatter.maximumFractionDigits = 0
        case ..<10:
            formatter.maximumFractionDigits = 2
        case ..<100:
            formatter.maximumFractionDigits = 1
        default:
            formatter.maximumFractionDigits = 0
        }
        
        return formatter.string(from: NSNumber(value: value)) ?? String(format: "%.2f", value)
    }
}

public struct DiskSize {
    public let value: Int64
    
    public init(_ size: Int64) {
        self.value = size
    }
    
    public var kilobytes: Double {
        return Double(value) / 1_000
    }
    public var megabytes: Double {
        return kilobytes / 1_000
    }
    public var gigabytes: Double {
        return megabytes / 1_000
    }
    public var terabytes: Double {
        return gigabytes / 1_000
    }
    
    public func getReadableMemory() -> String {
        switch value {
        case 0..<1_000:
            return "0 KB"
        case 1_000..<(1_000 * 1_000):
            return String(format: "%.0f KB", kilobytes)
        case 1_000..<(1_000 * 1_000 * 1_000):
            return String(format: "%.0f MB", megabytes)
        case 1_000..<(1_000 * 1_000 * 1_000 * 1_000):
            return String(format: "%.1f GB", gigabytes)
        case (1_000 * 1_000 * 1_000 * 1_000)...Int64.max:
            return String(format: "%.1f TB", terabytes)
        default:
            return String(format: "%.0f KB", kilobytes)
        }
    }
}

public func localizedString(_ key: String, _ params: String..., comment: String = "") -> String {
    var string = NSLocalizedString(key, comment: comment)
    if !params.isEmpty {
        for (index, param) in params.enumerated() {
            string = string.replacingOccurrences(of: "%\(index)", with: param)
        }
    }
    return string
}

public enum DataSizeBase: String {
    case bit
    case byte
}

public let NetworkSpeedUnitAuto = "auto"

public let NetworkSpeedUnits: [KeyValue_t] = [
    KeyValue_t(key: NetworkSpeedUnitAuto, value: "Auto"),
    KeyValue_t(key: SizeUnit.KB.key, value: "KB/Kb"),
    KeyValue_t(key: SizeUnit.MB.key, value: "MB/Mb"),
    KeyValue_t(key: SizeUnit.GB.key, value: "GB/Gb"),
    KeyValue_t(key: SizeUnit.TB.key, value: "TB/Tb")
]

public func networkSpeedUnit(from key: String) -> KeyValue_t {
    NetworkSpeedUnits.first(where: { $0.key.lowercased() == key.lowercased() }) ?? NetworkSpeedUnits[0]
}

public func networkSpeedSizeUnit(from key: String) -> SizeUnit? {
    let unit = networkSpeedUnit(from: key)
    return unit.key == NetworkSpeedUnitAuto ? nil : SizeUnit.fromString(unit.key)
}

public func networkSpeedPrefix(from key: String) -> String? {
    let unit = networkSpeedUnit(from: key)
    return unit.key == NetworkSpeedUnitAuto ? nil : String(unit.key.prefix(1))
}

public struct SizeUnit: KeyValue_p, Equatable {
    public let key: String
    public let value: String
    
    public static func == (lhs: SizeUnit, rhs: SizeUnit) -> Bool {
        return lhs.key == rhs.key
    }
}

extension SizeUnit: CaseIterable {
    public static var byte: SizeUnit { return SizeUnit(key: "byte", value: "Bytes") }
    public static var KB: SizeUnit { return SizeUnit(key: "KB", value: "KB") }
    public static var MB: SizeUnit { return SizeUnit(key: "MB", value: "MB") }
    public static var GB: SizeUnit { return SizeUnit(key: "GB", value: "GB") }
    public static var TB: SizeUnit { return SizeUnit(key: "TB", value: "TB") }
    
    public static var allCases: [SizeUnit] {
        [.byte, .KB, .MB, .GB, .TB]
    }
    
    public static func fromString(_ key: String, defaultValue: SizeUnit = .byte) -> SizeUnit {
        return SizeUnit.allCases.first{ $0.key == key } ?? defaultValue
    }
    
    public func toBytes(_ value: Int) -> Int {
        switch self {
        case .KB:
            return value * 1_000
        case .MB:
            return value * 1_000 * 1_000
        case .GB:
            return value * 1_000 * 1_000 * 1_000
        case .TB:
            return value * 1_000 * 1_000 * 1_000 * 1_000
        default:
            return value
        }
    }
}

public enum ModuleType: Int {
    case CPU
    case RAM
    case GPU
    case disk
    case sensors
    case network
    case battery
    case bluetooth
    case clock
    case remote
    
    case combined
    
    public var stringValue: String {
        switch self {
        case .CPU: return "CPU"
        case .RAM: return "RAM"
        case .GPU: return "GPU"
        case .disk: return "Disk"
        case .sensors: return "Sensors"
        case .network: return "Network"
        case .battery: return "Battery"
        case .bluetooth: return "Bluetooth"
        case .clock: return "Clock"
        case .remote: return "Remote"
        case .combined: return ""
        }
    }
    
    public var activityMonitorTab: Int? {
        switch self {
        case .CPU: return 0
        case .RAM: return 1
        case .disk: return 3
        case .network: return 4
        case .battery: return 2
        default: return nil
        }
    }
}

public protocol RemoteType {
    func remote() -> Data?
}

// Ours: Kit/plugins/Store.swift's `Store` (import Cocoa, NSDictionary export/import) with the reads the widgets
// call, on the app's standard defaults, as the app's Store reads them.
public class Store {
    public static let shared = Store()
    private let defaults = UserDefaults.standard
    public init() {}
    public func string(key: String, defaultValue value: String) -> String {
        defaults.string(forKey: key) ?? value
    }
    public func bool(key: String, defaultValue value: Bool) -> Bool {
        defaults.object(forKey: key) as? Bool ?? value
    }
}

// Kit/types.swift's RAMPressure, copied as published (RAM's values name it); cut: its pressureColor() (NSColor), marked below.
public enum RAMPressure: String, Codable {
    case normal
    case warning
    case critical
    
    // cut: pressureColor() -> NSColor (AppKit: the kit has no NSColor; the widgets do not call it)

    public func number() -> Int {
        switch self {
        case .normal:
            return 0
        case .warning:
            return 1
        case .critical:
            return 2
        }
    }
    
    public init(from: Int) {
        switch from {
        case 1:
            self = .warning
        case 2:
            self = .critical
        default:
            self = .normal
        }
    }
}


// Kit/extensions.swift's `public extension Double`, copied as published with what the widgets call (Disk's
// `percentage.rounded(toPlaces: 2)`) and its string twin; cut: usageColor, batteryColor (NSColor), the hour and
// power helpers (the widgets do not call them).
public extension Double {
    func roundTo(decimalPlaces: Int) -> String {
        return NSString(format: "%.\(decimalPlaces)f" as NSString, self) as String
    }
    
    func rounded(toPlaces places: Int) -> Double {
        let divisor = pow(10.0, Double(places))
        return (self * divisor).rounded() / divisor
    }
}
