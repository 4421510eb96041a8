import Foundation
import TestSupport
import Testing
import ZeroMQ

/// No node writes a secret key into what it prints (#50, point 1: the phone logged its long-term
/// secret key in its services' descriptions at debug level, twice a start and again at stop).
/// A phone and a paired desktop run at `--log-level trace` through key generation, pairing, a tap,
/// `status` and a stop; every byte they wrote is searched for each node's secret key in every
/// encoding the project writes keys in.
@Suite("secrets stay in their files", .heavy)
struct SecretsInLogsTests {
    /// The secret key in `data`'s key store, in Z85 (its file), hex, base64, and Swift's array text.
    static func secretEncodings(_ data: String) throws -> [String] {
        let text = try String(contentsOfFile: "\(data)/keys/node.secret", encoding: .utf8)
        let key = try CurveKey(z85: text)
        return [
            key.z85, key.bytes.map { String(format: "%02x", $0) }.joined(),
            key.bytes.map { String(format: "%02X", $0) }.joined(),
            Data(key.bytes).base64EncodedString(), "\(key.bytes)",
        ]
    }

    /// Every file under `folder` but the key files themselves, as text.
    static func writtenText(under folder: String) throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return files.filter { !$0.contains("keys/") && !$0.hasSuffix(".sqlite") && !$0.contains(".sqlite-") }.compactMap
        { name in
            let path = "\(folder)/\(name)"
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
                let data = FileManager.default.contents(atPath: path)
            else { return nil }
            return (path, String(decoding: data, as: UTF8.self))
        }
    }

    @Test("a phone and a desktop at trace level, in text and in JSON, log no secret key", arguments: ["text", "json"])
    func noSecretInLogs(format: String) async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let verbose = ["--log-level", "trace", "--log-format", format]
        let phone = try await PhoneProcess.start(data: "\(folder)/phone", options: verbose)
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        let desktop = try DesktopProcess.start(data: "\(folder)/desk", id: "desk", phone: phone, options: verbose)
        _ = try await desktop.next("the first sync") { $0.isSyncedStatus }
        desktop.script.send("add TodoList systemMedium")
        _ = try await desktop.widget("TodoList", "the list") { $0.text_.contains("2 left") }
        desktop.script.send("tap TodoList 1")
        _ = try await desktop.widget("TodoList", "the phone's truth") { $0.text_.contains("1 left") }
        let status = try await phone.cli(["status"])
        #expect(status.status == 0, "\(status.standardError)")
        #expect(try await desktop.script.stop() == 0)
        #expect(try await phone.process.stop() == 0)

        let secrets = try Self.secretEncodings("\(folder)/phone") + Self.secretEncodings("\(folder)/desk")
        let written =
            try Self.writtenText(under: folder) + [("phone-node status", status.standardOutput + status.standardError)]
        // The search must have had something to search: the trace-level logs of both nodes.
        let logs = written.filter { $0.path.hasSuffix(".log") }
        #expect(logs.count >= 2 && logs.allSatisfy { !$0.text.isEmpty }, "\(logs.map(\.path))")
        #expect(logs.contains { $0.text.contains("trace") || $0.text.contains("debug") }, "the logs are at trace level")
        for (path, text) in written {
            // (Not `#expect(!text.contains(…))`: a failure would print the whole log, secret and all.)
            let leaked = secrets.filter { text.contains($0) }.count
            #expect(leaked == 0, "\(path) holds a secret key (\(leaked) encodings of one)")
        }
    }
}
