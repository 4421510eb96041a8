import ZeroMQ

/// A relay a node is told to use, as a command line gives it (`--relay ENDPOINT --relay-key
/// KEY`, repeated in the same order): where it is and its public key. One parser for every
/// program, so each says the same thing about the same mistake.
public struct RelayChoice: Sendable, Hashable {
    /// The endpoint as given (`tcp://HOST:PORT` or `ipc://PATH`).
    public let endpoint: String
    /// Its requests and updates endpoints.
    public let address: RelayAddress
    /// The relay's public key (`relay-node keys` prints it).
    public let key: CurveKey

    /// The relays `endpoints` and `keys` name, in order: none when neither is given; an error
    /// that says what to do for a missing key, too many relays, or a bad endpoint or key.
    public static func parse(endpoints: [String], keys: [String]) throws(RelayChoiceError) -> [RelayChoice] {
        guard endpoints.count == keys.count else {
            throw RelayChoiceError(
                "give one --relay-key per --relay (\(counted(endpoints.count, "relay")), \(counted(keys.count, "key"))); `relay-node keys` prints a relay's key"
            )
        }
        guard endpoints.count <= RelayAddress.mostPerNode else {
            throw RelayChoiceError("at most \(RelayAddress.mostPerNode) relays (\(endpoints.count) given)")
        }
        var choices: [RelayChoice] = []
        for (endpoint, keyText) in zip(endpoints, keys) {
            let address: RelayAddress
            do { address = try RelayAddress(endpoint) } catch { throw RelayChoiceError("--relay: \(error)") }
            do {
                choices.append(RelayChoice(endpoint: endpoint, address: address, key: try CurveKey(z85: keyText)))
            } catch {
                throw RelayChoiceError("--relay-key for \(endpoint): \(error)")
            }
        }
        return choices
    }
}

private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

/// Why a command line's relays were refused: the message says what to do.
public struct RelayChoiceError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
