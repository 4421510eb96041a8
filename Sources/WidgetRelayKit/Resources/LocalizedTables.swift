import Foundation

/// `.strings` tables: reading one, and which `<lang>.lproj` to read for a locale.
enum LocalizedTables {
    /// The table at `url` (`"key" = "value";`, UTF-8 or UTF-16, as Xcode writes them); empty
    /// when there is none or it does not parse.
    static func read(_ url: URL) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: url.path), !data.isEmpty,
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return [:] }
        return table.compactMapValues { $0 as? String }
    }

    /// The languages to try, in order: `locale`'s language with its region and script
    /// (`pt-BR`, `zh-Hans`), then the language alone, then English (the development language
    /// Xcode's templates set), then `Base`; each only when its folder exists.
    static func languages(for locale: Locale, available: [String]) -> [String] {
        let language = locale.language.languageCode?.identifier ?? "en"
        var wanted: [String] = []
        if let script = locale.language.script?.identifier { wanted.append("\(language)-\(script)") }
        if let region = locale.region?.identifier {
            wanted += ["\(language)-\(region)", "\(language)_\(region)"]
        }
        wanted += [language, "en", "English", "Base"]
        var seen = Set<String>()
        return wanted.filter { available.contains($0) && seen.insert($0).inserted }
    }
}
