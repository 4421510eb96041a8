import Foundation
import Mirror
import MirrorCore
import Codec
import MirrorFixtures
import TestSupport
import RelayWire
import ScriptProtocol
import Synchronization
import Testing
@testable import WebDesktop
import WidgetRelayKit

/// One mirror, several phones, one of them hostile: it copies the honest phone's instance,
/// Live Activity and control ids. Each phone's items stay its own on the page, in script
/// mode and on the wire; a phone learns nothing of the others.
@Suite("Several phones: isolation")
struct SeveralPhonesIsolationTests {
    static let honestFingerprint = "b0b0-b0b0-b0b0-b0b0-b0b0"
    static let hostileFingerprint = "a1a1-a1a1-a1a1-a1a1-a1a1"

    /// A phone's snapshot: one todo widget "shared", one Live Activity "act-1", one control "QuickToggle", each saying `text`.
    static func snapshot(_ text: String) -> Relay_V1_Snapshot {
        Wire.snapshot {
            $0.instances = [
                Wire.instance(
                    "shared",
                    root: ViewNode(
                        .toggle(
                            ToggleNode(
                                elementID: "toggle-buy-milk", isOn: false, invocation: Wire.invocation,
                                label: ViewNode(.text(.verbatim(text)))))))
            ]
            $0.activities = [Wire.activity("act-1", text: "\(text) activity")]
            $0.controls = [
                .with {
                    $0.kind = "QuickToggle"
                    $0.template = .toggle
                    $0.title = "\(text) control"
                    $0.elementID = "control-quick"
                    $0.action = .with { $0.intentType = "ToggleQuick" }
                    $0.label = WireCodec.encode(
                        ArchivedView(
                            root: ViewNode(.text(.verbatim("\(text) control"))), family: nil, renderingMode: .fullColor)
                    )
                }
            ]
        }
    }

    /// Two phones (honest first, as `p1`) behind one fleet, both synced.
    struct Stage {
        let honest: InMemoryPhone
        let hostile: InMemoryPhone
        let fleet: MirrorFleet

        static func start() async throws -> Stage {
            let honest = InMemoryPhone(snapshot: SeveralPhonesIsolationTests.snapshot("Buy milk"))
            let hostile = InMemoryPhone(snapshot: SeveralPhonesIsolationTests.snapshot("HACKED"))
            try await honest.start()
            try await hostile.start()
            // The same device id on both: each phone chose it; the mirror keeps them apart by phone, not by id.
            let fleet = MirrorFleet([
                ("Home", honestFingerprint, honest.client()), ("Home", hostileFingerprint, hostile.client()),
            ])
            #expect(await fleet.start(logger: .init(label: "test")).isEmpty)
            for link in fleet.links {
                try await poll("\(link.phone.slot)'s sync") { await link.client.replica.isSynced }
            }
            return Stage(honest: honest, hostile: hostile, fleet: fleet)
        }

        func stop() async {
            await fleet.stop()
            await honest.stop()
            await hostile.stop()
        }
    }

    @Test(
        "the page keeps both phones' items apart by phone: same instance, activity and control ids, two cards, two activities, two controls"
    )
    func pageIDsPerPhone() async throws {
        let stage = try await Stage.start()
        let page = PageFragments(await stage.fleet.presentation())
        #expect(page.order == ["p1", "p1/shared", "p2", "p2/shared"])
        let honest = try #require(page.cards["p1/shared"]), hostile = try #require(page.cards["p2/shared"])
        #expect(honest.contains("Buy milk") && !honest.contains("HACKED"))
        #expect(hostile.contains("HACKED") && !hostile.contains("Buy milk"))
        for id in ["p1/act-1", "p2/act-1", "p1/QuickToggle", "p2/QuickToggle"] {
            #expect(page.strip.contains(#"data-id="\#(id)""#), "\(id)")
        }
        #expect(page.strip.contains("Buy milk activity") && page.strip.contains("HACKED activity"))
        // Two phones of one name: each section says whose by fingerprint.
        #expect(
            page.cards["p1"]?.contains(Self.honestFingerprint) == true
                && page.cards["p2"]?.contains(Self.hostileFingerprint) == true)
        await stage.stop()
    }

    @Test("a click on a card reaches the phone that drew it and no other, whatever ids the other phone uses")
    func clickReachesItsPhone() async throws {
        let stage = try await Stage.start()
        let commands = PageCommands(fleet: stage.fleet, families: [.systemMedium])
        // The second phone's card first: a mirror that looked the id up among its phones would find the first phone's.
        for (slot, target, other) in [("p2", stage.hostile, stage.honest), ("p1", stage.honest, stage.hostile)] {
            let click = Task {
                await commands.perform(
                    PageCommand(
                        t: "activate", ref: 1, target: "widget", id: "\(slot)/shared", element: "toggle-buy-milk"))
            }
            try await poll("the tap on \(slot)/shared to reach its phone") { await !target.heldInteractions.isEmpty }
            #expect(await other.heldInteractions.isEmpty, "\(slot)")
            // That phone's card is pending (the first click's stays so: no update ends it here); the honest one was not marked by the first.
            let presented = await stage.fleet.presentation()
            let pending = presented.phones.map { $0.presentation.widgets[0].pending }
            #expect(pending == (slot == "p2" ? [false, true] : [true, true]), "\(slot)")
            await target.performHeld(seq: 11)
            guard case .done(_, let ok, _, _)? = await click.value else { Issue.record("no answer"); return }
            #expect(ok)
        }

        // An id naming no phone, or a slot that is not one, reaches nobody.
        for id in ["shared", "p3/shared", "/shared", "p1/"] {
            let answer = await commands.perform(
                PageCommand(t: "activate", ref: 2, target: "widget", id: id, element: "toggle-buy-milk"))
            guard case .done(_, let ok, let message, _)? = answer else { Issue.record("no answer for \(id)"); continue }
            #expect(!ok && message?.contains("no phone has") == true, "\(id): \(message ?? "")")
        }
        #expect(await stage.hostile.heldInteractions.isEmpty)
        #expect(await stage.honest.heldInteractions.isEmpty)
        await stage.stop()
    }

    @Test("script mode names the phone in every event, refuses an id two phones use, and --phone picks one")
    func scriptNamesThePhone() async throws {
        let stage = try await Stage.start()
        let lines = Mutex<[String]>([])
        let session = ScriptSession(fleet: stage.fleet) { line in lines.withLock { $0.append(line) } }
        await session.publishChanges()
        let printed = lines.withLock { $0 }.map { try? ScriptLine(jsonLine: $0) }
        #expect(printed.allSatisfy { $0?.phone != nil })
        let widgets = printed.compactMap { line -> (String, String)? in
            guard case .widget(let widget)? = line?.event, let phone = line?.phone else { return nil }
            return (phone.fingerprint, widget.text)
        }
        #expect(
            widgets.contains {
                $0 == (Self.honestFingerprint, "[ ] Buy milk")
                    || ($0.0 == Self.honestFingerprint && $0.1.contains("Buy milk"))
            })
        #expect(widgets.contains { $0.0 == Self.hostileFingerprint && $0.1.contains("HACKED") })

        lines.withLock { $0 = [] }
        _ = await session.run("tap shared 1")
        let refused = try #require(
            lines.withLock { $0 }.compactMap { try? ScriptLine(jsonLine: $0) }.first { $0.event.name == "error" })
        guard case .message(_, let message) = refused.event else { Issue.record("not a message"); return }
        #expect(message.contains("2 phones have a widget “shared”") && message.contains("--phone"))
        #expect(await stage.honest.heldInteractions.isEmpty)
        #expect(await stage.hostile.heldInteractions.isEmpty)

        let tap = Task { await session.run("tap shared 1 --phone b0b0b0b0") }
        try await poll("the tap to reach the honest phone") { await !stage.honest.heldInteractions.isEmpty }
        #expect(await stage.hostile.heldInteractions.isEmpty)
        await stage.honest.performHeld(seq: 11)
        _ = await tap.value
        let outcome = try #require(
            lines.withLock { $0 }.compactMap { try? ScriptLine(jsonLine: $0) }.first { $0.event.name == "interaction" })
        #expect(outcome.phone?.fingerprint == Self.honestFingerprint)
        await stage.stop()
    }

    @Test("a phone learns nothing of the other phones: what it receives is the same with one phone paired or three")
    func nothingLeaksToAPhone() async throws {
        /// What `phone` received from a mirror of `fleet` that synced and tapped its widget once.
        func received(by phone: InMemoryPhone, in fleet: MirrorFleet) async throws -> [Relay_V1_Envelope] {
            #expect(await fleet.start(logger: .init(label: "test")).isEmpty)
            for link in fleet.links {
                try await poll("\(link.phone.slot)'s sync") { await link.client.replica.isSynced }
            }
            let link = try #require(fleet.links.first { $0.phone.fingerprint == Self.honestFingerprint })
            let tap = Task { await link.client.activate(instanceID: "shared", elementID: "toggle-buy-milk") }
            try await poll("the tap") { await !phone.heldInteractions.isEmpty }
            await phone.performHeld(seq: 11)
            _ = await tap.value
            await fleet.stop()
            return await phone.received
        }
        let alone = InMemoryPhone(snapshot: Self.snapshot("Buy milk"))
        try await alone.start()
        let one = try await received(
            by: alone, in: MirrorFleet([("Home", Self.honestFingerprint, alone.client(deviceID: "desk"))]))

        let watched = InMemoryPhone(snapshot: Self.snapshot("Buy milk"))
        let others = [InMemoryPhone(snapshot: Self.snapshot("Work")), InMemoryPhone(snapshot: Self.snapshot("Kid"))]
        for phone in [watched] + others { try await phone.start() }
        let three = try await received(
            by: watched,
            in: MirrorFleet([
                ("Work phone", "c2c2-c2c2-c2c2-c2c2-c2c2", others[0].client(deviceID: "desk-at-work")),
                ("Home", Self.honestFingerprint, watched.client(deviceID: "desk")),
                ("Kid's phone", "d3d3-d3d3-d3d3-d3d3-d3d3", others[1].client(deviceID: "desk-for-kid")),
            ]))
        // The same requests, in the same order, from the same device id, with the same bodies
        // (ids and times aside): nothing says there are other phones.
        func shape(_ envelope: Relay_V1_Envelope) -> String {
            var copy = envelope
            copy.messageID = ""
            copy.clearSentAt()
            if case .interaction = copy.body {
                copy.interaction.interactionID = ""
                copy.interaction.clearTappedAt()
            }
            return "\(copy)"
        }
        #expect(one.map(shape) == three.map(shape))
        let bytes = await watched.receivedBytes.flatMap { $0 }
        for secret in [
            "Work phone", "Kid's phone", "desk-at-work", "desk-for-kid", "c2c2-c2c2-c2c2-c2c2-c2c2",
            "d3d3-d3d3-d3d3-d3d3-d3d3",
        ] {
            #expect(bytes.firstRange(of: Array(secret.utf8)) == nil, "“\(secret)” reached the phone")
        }
        for phone in [alone, watched] + others { await phone.stop() }
    }

    @Test(
        "a phone that cannot be reached, or answers garbage, leaves the others live", arguments: ["silent", "garbage"])
    func oneDownOthersLive(_ fault: String) async throws {
        let up = InMemoryPhone(snapshot: Self.snapshot("Buy milk"))
        let down = InMemoryPhone(snapshot: Self.snapshot("never"))
        try await up.start()
        if fault == "garbage" {
            await down.setAnswersGarbage(true)
            try await down.start()
        }  // silent: never started, nothing answers
        let fleet = MirrorFleet([
            ("Down", Self.hostileFingerprint, down.client()), ("Up", Self.honestFingerprint, up.client()),
        ])
        _ = await fleet.start(logger: .init(label: "test"))
        try await poll("the live phone's sync") { await fleet.links[1].client.replica.isSynced }
        // The garbage answer is sent as the request is served; the live phone's round trip below comes after it.
        if fault == "garbage" { try await poll("a request answered with garbage") { await !down.received.isEmpty } }
        let tap = Task { await fleet.links[1].client.activate(instanceID: "shared", elementID: "toggle-buy-milk") }
        try await poll("the tap") { await !up.heldInteractions.isEmpty }
        await up.performHeld(seq: 11)
        #expect(await tap.value.outcome == .performed)
        let presented = await fleet.presentation()
        #expect(!presented.phones[0].presentation.status.synced && presented.phones[1].presentation.status.synced)
        #expect(presented.phones[0].presentation.widgets.isEmpty)
        let page = PageFragments(presented)
        #expect(
            page.cards["p1"]?.contains("phone connected") == false
                && page.cards["p2"]?.contains("phone connected") == true)
        await fleet.stop()
        await up.stop()
        await down.stop()
    }
}
