import Foundation
import Testing
import WidgetRelayKit

/// A flush writes what app code set, key by key, without reading the app-group domain back from
/// Foundation, stores each value exactly as a read back would have, and loses no kind of write.
@Suite("App-group defaults write what was written")
struct AppGroupDefaultsWriteTests {
    private static let suite = "group.writes"
    private static let prefix = "defaults/\(suite)/"

    @Test("values set or removed, and whole domains replaced, cost no read back")
    func noReadBack() throws {
        let environment = AppEnvironment.inMemory()
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            defaults.set(3, forKey: "count")
            defaults.removeObject(forKey: "gone")
            AppGroupDefaults.flush(store: environment.store)
            #expect(environment.store.value(forKey: Self.prefix + "count") != nil)
            for _ in 0..<5 {
                AppGroupDefaults.sync(store: environment.store)
                let again = try #require(UserDefaults(suiteName: Self.suite))
                again.set(again.integer(forKey: "count") + 1, forKey: "count")
                AppGroupDefaults.flush(store: environment.store)
            }
            AppGroupDefaults.sync(store: environment.store)
            #expect(try #require(UserDefaults(suiteName: Self.suite)).integer(forKey: "count") == 8)

            defaults.setPersistentDomain(["count": 1, "name": "x"], forName: Self.suite)
            AppGroupDefaults.flush(store: environment.store)
            defaults.removePersistentDomain(forName: Self.suite)
            defaults.set("y", forKey: "name")
            AppGroupDefaults.flush(store: environment.store)
            #expect(environment.store.keys(withPrefix: Self.prefix) == [Self.prefix + "name"])
            #expect(AppGroupDefaults.domainReads(forSuite: Self.suite, store: environment.store) == 0)
        }
    }

    /// Values of every kind app code keeps, as app code passes them (Swift values, Foundation's
    /// objects, URLs, nested property lists).
    private static let values: [(String, @Sendable () -> Any)] = [
        ("String", { "text" }), ("Int", { 7 }), ("Int 1", { 1 }), ("Bool", { true }), ("Double", { 2.5 }),
        ("Float", { Float(1.25) }), ("Data", { Data([1, 2, 3]) }), ("Date", { Date(timeIntervalSince1970: 86_400) }),
        ("[String]", { ["a", "b"] }), ("[Int]", { [1, 2] }),
        ("[String: Any]", { ["k": 1, "j": "v"] as [String: Any] }),
        ("NSString", { NSString(string: "ns") }), ("NSNumber", { NSNumber(value: 42) }),
        ("NSNumber Bool", { NSNumber(value: true) }), ("file URL", { URL(fileURLWithPath: "/tmp/x") }),
        ("web URL", { URL(string: "https://example.org/a?b=1")! }), ("NSArray", { NSArray(array: [1, "x"]) }),
    ]

    /// Foundation's typed setters, which hand `set(_: Any?, forKey:)` an `NSNumber` (a Boolean
    /// one for `Bool`) or a URL's path.
    private static let typedSets: [(String, @Sendable (UserDefaults) -> Void)] = [
        ("set(Int 0)", { $0.set(0, forKey: "key") }), ("set(Int 1)", { $0.set(1, forKey: "key") }),
        ("set(Int 42)", { $0.set(42, forKey: "key") }), ("set(Int.min)", { $0.set(Int.min, forKey: "key") }),
        ("set(Bool false)", { $0.set(false, forKey: "key") }), ("set(Bool true)", { $0.set(true, forKey: "key") }),
        ("set(Double 2.0)", { $0.set(2.0, forKey: "key") }), ("set(Double 0.5)", { $0.set(0.5, forKey: "key") }),
        ("set(Float 1.5)", { $0.set(Float(1.5), forKey: "key") }),
        ("set(Float 3)", { $0.set(Float(3), forKey: "key") }),
        ("set(URL file)", { $0.set(URL(fileURLWithPath: "/tmp/y"), forKey: "key") }),
        ("set(Any? URL)", { $0.set(URL(fileURLWithPath: "/tmp/z") as Any?, forKey: "key") }),
        ("set(NSNumber UInt64.max)", { $0.set(NSNumber(value: UInt64.max), forKey: "key") }),
    ]

    @Test("a value set is stored with the bytes of what Foundation keeps for it")
    func keyByKeyMatchesReadBack() throws {
        let writes = Self.values.map { name, make in
            (name, { @Sendable (defaults: UserDefaults) in defaults.set(make(), forKey: "key") })
        }
        for (name, write) in writes + Self.typedSets {
            let environment = AppEnvironment.inMemory()
            try AppEnvironment.$current.withValue(environment) {
                let defaults = try #require(UserDefaults(suiteName: Self.suite))
                write(defaults)
                AppGroupDefaults.flush(store: environment.store)
                let stored = environment.store.value(forKey: Self.prefix + "key")
                // What a read back of the whole domain from Foundation gives for it.
                let kept = try #require(defaults.persistentDomain(forName: Self.suite)?["key"], "\(name)")
                #expect(stored != nil, "\(name): nothing stored")
                #expect(
                    try Self.comparable(stored) == Self.comparable(AppGroupDefaults.storedBytes(of: kept)), "\(name)")
            }
        }
    }

    /// The stored bytes, with a property list (kept as its binary form, whose dictionaries'
    /// key order is the order they were handed over in) as its objects.
    private static func comparable(_ data: Data?) throws -> AnyHashable? {
        guard let data else { return nil }
        let json = try JSONSerialization.jsonObject(with: data) as? [String: [String: String]]
        guard let base64 = json?["propertyList"]?["_0"], let plist = Data(base64Encoded: base64) else { return data }
        return try PropertyListSerialization.propertyList(from: plist, format: nil) as? NSObject
    }

    @Test("the persistent-domain calls with the app group's name write no file of Foundation's")
    func noFileOutsideTheStore() throws {
        let suite = "group.nofile-\(UUID().uuidString)"
        let environment = AppEnvironment.inMemory()
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: suite))
            defaults.setPersistentDomain(["secret": "s3cr3t"], forName: suite)
            defaults.removePersistentDomain(forName: suite)
            defaults.setPersistentDomain(["secret": "again"], forName: suite)
            AppGroupDefaults.flush(store: environment.store)
            #expect(environment.store.value(forKey: "defaults/\(suite)/secret") != nil)
        }
        // Linux Foundation keeps a suite's file in the user's configuration folder.
        let folder = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] ?? NSHomeDirectory() + "/.config"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(files.filter { $0.hasPrefix(suite) }.isEmpty)
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
                AppGroupDefaults.flush(store: environment.store)  // nothing written: nothing to write
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
