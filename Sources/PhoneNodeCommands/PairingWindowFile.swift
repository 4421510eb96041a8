import Foundation

/// `<data>/pairing.json`: the pairing window open now, written by `phone-node pair --window`
/// while it runs and read by `phone-node status`: where it listens, when it closes, and the
/// requests waiting for the person's decision, with the code each device shows.
struct PairingWindowFile: Codable, Equatable {
    /// A mirror that asked to pair and waits for a confirmation.
    struct Request: Codable, Equatable {
        var device: String
        var kind: String
        var name: String
        var fingerprint: String
        /// The six digits both sides show.
        var code: String
    }

    var endpoint: String
    var beaconPort: Int
    var closes: Date
    var requests: [Request]

    /// The names scripts read (`tools/demo`, the lab): `pairing` and `beacon_port` as before.
    enum CodingKeys: String, CodingKey {
        case endpoint = "pairing", beaconPort = "beacon_port", closes, requests
    }

    static func path(in dataFolder: String) -> String { "\(dataFolder)/pairing.json" }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// The window open in `dataFolder`, or nil (none open, or a file this build cannot read).
    static func read(in dataFolder: String) -> PairingWindowFile? {
        guard let data = FileManager.default.contents(atPath: path(in: dataFolder)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(PairingWindowFile.self, from: data)
    }
}
