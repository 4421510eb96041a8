import Foundation
import Logging
import NodeRuntime
import Synchronization
import Testing

/// `--log-format json`: each record one line, one JSON object, with the structured metadata as it was attached.
@Suite("JSONLogHandler")
struct JSONLogHandlerTests {
    /// A logger whose lines are kept.
    static func capturing(level: Logger.Level = .info) -> (Logger, @Sendable () -> [String]) {
        let lines = Mutex<[String]>([])
        var handler = JSONLogHandler(label: "phone-node") { line in lines.withLock { $0.append(line) } }
        handler.logLevel = level
        return (Logger(label: "phone-node") { _ in handler }, { lines.withLock { $0 } })
    }

    @Test("one object a line: time, level, label, message, the metadata (handler's, then the call's), source")
    func object() throws {
        var (logger, lines) = Self.capturing()
        logger[metadataKey: "node"] = "phone"
        logger.info(
            "phone ready",
            metadata: ["router": "tcp://127.0.0.1:5570", "devices": "2", "peers": ["a", "b"], "nested": ["k": "v"]])
        logger.debug("not at this level")
        let written = lines()
        #expect(written.count == 1)
        let line = try #require(written.first)
        #expect(line.hasSuffix("}\n"))
        #expect(line.dropLast().contains("\n") == false)
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["level"] as? String == "info")
        #expect(object["label"] as? String == "phone-node")
        #expect(object["message"] as? String == "phone ready")
        #expect((object["time"] as? String)?.hasSuffix("Z") == true)
        #expect(object["source"] as? String == "NodeRuntimeTests")
        let metadata = try #require(object["metadata"] as? [String: Any])
        #expect(metadata["node"] as? String == "phone")
        #expect(metadata["router"] as? String == "tcp://127.0.0.1:5570")
        #expect(metadata["peers"] as? [String] == ["a", "b"])
        #expect((metadata["nested"] as? [String: String]) == ["k": "v"])
    }

    @Test("quotes, backslashes, newlines and control characters escaped: a record is always one line")
    func escaping() throws {
        let (logger, lines) = Self.capturing()
        let hostile = "a \"quoted\" \\ line\nbreak\r\t\u{1B}[31m\u{7}\u{2028}end"
        logger.warning("\(hostile)", metadata: [hostile: "\(hostile)"])
        let line = try #require(lines().first)
        #expect(line.filter { $0 == "\n" }.count == 1)
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["message"] as? String == hostile)
        #expect((object["metadata"] as? [String: String])?[hostile] == hostile)
    }
}
