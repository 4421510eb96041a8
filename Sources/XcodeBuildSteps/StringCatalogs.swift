import Foundation

/// What Xcode compiles a string catalog (`Localizable.xcstrings`) into: one `.strings` table a
/// language (`<lang>.lproj/Localizable.strings`), which `Bundle.main` (and the kit's
/// `Text`, `String(localized:)`, `LocalizedStringResource`) look keys up in.
public enum StringCatalogs {
    /// Why a catalog could not be read.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Each language's table of a catalog: `[language: [key: value]]`. A string's value is its
    /// `stringUnit`'s; of a string with variations (plural, device), the `other` variation's
    /// (then the first), as a `.strings` table holds one value a key (Xcode puts the
    /// variations in a `.stringsdict`); a key with no value in the source language is its own.
    public static func tables(of catalog: Data) throws -> [String: [String: String]] {
        guard let root = (try? JSONSerialization.jsonObject(with: catalog)) as? [String: Any],
            let strings = root["strings"] as? [String: Any]
        else { throw Failure(description: "not a string catalog (no \"strings\")") }
        let source = root["sourceLanguage"] as? String ?? "en"
        var tables: [String: [String: String]] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            for (language, localization) in localizations {
                if let value = value(of: localization) { tables[language, default: [:]][key] = value }
            }
            if tables[source]?[key] == nil { tables[source, default: [:]][key] = key }
        }
        return tables
    }

    /// A localization's value: its string unit's, or its `other` (then first) variation's.
    private static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return value
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for (_, kind) in variations.sorted(by: { $0.key < $1.key }) {
            guard let cases = kind as? [String: Any] else { continue }
            if let other = cases["other"], let value = value(of: other) { return value }
            for (_, variation) in cases.sorted(by: { $0.key < $1.key }) {
                if let value = value(of: variation) { return value }
            }
        }
        return nil
    }

    /// A table as a `.strings` file: `"key" = "value";` a line, sorted by key, UTF-8.
    public static func stringsFile(_ table: [String: String]) -> String {
        func quoted(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 {
                        out += String(format: "\\U%04x", scalar.value)
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
        return table.keys.sorted().map { "\(quoted($0)) = \(quoted(table[$0] ?? ""));\n" }.joined()
    }
}
