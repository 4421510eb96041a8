import Foundation
import Synchronization
import Testing
import WidgetRelayKit

/// Interactions stay apart through `UserDefaults(suiteName:)` while its Foundation objects and
/// domains are reused (one object per domain, a finished interaction's domain reused by a later
/// one): what one interaction wrote is seen by another only once its store has it.
@Suite("App-group defaults keep interactions apart")
struct AppGroupDefaultsIsolationTests {
    /// An interaction's held-aside store, as the phone's: reads see its own writes first, then
    /// the base's; its writes reach the base only when `commit()` is called. `refuses` makes
    /// every write throw (a store that failed).
    final class HeldAside: AppGroupStore {
        private let base: any AppGroupStore
        private let pending = Mutex<[String: Data?]>([:])
        private let refuses: Bool
        struct Refused: Error {}

        init(base: any AppGroupStore, refuses: Bool = false) {
            self.base = base
            self.refuses = refuses
        }

        func value(forKey key: String) -> Data? {
            if let entry = pending.withLock({ $0[key] }) { return entry }
            return base.value(forKey: key)
        }

        func write(_ changes: [String: Data?]) throws {
            if refuses { throw Refused() }
            pending.withLock { pending in for (key, value) in changes { pending[key] = .some(value) } }
        }

        func keys(withPrefix prefix: String) -> [String] {
            var keys = Set(base.keys(withPrefix: prefix))
            for (key, value) in pending.withLock({ $0 }) where key.hasPrefix(prefix) {
                if value == nil { keys.remove(key) } else { keys.insert(key) }
            }
            return keys.sorted()
        }

        func commit() throws { try base.write(pending.withLock { $0 }) }
    }

    /// The phone's environment with `store` as an interaction's store.
    private static func interaction(_ phone: AppEnvironment, _ store: any AppGroupStore) -> AppEnvironment {
        var environment = phone
        environment.store = store
        return environment
    }

    /// Runs `body` as app code with `environment`, as the phone does: the defaults brought up to
    /// date first, what app code changed written to its store when it returns.
    private static func run<T>(_ environment: AppEnvironment, _ body: () throws -> T) rethrows -> T {
        try AppEnvironment.$current.withValue(environment) {
            AppGroupDefaults.sync(store: environment.store)
            let result = try body()
            AppGroupDefaults.flush(store: environment.store)
            return result
        }
    }

    @Test(
        "two interactions at once: each has its own object, sees its own writes and not the other's, and one is the same object each time it is named"
    )
    func twoAtOnce() throws {
        let suite = "group.isolation.together"
        let phone = AppEnvironment.inMemory()
        let first = Self.interaction(phone, HeldAside(base: phone.store))
        let second = Self.interaction(phone, HeldAside(base: phone.store))
        let (a, b) = try (
            Self.run(first) { try #require(UserDefaults(suiteName: suite)) },
            Self.run(second) { try #require(UserDefaults(suiteName: suite)) }
        )
        #expect(a !== b)
        try Self.run(first) {
            let again = try #require(UserDefaults(suiteName: suite))
            #expect(again === a)
            a.set(1, forKey: "count")
        }
        try Self.run(second) {
            let again = try #require(UserDefaults(suiteName: suite))
            #expect(again === b)
            #expect(again.object(forKey: "count") == nil)
            again.set("second's", forKey: "note")
        }
        try Self.run(first) {
            let again = try #require(UserDefaults(suiteName: suite))
            #expect(again.integer(forKey: "count") == 1)
            #expect(again.object(forKey: "note") == nil)
        }
    }

    @Test(
        "a finished interaction's domain reused by the next: the next reads the phone's store, not what the first wrote and was never committed"
    )
    func reusedAfterDrop() throws {
        let suite = "group.isolation.reused"
        let phone = AppEnvironment.inMemory()
        try Self.run(phone) {
            try #require(UserDefaults(suiteName: suite)).set(5, forKey: "count")
        }
        do {
            let dropped = Self.interaction(phone, HeldAside(base: phone.store))
            try Self.run(dropped) {
                let defaults = try #require(UserDefaults(suiteName: suite))
                defaults.set(6, forKey: "count")
                defaults.set("draft", forKey: "draft")
            }
        }  // never committed: its store goes, and its domain is free for the next interaction
        let next = Self.interaction(phone, HeldAside(base: phone.store))
        try Self.run(next) {
            let defaults = try #require(UserDefaults(suiteName: suite))
            #expect(defaults.integer(forKey: "count") == 5)
            #expect(defaults.object(forKey: "draft") == nil)
        }
    }

    @Test("a committed interaction's writes are what the next interaction reads, through a reused domain")
    func reusedAfterCommit() throws {
        let suite = "group.isolation.committed"
        let phone = AppEnvironment.inMemory()
        do {
            let store = HeldAside(base: phone.store)
            try Self.run(Self.interaction(phone, store)) {
                let defaults = try #require(UserDefaults(suiteName: suite))
                defaults.set(defaults.integer(forKey: "count") + 1, forKey: "count")
            }
            try store.commit()
        }
        do {
            let store = HeldAside(base: phone.store)
            try Self.run(Self.interaction(phone, store)) {
                let defaults = try #require(UserDefaults(suiteName: suite))
                #expect(defaults.integer(forKey: "count") == 1)
                defaults.set(defaults.integer(forKey: "count") + 1, forKey: "count")
            }
            try store.commit()
        }
        try Self.run(phone) {
            let defaults = try #require(UserDefaults(suiteName: suite))
            #expect(defaults.integer(forKey: "count") == 2)
        }
    }

    @Test("an interaction that failed (its domains discarded) leaves nothing in the domain the next one reuses")
    func reusedAfterDiscard() throws {
        let suite = "group.isolation.discarded"
        let phone = AppEnvironment.inMemory()
        do {
            let store = HeldAside(base: phone.store)
            try AppEnvironment.$current.withValue(Self.interaction(phone, store)) {
                try #require(UserDefaults(suiteName: suite)).set("half-done", forKey: "step")
            }
            AppGroupDefaults.discard(store: store)
        }
        try Self.run(Self.interaction(phone, HeldAside(base: phone.store))) {
            let defaults = try #require(UserDefaults(suiteName: suite))
            #expect(defaults.object(forKey: "step") == nil)
        }
    }

    @Test("a store that refused the writes: the domain it leaves is emptied before the next interaction reads it")
    func reusedAfterRefusal() throws {
        let suite = "group.isolation.refused"
        let phone = AppEnvironment.inMemory()
        do {
            let refusing = Self.interaction(phone, HeldAside(base: phone.store, refuses: true))
            try Self.run(refusing) {
                try #require(UserDefaults(suiteName: suite)).set("unwritten", forKey: "step")
            }
        }
        try Self.run(Self.interaction(phone, HeldAside(base: phone.store))) {
            let defaults = try #require(UserDefaults(suiteName: suite))
            #expect(defaults.object(forKey: "step") == nil)
        }
    }
}
