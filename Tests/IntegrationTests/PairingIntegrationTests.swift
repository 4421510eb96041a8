import Foundation
import TestSupport
import Testing

/// Pairing with real nodes on loopback: `phone-node pair` opens a window, the mirror's
/// `pair` finds it at host:port, both print the code, the phone confirms it, and the
/// mirror then runs with nothing but its data folder.
@Suite("Discovery and the pairing ceremony between real nodes", .heavy)
struct PairingIntegrationTests {
    /// Devices the phone lists (`phone-node devices list`), by id.
    static func deviceIDs(_ phone: PhoneProcess) async throws -> [String] {
        let listed = try await phone.cli(["devices", "list"])
        return listed.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("no paired") }.compactMap {
            $0.split(separator: "\t").first.map(String.init)
        }
    }

    @Test(
        "host:port over a link that loses the first query and answer → code on both sides → confirmed on the phone → the desktop runs from the phone's saved record and a tap round-trips"
    )
    func pairAndTap() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        let window = try await PairingWindowProcess.open(on: phone)
        // <data>/pairing.json, as scripts read it (tools/demo, the lab): the beacon's port and the endpoint.
        let file = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(phone.data)/pairing.json")))
                as? [String: Any])
        #expect(file["beacon_port"] as? Int == window.beaconPort)
        #expect((file["pairing"] as? String)?.hasPrefix("tcp://127.0.0.1:") == true)
        // Between the mirror and the beacon, a link that loses the first query and the first answer.
        let lossy = try LossyDatagramRelay(target: window.beaconPort, dropQueries: 1, dropAnswers: 1)
        defer { lossy.stop() }
        let mirror = try MirrorPairProcess.start(
            data: "\(folder)/desk", ["127.0.0.1:\(lossy.port)", "--id", "desk", "--discover-ms", "60000"])
        let code = try await mirror.code()
        try await window.printed("code \(code.prefix(3)) \(code.suffix(3))")  // the same code on the phone
        #expect(try await Self.deviceIDs(phone).isEmpty)  // nothing before the confirmation
        let confirmed = try await window.confirm(code)
        #expect(confirmed.status == 0, "\(confirmed.standardOutput)\(confirmed.standardError)")
        #expect(confirmed.standardOutput.contains("paired “desk”"))
        let (status, output) = try await mirror.finished()
        #expect(status == 0, "\(output)")
        #expect(output.contains("found “WidgetRelay Phone” at 127.0.0.1") && output.contains("by host:port"))
        // Asked at once (lost), after 250 ms (its answer lost), then again: three times at least, one phone found.
        let asked = output.firstMatch(of: /asked 127\.0\.0\.1:[0-9]+ directly ([0-9]+) times/).flatMap { Int($0.1) }
        #expect((asked ?? 0) >= 3, "\(output)")
        #expect(lossy.seen.dropped == 2)
        #expect(try await Self.deviceIDs(phone) == ["desk"])

        let records = MirrorData.records("\(folder)/desk")
        let saved = try #require(records.values.first)
        #expect(records.count == 1 && records.keys.first == saved["fingerprint"])
        #expect(
            saved["phone_key"] == phone.key && saved["router"] == phone.router && saved["publisher"] == phone.publisher)
        #expect(saved["id"] == "desk" && saved["fingerprint"]?.count == 24)

        let desktop = try DesktopProcess.startPaired(data: "\(folder)/desk")
        _ = try await desktop.next("the first sync") { $0.isSyncedStatus }
        desktop.script.send("add Counter systemSmall")
        let counter = try await desktop.widget("Counter", "the counter") { $0.count == 0 && !$0.isPending }
        desktop.script.send("tap \(try #require(counter.widget?.instance)) 1")
        _ = try await desktop.widget("Counter", "the tap's answer") { $0.count == 1 && !$0.isPending }
        let result = try await desktop.printed("the interaction's outcome") { $0.event == "interaction" }
        #expect(result.interaction?.outcome == "performed")
        try await desktop.script.stop()
        try await window.script.stop()
        try await phone.process.stop()
    }

    @Test("a wrong code refuses the request and adds nothing; outside a window nothing answers")
    func wrongCodeAndClosedWindow() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        let window = try await PairingWindowProcess.open(on: phone)
        let mirror = try MirrorPairProcess.start(
            data: "\(folder)/desk", ["127.0.0.1:\(window.beaconPort)", "--id", "desk"])
        let code = try await mirror.code()
        let wrong = code == "000000" ? "000001" : "000000"
        let refused = try await window.confirm(wrong)
        #expect(refused.status != 0)
        #expect(refused.standardOutput.contains("wrong code"))
        let (status, output) = try await mirror.finished()
        #expect(status != 0)
        #expect(
            output.contains("not paired: the code typed on the phone was not the one this device showed"), "\(output)")
        #expect(try await Self.deviceIDs(phone).isEmpty)
        #expect(MirrorData.records("\(folder)/desk").isEmpty)

        // The window closed: the beacon and the pairing endpoint are gone.
        try await window.script.stop()
        let late = try MirrorPairProcess.start(
            data: "\(folder)/desk", ["127.0.0.1:\(window.beaconPort)", "--id", "desk", "--discover-ms", "500"])
        let (lateStatus, lateOutput) = try await late.finished()
        #expect(lateStatus != 0)
        #expect(lateOutput.contains("no phone answered"), "\(lateOutput)")
        #expect(try await Self.deviceIDs(phone).isEmpty)
        let confirmOutside = try await window.confirm(code)
        #expect(confirmOutside.status != 0)
        try await phone.process.stop()
    }

    @Test("a known device presenting a new key is refused: “this device's identity changed — pair again”")
    func changedKey() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        try await DesktopProcess.pair(data: "\(folder)/desk-old", id: "desk", on: phone)  // "desk" with its first key
        let window = try await PairingWindowProcess.open(on: phone)
        // The same id from a data folder with another key (a reinstalled desktop).
        let mirror = try MirrorPairProcess.start(
            data: "\(folder)/desk-new", ["127.0.0.1:\(window.beaconPort)", "--id", "desk"])
        let (status, output) = try await mirror.finished()
        #expect(status != 0)
        #expect(output.contains("this device's identity changed — pair again"), "\(output)")
        try await window.printed("this device's identity changed — pair again")
        let listed = try await phone.cli(["devices", "list"])
        #expect(listed.standardOutput.split(separator: "\n").count == 1)
        try await window.script.stop()
        try await phone.process.stop()
    }

    @Test(
        "a mirror paired with one phone (the old phone.json, moved on first use) pairs with a second phone of the same name: two phones; unpair --phone forgets one, offline"
    )
    func secondPhoneOfTheSameNameAndUnpair() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        // Paired once (the old way: one phone.json), with another phone of the same name.
        let other = try await run(
            Repository.product("phone-node"), ["keys", "show", "--data", "\(folder)/other-phone"])
        let otherKey = try #require(
            other.standardOutput.split(separator: "\n").first { $0.hasPrefix("public key:") }?.split(separator: " ")
                .last.map(String.init))
        let saved = [
            "id": "desk", "phone_key": otherKey, "router": "tcp://127.0.0.1:9", "publisher": "tcp://127.0.0.1:9",
            "name": "WidgetRelay Phone",
        ]
        try FileManager.default.createDirectory(atPath: "\(folder)/desk", withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: saved).write(to: URL(fileURLWithPath: "\(folder)/desk/phone.json"))
        let window = try await PairingWindowProcess.open(on: phone)
        let mirror = try MirrorPairProcess.start(
            data: "\(folder)/desk", ["127.0.0.1:\(window.beaconPort)", "--id", "desk"])
        let code = try await mirror.code()
        #expect(try await window.confirm(code).status == 0)
        let (status, output) = try await mirror.finished()
        #expect(status == 0, "\(output)")
        #expect(output.contains("moved the paired phone “WidgetRelay Phone” from phone.json"), "\(output)")
        #expect(
            output.contains("a phone named “WidgetRelay Phone” is paired already")
                && output.contains("is another phone"), "\(output)")
        #expect(output.contains("This desktop mirrors 2 phones"), "\(output)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/desk/phone.json"))
        let records = MirrorData.records("\(folder)/desk")
        #expect(Set(records.values.compactMap { $0["phone_key"] }) == [otherKey, phone.key])
        try await window.script.stop()
        try await phone.process.stop()

        // Two phones of one name: unpair needs to be told which, by fingerprint.
        let ambiguous = try await run(
            Repository.product("desktop-node"), ["unpair", "--data", "\(folder)/desk", "--phone", "WidgetRelay Phone"])
        #expect(
            ambiguous.status != 0 && ambiguous.standardError.contains("“WidgetRelay Phone” could be 2 phones"),
            "\(ambiguous.standardError)")
        let otherFingerprint = try #require(records.first { $0.value["phone_key"] == otherKey }?.key)
        // Unpairing on the mirror needs no phone; it says what is left to do there, and keeps the other phone.
        let unpaired = try await run(
            Repository.product("desktop-node"),
            [
                "unpair", "--data", "\(folder)/desk", "--phone", otherFingerprint,
                "--timeout-ms", "1000",
            ])
        #expect(unpaired.status == 0, "\(unpaired.standardError)")
        #expect(unpaired.standardOutput.contains("The phone did not answer"), "\(unpaired.standardOutput)")
        #expect(
            unpaired.standardOutput.contains("phone-node devices remove desk")
                && unpaired.standardOutput.contains("Still paired with 1 phone"))
        #expect(MirrorData.records("\(folder)/desk").values.compactMap { $0["phone_key"] } == [phone.key])
    }

    @Test(
        "unpair from either side: the mirror's reaches the phone, the open window pairs it again, and a desktop the phone removed says so"
    )
    func unpairFromEitherSide() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let desk = "\(folder)/desk"
        let phone = try await PhoneProcess.start(data: "\(folder)/phone")
        let window = try await PairingWindowProcess.open(on: phone)

        /// One ceremony through the open window; the request and its code are in `phone-node status` meanwhile.
        func pair() async throws {
            let mirror = try MirrorPairProcess.start(data: desk, ["127.0.0.1:\(window.beaconPort)", "--id", "desk"])
            let code = try await mirror.code()
            let status = try await phone.cli(["status"]).standardOutput
            #expect(status.contains("pairing window open until"), "\(status)")
            #expect(
                status.contains("“desk” (desktop, “desk”")
                    && status.contains("code \(code.prefix(3)) \(code.suffix(3))"), "\(status)")
            #expect(status.contains("--yes \(code)"))
            let confirmed = try await window.confirm(code)
            #expect(confirmed.status == 0, "\(confirmed.standardOutput)\(confirmed.standardError)")
            let (status2, output) = try await mirror.finished()
            #expect(status2 == 0, "\(output)")
            #expect(try await Self.deviceIDs(phone) == ["desk"])
        }
        func unpair() async throws -> String {
            let unpaired = try await run(
                Repository.product("desktop-node"), ["unpair", "--data", desk, "--timeout-ms", "10000"])
            #expect(unpaired.status == 0, "\(unpaired.standardError)")
            #expect(MirrorData.records(desk).isEmpty)
            return unpaired.standardOutput
        }

        // From the mirror, with the phone running: both sides forget.
        try await pair()
        let record = try #require(MirrorData.folder(desk, phoneKey: phone.key)) + "/phone.json"
        let saved = try Data(contentsOf: URL(fileURLWithPath: record))
        #expect(try await unpair().contains("The phone removed this desktop too."))
        #expect(try await Self.deviceIDs(phone).isEmpty)

        // The window opened before the unpair admits the same id again.
        try await pair()

        // From the phone, while the desktop runs: it shows the refusal, not "unreachable".
        let desktop = try DesktopProcess.startPaired(data: desk)
        _ = try await desktop.next("the first sync") { $0.isSyncedStatus }
        let removed = try await phone.cli(["devices", "remove", "desk"])
        #expect(removed.status == 0, "\(removed.standardError)")
        let refused = try await desktop.next("the refusal") { $0.status?.refused != nil }
        #expect(refused.status?.refused?.contains("pair again") == true)
        try await desktop.script.stop()

        // Started again: the phone's handshake refuses the key, and the desktop says so.
        let restarted = try DesktopProcess.startPaired(data: desk)
        _ = try await restarted.next("the refusal at the handshake") { $0.status?.refused != nil }
        try await restarted.script.stop()

        // The mirror's own unpair learns the phone had already forgotten it.
        try FileManager.default.createDirectory(
            atPath: (record as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try saved.write(to: URL(fileURLWithPath: record))
        #expect(try await unpair().contains("The phone had already unpaired this desktop."))
        try await window.script.stop()
        try await phone.process.stop()
    }
}
