import Foundation
import GRDB
import RelayTestSupport
import Testing

/// A host nodes run on: a network namespace of a lab, or this machine.
struct LabHost: Sendable {
    let namespace: String?
    let address: String

    static let local = LabHost(namespace: nil, address: "127.0.0.1")

    /// `program arguments…` as run on this host.
    func command(_ program: String, _ arguments: [String]) -> (String, [String]) {
        guard let namespace else { return (program, arguments) }
        return (Lab.ip, ["netns", "exec", namespace, program] + arguments)
    }
}

/// Three hosts in network namespaces, made by `deploy/lab/lab net` (a: the phone's,
/// b and c: mirrors'), on 10.77.0.0/24 behind a bridge of their own; removed by `down`.
struct Lab: Sendable {
    let tag: String
    var a: LabHost { host("a", 1) }
    var b: LabHost { host("b", 2) }
    var c: LabHost { host("c", 3) }

    static let ip = ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "ip"
    static let script = "\(Repository.root)/deploy/lab/lab"

    /// Why labs cannot be made here (not root, no iproute2, namespaces refused), or nil.
    static let unavailable: String? = {
        guard geteuid() == 0 else { return "the fault tests need root for network namespaces (run the test command as root)" }
        guard FileManager.default.isExecutableFile(atPath: ip) else { return "the fault tests need iproute2's ip" }
        let probe = "wrprobe\(getpid())"
        let made = exitStatus(ip, ["netns", "add", probe])
        _ = exitStatus(ip, ["netns", "del", probe])
        return made == 0 ? nil : "`ip netns add` is refused here; the fault tests need network namespaces"
    }()

    static func create() async throws -> Lab {
        let tag = "wf\(Int.random(in: 10000...99999))"
        let made = try await run("/bin/bash", [script, "net", tag])
        guard made.status == 0 else { throw LabError("lab net \(tag): \(made.standardError)") }
        return Lab(tag: tag)
    }

    func down() async {
        _ = try? await run("/bin/bash", [Self.script, "down", tag])
    }

    private func host(_ name: String, _ number: Int) -> LabHost {
        LabHost(namespace: "\(tag)-\(name)", address: "10.77.0.\(number)")
    }
}

/// The exit status of a short command, run synchronously (for a static probe); -1 if
/// it cannot start or has not ended within 10 s.
private func exitStatus(_ program: String, _ arguments: [String]) -> Int32 {
    guard let child = try? ChildProcess(program, arguments) else { return -1 }
    let deadline = ContinuousClock.now + .seconds(10)
    while child.isRunning, ContinuousClock.now < deadline { usleep(1000) }
    return child.exitStatus ?? -1
}

struct LabError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// tools/fault-proxy on a lab host, between a mirror and the phone.
struct FaultProxy {
    let process: BackgroundProcess
    let control: String

    /// Starts a proxy on `host` forwarding `127.0.0.1:7570/7571` there to the phone's endpoints.
    static func start(on host: LabHost, to phone: PhoneProcess, folder: String) async throws -> FaultProxy {
        let control = "\(folder)/fault.sock"
        let upstream = { (endpoint: String) in endpoint.replacingOccurrences(of: "tcp://", with: "") }
        let (program, arguments) = host.command("\(Repository.root)/tools/fault-proxy", [
            "serve", "--control", control, "--seed", "7",
            "--route", "127.0.0.1:7570=\(upstream(phone.router))", "--route", "127.0.0.1:7571=\(upstream(phone.publisher))",
        ])
        let process = try BackgroundProcess(program, arguments, logPath: "\(folder)/proxy.log")
        try await waitForFile(control)
        return FaultProxy(process: process, control: control)
    }

    let router = "tcp://127.0.0.1:7570"
    let publisher = "tcp://127.0.0.1:7571"

    /// Sends a command (`cut 5`, `delay 30 20`, `loss 0.1`, `restore`…); fails if
    /// refused. Returns the proxy's answer: its settings and counts, as JSON.
    @discardableResult
    func send(_ words: String...) async throws -> String {
        let answer = try await run("\(Repository.root)/tools/fault-proxy", ["send", control] + words)
        guard answer.status == 0 else { throw LabError("fault-proxy \(words.joined(separator: " ")): \(answer.standardOutput)\(answer.standardError)") }
        return answer.standardOutput
    }
}

/// What the phone's store says, read from its SQLite file once it has stopped.
struct PhoneStore {
    let counter: Int
    /// The Counter widget's flag (its toggle).
    let flag: Bool
    let interactions: Set<String>

    init(data: String) throws {
        let database = try DatabaseQueue(path: "\(data)/phone.sqlite")
        // AppGroupDefaults stores `{"int":{"_0":N}}`, `{"bool":{"_0":true}}`.
        func stored(_ name: String, _ type: String) throws -> Any? {
            let data = try database.read { db in
                try Data.fetchOne(db, sql: "SELECT value FROM kv WHERE key = ?", arguments: ["defaults/group.com.yourapp.shared/\(name)"])
            }
            let object = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: [String: Any]] }
            return object?[type]?["_0"]
        }
        counter = try stored("counter", "int") as? Int ?? 0
        flag = try stored("counterFlag", "bool") as? Bool ?? false
        interactions = Set(try database.read { try String.fetchAll($0, sql: "SELECT id FROM interactions") })
    }
}
