import Foundation
import TestSupport
import Testing

/// `phone-node pair --window …` running beside a phone: its pairing endpoint, beacon and
/// confirmation channel, and the lines it prints for the person.
struct PairingWindowProcess {
    let phone: PhoneProcess
    let script: ScriptedProcess
    /// The UDP port its beacon answers on.
    let beaconPort: Int

    /// Opens a window (on the phone's host); `beacon` "127.0.0.1:0" takes any free port.
    static func open(
        on phone: PhoneProcess, length: String = "120s", endpoint: String = "tcp://127.0.0.1:*",
        beacon: String = "127.0.0.1:0"
    ) async throws -> PairingWindowProcess {
        let (program, arguments) = phone.host.command(
            Repository.product("phone-node"),
            [
                "pair", "--data", phone.data, "--window", length, "--endpoint", endpoint, "--beacon", beacon,
                "--no-dns-sd",
            ])
        let script = try ScriptedProcess(
            program, arguments, stderrPath: "\(phone.data)/pairing-\(UUID().uuidString.prefix(4)).log")
        let opened = try await within(30, "the pairing window to open") {
            for await line in script.lines where line.text.hasPrefix("pairing window open") { return line.text }
            throw SequenceEnded(what: "the pairing window's first line")
        }
        let port = try #require(opened.components(separatedBy: "UDP beacon on port ").last?.prefix { $0.isNumber })
            .description
        return PairingWindowProcess(phone: phone, script: script, beaconPort: try #require(Int(port)))
    }

    /// `phone-node pair --yes CODE`, as a script confirms.
    func confirm(_ code: String) async throws -> ProcessOutput {
        try await phone.cli(["pair", "--yes", code])
    }

    /// Waits for a line the window printed containing `text`.
    func printed(_ text: String) async throws {
        try await poll("the pairing window to print “\(text)”") { script.printed.contains { $0.text.contains(text) } }
    }
}

/// `desktop-node pair` / `watch-node pair` running: the code it shows, then how it ended.
struct MirrorPairProcess {
    let script: ScriptedProcess
    let data: String

    static func start(data: String, program: String = "desktop-node", host: LabHost = .local, _ arguments: [String])
        throws -> MirrorPairProcess
    {
        // DNS-SD off: the lab's hosts share this machine's avahi-daemon (when one runs), which
        // announces on this machine's links, not the lab's.
        let (executable, all) = host.command(
            Repository.product(program), ["pair", "--data", data, "--no-dns-sd"] + arguments)
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let script = try ScriptedProcess(executable, all, stderrPath: "\(data)/pair-\(UUID().uuidString.prefix(4)).log")
        return MirrorPairProcess(script: script, data: data)
    }

    /// The 6-digit code it shows ("code 123 456 — …").
    func code() async throws -> String {
        let script = script
        return try await within(30, "the mirror's code") {
            for await line in script.lines where line.text.hasPrefix("code ") {
                return String(line.text.dropFirst(5).prefix(7).filter(\.isNumber))
            }
            throw SequenceEnded(
                what: "a code; printed:\n\(script.printed.map(\.text).joined(separator: "\n"))\n\(Self.log(data))")
        }
    }

    /// Its exit status and everything it printed, once it ends by itself.
    func finished() async throws -> (status: Int32, output: String) {
        let script = script
        try await within(30, "the mirror's pair command to end") { for await _ in script.lines {} }
        let status = try await script.stop()
        return (status, script.printed.map(\.text).joined(separator: "\n") + "\n" + Self.log(data))
    }

    static func log(_ data: String) -> String {
        let logs = (try? FileManager.default.contentsOfDirectory(atPath: data).filter { $0.hasPrefix("pair-") }) ?? []
        return logs.compactMap { try? String(contentsOfFile: "\(data)/\($0)", encoding: .utf8) }.joined(separator: "\n")
    }
}

extension DesktopProcess {
    /// Starts a mirror that was paired with `pair`: it needs nothing but its data folder.
    static func startPaired(
        data: String, program: String = "desktop-node", host: LabHost = .local, options: [String] = []
    ) throws -> DesktopProcess {
        let (executable, arguments) = host.command(
            Repository.product(program),
            [
                "run", "--script", "--data", data, "--heartbeat-timeout-ms", String(heartbeatTimeoutMs), "--log-level",
                "info",
            ] + options)
        let script = try ScriptedProcess(
            executable, arguments, stderrPath: "\(data)/desktop-\(UUID().uuidString.prefix(4)).log")
        return DesktopProcess(data: data, script: script)
    }
}
