import Foundation
import PhoneCore
import Testing
import WidgetRelayKit

/// Hello, ConfigureWidget and RemoveWidget's checks, as tables.
@Suite struct WidgetPlacementTests {
    static let desk = WidgetPlacement(
        device: "desk", deviceKind: "desktop", shown: [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge])
    static let watch = WidgetPlacement(
        device: "watch", deviceKind: "watch",
        shown: [.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline])

    @Test(
        arguments: [
            (desk, [WidgetFamily.systemSmall, .systemLarge], nil),
            (desk, [], nil),
            (
                desk, [.systemSmall, .accessoryCircular],
                "a desktop device does not show accessoryCircular widgets; it shows systemSmall, systemMedium, systemLarge, systemExtraLarge"
            ),
            (watch, [.accessoryInline], nil),
            (
                watch, [.systemSmall],
                "a watch device does not show systemSmall widgets; it shows accessoryCircular, accessoryCorner, accessoryRectangular, accessoryInline"
            ),
        ] as [(WidgetPlacement, [WidgetFamily], String?)])
    func aHelloAnnouncesOnlyFamiliesItsKindShows(
        _ placement: WidgetPlacement, _ families: [WidgetFamily], _ refused: String?
    ) {
        let refusal = placement.checkHello(announcing: families)
        #expect(refusal?.message == refused)
        #expect(refusal.map { $0.reason == .unsupportedFamily } ?? true)
    }

    struct New: Sendable, CustomTestStringConvertible {
        let name: String
        let placement: WidgetPlacement
        let family: WidgetFamily, supported: [WidgetFamily], announced: [WidgetFamily]
        let refused: String?
        var testDescription: String { name }
    }

    /// In this order: the kind supports the family, the device's kind shows it, the device announced it.
    @Test(arguments: [
        New(
            name: "allowed", placement: desk, family: .systemSmall, supported: [.systemSmall],
            announced: [.systemSmall], refused: nil),
        New(
            name: "not the kind's", placement: desk, family: .systemLarge, supported: [.systemSmall, .accessoryInline],
            announced: [.systemLarge],
            refused: "Counter does not support systemLarge; it supports systemSmall, accessoryInline"),
        New(
            name: "not the device's", placement: desk, family: .accessoryInline,
            supported: [.systemSmall, .accessoryInline], announced: [.accessoryInline],
            refused: "a desktop device does not show accessoryInline widgets"),
        New(
            name: "not announced", placement: watch, family: .accessoryInline, supported: [.accessoryInline],
            announced: [.accessoryCircular],
            refused: "watch did not announce accessoryInline in its Hello"),
        New(
            name: "the kind is checked first", placement: watch, family: .systemLarge, supported: [.systemSmall],
            announced: [],
            refused: "Counter does not support systemLarge; it supports systemSmall"),
    ])
    func aNewInstance(_ row: New) {
        let refusal = row.placement.checkNew(
            kind: "Counter", family: row.family, supported: row.supported, announced: row.announced)
        #expect(refusal?.message == row.refused)
        #expect(refusal.map { $0.reason == .unsupportedFamily } ?? true)
    }

    @Test func anUnknownKindNamesTheKindsThePhoneHas() {
        let refusal = Self.desk.unknownKind("Clock", knownKinds: ["TodoList", "Counter"])
        #expect(
            refusal
                == WidgetPlacement.Refusal(
                    .unknownWidgetKind, "no widget kind “Clock”; this phone has Counter, TodoList"))
    }

    @Test(arguments: [("desk", true), ("watch", false), (nil, false)] as [(String?, Bool)])
    func onlyItsOwnInstanceIsThere(owner: String?, found: Bool) {
        let result = Self.desk.existing("w1", owner, owner: { $0 })
        switch result {
        case .success(let instance): #expect(found && instance == owner)
        case .failure(let refusal):
            #expect(!found && refusal == WidgetPlacement.Refusal(.unknownInstance, "no widget instance “w1” on desk"))
        }
    }

    static let t = Date(timeIntervalSince1970: 1_795_000_000)

    /// Strictly after the latest, in whole milliseconds rounded up: the order survives a frozen clock
    /// and a trip through the store.
    @Test(
        arguments: [
            (now: t, latest: nil, created: t),
            (t, t.addingTimeInterval(-5), t),
            (t, t, t.addingTimeInterval(0.001)),
            (t, t.addingTimeInterval(10), t.addingTimeInterval(10.001)),
            (t.addingTimeInterval(0.0004), nil, t.addingTimeInterval(0.001)),
        ] as [(Date, Date?, Date)])
    func creationDates(now: Date, latest: Date?, created: Date) {
        let date = WidgetPlacement.creationDate(now: now, latest: latest)
        #expect(abs(date.timeIntervalSince(created)) < 0.000_01)
        #expect((date.timeIntervalSince1970 * 1000).rounded() == date.timeIntervalSince1970 * 1000)
        if let latest { #expect(date > latest) }
    }
}
