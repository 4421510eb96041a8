import Foundation
import PhoneCore
@testable import PhoneHost
import TestSupport
import Testing
import WidgetRelayKit

/// Two perform()s that read and write the same data at once (two widgets' taps on one
/// counter): the second to commit must find that what it read changed, or it would undo the
/// first's write (found by the web page's load test: 136 shown after 156 taps). The overlay
/// records what each read; the commit checks it, in its own transaction, against the store.
@Suite("OverlayStore: what a perform() read, checked by its commit")
struct OverlayStoreTests {
    /// A phone store, the app-group store over it, and a commit of an overlay's writes.
    struct Store {
        let database: PhoneDatabase
        let base: SQLiteAppGroupStore
        private let sequence = Counter()

        init() throws {
            database = try PhoneDatabase(path: "\(TemporaryFolder.shared.makeFolder())/phone.sqlite")
            base = SQLiteAppGroupStore(database: database)
        }

        func commit(_ overlay: OverlayStore) -> Bool {
            var result = InteractionAnswer(interactionID: "")
            result.interactionID = "tap-\(sequence.next())"
            let commit = InteractionCommit(
                result: result, device: "desk", changes: overlay.changes, reads: overlay.recordedReads, at: Date())
            return database.commitInteractions([commit])[0].isCommitted
        }

        final class Counter: @unchecked Sendable {
            private var value = 0
            func next() -> Int { value += 1; return value }
        }
    }

    static func counter(_ store: any AppGroupStore) -> Int {
        store.value(forKey: "counter").flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
    }
    static func increment(_ store: any AppGroupStore) throws {
        try store.write(["counter": Data(String(counter(store) + 1).utf8)])
    }

    @Test("a read-modify-write overtaken by another commit is refused by its own; run again, nothing is lost")
    func overtaken() throws {
        let store = try Store()
        let first = OverlayStore(base: store.base), second = OverlayStore(base: store.base)
        try Self.increment(first)
        try Self.increment(second)  // both read 0
        #expect(store.commit(first))  // 1
        #expect(!store.commit(second))  // it read 0, which no longer holds: nothing stored
        #expect(Self.counter(store.base) == 1)
        let again = OverlayStore(base: store.base)
        try Self.increment(again)
        #expect(store.commit(again))
        #expect(Self.counter(store.base) == 2)
    }

    @Test("writes alone, and reads of keys nobody changed, commit")
    func unrelated() throws {
        let store = try Store()
        try store.base.write(["a": Data("1".utf8)])
        let overlay = OverlayStore(base: store.base)
        _ = overlay.value(forKey: "a")
        try overlay.write(["b": Data("2".utf8)])
        try store.base.write(["c": Data("3".utf8)])
        try store.base.write(["a": Data("1".utf8)])  // the same value written again: still what was read
        #expect(store.commit(overlay))
        #expect(store.base.value(forKey: "b") == Data("2".utf8))
    }

    @Test("a listing of keys that changed meanwhile is refused")
    func listing() throws {
        let store = try Store()
        let overlay = OverlayStore(base: store.base)
        #expect(overlay.keys(withPrefix: "todo.").isEmpty)
        try overlay.write(["todo.count": Data("0".utf8)])
        try store.base.write(["todo.1": Data("x".utf8)])
        #expect(!store.commit(overlay))
        #expect(store.base.value(forKey: "todo.count") == nil)
    }

    @Test("its own writes are read back and do not count as reads of the base")
    func ownWrites() throws {
        let store = try Store()
        let overlay = OverlayStore(base: store.base)
        try overlay.write(["k": Data("mine".utf8)])
        #expect(overlay.value(forKey: "k") == Data("mine".utf8))
        try store.base.write(["k": Data("theirs".utf8)])
        #expect(overlay.recordedReads == StoreReads())
        #expect(store.commit(overlay))
        #expect(store.base.value(forKey: "k") == Data("mine".utf8))
    }
}
