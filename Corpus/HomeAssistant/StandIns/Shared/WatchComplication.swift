// Stand-in for Shared (ours, not the project's): the app's `WatchComplication` (its ClockKit-era model,
// Sources/Shared/API/Models/WatchComplication.swift, home-assistant/iOS at d722d781, Apache-2.0) reduced
// to what the extension calls: `percentileNumber(from:)`, copied as published. The model itself (GRDB
// record, ClockKit templates) is not taken.
import Foundation
import GRDB

public final class WatchComplication {
    public static func percentileNumber(from value: Any) -> Float? {
        switch value {
        case let value as String:
            // a bit more forgiving than Float(_:)
            let formatter = NumberFormatter()
            formatter.numberStyle = .decimal
            for locale in [
                // in HA prior to 0.117 (which returns floats), the return type of a float is a string in templates
                // but it's a non-locale-aware string, so we need to parse `0.33` even if the locale expects `0,33`
                Locale(identifier: "en_US_POSIX"),
                // but since it's free-form text, the user may also have typed `0,33` expecting it to work
                Locale.current,
            ] {
                formatter.locale = locale
                if let value = formatter.number(from: value)?.floatValue {
                    return value
                }
            }
            return nil
        case let value as Int:
            return Float(value)
        case let value as Double:
            return Float(value)
        case let value as Float:
            return value
        default:
            Current.Log.info("unsure how to float-ify \(type(of: value)), trying as a string")
            return percentileNumber(from: String(describing: value))
        }
    }
}

// The same file's queries of the configurations (copied as published; its localized titles are not taken).

public extension WatchComplicationConfig {
    static func all() throws -> [WatchComplicationConfig] {
        try Current.database().read { db in
            try WatchComplicationConfig.order(Column(CodingKeys.sortOrder.rawValue)).fetchAll(db)
        }
    }

    func save() throws {
        try Current.database().write { db in try save(db) }
    }

    func delete() throws {
        _ = try Current.database().write { db in
            try WatchComplicationConfig.deleteOne(db, key: id)
        }
    }
}
