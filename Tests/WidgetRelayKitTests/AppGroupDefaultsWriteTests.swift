import Foundation
import Testing
import WidgetRelayKit

/// A flush reads an app-group domain back from Foundation only when app code wrote to it, and
/// every kind of write app code can make is seen: none is lost for being skipped.
@Suite("App-group defaults read back only what was written")
struct AppGroupDefaultsWriteTests {
    private static let suite = "group.writes"
    private static let prefix = "defaults/\(suite)/"

    @Test("app code that only reads costs no read back: a flush after it reads nothing of Foundation's domain")
    func readsOnlyAfterWrites() throws {
        let environment = AppEnvironment.inMemory()
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            defaults.set(3, forKey: "count")
            AppGroupDefaults.flush(store: environment.store)
            let afterWrite = AppGroupDefaults.domainReads(forSuite: Self.suite, store: environment.store)
            #expect(afterWrite == 1)

            for _ in 0..<5 {
                AppGroupDefaults.sync(store: environment.store)
                _ = try #require(UserDefaults(suiteName: Self.suite)).integer(forKey: "count")
                AppGroupDefaults.flush(store: environment.store)
            }
            #expect(AppGroupDefaults.domainReads(forSuite: Self.suite, store: environment.store) == afterWrite)
        }
    }

    /// Each way app code writes, and the value it must leave, as text (nil: the key is gone).
    private static let writes: [(String, @Sendable (UserDefaults) -> Void, String?)] = [
        ("set(Any?)", { $0.set("text", forKey: "key") }, "text"),
        ("set(Int)", { $0.set(7, forKey: "key") }, "7"),
        ("set(Double)", { $0.set(2.5, forKey: "key") }, "2.5"),
        ("set(Bool)", { $0.set(true, forKey: "key") }, "true"),
        ("set(URL?)", { $0.set(URL(fileURLWithPath: "/tmp/x"), forKey: "key") }, "/tmp/x"),
        ("setValue(_:forKey:)", { $0.setValue("kvc", forKey: "key") }, "kvc"),
        ("removeObject(forKey:)", { $0.removeObject(forKey: "key") }, nil),
        ("set(nil)", { $0.set(nil as Any?, forKey: "key") }, nil),
        ("setPersistentDomain", { $0.setPersistentDomain([:], forName: suite) }, nil),
        ("removePersistentDomain", { $0.removePersistentDomain(forName: suite) }, nil),
    ]

    @Test("every kind of write reaches the store after a flush that followed a flush with nothing written")
    func everyWriteSeen() throws {
        for (name, write, expected) in Self.writes {
            let environment = AppEnvironment.inMemory()
            try AppEnvironment.$current.withValue(environment) {
                let defaults = try #require(UserDefaults(suiteName: Self.suite))
                defaults.set("before", forKey: "key")
                AppGroupDefaults.flush(store: environment.store)
                AppGroupDefaults.flush(store: environment.store)  // nothing written: nothing read
                // The app group's name reaches its domain, as on iOS.
                #expect(defaults.persistentDomain(forName: Self.suite)?["key"] as? String == "before", "\(name)")

                write(defaults)
                AppGroupDefaults.flush(store: environment.store)
                let stored = environment.store.value(forKey: Self.prefix + "key")
                if let expected {
                    let again = try #require(UserDefaults(suiteName: Self.suite))
                    #expect(stored != nil, "\(name): nothing stored")
                    #expect("\(again.object(forKey: "key") ?? "nil")" == expected, "\(name)")
                } else {
                    #expect(stored == nil, "\(name): the key is still stored")
                }
            }
        }
    }
}
