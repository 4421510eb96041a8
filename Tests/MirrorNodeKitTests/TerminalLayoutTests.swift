import Mirror
@testable import MirrorNodeKit
import Testing

/// What the full-screen interfaces share to show several phones: the phones' short labels,
/// the focus kept on an item while the list changes, items packed into lines.
@Suite("the terminal interfaces' layout helpers")
struct TerminalLayoutTests {
    @Test("labels: the name, the fingerprint's first group without one or beside a shared one, sanitized and cut")
    func labels() {
        let phones = [
            FleetPhone(slot: "p1", name: "Pixel", fingerprint: "3f2a-91bc-0d4e-77a1-c0de"),
            FleetPhone(slot: "p2", name: "Pixel", fingerprint: "8d10-0000-0000-0000-0000"),
            FleetPhone(slot: "p3", name: "", fingerprint: "c0de-1111-2222-3333-4444"),
            FleetPhone(slot: "p4", name: "Work\u{1B}]0;owned\u{07} phone", fingerprint: "aaaa-1111-2222-3333-4444"),
            FleetPhone(slot: "p5", name: "A phone with a very long name", fingerprint: "bbbb-1111-2222-3333-4444"),
            FleetPhone(slot: "p6", name: "", fingerprint: ""),
        ]
        let labels = MirrorFleet.terminalLabels(phones, width: 14)
        #expect(
            labels == [
                "p1": "Pixel 3f2a", "p2": "Pixel 8d10", "p3": "phone c0de", "p4": "Work]0;owned …",
                "p5": "A phone with …", "p6": "p6",
            ])
    }

    @Test("the focus stays on its item when others come, go or move, and falls on its place when it goes")
    func focus() {
        let a = PhoneItemKey(slot: "p1", id: "w1"), b = PhoneItemKey(slot: "p2", id: "w1"),
            c = PhoneItemKey(slot: "p2", id: "w2")
        var focus = ListFocus<PhoneItemKey>()
        #expect(focus.index(in: []) == nil)
        #expect(focus.index(in: [a, b, c]) == 0)  // nothing chosen: the first
        focus.move(by: 1, in: [a, b, c])
        #expect(focus.index(in: [a, b, c]) == 1)  // p2's w1, not p1's w1
        #expect(focus.index(in: [c, a, b]) == 2)  // followed as the list moved
        focus.move(by: 5, in: [a, b, c])
        #expect(focus.index(in: [a, b, c]) == 2)  // stops at the end
        #expect(focus.index(in: [a, b]) == 1)  // its item gone: its place, within the list
        focus.move(by: -9, in: [a, b, c])
        #expect(focus.index(in: [a, b, c]) == 0)
    }

    @Test("items packed into lines no wider than the terminal, the highlighted one in reverse video")
    func packing() {
        let items = ["◧ one 1", "◧ two 22", "◧ three 333"]
        #expect(pack(items, width: 80) == [" ◧ one 1  ·  ◧ two 22  ·  ◧ three 333"])
        #expect(pack(items, width: 24) == [" ◧ one 1  ·  ◧ two 22", " ◧ three 333"])
        #expect(
            pack(items, prefix: " Controls: ", separator: "  ", width: 30)
                == [" Controls: ◧ one 1  ◧ two 22", "           ◧ three 333"])
        #expect(pack(["◧ one 1"], width: 20, highlighted: 0) == [" \u{1B}[7m◧ one 1\u{1B}[0m"])
        #expect(pack(["a long item that is wider than the line"], width: 12) == [" a long ite…"])
        #expect(pack([], width: 20).isEmpty)
    }
}
