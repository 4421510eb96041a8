import Foundation
import NodeRuntime
import RelayHub

/// The readers a relay has been told of, kept in its data folder (`readers.json`: per phone,
/// each reader's key in hex and its device id) so that after a restart or a SIGKILL the
/// mirrors that reconnect first are let subscribe at once, before their phone's roster
/// comes again. The phone's next roster replaces its entry. Not a secret (the relay learns it
/// from every roster), written privately all the same.
struct ReaderFile {
    let path: String

    /// The kept directory; empty when there is none or it cannot be read (the rosters bring it back).
    func load() -> ReaderDirectory {
        guard let data = FileManager.default.contents(atPath: path),
            let decoded = try? JSONDecoder().decode([String: [String: String]].self, from: data)
        else { return ReaderDirectory() }
        var rosters: [PhoneID: [ReaderKey: String]] = [:]
        for (phone, readers) in decoded {
            for (hex, deviceID) in readers {
                guard let key = ReaderKey(Self.bytes(hex)), Reader.isValidDeviceID(deviceID) else { continue }
                rosters[PhoneID(phone), default: [:]][key] = deviceID
            }
        }
        return ReaderDirectory(rosters: rosters)
    }

    func save(_ directory: ReaderDirectory) throws {
        var encoded: [String: [String: String]] = [:]
        for (phone, readers) in directory.rosters {
            encoded[phone.rawValue] = Dictionary(
                readers.map { (Self.hex($0.key.bytes), $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try FilePrivacy.writePrivately(try encoder.encode(encoded), to: path)
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() }

    static func bytes(_ hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex),
            let byte = UInt8(hex[index..<next], radix: 16)
        {
            bytes.append(byte)
            index = next
        }
        return bytes
    }
}
