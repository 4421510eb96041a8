import Foundation
import TestSupport

/// What a mirror keeps in its data folder: a folder per paired phone under `phones/`
/// (named by the phone's fingerprint) with its `phone.json` and, once synced, `snapshot.bin`.
enum MirrorData {
    /// The paired phones' records, by fingerprint.
    static func records(_ data: String) -> [String: [String: String]] {
        let folder = "\(data)/phones"
        var records: [String: [String: String]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            guard let bytes = FileManager.default.contents(atPath: "\(folder)/\(name)/phone.json"),
                let fields = (try? JSONSerialization.jsonObject(with: bytes)) as? [String: String]
            else { continue }
            records[name] = fields
        }
        return records
    }

    /// The folder of the phone whose key is `key` (Z85).
    static func folder(_ data: String, phoneKey key: String) -> String? {
        records(data).first { $0.value["phone_key"] == key }.map { "\(data)/phones/\($0.key)" }
    }

    /// Waits until the mirror has cached `count` phones' snapshots (synced with each).
    static func waitForSnapshots(_ data: String, count: Int = 1) async throws {
        try await poll("\(count) cached snapshot(s) in \(data)/phones") {
            records(data).keys.filter { FileManager.default.fileExists(atPath: "\(data)/phones/\($0)/snapshot.bin") }
                .count >= count
        }
    }
}
