import Foundation
import TestSupport

/// tools/fault-proxy, started for a test: on a lab host between a mirror and the phone,
/// or on loopback in front of any TCP endpoint.
struct FaultProxy {
    let process: BackgroundProcess
    let control: String
    /// Where each route listens (`HOST:PORT`, the port the system chose for `:0`), in order.
    let listening: [String]

    static let program = "\(Repository.root)/tools/fault-proxy"

    /// Starts a proxy on `host` with `routes` (`LISTEN=UPSTREAM`, `HOST:PORT` each, a
    /// listening port of 0 chosen by the system) and waits until it listens.
    static func start(routes: [String], on host: LabHost = .local, seed: Int, folder: String) async throws -> FaultProxy
    {
        let control = "\(folder)/fault.sock", ready = "\(folder)/ready.json"
        let (program, arguments) = host.command(
            Self.program,
            [
                "serve", "--control", control, "--ready", ready, "--seed", String(seed),
            ] + routes.flatMap { ["--route", $0] })
        let process = try BackgroundProcess(program, arguments, logPath: "\(folder)/proxy.log")
        try await waitForFile(ready)
        let written =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: ready))) as? [String: Any]
        let listening = (written?["routes"] as? [[String: String]])?.compactMap { $0["listen"] } ?? []
        guard listening.count == routes.count else {
            throw LabError("fault-proxy wrote \(String(describing: written)) to \(ready)")
        }
        return FaultProxy(process: process, control: control, listening: listening)
    }

    /// A route from `listen` (`HOST:PORT`) to a ZeroMQ `tcp://` endpoint.
    static func route(_ listen: String, to endpoint: String) -> String {
        "\(listen)=\(endpoint.replacingOccurrences(of: "tcp://", with: ""))"
    }

    /// Starts a proxy on `host` forwarding `127.0.0.1:7570/7571` there to the phone's endpoints.
    static func start(on host: LabHost, to phone: PhoneProcess, folder: String) async throws -> FaultProxy {
        try await start(
            routes: [route("127.0.0.1:7570", to: phone.router), route("127.0.0.1:7571", to: phone.publisher)],
            on: host, seed: 7, folder: folder)
    }

    var router: String { "tcp://\(listening[0])" }
    var publisher: String { "tcp://\(listening[1])" }

    /// Runs `fault-proxy send` with `words`, whatever the proxy answers.
    func command(_ words: [String]) async throws -> ProcessOutput {
        try await run(Self.program, ["send", control] + words)
    }

    /// Sends a command (`cut 5`, `delay 30 20`, `loss 0.1`, `restore`…); fails if
    /// refused. Returns the proxy's answer: its settings and counts, as JSON.
    @discardableResult
    func send(_ words: String...) async throws -> String {
        let answer = try await command(words)
        guard answer.status == 0 else {
            throw LabError(
                "fault-proxy \(words.joined(separator: " ")): \(answer.standardOutput)\(answer.standardError)")
        }
        return answer.standardOutput
    }

    /// The proxy's `status` answer, parsed.
    func status() async throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try await send("status").utf8)) as? [String: Any] ?? [:]
    }
}
