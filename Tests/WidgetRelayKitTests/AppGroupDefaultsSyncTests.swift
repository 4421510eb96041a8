import Foundation
import Testing
import WidgetRelayKit

/// `UserDefaults(suiteName:)` follows the app group's store: what another writer committed
/// there (another interaction, the app) is what app code reads next, key by key.
@Suite("App-group defaults follow their store")
struct AppGroupDefaultsSyncTests {
    private static let prefix = "defaults/group.sync/"

    /// The stored bytes of `value`, as app code writing it makes them.
    private static func bytes(of value: Any, in environment: AppEnvironment) throws -> Data {
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: "group.sync"))
            defaults.set(value, forKey: "scratch")
            AppGroupDefaults.flush(store: environment.store)
            let data = try #require(environment.store.value(forKey: prefix + "scratch"))
            defaults.removeObject(forKey: "scratch")
            AppGroupDefaults.flush(store: environment.store)
            return data
        }
    }

    @Test(
        "a value changed, a key added and a key removed in the store by another writer are what the next UserDefaults(suiteName:) reads; an unchanged one stays"
    )
    func followsOtherWriters() throws {
        let environment = AppEnvironment.inMemory()
        let five = try Self.bytes(of: 5, in: environment)
        let six = try Self.bytes(of: 6, in: environment)
        let hello = try Self.bytes(of: "hello", in: environment)
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: "group.sync"))
            defaults.set(5, forKey: "count")
            defaults.set("kept", forKey: "name")
            defaults.set(true, forKey: "gone")
            AppGroupDefaults.flush(store: environment.store)
            #expect(environment.store.value(forKey: Self.prefix + "count") == five)

            // Another writer commits to the store: count 5 → 6, "gone" removed, "greeting" added.
            try environment.store.write([
                Self.prefix + "count": six, Self.prefix + "gone": nil, Self.prefix + "greeting": hello,
            ])
            let again = try #require(UserDefaults(suiteName: "group.sync"))
            #expect(again.integer(forKey: "count") == 6)
            #expect(again.object(forKey: "gone") == nil)
            #expect(again.string(forKey: "greeting") == "hello")
            #expect(again.string(forKey: "name") == "kept")

            // And app code starting now (the phone syncs the store first) reads the same.
            try environment.store.write([Self.prefix + "count": five])
            AppGroupDefaults.sync(store: environment.store)
            #expect(defaults.integer(forKey: "count") == 5)
        }
    }

    @Test("what app code wrote and did not flush is written before the store's values are read again")
    func ownWritesFirst() throws {
        let environment = AppEnvironment.inMemory()
        try AppEnvironment.$current.withValue(environment) {
            let defaults = try #require(UserDefaults(suiteName: "group.sync"))
            defaults.set(41, forKey: "answer")
            let again = try #require(UserDefaults(suiteName: "group.sync"))
            #expect(again.integer(forKey: "answer") == 41)
            #expect(environment.store.value(forKey: Self.prefix + "answer") != nil)
        }
    }
}
