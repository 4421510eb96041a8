import Foundation
import Testing
import WidgetRelayKit

/// A flush writes what app code set, key by key, without reading the app-group domain back; a
/// value reads as Foundation's own object reads it, before and after a restart; nothing reaches
/// Foundation's preferences; no kind of write is lost.
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

    @Test("a value set reads as Foundation's own reads it, in the process and after a restart from the store")
    func readsAsFoundationReads() throws {
        let writes = Self.values.map { name, make in
            (name, { @Sendable (defaults: UserDefaults) in defaults.set(make(), forKey: "key") })
        }
        for (name, write) in writes + Self.typedSets {
            // Foundation's own object on a suite of its own: the reads to match.
            let referenceName = "widgetrelay-reference-\(UUID().uuidString)"
            let reference = try #require(UserDefaults(suiteName: Optional(referenceName)))
            write(reference)
            let expected = Self.reads(reference)
            reference.removeObject(forKey: "key")

            let environment = AppEnvironment.inMemory()
            try AppEnvironment.$current.withValue(environment) {
                let defaults = try #require(UserDefaults(suiteName: Self.suite))
                write(defaults)
                #expect(Self.reads(defaults) == expected, "\(name), in the process")
                AppGroupDefaults.flush(store: environment.store)
                #expect(environment.store.value(forKey: Self.prefix + "key") != nil, "\(name): nothing stored")
                // A restart: the domain forgotten, made again from the store.
                AppGroupDefaults.discard(store: environment.store)
                let again = try #require(UserDefaults(suiteName: Self.suite))
                #expect(Self.reads(again) == expected, "\(name), after a restart")
            }
        }
    }

    @Test(
        "numbers Foundation takes and Linux Foundation's own preferences cannot write (its setter traps) are kept and read back",
        arguments: [
            ("Int8", Int8(5) as any Sendable, "5"), ("UInt16", UInt16(9), "9"), ("CGFloat", CGFloat(2.5), "2.5"),
        ])
    func numbersLinuxFoundationTraps(name: String, value: any Sendable, expected: String) throws {
        let environment = AppEnvironment.inMemory()
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            defaults.set(value, forKey: "key")
            #expect("\(defaults.double(forKey: "key"))" == "\(Double(expected)!)", "\(name)")
            AppGroupDefaults.flush(store: environment.store)
            AppGroupDefaults.discard(store: environment.store)  // a restart
            let again = try #require(UserDefaults(suiteName: Self.suite))
            #expect("\(again.double(forKey: "key"))" == "\(Double(expected)!)", "\(name), after a restart")
        }
    }

    /// What each of Foundation's typed getters reads for "key", as text. (`url(forKey:)` of data
    /// unarchives it, and stops the program when it is no archive: Foundation's, not read here.)
    private static func reads(_ defaults: UserDefaults) -> [String] {
        let url = defaults.object(forKey: "key") is Data ? "data" : defaults.url(forKey: "key")?.path ?? "nil"
        return [
            "\(defaults.string(forKey: "key") ?? "nil")", "\(defaults.integer(forKey: "key"))",
            "\(defaults.double(forKey: "key"))", "\(defaults.float(forKey: "key"))", "\(defaults.bool(forKey: "key"))",
            "\(defaults.data(forKey: "key").map { Array($0) } ?? [])", url,
            "\(defaults.stringArray(forKey: "key") ?? [])", "\(defaults.array(forKey: "key")?.count ?? -1)",
            "\(defaults.dictionary(forKey: "key")?.keys.sorted() ?? [])", "\(defaults.object(forKey: "key") != nil)",
            "\((defaults.object(forKey: "key") as? Date)?.timeIntervalSince1970 ?? -1)",
            "\(defaults.object(forKey: "key") as? Float as Any)",
        ]
    }

    @Test("the domain's values are its own: none reaches Foundation's preferences under the domain's name")
    func nothingInFoundationsPreferences() throws {
        let environment = AppEnvironment.inMemory()
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            defaults.set("value", forKey: "written")
            defaults.set(3, forKey: "count")
            let name = try #require(AppGroupDefaults.domainName(forSuite: Self.suite, store: environment.store))
            // Foundation's own object on the same suite name reads Foundation's preferences.
            let foundations = try #require(UserDefaults(suiteName: Optional(name)))
            #expect(foundations.object(forKey: "written") == nil)
            #expect(foundations.object(forKey: "count") == nil)
            #expect(defaults.string(forKey: "written") == "value")
            // What Foundation holds under the name (a file an earlier release left) is not read.
            foundations.set("stale", forKey: "unset")
            defer { foundations.removeObject(forKey: "unset") }
            #expect(defaults.object(forKey: "unset") == nil)
            #expect(defaults.dictionaryRepresentation()["unset"] == nil)
        }
    }

    /// A value that is no property list (what Foundation's setter traps on).
    private struct NotAPropertyList { let field = 1 }

    @Test(
        "a value that is no property list is refused: the key keeps what it held, nothing is noted, the program goes on"
    )
    func notAPropertyList() throws {
        let environment = AppEnvironment.inMemory()
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            defaults.set("before", forKey: "key")
            AppGroupDefaults.flush(store: environment.store)
            let stored = environment.store.value(forKey: Self.prefix + "key")
            defaults.set(NotAPropertyList(), forKey: "key")
            defaults.set([NotAPropertyList()], forKey: "other")
            #expect(defaults.string(forKey: "key") == "before")
            #expect(defaults.object(forKey: "other") == nil)
            AppGroupDefaults.flush(store: environment.store)
            #expect(environment.store.value(forKey: Self.prefix + "key") == stored)
            #expect(environment.store.value(forKey: Self.prefix + "other") == nil)
        }
    }

    @Test("values registered through an app group's defaults are read where nothing is set, in that app group only")
    func registeredDefaults() throws {
        let key = "registered-\(UUID().uuidString)", other = "group.other-\(UUID().uuidString)"
        let first = AppEnvironment.inMemory(), second = AppEnvironment.inMemory()
        try AppEnvironment.$current.withValue(first) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            defaults.register(defaults: [key: 5])
            #expect(defaults.integer(forKey: key) == 5)
            #expect(defaults.volatileDomain(forName: UserDefaults.registrationDomain)[key] as? Int == 5)
            defaults.set(7, forKey: key)
            #expect(defaults.integer(forKey: key) == 7)
            AppGroupDefaults.flush(store: first.store)
            #expect(first.store.value(forKey: Self.prefix + key) != nil)
            #expect(try #require(UserDefaults(suiteName: other)).object(forKey: key) == nil)
        }
        try AppEnvironment.$current.withValue(second) {
            let defaults = try #require(UserDefaults(suiteName: Self.suite))
            #expect(defaults.integer(forKey: key) == 5)
            #expect(defaults.dictionaryRepresentation()[key] as? Int == 5)
            defaults.set("written", forKey: "another")
            AppGroupDefaults.flush(store: second.store)
            #expect(second.store.value(forKey: Self.prefix + "another") != nil)
            #expect(second.store.value(forKey: Self.prefix + key) == nil)  // registered, never stored
        }
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
            // Another app group's name reaches that group's domain, as UserDefaults(suiteName:) gives it.
            defaults.setPersistentDomain(["other": "o"], forName: suite + ".other")
            #expect(try #require(UserDefaults(suiteName: suite + ".other")).string(forKey: "other") == "o")
            #expect(defaults.persistentDomain(forName: suite + ".other")?["other"] as? String == "o")
            AppGroupDefaults.flush(store: environment.store)
            #expect(environment.store.value(forKey: "defaults/\(suite)/secret") != nil)
            #expect(environment.store.value(forKey: "defaults/\(suite).other/other") != nil)
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
