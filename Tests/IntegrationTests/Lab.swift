import Foundation
import TestSupport
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
/// b and c: mirrors'), on 10.77.0.0/24 behind a bridge of their own, and a fourth, d, whose
/// link has no broadcast address (as a VPN's); removed by `down`.
struct Lab: Sendable {
    let tag: String
    var a: LabHost { host("a", 1) }
    var b: LabHost { host("b", 2) }
    var c: LabHost { host("c", 3) }
    var d: LabHost { host("d", 4) }
    /// The relay's host (`relay-node`).
    var e: LabHost { host("e", 5) }

    static let ip =
        ["/usr/sbin/ip", "/sbin/ip", "/usr/bin/ip"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "ip"
    static let script = "\(Repository.root)/deploy/lab/lab"

    /// Why labs cannot be made here (not root, no iproute2, namespaces refused), or nil.
    static let unavailable: String? = {
        guard geteuid() == 0 else {
            return "the fault tests need root for network namespaces (run the test command as root)"
        }
        guard FileManager.default.isExecutableFile(atPath: ip) else { return "the fault tests need iproute2's ip" }
        let probe = "wrprobe\(getpid())"
        _ = exitStatus(ip, ["netns", "del", probe])  // one left by an earlier process of the same pid
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

    /// Drops every inbound TCP connection on `host` (`deploy/lab/lab firewall`: nftables, a SYN
    /// without ACK dropped and counted), as NAT or a carrier would.
    func firewall(_ host: LabHost) async throws {
        let name = try #require(host.namespace?.split(separator: "-").last.map(String.init))
        let set = try await run("/bin/bash", [Self.script, "firewall", tag, name])
        guard set.status == 0 else { throw LabError("lab firewall \(tag) \(name): \(set.standardError)") }
    }

    /// How many inbound connection attempts `host`'s firewall dropped.
    func dropped(on host: LabHost) async throws -> Int {
        let (program, arguments) = host.command("/usr/sbin/nft", ["list", "chain", "inet", "widgetrelay", "inbound"])
        let listed = try await run(program, arguments)
        return listed.standardOutput.firstMatch(of: /counter packets ([0-9]+)/).flatMap { Int($0.1) } ?? -1
    }

    func down() async {
        _ = try? await run("/bin/bash", [Self.script, "down", tag])
    }

    private func host(_ name: String, _ number: Int) -> LabHost {
        LabHost(namespace: "\(tag)-\(name)", address: "10.77.0.\(number)")
    }
}

/// The exit status of a short command, run synchronously (for a static probe); -1 if
/// it cannot start or has not ended within 60 s (a hang guard).
private func exitStatus(_ program: String, _ arguments: [String]) -> Int32 {
    (try? ChildProcess(program, arguments))?.waitUntilExit(within: 60) ?? -1
}

struct LabError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
