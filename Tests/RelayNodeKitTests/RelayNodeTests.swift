import Foundation
import RelayHub
import RelayLink
import RelayNodeKit
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing
import ZeroMQ

/// The relay over real sockets: a fake phone and fake mirrors (CURVE, built from `ZeroMQ`
/// directly) against an in-process relay on fresh endpoints. Every wait is a bounded poll
/// for an event.
@Suite("relay-node over ZeroMQ", .serialized)
struct RelayNodeTests {
    let relayKeys = try! CurveKeyPair.generate()
    let phoneKeys = try! CurveKeyPair.generate()
    let desk = try! CurveKeyPair.generate()
    let watch = try! CurveKeyPair.generate()

    func startRelay(
        phones: String = "tcp://127.0.0.1:*", mirrors: String = "tcp://127.0.0.1:*",
        allowing keys: [CurveKey]? = nil
    ) async throws -> RelayNode {
        var configuration = RelayNodeConfiguration(
            phones: phones, mirrors: mirrors, admission: .keys(keys ?? [phoneKeys.publicKey]))
        configuration.tickInterval = .milliseconds(50)
        return try await RelayNode.start(configuration, keys: relayKeys)
    }

    /// A phone that sent its roster (desk and watch) and answered the dump request with `records`.
    func syncedPhone(
        _ relay: RelayNode, keys: CurveKeyPair? = nil, records: [Relay_V1_SealedUpdate],
        topicSeqs: [String: UInt64], seq: UInt64
    ) async throws -> FakePhone {
        let phone = try await FakePhone.connect(to: relay.phones, relayKey: relay.publicKey, keys: keys ?? phoneKeys)
        try await poll("the relay asks for the dump") {
            try phone.sendRoster([(desk.publicKey, "desk"), (watch.publicKey, "watch")])
            return phone.dumpRequests > 0
        }
        try phone.send(
            .dump(
                .with {
                    $0.epoch = 1
                    $0.seq = seq
                    $0.topicSeqs = topicSeqs
                    $0.records = records
                }))
        try await poll("the dump applied") { relay.stats.dumpsApplied > 0 }
        return phone
    }

    func state(_ phone: FakePhone) -> [Relay_V1_SealedUpdate] {
        [
            phone.sealed("dev/desk/", op: .grant, seq: 1, topicSeq: 1),
            phone.sealed("dev/watch/", op: .grant, seq: 2, topicSeq: 1),
            phone.sealed("all/", op: .set, item: 1, seq: 3, topicSeq: 1),
            phone.sealed("dev/desk/", op: .set, item: 2, seq: 4, topicSeq: 2),
            phone.sealed("dev/watch/", op: .set, item: 3, seq: 5, topicSeq: 2),
        ]
    }

    /// Publishes heartbeats on "all/" until `mirror` hears one: its subscriptions are in place.
    func heard(_ mirror: FakeMirror, from phone: FakePhone, seq: UInt64, allSeq: UInt64, phoneID: String? = nil)
        async throws
    {
        let before = mirror.heard.count
        try await poll("the mirror hears the phone") {
            try phone.publish(phone.sealed("all/", op: .heartbeat, seq: seq, topicSeq: allSeq))
            return mirror.heard.count > before
        }
    }

    @Test("roster → dump request → dump → a mirror's snapshot has its records only; live updates reach it")
    func snapshotAndLiveUpdates() async throws {
        let relay = try await startRelay()
        let phone = try await FakePhone.connect(to: relay.phones, relayKey: relay.publicKey, keys: phoneKeys)
        try await poll("the relay asks for the dump") {
            try phone.sendRoster([(desk.publicKey, "desk"), (watch.publicKey, "watch")])
            return phone.dumpRequests > 0
        }
        let records = state(phone)
        try phone.send(
            .dump(
                .with {
                    $0.epoch = 1
                    $0.seq = 5
                    $0.topicSeqs = ["all/": 1, "dev/desk/": 2, "dev/watch/": 2]
                    $0.records = records
                }))
        let mirror = try await FakeMirror.connect(
            to: relay.mirrors, relayKey: relay.publicKey, keys: desk,
            topics: ["\(phone.id)/all/", "\(phone.id)/dev/desk/"])
        try await poll("the desk's snapshot") {
            if mirror.snapshots.isEmpty { try mirror.askSnapshot(of: phone.id, id: "s\(mirror.replies.all.count)") }
            return !mirror.snapshots.isEmpty
        }
        let snapshot = try #require(mirror.snapshots.first)
        #expect(snapshot.records.map(\.headerText) == ["dev/desk/ grant @1", "all/ set @3", "dev/desk/ set @4"])
        #expect(snapshot.records == [records[0], records[2], records[3]], "the sealed bytes as the phone sent them")
        #expect(snapshot.topicSeqs == ["all/": 1, "dev/desk/": 2] && snapshot.seq == 5 && snapshot.phone == phone.id)

        try await heard(mirror, from: phone, seq: 5, allSeq: 1)
        try phone.publish(phone.sealed("dev/desk/", op: .set, item: 2, seq: 6, topicSeq: 3))
        try await poll("the live update") { mirror.heard.contains { $0.seq == 6 } }
        #expect(mirror.heard.last?.topic == "\(phone.id)/dev/desk/")
        await mirror.close()
        await phone.close()
        await relay.stop()
    }

    @Test("a non-reader's subscription and another device's topic get nothing")
    func subscriptionsAreDecidedByTheRoster() async throws {
        let otherPhoneKeys = try CurveKeyPair.generate()
        let stranger = try CurveKeyPair.generate()
        let relay = try await startRelay(allowing: [phoneKeys.publicKey, otherPhoneKeys.publicKey])
        let phone = try await syncedPhone(relay, records: [], topicSeqs: [:], seq: 0)
        // The stranger reads the other phone only: admitted, but not to this phone's topics.
        let otherPhone = try await FakePhone.connect(to: relay.phones, relayKey: relay.publicKey, keys: otherPhoneKeys)
        try await poll("the other phone's roster") {
            try otherPhone.sendRoster([(stranger.publicKey, "tablet")])
            return otherPhone.dumpRequests > 0
        }
        let watcher = try await FakeMirror.connect(
            to: relay.mirrors, relayKey: relay.publicKey, keys: watch,
            topics: ["\(phone.id)/all/", "\(phone.id)/dev/desk/", "\(phone.id)/"])
        let snooper = try await FakeMirror.connect(
            to: relay.mirrors, relayKey: relay.publicKey, keys: stranger,
            topics: ["\(phone.id)/all/", "", "\(otherPhone.id)/all/"])
        try await poll("four subscriptions refused") { relay.stats.drops[.subscriptionRefused, default: 0] >= 4 }
        try await heard(watcher, from: phone, seq: 0, allSeq: 0)
        try await heard(snooper, from: otherPhone, seq: 0, allSeq: 0)
        // What neither may hear, then what each may: each hears only the second.
        try phone.publish(phone.sealed("dev/desk/", op: .set, item: 2, seq: 1, topicSeq: 1))
        try phone.publish(phone.sealed("all/", op: .set, item: 1, seq: 2, topicSeq: 1))
        try otherPhone.publish(otherPhone.sealed("all/", op: .set, item: 1, seq: 1, topicSeq: 1))
        try await poll("the watch hears all/") { watcher.heard.contains { $0.seq == 2 } }
        try await poll("the stranger hears the other phone") {
            snooper.heard.contains { $0.seq == 1 && $0.topic.hasPrefix(otherPhone.id) }
        }
        #expect(!watcher.heard.contains { $0.topic.contains("/dev/desk/") }, "another device's topic")
        #expect(!snooper.heard.contains { $0.topic.hasPrefix(phone.id) }, "a phone it does not read")
        try snooper.askSnapshot(of: phone.id, id: "x")
        try await poll("the stranger refused") { !snooper.refusals.isEmpty }
        #expect(snooper.refusals.first?.reason == .notAReader)
        for mirror in [watcher, snooper] { await mirror.close() }
        for phone in [phone, otherPhone] { await phone.close() }
        await relay.stop()
    }

    @Test("a phone publishing under another phone's id is dropped")
    func impersonationIsDropped() async throws {
        let victimKeys = try CurveKeyPair.generate()
        let relay = try await startRelay(allowing: [phoneKeys.publicKey, victimKeys.publicKey])
        let victim = try await syncedPhone(relay, keys: victimKeys, records: [], topicSeqs: [:], seq: 0)
        let mirror = try await FakeMirror.connect(
            to: relay.mirrors, relayKey: relay.publicKey, keys: desk, topics: ["\(victim.id)/all/"])
        try await heard(mirror, from: victim, seq: 0, allSeq: 0)
        let hostile = try await FakePhone.connect(to: relay.phones, relayKey: relay.publicKey, keys: phoneKeys)
        try await poll("the hostile phone's forgeries dropped") {
            // Under the victim's topic and header; under its own topic with the victim's header.
            try hostile.publish(hostile.sealed("all/", op: .set, item: 9, seq: 1, topicSeq: 1, as: victim.id))
            try hostile.publish(
                hostile.sealed("all/", op: .set, item: 9, seq: 1, topicSeq: 1, as: victim.id),
                topicFrame: "\(hostile.id)/all/")
            return relay.stats.drops[.impersonation, default: 0] >= 2
        }
        try victim.publish(victim.sealed("all/", op: .set, item: 1, seq: 1, topicSeq: 1))
        try await poll("the victim's own update") { mirror.heard.contains { $0.seq == 1 } }
        #expect(mirror.heard.filter { $0.seq == 1 }.count == 1, "the forgery never reached the victim's readers")
        try mirror.askSnapshot(of: victim.id, id: "s")
        try await poll("the snapshot") { !mirror.snapshots.isEmpty }
        #expect(mirror.snapshots.first?.records.map(\.ciphertext) == [Data("opaque all/ 1 @1".utf8)])
        await mirror.close()
        await hostile.close()
        await victim.close()
        await relay.stop()
    }

    @Test("a request reaches the phone with the mirror's route, and the reply comes back")
    func requestAndReply() async throws {
        let relay = try await startRelay()
        let phone = try await syncedPhone(relay, records: [], topicSeqs: [:], seq: 0)
        let mirror = try await FakeMirror.connect(to: relay.mirrors, relayKey: relay.publicKey, keys: desk, topics: [])
        let sealedRequest = Relay_V1_SealedRequest.with {
            $0.phone = phone.id
            $0.route = Data("forged".utf8)
            $0.header = Data([1, 2, 3])
            $0.nonce = Data(repeating: 4, count: 24)
            $0.ciphertext = Data("sealed request".utf8)
        }
        try await poll("the request at the phone") {
            try mirror.send(.request(sealedRequest))
            return phone.fromRelay.frames.contains { if case .request = $0.body { true } else { false } }
        }
        let forwarded = try #require(
            phone.fromRelay.frames.compactMap { if case .request(let r) = $0.body { r } else { nil } }.first)
        #expect(forwarded.ciphertext == sealedRequest.ciphertext && forwarded.header == sealedRequest.header)
        #expect(!forwarded.route.isEmpty && forwarded.route != Data("forged".utf8), "the relay's route for the mirror")
        try phone.send(
            .reply(
                .with {
                    $0.route = forwarded.route
                    $0.header = Data([5])
                    $0.ciphertext = Data("sealed reply".utf8)
                }))
        try await poll("the reply at the mirror") {
            mirror.replies.frames.contains { if case .reply = $0.body { true } else { false } }
        }
        let reply = try #require(
            mirror.replies.frames.compactMap { if case .reply(let r) = $0.body { r } else { nil } }.first)
        #expect(reply.ciphertext == Data("sealed reply".utf8) && reply.route.isEmpty)
        #expect(relay.stats.requestsForwarded >= 1 && relay.stats.repliesForwarded == 1)
        await mirror.close()
        await phone.close()
        await relay.stop()
    }

    @Test(
        "a phone's answer to a mirror route of the relay's last run reaches no mirror of this run, though libzmq gives a restarted relay the same routing ids"
    )
    func staleRouteAfterRestart() async throws {
        let relay = try await startRelay()
        let phone = try await syncedPhone(relay, records: [], topicSeqs: [:], seq: 0)
        let first = try await FakeMirror.connect(to: relay.mirrors, relayKey: relay.publicKey, keys: desk, topics: [])
        let before = try await forwardedRoute(of: first, to: phone, marked: "before the restart")
        await first.close()
        let (phones, mirrors) = (relay.phones.requests, relay.mirrors.requests)
        let asked = phone.dumpRequests
        await relay.stop()
        let again = try await startRelay(phones: phones, mirrors: mirrors)
        try await poll("the phone's roster at the new run") {
            try phone.sendRoster([(desk.publicKey, "desk"), (watch.publicKey, "watch")])
            return phone.dumpRequests > asked
        }
        let second = try await FakeMirror.connect(to: again.mirrors, relayKey: again.publicKey, keys: watch, topics: [])
        let now = try await forwardedRoute(of: second, to: phone, marked: "after the restart")
        // libzmq 4.3 numbers a ROUTER's connections from the same start in every process, so the
        // dead run's route for the desk can be the routing id this run gave the watch: the bytes
        // the phone holds for the desk's request end as the watch's route now does.
        let stale = Data(before.dropLast(5) + now.suffix(5))
        try phone.send(
            .reply(
                .with {
                    $0.route = stale; $0.header = Data([5]); $0.ciphertext = Data("stale".utf8)
                }))
        try phone.send(
            .reply(
                .with {
                    $0.route = now; $0.header = Data([5]); $0.ciphertext = Data("fresh".utf8)
                }))
        try await poll("the fresh reply at the watch") {
            second.replies.frames.contains {
                if case .reply(let r) = $0.body { r.ciphertext == Data("fresh".utf8) } else { false }
            }
        }
        let heard = second.replies.frames.compactMap { if case .reply(let r) = $0.body { r.ciphertext } else { nil } }
        #expect(heard == [Data("fresh".utf8)], "the answer to the dead run's route reached this run's watch")
        #expect(again.stats.drops[.replyToUnknownRoute, default: 0] >= 1)
        await second.close()
        await phone.close()
        await again.stop()
    }

    /// Sends a sealed request from `mirror` until the phone has it; the route the relay gave it.
    private func forwardedRoute(of mirror: FakeMirror, to phone: FakePhone, marked: String) async throws -> Data {
        let ciphertext = Data(marked.utf8)
        let request = Relay_V1_SealedRequest.with {
            $0.phone = phone.id; $0.header = Data([1]); $0.nonce = Data(repeating: 4, count: 24)
            $0.ciphertext = ciphertext
        }
        try await poll("the request \(marked) at the phone") {
            try mirror.send(.request(request))
            return phone.fromRelay.frames.contains {
                if case .request(let r) = $0.body { r.ciphertext == ciphertext } else { false }
            }
        }
        let forwarded = phone.fromRelay.frames.compactMap {
            if case .request(let r) = $0.body, r.ciphertext == ciphertext { r } else { nil }
        }
        return try #require(forwarded.first).route
    }

    @Test("malformed frames are dropped and counted, and the relay goes on")
    func malformedFrames() async throws {
        let relay = try await startRelay()
        let phone = try await syncedPhone(relay, records: [], topicSeqs: [:], seq: 0)
        try phone.dealer.send(Multipart([[0xFF, 0xFF, 0xFF]]))
        try phone.dealer.send(Multipart([[], []]))
        try phone.publisher.send(Multipart([Array("\(phone.id)/all/".utf8)]))
        try phone.publisher.send(Multipart([Array("\(phone.id)/all/".utf8), [0xFF]]))
        try await poll("four malformed frames counted") { relay.stats.drops[.malformed, default: 0] >= 4 }
        let mirror = try await FakeMirror.connect(to: relay.mirrors, relayKey: relay.publicKey, keys: desk, topics: [])
        try await poll("the relay still answers") {
            try mirror.askSnapshot(of: phone.id, id: "s")
            return !mirror.snapshots.isEmpty
        }
        await mirror.close()
        await phone.close()
        await relay.stop()
    }

    @Test("after a relay restart on the same endpoints the phone is heard again and asked for a new dump")
    func restart() async throws {
        let relay = try await startRelay()
        let phone = try await syncedPhone(relay, records: [], topicSeqs: [:], seq: 0)
        try await poll("the phone heard") {
            try phone.publish(phone.sealed("all/", op: .pass, seq: 0, topicSeq: 0))
            return relay.stats.updatesPublished > 0
        }
        let (phones, mirrors) = (relay.phones.requests, relay.mirrors.requests)
        await relay.stop()
        let asked = phone.dumpRequests
        let again = try await startRelay(phones: phones, mirrors: mirrors)
        #expect(again.phones == relay.phones && again.mirrors == relay.mirrors)
        try await poll("a new dump asked for") {
            try phone.sendRoster([(desk.publicKey, "desk"), (watch.publicKey, "watch")])
            return phone.dumpRequests > asked
        }
        try await poll("the phone's updates heard again (the XSUB subscribed on the new connection)") {
            try phone.publish(phone.sealed("all/", op: .pass, seq: 0, topicSeq: 0))
            return again.stats.updatesPublished > 0
        }
        await phone.close()
        await again.stop()
    }

    @Test("a taken port and a bad endpoint are refused with what to do")
    func startupErrors() async throws {
        let relay = try await startRelay()
        await #expect(throws: RelayNodeError.self) { _ = try await startRelay(phones: relay.phones.requests) }
        do {
            _ = try await startRelay(mirrors: relay.mirrors.updates)
            Issue.record("started on a taken port")
        } catch {
            #expect("\(error)".contains("in use"), "\(error)")
        }
        do {
            _ = try await startRelay(phones: "udp://x:1")
            Issue.record("started on a bad endpoint")
        } catch {
            #expect("\(error)".contains("expected tcp://HOST:PORT"), "\(error)")
        }
        await relay.stop()
    }

    @Test("ipc endpoints: PATH and PATH.updates")
    func ipc() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let relay = try await startRelay(phones: "ipc://\(folder)/phones", mirrors: "ipc://\(folder)/mirrors")
        #expect(
            relay.phones.updates == "ipc://\(folder)/phones.updates"
                && relay.mirrors.updates == "ipc://\(folder)/mirrors.updates")
        let phone = try await syncedPhone(relay, records: [], topicSeqs: [:], seq: 0)
        #expect(relay.stats.dumpsApplied == 1)
        await phone.close()
        await relay.stop()
    }
}
