/// A mirror's side of the pairing ceremony, as a value: it commits to its key and a
/// nonce, checks the phone's answer against the key it connected with, reveals, and
/// computes the code to show. No sockets: PairingKit's client sends what it returns.
public struct MirrorPairing: Sendable {
    /// What the mirror learns when the phone confirms: stored in its `phones/FINGERPRINT/phone.json`.
    public struct Paired: Sendable, Hashable {
        public let deviceID: String
        public let phone: PhoneHello
        public let code: PairingCode
    }

    /// What to do next.
    public enum Next: Sendable, Hashable {
        /// Send this step to the phone.
        case send(PairingRequestStep)
        /// Show the code and poll for the person's decision (send `.poll` now and then).
        case showCode(PairingCode)
        /// The phone added this device.
        case paired(Paired)
        /// The ceremony ended without pairing, with the reason for people.
        case failed(String)
    }

    enum State: Sendable, Hashable {
        case committed
        case revealed(PhoneHello, PairingCode)
        case done
    }

    /// The phone key the mirror's CURVE connection uses (from discovery; unverified until
    /// the codes have been compared).
    public let expectedPhoneKey: [UInt8]
    public let key: [UInt8]
    public let nonce: [UInt8]
    public let deviceID: String
    public let kind: PairingDeviceKind
    public let name: String
    private var state = State.committed

    /// Whether the ceremony runs through a relay: the phone then announces no ports of its own.
    public var throughRelay = false

    public init(
        expectedPhoneKey: [UInt8], key: [UInt8], nonce: [UInt8], deviceID: String, kind: PairingDeviceKind, name: String
    ) {
        self.expectedPhoneKey = expectedPhoneKey
        self.key = key
        self.nonce = nonce
        self.deviceID = deviceID
        self.kind = kind
        self.name = name
    }

    /// The opening step.
    public var commit: PairingRequestStep {
        .commit(
            commitment: PairingCrypto.commitment(key: key, nonce: nonce), deviceID: deviceID, kind: kind, name: name)
    }

    /// The code, once the phone's values are known.
    public var code: PairingCode? { if case .revealed(_, let code) = state { code } else { nil } }

    /// Takes the phone's answer to the last step.
    public mutating func receive(_ reply: PairingReplyStep) -> Next {
        switch (state, reply) {
        case (.done, _):
            return .failed("the ceremony is over")
        case (.committed, .hello(let hello)):
            guard hello.key == expectedPhoneKey else {
                state = .done
                return .failed("the phone answered with a key other than the one it announced")
            }
            guard hello.nonce.count == PairingCrypto.nonceLength else {
                state = .done
                return .failed("the phone's nonce is not \(PairingCrypto.nonceLength) bytes")
            }
            // Through a relay the phone listens nowhere: ports 0 say so, and the mirror reaches it at the relay.
            guard throughRelay || ((1...65535).contains(hello.routerPort) && (1...65535).contains(hello.publisherPort))
            else {
                state = .done
                return .failed("the phone announced no valid ports")
            }
            let code = PairingCode(phoneKey: hello.key, mirrorKey: key, phoneNonce: hello.nonce, mirrorNonce: nonce)
            state = .revealed(hello, code)
            return .send(.reveal(key: key, nonce: nonce))
        case (.revealed(_, let code), .waiting):
            return .showCode(code)
        case (.revealed(let hello, let code), .paired(let id)):
            state = .done
            guard id == deviceID else { return .failed("the phone paired another id (“\(id)”)") }
            return .paired(Paired(deviceID: id, phone: hello, code: code))
        case (_, .refused(let reason)), (_, .error(let reason)):
            state = .done
            return .failed(reason)
        default:
            state = .done
            return .failed("the phone's answer came out of order")
        }
    }
}
