import Foundation
@testable import Mirror
import Testing

/// Several phones' Smart Stacks ordered as one.
@Suite("Smart Stack across phones")
struct SmartStackMergeTests {
    static let a = FleetPhone(slot: "p1", name: "A", fingerprint: "aaaa")
    static let b = FleetPhone(slot: "p2", name: "B", fingerprint: "bbbb")

    static func widget(_ id: String, _ score: Double, pinned: Bool = false) -> SmartStackItem {
        SmartStackItem(content: .widget(id), score: score, pinned: pinned)
    }

    static func names(_ merged: [FleetStackItem]) -> [String] {
        merged.map { item in
            switch item.item.content {
            case .activity(let id), .widget(let id): "\(item.phone.name):\(id)"
            }
        }
    }

    @Test("activities of every phone first, by score; then widgets of every phone by score, ties in pairing order")
    func byRelevance() {
        let merged = SmartStack.merge([
            (Self.a, [SmartStackItem(content: .activity("ride"), score: 101, pinned: false), Self.widget("w1", 1), Self.widget("w2", 3)]),
            (Self.b, [SmartStackItem(content: .activity("food"), score: 105, pinned: false), Self.widget("w1", 2), Self.widget("w3", 1)]),
        ])
        #expect(Self.names(merged) == ["B:food", "A:ride", "A:w2", "B:w1", "A:w1", "B:w3"])
    }

    @Test("a pinned widget keeps the place its own phone's stack gives it")
    func pinsStay() {
        let merged = SmartStack.merge([
            (Self.a, [Self.widget("pinned", 0, pinned: true), Self.widget("low", 1)]),
            (Self.b, [Self.widget("high", 3), Self.widget("mid", 2)]),
        ])
        #expect(Self.names(merged) == ["A:pinned", "B:high", "B:mid", "A:low"])
        let later = SmartStack.merge([
            (Self.a, [Self.widget("x", 1), Self.widget("pinned", 0, pinned: true)]),
            (Self.b, [Self.widget("high", 3)]),
        ])
        #expect(Self.names(later) == ["B:high", "A:pinned", "A:x"])
    }

    @Test("a phone's infinite or NaN scores neither lead the stack for good nor scramble the others' order")
    func hostileScores() {
        let merged = SmartStack.merge([
            (Self.a, [Self.widget("nan", .nan), Self.widget("inf", .infinity), Self.widget("big", 1e308)]),
            (Self.b, [Self.widget("three", 3), Self.widget("two", 2), Self.widget("one", 1)]),
        ])
        // 1e308 is held to 1,000, above the honest 3; infinity and NaN count as 0.
        #expect(Self.names(merged) == ["A:big", "B:three", "B:two", "B:one", "A:nan", "A:inf"])
        #expect(SmartStack.bounded(.nan) == 0 && SmartStack.bounded(-.infinity) == 0 && SmartStack.bounded(5) == 5)
    }
}
