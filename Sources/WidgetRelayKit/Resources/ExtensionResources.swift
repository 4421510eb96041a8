import Foundation
import Synchronization

/// The resources an extension ships beside its code, found where an appex's are on iOS: in
/// `Bundle.main.resourceURL` (on Linux, the folder of the program's executable). Asset catalogs
/// are `*.xcassets` folders as Xcode keeps them (`Name.colorset/Contents.json`,
/// `Name.imageset/Contents.json` and its image files); strings are `<lang>.lproj/<Table>.strings`,
/// what Xcode compiles a `Localizable.xcstrings` into (`xcode-build-steps resources` writes both
/// beside a built extension: docs/real-extensions.md, "How an extension is built here").
///
/// `Color("Name")`, `Image("Name")`, `UIColor(named:)`, `Text("key")`, `String(localized:)` and
/// `LocalizedStringResource` read them; a name not found is kept as the name, as before. What a
/// folder holds is read once and kept (a catalog is read when first asked, never written).
public final class ExtensionResources: Sendable {
    /// The folder the resources are in.
    public let folder: URL
    private let catalogs: Mutex<AssetCatalog?> = Mutex(nil)
    private let tables: Mutex<[String: [String: String]]> = Mutex([:])
    private let images: Mutex<[String: CatalogImage?]> = Mutex([:])
    private let languages: Mutex<[String]?> = Mutex(nil)

    /// The resources in `folder`.
    public init(folder: URL) { self.folder = folder }

    /// The running extension's: `Bundle.main.resourceURL`.
    public static let main = ExtensionResources(folder: Bundle.main.resourceURL ?? Bundle.main.bundleURL)

    /// The resources in effect: ``main`` unless a caller (a test, a tool drawing another
    /// extension) has set others for the work it runs (``withResources(_:_:)``).
    public static var current: ExtensionResources { override ?? main }
    @TaskLocal static var override: ExtensionResources?

    /// Runs `work` with `resources` as the extension's.
    public static func withResources<T>(_ resources: ExtensionResources, _ work: () throws -> T) rethrows -> T {
        try $override.withValue(resources, operation: work)
    }

    /// Runs `work` with `resources` as the extension's.
    public static func withResources<T>(
        _ resources: ExtensionResources, isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> T
    ) async rethrows -> T {
        try await $override.withValue(resources, operation: work, isolation: isolation)
    }

    /// The resources of the bundle at `path` (a package's `Bundle.module`, named by
    /// `Color(_:bundle:)`, `ColorResource`); nil for the main bundle's (``current``'s) or when
    /// there is no such bundle. Each bundle's are read once.
    static func inBundle(atPath path: String) -> ExtensionResources? {
        guard path != Bundle.main.bundlePath else { return nil }
        return others.withLock { known in
            if let resources = known[path] { return resources }
            guard let bundle = Bundle(path: path) else { return nil }
            let resources = ExtensionResources(folder: bundle.resourceURL ?? bundle.bundleURL)
            known[path] = resources
            return resources
        }
    }
    private static let others: Mutex<[String: ExtensionResources]> = Mutex([:])

    /// The asset catalogs, indexed once.
    var catalog: AssetCatalog {
        catalogs.withLock { cached in
            if let cached { return cached }
            let catalog = AssetCatalog(folder: folder)
            cached = catalog
            return catalog
        }
    }

    /// The colour named `name` in a catalog, as the archive holds it; nil when no catalog has it.
    public func color(named name: String) -> ColorValue? { catalog.color(named: name) }

    /// The image named `name` in a catalog (its bytes, read once); nil when no catalog has one
    /// the archive can carry.
    func image(named name: String) -> CatalogImage? {
        if let known = images.withLock({ $0[name] }) { return known }
        let image = catalog.image(named: name)
        images.withLock { $0[name] = .some(image) }
        return image
    }

    /// The localized string for `key` in `table` (`Localizable` when nil) for `locale`'s
    /// language, else the development language's (English), else the base localization's; nil
    /// when no table has it.
    public func string(forKey key: String, table: String? = nil, locale: Locale) -> String? {
        let available = availableLanguages
        guard !available.isEmpty else { return nil }
        for language in LocalizedTables.languages(for: locale, available: available) {
            let name = "\(language).lproj/\(table ?? "Localizable").strings"
            let strings = tables.withLock { cached in
                if let known = cached[name] { return known }
                let read = LocalizedTables.read(folder.appending(path: name))
                cached[name] = read
                return read
            }
            if let value = strings[key] { return value }
        }
        return nil
    }

    /// The `<lang>.lproj` folders there are, listed once (every `Text` literal asks).
    private var availableLanguages: [String] {
        languages.withLock { cached in
            if let cached { return cached }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            let found = names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
            cached = found
            return found
        }
    }
}

/// An image of a catalog: its bytes and scale.
struct CatalogImage: Sendable, Hashable {
    let data: Data
    let scale: Double
}

/// Looking a key up as `Bundle.main` does for the phone's locale.
enum LocalizedStrings {
    /// `key`'s translation for the phone's locale (`\.locale`), or `key` itself when there is none.
    static func lookUp(_ key: String, table: String? = nil) -> String { translation(of: key, table: table) ?? key }

    /// `key`'s translation for the phone's locale; nil when there is none.
    static func translation(of key: String, table: String? = nil) -> String? {
        ExtensionResources.current.string(forKey: key, table: table, locale: EnvironmentValues.current.locale)
    }
}

extension LocalizedStringResource {
    /// The text for people: the extension's translation of ``key`` for the phone's locale (its
    /// `Localizable.strings`), or the key itself when it has none, as `Bundle.main` answers.
    public var localized: String { LocalizedStrings.lookUp(key) }
}
