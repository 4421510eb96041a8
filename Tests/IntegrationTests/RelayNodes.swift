import Foundation
import TestSupport
import Testing

/// `relay-node run` on loopback ports it picks, serving any phone.
struct RelayProcess {
    let data: String
    var process: BackgroundProcess
    /// Where phones dial in, and where mirrors do.
    let phones: String
    let mirrors: String
    let key: String

    /// Starts a relay; with `phones`/`mirrors` given, on those endpoints (a restart); with more
    /// `options` (`--metrics`…) and its own `environment` when given.
    static func start(
        data: String, phones: String = "tcp://127.0.0.1:*", mirrors: String = "tcp://127.0.0.1:*",
        host: LabHost = .local, options: [String] = [], environment: [String: String]? = nil
    ) async throws -> RelayProcess {
        try? FileManager.default.removeItem(atPath: "\(data)/endpoints.json")
        let (program, arguments) = host.command(
            Repository.product("relay-node"),
            [
                "run", "--data", data, "--phones", phones, "--mirrors", mirrors, "--any-phone", "--log-level", "info",
            ] + options)
        let process = try BackgroundProcess(
            program, arguments, environment: environment, logPath: "\(data)/relay-\(UUID().uuidString.prefix(4)).log")
        try await waitForFile("\(data)/endpoints.json")
        let endpoints = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(data)/endpoints.json")))
                as? [String: String])
        return RelayProcess(
            data: data, process: process, phones: try #require(endpoints["phones"]),
            mirrors: try #require(endpoints["mirrors"]),
            key: try #require(endpoints["public_key"]), host: host)
    }

    let host: LabHost

    /// The same relay started again on its data folder and endpoints, with more `options`.
    func restarted(options: [String] = []) async throws -> RelayProcess {
        try await Self.start(data: data, phones: phones, mirrors: mirrors, host: host, options: options)
    }

    /// Everything the relay logged.
    var log: String {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: data).filter {
                $0.hasPrefix("relay-") && $0.hasSuffix(".log")
            }) ?? []
        return names.compactMap { try? String(contentsOfFile: "\(data)/\($0)", encoding: .utf8) }.joined(
            separator: "\n")
    }
}

extension PhoneProcess {
    /// Starts a phone in relay mode: it listens nowhere and dials out to `relay`.
    static func startRelayed(
        data: String, relay: RelayProcess, also: [RelayProcess] = [], host: LabHost = .local,
        options: [String] = []
    ) async throws -> PhoneProcess {
        try? FileManager.default.removeItem(atPath: "\(data)/endpoints.json")
        let relays = ([relay] + also).flatMap { ["--relay", $0.phones, "--relay-key=\($0.key)"] }
        let (program, arguments) = host.command(
            Repository.product("phone-node"),
            [
                "run", "--data", data, "--heartbeat-ms", "100", "--log-level", "info",
            ] + relays + options)
        let process = try BackgroundProcess(
            program, arguments, logPath: "\(data)/phone-\(UUID().uuidString.prefix(4)).log")
        try await waitForFile("\(data)/endpoints.json")
        let endpoints = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(data)/endpoints.json")))
                as? [String: String])
        return PhoneProcess(
            data: data, process: process, router: try #require(endpoints["router"]),
            publisher: try #require(endpoints["publisher"]),
            key: try #require(endpoints["public_key"]), host: host)
    }
}

extension PairingWindowProcess {
    /// Opens a window on a phone in relay mode: listed at its relays, no beacon.
    static func openAtRelay(on phone: PhoneProcess, length: String = "120s") async throws -> PairingWindowProcess {
        let (program, arguments) = phone.host.command(
            Repository.product("phone-node"), ["pair", "--data", phone.data, "--window", length, "--no-dns-sd"])
        let script = try ScriptedProcess(
            program, arguments,
            stderrPath: "\(phone.data)/pairing-\(UUID().uuidString.prefix(4)).log")
        _ = try await within(30, "the pairing window to open") {
            for await line in script.lines where line.text.hasPrefix("pairing window open") { return line.text }
            throw SequenceEnded(what: "the pairing window's first line")
        }
        return PairingWindowProcess(phone: phone, script: script, beaconPort: 0)
    }
}

/// Reads a process's writable memory (root), to look for what it must never hold in the clear.
enum ProcessMemory {
    /// How many times `needle` occurs in the readable, writable mappings of process `pid`.
    static func occurrences(of needle: String, in pid: Int32) throws -> Int {
        let maps = try String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/\(pid)/mem"))
        defer { try? handle.close() }
        let pattern = Data(needle.utf8)
        var count = 0
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2, fields[1].hasPrefix("rw") else { continue }
            let range = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
            guard range.count == 2, range[1] > range[0], range[1] - range[0] < 1 << 32 else { continue }
            do {
                try handle.seek(toOffset: range[0])
                guard let bytes = try handle.read(upToCount: Int(range[1] - range[0])) else { continue }
                var start = bytes.startIndex
                while let found = bytes.range(of: pattern, in: start..<bytes.endIndex) {
                    count += 1
                    start = found.upperBound
                }
            } catch {
                continue  // a guard page or a mapping that went away
            }
        }
        return count
    }
}
