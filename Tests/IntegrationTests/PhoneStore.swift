import Foundation
import GRDB

/// What the phone's store says, read from its SQLite file: once it has stopped, or read-only
/// beside a running phone (WAL: a reader sees the last commit).
struct PhoneStore {
    let counter: Int
    /// The Counter widget's flag (its toggle).
    let flag: Bool
    let interactions: Set<String>

    init(data: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(60)  // a phone closing its store holds it a moment: a hang guard only
        let database = try DatabaseQueue(path: "\(data)/phone.sqlite", configuration: configuration)
        // UserDefaults stores `{"int":{"_0":N}}`, `{"bool":{"_0":true}}`.
        func stored(_ name: String, _ type: String) throws -> Any? {
            let data = try database.read { db in
                try Data.fetchOne(
                    db, sql: "SELECT value FROM kv WHERE key = ?",
                    arguments: ["defaults/group.com.yourapp.shared/\(name)"])
            }
            let object = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: [String: Any]] }
            return object?[type]?["_0"]
        }
        counter = try stored("counter", "int") as? Int ?? 0
        flag = try stored("counterFlag", "bool") as? Bool ?? false
        interactions = Set(try database.read { try String.fetchAll($0, sql: "SELECT id FROM interactions") })
    }
}
