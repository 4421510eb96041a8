import Foundation
@testable import PhoneHost
import Testing
import WidgetRelayKit

/// Two perform()s that read and write the same data at once (two widgets' taps on one
/// counter): the second to commit must see that what it read changed, or it would undo
/// the first's write (found by the web page's load test: 136 shown after 156 taps).
@Suite("OverlayStore: what a perform() read, still current at its commit")
struct OverlayStoreTests {
    static func counter(_ store: any AppGroupStore) -> Int {
        store.value(forKey: "counter").flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
    }
    static func increment(_ store: any AppGroupStore) throws {
        try store.write(["counter": Data(String(counter(store) + 1).utf8)])
    }

    @Test("a read-modify-write overtaken by another commit is not current; run again, nothing is lost")
    func overtaken() throws {
        let base = InMemoryAppGroupStore()
        let first = OverlayStore(base: base), second = OverlayStore(base: base)
        try Self.increment(first)
        try Self.increment(second)          // both read 0
        #expect(first.readsAreCurrent)
        try base.write(first.changes)       // the first commits: 1
        #expect(!second.readsAreCurrent)    // the second read 0, which no longer holds
        let again = OverlayStore(base: base)
        try Self.increment(again)
        #expect(again.readsAreCurrent)
        try base.write(again.changes)
        #expect(Self.counter(base) == 2)
    }

    @Test("writes alone, and reads of keys nobody changed, stay current")
    func unrelated() throws {
        let base = InMemoryAppGroupStore()
        try base.write(["a": Data("1".utf8)])
        let overlay = OverlayStore(base: base)
        _ = overlay.value(forKey: "a")
        try overlay.write(["b": Data("2".utf8)])
        try base.write(["c": Data("3".utf8)])
        #expect(overlay.readsAreCurrent)
        try base.write(["a": Data("1".utf8)])  // the same value written again: still what was read
        #expect(overlay.readsAreCurrent)
    }

    @Test("a listing of keys that changed meanwhile is not current")
    func listing() throws {
        let base = InMemoryAppGroupStore()
        let overlay = OverlayStore(base: base)
        #expect(overlay.keys(withPrefix: "todo.").isEmpty)
        try base.write(["todo.1": Data("x".utf8)])
        #expect(!overlay.readsAreCurrent)
    }

    @Test("its own writes are read back and do not count as reads of the base")
    func ownWrites() throws {
        let base = InMemoryAppGroupStore()
        let overlay = OverlayStore(base: base)
        try overlay.write(["k": Data("mine".utf8)])
        #expect(overlay.value(forKey: "k") == Data("mine".utf8))
        try base.write(["k": Data("theirs".utf8)])
        #expect(overlay.readsAreCurrent)
    }
}
