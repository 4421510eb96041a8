import Foundation

/// The app group's key-value data as committed, held in memory: as `UserDefaults` holds its
/// whole domain, every value is read from here, so a read neither waits for SQLite nor fails.
/// The phone's database is its only writer, and applies each commit here once it is on disk
/// (``PhoneDatabase``), in the order the commits were made.
struct AppGroupValues: Sendable {
    private var values: [String: Data] = [:]

    init(_ values: [String: Data] = [:]) { self.values = values }

    /// The stored bytes for `key`; nil: absent.
    func value(forKey key: String) -> Data? { values[key] }

    /// Every key starting with `prefix`, sorted (as the store lists them).
    func keys(withPrefix prefix: String) -> [String] {
        values.keys.filter { $0.hasPrefix(prefix) }.sorted()
    }

    /// Applies committed changes (nil removes the key).
    mutating func apply(_ changes: [String: Data?]) {
        for (key, value) in changes { values[key] = value }
    }
}
