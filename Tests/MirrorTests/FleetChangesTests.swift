import Foundation
import Mirror
import MirrorCore
import TestSupport
import Testing

/// A fleet whose phones are paired and unpaired while it runs (#49 point 11): an added phone
/// starts and reports through the fleet at once, a removed one stops and its slot is never
/// given again, and watchers hear each change.
@Suite("Several phones: paired and unpaired while running")
struct FleetChangesTests {
    @Test("add and remove while running: the new phone syncs and reports, the old one goes, slots are never reused")
    func addAndRemove() async throws {
        let first = InMemoryPhone(snapshot: SeveralPhonesIsolationTests.snapshot("First"))
        let second = InMemoryPhone(snapshot: SeveralPhonesIsolationTests.snapshot("Second"))
        let third = InMemoryPhone(snapshot: SeveralPhonesIsolationTests.snapshot("Third"))
        for phone in [first, second, third] { try await phone.start() }
        let fleet = MirrorFleet([("First", "f1f1-f1f1-f1f1-f1f1-f1f1", first.client())])
        let changes = fleet.phoneChanges()
        var heard = changes.makeAsyncIterator()
        #expect(await fleet.start(logger: .init(label: "test")).isEmpty)
        try await poll("the first phone's sync") { await fleet.links[0].client.replica.isSynced }

        let (added, failure) = await fleet.add(
            name: "Second", fingerprint: "5e5e-5e5e-5e5e-5e5e-5e5e", client: second.client())
        #expect(failure == nil)
        #expect(added.phone.slot == "p2")
        #expect(await heard.next() != nil, "the change is heard")
        try await poll("the added phone synced, started by the running fleet") { await added.client.replica.isSynced }
        #expect(fleet.phones.map(\.slot) == ["p1", "p2"])
        // Its events reach the fleet's stream like the others'.
        let events = Task {
            for await event in fleet.events where event.phone.slot == "p2" { return true }; return false
        }
        await added.client.setLocked(true)
        #expect(await events.value)

        await fleet.remove("p1")
        #expect(await heard.next() != nil)
        #expect(fleet.phones.map(\.slot) == ["p2"])
        #expect(fleet.link("p1") == nil)
        let (third3, _) = await fleet.add(
            name: "Third", fingerprint: "7d7d-7d7d-7d7d-7d7d-7d7d", client: third.client())
        #expect(third3.phone.slot == "p3", "p1 is never given again: a page's ids of the phone gone name nothing")
        #expect(await heard.next() != nil)
        await fleet.stop()
        #expect(await heard.next() == nil, "the changes end with the fleet")
        for phone in [first, second, third] { await phone.stop() }
    }

    @Test("a phone added before the fleet starts is started with the others, once")
    func addBeforeStart() async throws {
        let phone = InMemoryPhone(snapshot: SeveralPhonesIsolationTests.snapshot("Early"))
        try await phone.start()
        let fleet = MirrorFleet([])
        let (link, failure) = await fleet.add(
            name: "Early", fingerprint: "e0e0-e0e0-e0e0-e0e0-e0e0", client: phone.client())
        #expect(failure == nil)
        #expect(await fleet.start(logger: .init(label: "test")).isEmpty)
        try await poll("its sync") { await link.client.replica.isSynced }
        await fleet.stop()
        await phone.stop()
    }
}
