import Foundation
import RelayTestSupport

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
