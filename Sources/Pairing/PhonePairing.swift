/// The phone's side of the pairing ceremony, as a value: each mirror's step goes in
/// with the time and the key its connection authenticated with, the answer comes out;
/// the person's confirmation, and the window's end, change which keys may be added.
/// No sockets, no clock: the pairing endpoint (PairingKit) owns those.
public struct PhonePairing: Sendable {
    /// What the phone tells mirrors, and what it already knows.
    public struct Configuration: Sendable {
        public var phoneKey: [UInt8]
        public var phoneName: String
        public var routerPort: Int
        public var publisherPort: Int
        public var window: PairingWindow
        /// Devices paired already: id → public key.
        public var knownDevices: [String: [UInt8]]
        /// Ceremonies in progress at once; more are refused.
        public var maxSessions = 8

        public init(
            phoneKey: [UInt8], phoneName: String, routerPort: Int, publisherPort: Int, window: PairingWindow,
            knownDevices: [String: [UInt8]] = [:]
        ) {
            self.phoneKey = phoneKey
            self.phoneName = phoneName
            self.routerPort = routerPort
            self.publisherPort = publisherPort
            self.window = window
            self.knownDevices = knownDevices
        }
    }

    /// Where one mirror's ceremony stands.
    enum Session: Sendable, Hashable {
        case committed(
            commitment: [UInt8], deviceID: String, kind: PairingDeviceKind, name: String, phoneNonce: [UInt8])
        /// The code is shown; waiting for the person.
        case waiting(PairingRequestRecord)
        /// Confirmed; the device is being added.
        case adding(PairingRequestRecord)
        case paired(deviceID: String)
        case refused(String)
    }

    /// What a confirmation did.
    public enum Confirmation: Sendable, Hashable {
        /// Add this device now, then report ``added(_:)`` or ``failedToAdd(_:message:)``.
        case add(PairingRequestRecord)
        /// The typed code is not the one shown: the request it was meant for is refused.
        case mismatch(PairingRequestRecord)
        /// No request to confirm (none, or several and no code to tell them apart).
        case nothing(String)
    }

    public private(set) var configuration: Configuration
    private var sessions: [[UInt8]: Session] = [:]

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Requests waiting for the person, sorted by device id.
    public var pending: [PairingRequestRecord] {
        sessions.values.compactMap { if case .waiting(let record) = $0 { record } else { nil } }.sorted {
            $0.deviceID < $1.deviceID
        }
    }

    /// Answers a mirror's `step`, sent over a connection authenticated with `connectionKey`,
    /// at `now`. `nonce` is this phone's fresh nonce, used if the step opens a ceremony.
    public mutating func receive(
        _ step: PairingRequestStep, from connectionKey: [UInt8], at now: Duration, nonce: [UInt8]
    ) -> PairingReplyStep {
        switch step {
        case .commit(let commitment, let deviceID, let kind, let name):
            return commit(
                commitment: commitment, deviceID: deviceID, kind: kind, name: name, from: connectionKey, at: now,
                nonce: nonce)
        case .reveal(let key, let mirrorNonce):
            return reveal(key: key, nonce: mirrorNonce, from: connectionKey, at: now)
        case .poll:
            switch sessions[connectionKey] {
            case nil: return .error("no pairing in progress on this connection")
            case .committed: return .error("reveal the key and nonce first")
            case .waiting: return configuration.window.isOpen(at: now) ? .waiting : close(connectionKey)
            case .adding: return .waiting
            case .paired(let id): return .paired(deviceID: id)
            case .refused(let reason): return .refused(reason)
            }
        }
    }

    private mutating func commit(
        commitment: [UInt8], deviceID: String, kind: PairingDeviceKind, name: String,
        from connectionKey: [UInt8], at now: Duration, nonce: [UInt8]
    ) -> PairingReplyStep {
        guard configuration.window.isOpen(at: now) else {
            return .error("the phone's pairing window is closed; start one with `phone-node pair`")
        }
        switch sessions[connectionKey] {
        case .adding?, .paired?: return .error("this key's pairing is already decided")
        default: break
        }
        guard commitment.count == 32 else { return .error("a commitment is 32 bytes") }
        guard nonce.count == PairingCrypto.nonceLength else { return .error("the phone has no nonce") }
        if let problem = Self.problem(deviceID: deviceID) { return .error(problem) }
        guard name.count <= 64 else { return .error("a device name is at most 64 characters") }
        if let known = configuration.knownDevices[deviceID], known != connectionKey {
            return refuse(
                connectionKey, "\(identityChangedMessage) (“\(deviceID)” is paired with another key: unpair it first)")
        }
        if let other = configuration.knownDevices.first(where: { $0.value == connectionKey }) {
            return refuse(connectionKey, "this key is already paired, as “\(other.key)”")
        }
        let open = sessions.filter {
            if case .committed = $0.value { true } else if case .waiting = $0.value { true } else { false }
        }
        guard open.count < configuration.maxSessions || sessions[connectionKey] != nil else {
            return .error("too many pairing requests at once; try again")
        }
        sessions[connectionKey] = .committed(
            commitment: commitment, deviceID: deviceID, kind: kind, name: name, phoneNonce: nonce)
        return .hello(
            PhoneHello(
                key: configuration.phoneKey, nonce: nonce, name: configuration.phoneName,
                routerPort: configuration.routerPort, publisherPort: configuration.publisherPort))
    }

    private mutating func reveal(key: [UInt8], nonce: [UInt8], from connectionKey: [UInt8], at now: Duration)
        -> PairingReplyStep
    {
        guard
            case .committed(let commitment, let deviceID, let kind, let name, let phoneNonce)? = sessions[connectionKey]
        else {
            return .error("no commitment to reveal on this connection")
        }
        guard configuration.window.isOpen(at: now) else { return close(connectionKey) }
        guard key == connectionKey else {
            return refuse(connectionKey, "the revealed key is not the one this connection authenticated with")
        }
        guard nonce.count == PairingCrypto.nonceLength else {
            return refuse(connectionKey, "a nonce is \(PairingCrypto.nonceLength) bytes")
        }
        guard PairingCrypto.commitment(key: key, nonce: nonce) == commitment else {
            return refuse(connectionKey, "the revealed key and nonce do not match the commitment")
        }
        let code = PairingCode(
            phoneKey: configuration.phoneKey, mirrorKey: key, phoneNonce: phoneNonce, mirrorNonce: nonce)
        sessions[connectionKey] = .waiting(
            PairingRequestRecord(key: key, deviceID: deviceID, kind: kind, name: name, code: code))
        return .waiting
    }

    /// The person confirms: with the code they read on the mirror (`typed`), or with a
    /// plain "yes" (nil) when exactly one request waits.
    public mutating func confirm(typed: PairingCode?, at now: Duration) -> Confirmation {
        guard configuration.window.isOpen(at: now) else {
            closeAll(at: now)
            return .nothing("the pairing window is closed")
        }
        let waiting = pending
        if let typed {
            if let match = waiting.first(where: { $0.code == typed }) { return adding(match) }
            guard waiting.count == 1, let only = waiting.first else {
                return .nothing(waiting.isEmpty ? "no pairing request is waiting" : "no waiting request shows \(typed)")
            }
            _ = refuse(only.key, "the code typed on the phone was not the one this device showed")
            return .mismatch(only)
        }
        guard waiting.count == 1, let only = waiting.first else {
            return .nothing(
                waiting.isEmpty
                    ? "no pairing request is waiting"
                    : "\(waiting.count) requests wait: type the code of the one to pair")
        }
        return adding(only)
    }

    private mutating func adding(_ record: PairingRequestRecord) -> Confirmation {
        sessions[record.key] = .adding(record)
        return .add(record)
    }

    /// The person refuses the request with `key`.
    public mutating func refuse(key: [UInt8]) {
        if case .waiting? = sessions[key] { _ = refuse(key, "refused on the phone") }
    }

    /// The confirmed device is on the allow-list now.
    public mutating func added(_ record: PairingRequestRecord) {
        sessions[record.key] = .paired(deviceID: record.deviceID)
        configuration.knownDevices[record.deviceID] = record.key
    }

    /// The devices paired on the phone now, by id: their keys. The window's driver reads them
    /// again before a commitment, so that a device unpaired while the window is open may pair again.
    public mutating func knownDevicesChanged(_ known: [String: [UInt8]]) {
        configuration.knownDevices = known
        // A key paired in this window and unpaired since may go through a ceremony again.
        let keys = Set(known.values)
        sessions = sessions.filter { key, session in
            if case .paired = session { keys.contains(key) } else { true }
        }
    }

    /// The confirmed device could not be added (the store refused it).
    public mutating func failedToAdd(_ record: PairingRequestRecord, message: String) {
        _ = refuse(record.key, "the phone could not add this device: \(message)")
    }

    /// Ends every undecided ceremony if the window has closed by `now`; returns those refused.
    @discardableResult
    public mutating func closeAll(at now: Duration) -> [PairingRequestRecord] {
        guard !configuration.window.isOpen(at: now) else { return [] }
        var closed: [PairingRequestRecord] = []
        for (key, session) in sessions {
            switch session {
            case .waiting(let record): closed.append(record); _ = close(key)
            case .committed: _ = close(key)
            default: break
            }
        }
        return closed
    }

    private mutating func close(_ key: [UInt8]) -> PairingReplyStep {
        refuse(key, "the pairing window closed without a confirmation")
    }

    private mutating func refuse(_ key: [UInt8], _ reason: String) -> PairingReplyStep {
        sessions[key] = .refused(reason)
        return .refused(reason)
    }

    /// Why `id` cannot name a device, or nil.
    public static func problem(deviceID id: String) -> String? {
        guard !id.isEmpty, id.count <= 64 else { return "a device id is 1 to 64 characters" }
        guard
            id.unicodeScalars.allSatisfy({
                $0.isASCII
                    && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0))
            })
        else {
            return "a device id is letters, digits, “-”, “_” and “.”"
        }
        return nil
    }
}
