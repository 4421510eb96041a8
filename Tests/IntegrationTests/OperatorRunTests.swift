import Foundation
import TestSupport
import Testing

/// Every node program as an operator runs it — `--log-level trace`, `--metrics`, the mirrors'
/// pages — through key generation, pairing on the LAN and through a relay, taps on a phone of
/// each kind, a device unpaired (a new group key), a relay restart and a clean stop, once with
/// text logs and once with JSON logs. What they wrote is then read as an operator's tools read
/// it (#49: one record a line, JSON that parses, nothing above notice on a clean stop, every
/// metrics page promtool accepts) and as an attacker would (#50: no node's secret key, in any
/// encoding, in any log, status output, metrics page or script event).
@Suite("nodes as an operator runs them", .heavy)
struct OperatorRunTests {
    /// A node's secret key in every encoding the project writes keys in.
    static func secretEncodings(_ data: String) throws -> [String] {
        try SecretsInLogsTests.secretEncodings(data)
    }

    /// What each node wrote to its log, by file, and where its clean stop began in it.
    struct NodeLog {
        let path: String
        var stopOffset: Int? = nil
        var text: String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        /// What the node logged from the moment it was asked to stop.
        var stopText: String { stopOffset.map { String(text.utf8.dropFirst($0)) ?? "" } ?? "" }
    }

    /// The log files of a node's data folder written by `prefix` (its `run`), newest last.
    static func logs(_ data: String, prefix: String) -> [String] {
        func created(_ path: String) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.creationDate] as? Date)
                ?? ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date)
                ?? .distantPast
        }
        return ((try? FileManager.default.contentsOfDirectory(atPath: data)) ?? [])
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".log") }.map { "\(data)/\($0)" }.sorted {
                created($0) < created($1)
            }
    }

    /// The level of each record in `text` (a record a line), as `format` writes it.
    static func levels(_ text: String, format: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            if format == "json" {
                return (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["level"] as? String
            }
            // "2026-11-28T18:33:51+0000 info phone-node: …"
            let words = line.split(separator: " ", maxSplits: 2)
            return words.count >= 2 ? String(words[1]) : nil
        }
    }

    /// Whether `line` is one whole record as `format` writes it.
    static func isRecord(_ line: Substring, format: String) -> Bool {
        if format == "json" {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                return false
            }
            return object["level"] is String && object["message"] is String && object["time"] is String
        }
        return line.firstMatch(
            of: #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} (trace|debug|info|notice|warning|error|critical) /#) != nil
    }

    static let levelsAboveNotice: Set<String> = ["warning", "error", "critical"]

    @Test(
        "trace-level nodes through pairing, taps, a re-key, a relay restart and a stop: records whole, a quiet stop, promtool-clean pages, no secret anywhere",
        arguments: ["text", "json"])
    func operatorRun(format: String) async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let verbose = ["--log-level", "trace", "--log-format", format, "--metrics", "127.0.0.1:0"]
        let desk = "\(folder)/desk", watch = "\(folder)/watch"

        // Key generation (every node's first start), a relay, a phone on the LAN and one behind the relay.
        var relay = try await RelayProcess.start(data: "\(folder)/relay", options: verbose)
        let lanPhone = try await PhoneProcess.start(data: "\(folder)/lan-phone", options: verbose)
        let farPhone = try await PhoneProcess.startRelayed(data: "\(folder)/far-phone", relay: relay, options: verbose)

        // Pairing: the desktop and the watch with the LAN phone by its beacon, with the other through the relay.
        try await SeveralPhonesTests.pairEverything(
            with: lanPhone, mirrors: [("desktop-node", desk, "desk"), ("watch-node", watch, "watch")])
        let window = try await PairingWindowProcess.openAtRelay(on: farPhone)
        try await RelayTierTests.pair("desktop-node", data: desk, id: "desk", window: window, relay: relay)
        try await RelayTierTests.pair("watch-node", data: watch, id: "watch", window: window, relay: relay)
        _ = try await window.script.stop()
        let lan = try lanPhone.fingerprint, far = try farPhone.fingerprint

        let pages = ["--web", "127.0.0.1:0"]
        let desktop = try DesktopProcess.startPaired(data: desk, options: verbose + pages)
        let watchNode = try DesktopProcess.startPaired(data: watch, program: "watch-node", options: verbose + pages)
        for (mirror, phone) in [(desktop, lan), (desktop, far), (watchNode, lan), (watchNode, far)] {
            _ = try await mirror.printed("\(phone)'s first sync") { $0.isSyncedStatus && $0.phoneFingerprint == phone }
        }
        desktop.script.send("add Counter systemSmall --phone \(lan)")
        desktop.script.send("add Counter systemSmall --phone \(far)")
        var counters: [String: String] = [:]
        for phone in [lan, far] {
            let counter = try await desktop.printed("\(phone)'s counter") {
                $0.widget?.kind == "Counter" && $0.phoneFingerprint == phone
            }
            counters[phone] = try #require(counter.widget?.instance)
        }
        func tap(_ phone: String, to count: Int) async throws {
            let mark = desktop.script.printed.count
            desktop.script.send("tap \(counters[phone]!) 1 --phone \(phone)")
            _ = try await desktop.printed("\(phone)'s counter at \(count)", after: mark) {
                $0.widget?.kind == "Counter" && $0.phoneFingerprint == phone && $0.count == count && !$0.isPending
            }
        }
        try await tap(lan, to: 1)
        try await tap(far, to: 1)

        // A re-key: the watch unpaired from the relayed phone, which draws a new group key for the rest.
        let unpaired = try await farPhone.cli(["devices", "remove", "watch"])
        #expect(unpaired.status == 0, "\(unpaired.standardError)")
        try await tap(far, to: 2)

        // The relay restarts; the far phone's taps go through again.
        #expect(try await relay.process.stop() == 0)
        relay = try await relay.restarted(options: verbose)
        try await tap(far, to: 3)

        // What an operator reads while they run: status, metrics pages (promtool), health.
        var printedOutputs: [(String, String)] = []
        // The measuring tool too: paired as a tool, its echo at trace level, straight and through the relay.
        try await RelayLatencyToolTests.pairTool("\(folder)/tool", on: lanPhone)
        let echo = try await run(
            Repository.product("relay-latency"),
            [
                "echo", "--data", "\(folder)/tool", "--id", "bench", "--phone-key=\(lanPhone.key)", "--router",
                lanPhone.router,
                "--publisher", lanPhone.publisher, "--count", "10", "--warmup", "0", "--log-level", "trace",
            ], within: 120)
        #expect(echo.status == 0, "\(echo.standardError)")
        printedOutputs.append(("relay-latency echo", echo.standardOutput + echo.standardError))
        for phone in [lanPhone, farPhone] {
            let status = try await phone.cli(["status"])
            #expect(status.status == 0, "\(status.standardError)")
            printedOutputs.append(("phone-node status", status.standardOutput + status.standardError))
        }
        for data in [lanPhone.data, farPhone.data, relay.data, desk, watch] {
            let scrape = try await Scrape.of(data: data)
            #expect(try await scrape.promtoolProblems() == nil, "promtool on \(data)'s /metrics")
            #expect(
                scrape.text.contains("process_start_time_seconds") && scrape.text.contains("widgetrelay_build_info{"),
                "\(data)")
            printedOutputs.append(("\(data) /metrics", scrape.text))
            // The mirrors' histograms for what they wait on (#49 point 9): each applied updates of both phones; the
            // desktop timed its four taps' round trips and its adds.
            if data == desk || data == watch {
                #expect(scrape.value("widgetrelay_mirror_update_apply_seconds_count") ?? 0 >= 2, "\(data)")
            }
            if data == desk {
                #expect(scrape.value(#"widgetrelay_mirror_request_seconds_count{kind="interaction"}"#) ?? 0 >= 4)
                #expect(scrape.value(#"widgetrelay_mirror_request_seconds_count{kind="request"}"#) ?? 0 >= 2)
            }
        }

        // The clean stop, mirrors first: each node's log from its SIGTERM on is read on its own.
        var nodeLogs: [String: NodeLog] = [:]
        func stopping(_ name: String, _ data: String, prefix: String) -> String {
            let path = Self.logs(data, prefix: prefix).last ?? "\(data)/missing.log"
            nodeLogs[name] = NodeLog(path: path, stopOffset: NodeLog(path: path).text.utf8.count)
            return name
        }
        _ = stopping("desktop", desk, prefix: "desktop-")
        #expect(try await desktop.script.stop() == 0)
        _ = stopping("watch", watch, prefix: "desktop-")
        #expect(try await watchNode.script.stop() == 0)
        _ = stopping("lan phone", lanPhone.data, prefix: "phone-")
        #expect(try await lanPhone.process.stop() == 0)
        _ = stopping("far phone", farPhone.data, prefix: "phone-")
        #expect(try await farPhone.process.stop() == 0)
        _ = stopping("relay", relay.data, prefix: "relay-")
        #expect(try await relay.process.stop() == 0)

        // #49: each node's whole log is records, one a line; nothing above notice from its stop on.
        let runLogs =
            Self.logs(desk, prefix: "desktop-") + Self.logs(watch, prefix: "desktop-")
            + Self.logs(lanPhone.data, prefix: "phone-")
            + Self.logs(farPhone.data, prefix: "phone-") + Self.logs(relay.data, prefix: "relay-")
        #expect(runLogs.count == 6, "\(runLogs)")  // the relay's two runs
        for path in runLogs {
            let lines = NodeLog(path: path).text.split(separator: "\n")
            #expect(lines.count > 10, "\(path) is a trace-level log")
            // In text mode a scriptable mirror also tells the person its page's URL on a line of its own.
            let announced = { (line: Substring) in
                format == "text" && (line.hasPrefix("desktop page: http") || line.hasPrefix("watch page: http"))
            }
            let strays = lines.filter { !Self.isRecord($0, format: format) && !announced($0) }
            #expect(
                strays.isEmpty,
                "\(path): lines that are not one whole \(format) record:\n\(strays.prefix(5).joined(separator: "\n"))")
            // Log fields are the model's values, never a dump of a generated protobuf type.
            let generated = lines.filter { $0.contains("Relay_V1_") || $0.contains("RelayWire.") }
            #expect(
                generated.isEmpty,
                "\(path): records that dump generated types:\n\(generated.prefix(5).joined(separator: "\n"))")
        }
        for (name, log) in nodeLogs {
            let loud = Self.levels(log.stopText, format: format).filter(Self.levelsAboveNotice.contains)
            #expect(loud.isEmpty, "\(name)'s clean stop logged \(loud) in \(log.path):\n\(log.stopText.suffix(2000))")
        }

        // #50: no secret key of any node anywhere they wrote, or in what they printed.
        let secrets = try [relay.data, lanPhone.data, farPhone.data, desk, watch, "\(folder)/tool"].flatMap(
            Self.secretEncodings)
        let events = [desktop, watchNode].map {
            ("script events", $0.script.printed.map(\.text).joined(separator: "\n"))
        }
        let written = try SecretsInLogsTests.writtenText(under: folder) + printedOutputs + events
        #expect(written.count > 12)
        for (path, text) in written {
            let leaked = secrets.filter { text.contains($0) }.count
            #expect(leaked == 0, "\(path) holds a secret key (\(leaked) encodings)")
        }
    }
}
