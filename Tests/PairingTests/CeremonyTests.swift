import Pairing
import Testing

/// Keys and nonces for in-memory ceremonies: distinct, fixed bytes.
private func bytes(_ seed: UInt8, _ count: Int = 32) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: Int(seed) &* 31 &+ $0) }
}

private let phoneKey = bytes(1), deskKey = bytes(2), relayKey = bytes(3), relayKeyTowardsPhone = bytes(4)
private let window = PairingWindow(opened: .seconds(10), length: .seconds(60))

/// A phone with a window from 10 s to 70 s.
private func phone(known: [String: [UInt8]] = [:]) -> PhonePairing {
    PhonePairing(
        configuration: .init(
            phoneKey: phoneKey, phoneName: "Lab Phone", routerPort: 5570, publisherPort: 5571,
            window: window, knownDevices: known))
}

private func mirror(
    key: [UInt8] = deskKey, expecting expected: [UInt8] = phoneKey, nonce: UInt8 = 9, id: String = "desk"
) -> MirrorPairing {
    MirrorPairing(
        expectedPhoneKey: expected, key: key, nonce: bytes(nonce, 16), deviceID: id, kind: .desktop, name: "Desk")
}

/// Runs the steps up to the code on both sides; returns the mirror's code.
private func runToCode(
    _ phone: inout PhonePairing, _ mirror: inout MirrorPairing, connectionKey: [UInt8]? = nil,
    at now: Duration = .seconds(20), phoneNonce: UInt8 = 7
) -> MirrorPairing.Next {
    let connection = connectionKey ?? mirror.key
    let hello = phone.receive(mirror.commit, from: connection, at: now, nonce: bytes(phoneNonce, 16))
    let first = mirror.receive(hello)
    guard case .send(let reveal) = first else { return first }
    return mirror.receive(phone.receive(reveal, from: connection, at: now, nonce: bytes(phoneNonce, 16)))
}

@Suite("The pairing ceremony, in memory")
struct CeremonyTests {
    @Test("both sides show the same code; confirming it adds the key and the mirror learns the phone's key and ports")
    func happyPath() throws {
        var phone = phone(), mirror = mirror()
        let shown = runToCode(&phone, &mirror)
        guard case .showCode(let code) = shown else { Issue.record("no code: \(shown)"); return }
        #expect(phone.pending.map(\.code) == [code])
        #expect(phone.pending.first?.key == deskKey)
        guard case .add(let record) = phone.confirm(typed: code, at: .seconds(30)) else {
            Issue.record("not added"); return
        }
        #expect(record.deviceID == "desk" && record.kind == .desktop)
        phone.added(record)
        guard
            case .paired(let paired) = mirror.receive(phone.receive(.poll, from: deskKey, at: .seconds(31), nonce: []))
        else {
            Issue.record("the mirror did not learn it was paired"); return
        }
        #expect(paired.phone.key == phoneKey && paired.phone.routerPort == 5570 && paired.phone.publisherPort == 5571)
        #expect(paired.code == code)
        #expect(phone.configuration.knownDevices["desk"] == deskKey)
    }

    @Test("a plain yes confirms the one waiting request; with two waiting it needs the code")
    func plainYes() {
        var phone = phone(), one = mirror(), other = mirror(key: bytes(5), nonce: 11, id: "watch")
        _ = runToCode(&phone, &one)
        _ = runToCode(&phone, &other, phoneNonce: 8)
        #expect(phone.pending.count == 2)
        guard case .nothing = phone.confirm(typed: nil, at: .seconds(30)) else {
            Issue.record("a yes chose between two"); return
        }
        guard case .add(let record) = phone.confirm(typed: other.code, at: .seconds(30)) else {
            Issue.record("the code did not choose"); return
        }
        #expect(record.deviceID == "watch")
    }

    @Test(
        "a request before or after the window is refused, and nothing is waiting",
        arguments: [Duration.seconds(5), .seconds(70), .seconds(500)])
    func outsideWindow(at time: Duration) {
        var phone = phone(), mirror = mirror()
        let next = runToCode(&phone, &mirror, at: time)
        guard case .failed(let reason) = next else { Issue.record("admitted outside the window: \(next)"); return }
        #expect(reason.contains("window is closed"))
        #expect(phone.pending.isEmpty)
    }

    @Test("a wrong code refuses the request and adds nothing")
    func wrongCode() throws {
        var phone = phone(), mirror = mirror()
        guard case .showCode(let code) = runToCode(&phone, &mirror) else { Issue.record("no code"); return }
        let wrong = try #require(PairingCode(typed: code.digits == "000000" ? "000001" : "000000"))
        guard case .mismatch = phone.confirm(typed: wrong, at: .seconds(30)) else {
            Issue.record("a wrong code was taken"); return
        }
        #expect(phone.configuration.knownDevices.isEmpty)
        guard
            case .failed(let reason) = mirror.receive(phone.receive(.poll, from: deskKey, at: .seconds(31), nonce: []))
        else {
            Issue.record("the mirror was not told"); return
        }
        #expect(reason.contains("not the one this device showed"))
        // The right code afterwards does not revive it.
        guard case .nothing = phone.confirm(typed: code, at: .seconds(32)) else {
            Issue.record("revived after a mismatch"); return
        }
    }

    @Test("no confirmation before the window closes adds nothing; the mirror is told")
    func noConfirmation() {
        var phone = phone(), mirror = mirror()
        guard case .showCode(let code) = runToCode(&phone, &mirror) else { Issue.record("no code"); return }
        #expect(phone.closeAll(at: .seconds(69)).isEmpty)  // still open
        #expect(phone.closeAll(at: .seconds(70)).map(\.deviceID) == ["desk"])
        guard case .nothing = phone.confirm(typed: code, at: .seconds(71)) else {
            Issue.record("confirmed after the window"); return
        }
        #expect(phone.configuration.knownDevices.isEmpty)
        guard
            case .failed(let reason) = mirror.receive(phone.receive(.poll, from: deskKey, at: .seconds(71), nonce: []))
        else {
            Issue.record("the mirror was not told"); return
        }
        #expect(reason.contains("closed without a confirmation"))
    }

    @Test("a relay that substitutes its own keys makes the two sides show different codes, and is not admitted")
    func manInTheMiddle() throws {
        var phone = phone(), mirror = mirror(expecting: relayKey)
        // The relay: a phone (its own key) towards the mirror, a mirror (another key of its own) towards the phone.
        var relayAsPhone = PhonePairing(
            configuration: .init(
                phoneKey: relayKey, phoneName: "Lab Phone", routerPort: 5570,
                publisherPort: 5571, window: window))
        var relayAsMirror = MirrorPairing(
            expectedPhoneKey: phoneKey, key: relayKeyTowardsPhone, nonce: bytes(13, 16),
            deviceID: "desk", kind: .desktop, name: "Desk")
        let mirrorSide = runToCode(&relayAsPhone, &mirror, phoneNonce: 14)
        let phoneSide = runToCode(&phone, &relayAsMirror, phoneNonce: 7)
        guard case .showCode(let mirrorCode) = mirrorSide, case .showCode(let phoneCode) = phoneSide else {
            Issue.record("no codes: \(mirrorSide), \(phoneSide)"); return
        }
        #expect(mirrorCode != phoneCode)
        #expect(phone.pending.map(\.code) == [phoneCode])
        #expect(phone.pending.first?.key == relayKeyTowardsPhone)
        // The person types (or compares against) the code the mirror shows: refused.
        guard case .mismatch = phone.confirm(typed: mirrorCode, at: .seconds(30)) else {
            Issue.record("the relay was admitted"); return
        }
        #expect(phone.configuration.knownDevices.isEmpty)
    }

    @Test("a relay cannot swap the phone's key after discovery: the mirror checks the key it connected with")
    func phoneKeyMismatch() {
        var phone = phone(), mirror = mirror(expecting: relayKey)
        guard case .failed(let reason) = runToCode(&phone, &mirror) else {
            Issue.record("accepted another key"); return
        }
        #expect(reason.contains("other than the one it announced"))
    }

    @Test("a known device presenting a new key is refused: its identity changed")
    func changedKey() {
        var phone = phone(known: ["desk": bytes(42)]), mirror = mirror()
        guard case .failed(let reason) = runToCode(&phone, &mirror) else {
            Issue.record("a changed key was admitted"); return
        }
        #expect(reason.contains(identityChangedMessage))
        #expect(phone.pending.isEmpty)
    }

    @Test(
        "a device unpaired while the window is open may pair again with its new key once the phone's list is read again"
    )
    func unpairedDuringTheWindow() {
        var phone = phone(known: ["desk": bytes(8)]), refused = mirror()
        guard case .failed = runToCode(&phone, &refused) else { Issue.record("a changed key was admitted"); return }
        phone.knownDevicesChanged([:])  // `phone-node devices remove desk`, or the desktop's own Unpair
        var again = mirror(key: bytes(6), nonce: 12)
        guard case .showCode = runToCode(&phone, &again, phoneNonce: 9) else {
            Issue.record("the unpaired id still refused"); return
        }
        #expect(phone.pending.map(\.deviceID) == ["desk"])
    }

    @Test("a key paired in this window and unpaired since goes through a new ceremony; one still paired does not")
    func pairedThenUnpaired() {
        var phone = phone(), first = mirror()
        guard case .showCode(let code) = runToCode(&phone, &first),
            case .add(let record) = phone.confirm(typed: code, at: .seconds(30))
        else {
            Issue.record("not paired"); return
        }
        phone.added(record)
        phone.knownDevicesChanged(["desk": deskKey])
        var still = mirror(nonce: 13)
        guard case .failed = runToCode(&phone, &still, phoneNonce: 10) else {
            Issue.record("a paired key started a second ceremony"); return
        }
        phone.knownDevicesChanged([:])
        var again = mirror(nonce: 14)
        guard case .showCode = runToCode(&phone, &again, phoneNonce: 11) else {
            Issue.record("the unpaired key cannot pair again"); return
        }
    }

    @Test("the revealed key must be the connection's, and match the commitment")
    func revealChecks() {
        var phone = phone(), mirror = mirror()
        // Commits from one connection, reveals a key that connection did not authenticate with.
        let hello = phone.receive(mirror.commit, from: bytes(77), at: .seconds(20), nonce: bytes(7, 16))
        guard case .send(let reveal) = mirror.receive(hello) else { Issue.record("no reveal"); return }
        guard case .refused(let reason) = phone.receive(reveal, from: bytes(77), at: .seconds(20), nonce: []) else {
            Issue.record("accepted"); return
        }
        #expect(reason.contains("authenticated with"))

        var second = PhonePairing(configuration: phone.configuration)
        _ = second.receive(
            .commit(commitment: bytes(50), deviceID: "desk", kind: .desktop, name: "x"), from: deskKey,
            at: .seconds(20), nonce: bytes(7, 16))
        guard
            case .refused(let other) = second.receive(
                .reveal(key: deskKey, nonce: bytes(9, 16)), from: deskKey, at: .seconds(20), nonce: [])
        else {
            Issue.record("a reveal that does not match was accepted"); return
        }
        #expect(other.contains("do not match the commitment"))
    }

    @Test(
        "hostile openings get a clear error, never a session",
        arguments: [
            PairingRequestStep.commit(commitment: [1, 2], deviceID: "desk", kind: .desktop, name: "x"),
            .commit(commitment: bytes(1), deviceID: "", kind: .desktop, name: "x"),
            .commit(commitment: bytes(1), deviceID: "../etc", kind: .desktop, name: "x"),
            .commit(commitment: bytes(1), deviceID: String(repeating: "a", count: 65), kind: .desktop, name: "x"),
            .commit(commitment: bytes(1), deviceID: "desk", kind: .desktop, name: String(repeating: "n", count: 65)),
            .reveal(key: deskKey, nonce: bytes(1, 16)),
            .poll,
        ])
    func hostile(step: PairingRequestStep) {
        var phone = phone()
        guard case .error = phone.receive(step, from: deskKey, at: .seconds(20), nonce: bytes(7, 16)) else {
            Issue.record("not an error"); return
        }
        #expect(phone.pending.isEmpty)
    }

    @Test("codes: six digits, from all four inputs")
    func codes() {
        let code = PairingCode(
            phoneKey: phoneKey, mirrorKey: deskKey, phoneNonce: bytes(1, 16), mirrorNonce: bytes(2, 16))
        #expect(code.digits.count == 6 && code.digits.allSatisfy(\.isNumber))
        #expect(
            code
                == PairingCode(
                    phoneKey: phoneKey, mirrorKey: deskKey, phoneNonce: bytes(1, 16), mirrorNonce: bytes(2, 16)))
        #expect(
            code
                != PairingCode(
                    phoneKey: relayKey, mirrorKey: deskKey, phoneNonce: bytes(1, 16), mirrorNonce: bytes(2, 16)))
        #expect(
            code
                != PairingCode(
                    phoneKey: phoneKey, mirrorKey: relayKey, phoneNonce: bytes(1, 16), mirrorNonce: bytes(2, 16)))
        #expect(
            code
                != PairingCode(
                    phoneKey: phoneKey, mirrorKey: deskKey, phoneNonce: bytes(3, 16), mirrorNonce: bytes(2, 16)))
        #expect(
            code
                != PairingCode(
                    phoneKey: phoneKey, mirrorKey: deskKey, phoneNonce: bytes(1, 16), mirrorNonce: bytes(3, 16)))
        #expect(PairingCode(typed: "123 456")?.digits == "123456")
        #expect(
            PairingCode(typed: "12345") == nil && PairingCode(typed: "12345x") == nil
                && PairingCode(typed: "١٢٣٤٥٦") == nil)
    }
}
