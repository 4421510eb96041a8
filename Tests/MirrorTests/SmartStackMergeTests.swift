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
            (
                Self.a,
                [
                    SmartStackItem(content: .activity("ride"), score: 101, pinned: false), Self.widget("w1", 1),
                    Self.widget("w2", 3),
                ]
            ),
            (
                Self.b,
                [
                    SmartStackItem(content: .activity("food"), score: 105, pinned: false), Self.widget("w1", 2),
                    Self.widget("w3", 1),
                ]
            ),
        ])
        // Each phone's scores relative to its own largest: A's w2 and B's w1 lead (1 each, A first by
        // pairing), then B's w3 (1 of 2), then A's w1 (1 of 3).
        #expect(Self.names(merged) == ["A:ride", "B:food", "A:w2", "B:w1", "B:w3", "A:w1"])
    }

    @Test("a phone's big scores do not push another phone's cards down: relevance is relative within each phone")
    func relativeWithinEachPhone() {
        let merged = SmartStack.merge([
            (Self.a, [Self.widget("loud1", 1000), Self.widget("loud2", 900), Self.widget("loud3", 800)]),
            (Self.b, [Self.widget("quiet1", 3), Self.widget("quiet2", 1)]),
        ])
        // B's most relevant card stands level with A's (A first by pairing), above A's second.
        #expect(Self.names(merged) == ["A:loud1", "B:quiet1", "A:loud2", "A:loud3", "B:quiet2"])
        #expect(
            SmartStack.relativeScores([Self.widget("x", 4), Self.widget("y", -2), Self.widget("z", 0)]) == [1, -0.5, 0])
    }

    @Test("a pinned widget keeps the place its own phone's stack gives it")
    func pinsStay() {
        let merged = SmartStack.merge([
            (Self.a, [Self.widget("pinned", 0, pinned: true), Self.widget("low", 1)]),
            (Self.b, [Self.widget("high", 3), Self.widget("mid", 2)]),
        ])
        // A's low and B's high are each phone's most relevant
        #expect(Self.names(merged) == ["A:pinned", "A:low", "B:high", "B:mid"])
        let later = SmartStack.merge([
            (Self.a, [Self.widget("x", 1), Self.widget("pinned", 0, pinned: true)]),
            (Self.b, [Self.widget("high", 3)]),
        ])
        #expect(Self.names(later) == ["A:x", "A:pinned", "B:high"])  // second in A's stack, second here
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
