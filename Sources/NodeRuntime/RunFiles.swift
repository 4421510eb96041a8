import Foundation

/// Files a running node leaves in its data folder: its pid, and the endpoints it
/// actually bound (ports chosen by `*`), for scripts, tests and the CLI. Both are
/// written 0600 whatever the umask.
public struct RunFiles: Sendable {
    public let dataFolder: String
    public init(dataFolder: String) { self.dataFolder = dataFolder }

    public var pidPath: String { "\(dataFolder)/node.pid" }
    public var endpointsPath: String { "\(dataFolder)/endpoints.json" }

    /// The endpoints by name ("router", "publisher", "control", "public_key").
    public func writeEndpoints(_ endpoints: [String: String]) throws {
        let data = try JSONSerialization.data(withJSONObject: endpoints, options: [.sortedKeys, .prettyPrinted])
        try FilePrivacy.writePrivately(data, to: endpointsPath)
    }

    public func readEndpoints() -> [String: String]? {
        guard let data = FileManager.default.contents(atPath: endpointsPath) else { return nil }
        return try? JSONSerialization.jsonObject(with: data) as? [String: String]
    }

    public func writePID() throws {
        try FilePrivacy.writePrivately(Data("\(ProcessInfo.processInfo.processIdentifier)\n".utf8), to: pidPath)
    }

    /// Removes the pid and endpoints files, and the ipc socket files libzmq leaves (at a clean exit).
    public func clear(ipcEndpoints: [String] = []) {
        try? FileManager.default.removeItem(atPath: pidPath)
        try? FileManager.default.removeItem(atPath: endpointsPath)
        for endpoint in ipcEndpoints where endpoint.hasPrefix("ipc://") {
            try? FileManager.default.removeItem(atPath: String(endpoint.dropFirst("ipc://".count)))
        }
    }

    /// Whether a node with the recorded pid is alive.
    public var isRunning: Bool {
        guard let text = try? String(contentsOfFile: pidPath, encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return false }
        return kill(pid, 0) == 0
    }
}
