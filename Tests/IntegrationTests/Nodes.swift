import Foundation
import TestSupport
import ScriptProtocol
import Testing
import ZeroMQ

/// Real node processes for integration tests: a phone on fixed loopback ports
/// chosen by the system (so it can restart on the same ones), desktops in
/// scriptable mode.
struct PhoneProcess {
    let data: String
    var process: BackgroundProcess
    let router: String
    let publisher: String
    let key: String
    let host: LabHost
    /// The name it announces (`--name`), when not the default.
    var name: String? = nil

    /// Starts a phone (on a lab host, or here); with `router`/`publisher` given, on
    /// those endpoints (a restart); `program` another phone program than phone-node.
    static func start(
        data: String, router: String = "tcp://127.0.0.1:*", publisher: String = "tcp://127.0.0.1:*",
        clock: String? = nil, host: LabHost = .local, program: String = "phone-node", name: String? = nil,
        options: [String] = [], environment: [String: String]? = nil
    ) async throws -> PhoneProcess {
        try? FileManager.default.removeItem(atPath: "\(data)/endpoints.json")
        let (program, arguments) = host.command(
            Repository.product(program),
            [
                "run", "--data", data, "--router", router, "--publisher", publisher, "--heartbeat-ms", "100",
                "--log-level", "info",
            ] + (clock.map { ["--clock", $0] } ?? []) + (name.map { ["--name", $0] } ?? []) + options)
        let process = try BackgroundProcess(
            program, arguments, environment: environment, logPath: "\(data)/phone-\(UUID().uuidString.prefix(4)).log")
        try await waitForFile("\(data)/endpoints.json")
        let endpoints = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(data)/endpoints.json")))
                as? [String: String])
        return PhoneProcess(
            data: data, process: process, router: try #require(endpoints["router"]),
            publisher: try #require(endpoints["publisher"]), key: try #require(endpoints["public_key"]), host: host,
            name: name)
    }

    /// The same phone started again on its data folder and endpoints.
    func restarted() async throws -> PhoneProcess {
        try await Self.start(data: data, router: router, publisher: publisher, host: host, name: name)
    }

    /// Its key's fingerprint, as mirrors name it (`--phone`, the phone's heading).
    var fingerprint: String { get throws { try CurveKey(z85: key).fingerprint } }

    /// Runs a phone-node CLI command against this phone's data folder.
    func cli(_ arguments: [String]) async throws -> ProcessOutput {
        try await run(Repository.product("phone-node"), arguments + ["--data", data])
    }
}

/// A desktop-node or watch-node in scriptable mode.
struct DesktopProcess {
    let data: String
    let script: ScriptedProcess

    /// Generates the mirror's keys and pairs them on the phone's data folder.
    static func pair(
        data: String, id: String, on phone: PhoneProcess, program: String = "desktop-node", kind: String = "desktop"
    ) async throws {
        let keys = try await run(Repository.product(program), ["keys", "--data", data])
        let key = try #require(
            keys.standardOutput.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
        // `--key=…`: a Z85 key may start with "-", which would read as an option.
        let paired = try await phone.cli(["devices", "add", "--id", id, "--kind", kind, "--key=\(key)"])
        #expect(paired.status == 0, "\(paired.standardError)")
    }

    /// The mirrors' heartbeat time-out unless a test is about losing the phone: a phone that
    /// heartbeats every 100 ms is never taken for lost because a busy machine let one beat
    /// wait a second (a mirror that took it for lost would refuse taps "iPhone not reachable").
    static let heartbeatTimeoutMs = 30_000

    /// Starts a mirror in scriptable mode (on a lab host, or here), reaching the phone at
    /// its endpoints or at `router`/`publisher` (a fault proxy's), with more `options`.
    static func start(
        data: String, id: String, phone: PhoneProcess, heartbeatTimeoutMs: Int = heartbeatTimeoutMs,
        program: String = "desktop-node",
        host: LabHost = .local, router: String? = nil, publisher: String? = nil, options: [String] = []
    ) throws -> DesktopProcess {
        let (executable, arguments) = host.command(
            Repository.product(program),
            [
                "run", "--script", "--data", data, "--id", id, "--phone-key=\(phone.key)", "--router",
                router ?? phone.router,
                "--publisher", publisher ?? phone.publisher, "--heartbeat-timeout-ms", String(heartbeatTimeoutMs),
                "--log-level", "info",
            ] + options)
        let script = try ScriptedProcess(
            executable, arguments, stderrPath: "\(data)/desktop-\(UUID().uuidString.prefix(4)).log")
        return DesktopProcess(data: data, script: script)
    }

    /// Starts a desktop with its web page from the phones its data folder remembers (no phone
    /// named on the command line), in scriptable mode; its log is `<data>/desktop-page.log`.
    static func startPage(data: String) throws -> DesktopProcess {
        let script = try ScriptedProcess(
            Repository.product("desktop-node"),
            [
                "run", "--script", "--data", data, "--web", "127.0.0.1:0", "--heartbeat-timeout-ms",
                String(heartbeatTimeoutMs),
            ], stderrPath: "\(data)/desktop-page.log")
        return DesktopProcess(data: data, script: script)
    }

    /// Adds `phone` to the mirror's paired phones (`<data>/phones/`) beside those it has, as
    /// a scriptable run given its key does, then quits: a mirror paired with `pair` on each
    /// of several phones and remembered with each is a mirror of all of them.
    static func remember(data: String, id: String, phone: PhoneProcess, program: String = "desktop-node") async throws {
        let run = try start(data: data, id: id, phone: phone, program: program)
        run.script.send("quit")
        #expect(try await run.script.exited() == 0, "a run that remembers a phone quits on `quit`")
    }

    /// The next JSON line matching `predicate`, within a bounded wait.
    func next(_ what: String, within seconds: Double = 60, where predicate: @escaping @Sendable (JSONLine) -> Bool)
        async throws -> JSONLine
    {
        do {
            let lines = script.lines
            return try await within(seconds, what) {
                for await line in lines {
                    try line.checkDecodes()
                    if predicate(line) { return line }
                }
                throw SequenceEnded(what: what)
            }
        } catch let error as UndecodableLine {
            throw error
        } catch {
            let tail = script.printed.suffix(8).map(\.text).joined(separator: "\n")
            throw TimedOut(what: "\(what); last output:\n\(tail)", seconds: seconds)
        }
    }

    /// A line already printed (or printed within a bounded wait) matching `predicate`:
    /// for events whose order against others is not fixed. With `mark`, only lines
    /// printed after the first `mark` count (`script.printed.count` taken before).
    func printed(_ what: String, after mark: Int = 0, where predicate: @escaping @Sendable (JSONLine) -> Bool)
        async throws -> JSONLine
    {
        do {
            try await poll(what, within: 60) {
                let printed = script.printed.dropFirst(mark)
                for line in printed { try line.checkDecodes() }
                return printed.contains(where: predicate)
            }
        } catch let error as UndecodableLine {
            throw error
        } catch {
            throw TimedOut(
                what: "\(what); printed:\n\(script.printed.suffix(8).map(\.text).joined(separator: "\n"))", seconds: 60)
        }
        return script.printed.dropFirst(mark).last(where: predicate)!
    }

    /// How long the phone had been silent each time this mirror took it for unreachable, in
    /// seconds, as the mirror measured it (its log's `silence=` on "phone unreachable").
    func silencesWhenUnreachable() -> [Double] {
        let logs =
            (try? FileManager.default.contentsOfDirectory(atPath: data).filter {
                $0.hasPrefix("desktop-") && $0.hasSuffix(".log")
            }) ?? []
        return logs.flatMap { name -> [Double] in
            let text = (try? String(contentsOfFile: "\(data)/\(name)", encoding: .utf8)) ?? ""
            return text.split(separator: "\n").filter { $0.contains("phone unreachable") }
                .compactMap { $0.firstMatch(of: /silence=([0-9.]+)/).flatMap { Double($0.1) } }
        }
    }

    /// The last line printed so far with event `event` ("widget", "status", "controls"…).
    func last(_ event: String) -> JSONLine? { script.printed.last { $0.event == event } }

    /// The next widget event for `kind` matching `predicate`.
    func widget(_ kind: String, _ what: String, where predicate: @escaping @Sendable (JSONLine) -> Bool = { _ in true })
        async throws -> JSONLine
    {
        try await next(what) { $0.widget?.kind == kind && predicate($0) }
    }
}

/// A line the scriptable mode printed that is not one of its events (a renamed field, a new
/// event nobody declared): the test fails at once instead of waiting for a line that never matches.
struct UndecodableLine: Error, CustomStringConvertible {
    let line: String
    let error: any Error
    var description: String { "the line does not decode as a ScriptEvent (\(error)):\n\(line)" }
}

extension JSONLine {
    /// The line as the event it is (ScriptProtocol's types), nil if it does not decode.
    var decoded: ScriptEvent? { try? ScriptEvent(jsonLine: text) }
    func checkDecodes() throws {
        do { _ = try ScriptEvent(jsonLine: text) } catch { throw UndecodableLine(line: text, error: error) }
    }
    var widget: RenderedWidget? { if case .widget(let widget)? = decoded { widget } else { nil } }
    var status: StatusEvent? { if case .status(let status)? = decoded { status } else { nil } }
    var interaction: InteractionEvent? { if case .interaction(let interaction)? = decoded { interaction } else { nil } }
    var controls: [RenderedControl]? { if case .controls(let controls)? = decoded { controls } else { nil } }
    var activities: [RenderedActivity]? { if case .activities(let activities)? = decoded { activities } else { nil } }
    var stack: [StackEntry]? { if case .stack(let items)? = decoded { items } else { nil } }
    var recommendations: [RecommendationKind]? { if case .recommendations(let kinds)? = decoded { kinds } else { nil } }
    var suggestions: [SuggestedEntity]? { if case .suggestions(_, let entities)? = decoded { entities } else { nil } }

    /// The phone the line is about (a mirror of several phones names it in each line).
    var phone: ScriptPhone? { try? ScriptLine(jsonLine: text).phone }

    var text_: String { widget?.text ?? "" }
    var isPending: Bool { widget?.pending ?? false }
    var isStale: Bool { widget?.stale ?? false }
    func isOn(_ number: Int) -> Bool? { widget?.elements.first { $0.number == number }?.isOn }
}
