import ArgumentParser
import Foundation
import Logging
import NodeRuntime
import PhoneHost
import DomainModel

enum FileManagerPath {
    static var current: String { FileManager.default.currentDirectoryPath }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

/// Device kinds as the command line names them.
enum DeviceKindArgument: String, ExpressibleByArgument, CaseIterable {
    case desktop, watch, tool, server

    var kind: DeviceKind {
        switch self {
        case .desktop: .desktop
        case .watch: .watch
        case .tool: .tool
        case .server: .server
        }
    }
}

/// A date on the command line: ISO 8601, or "now".
func parseDate(_ text: String) throws -> Date {
    if text == "now" { return Date() }
    let formatter = ISO8601DateFormatter()
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    throw ValidationError("“\(text)” is not a date: use ISO 8601 (2026-11-21T09:00:00Z) or “now”")
}

/// The phone's store, for commands that work on it while no phone runs: the data
/// folder is made private, and a store this phone has lost is refused as `run` refuses it
/// (a new one created here would hide the loss from the next `run`).
func openStore(_ options: DataOptions) throws -> PhoneDatabase {
    FilePrivacy.restrictUmask()
    try FilePrivacy.secureFolder(options.absoluteData)
    let identity = StoreIdentity(dataFolder: options.absoluteData)
    _ = try identity.check(reset: false)
    return try PhoneDatabase(path: identity.databasePath)
}

/// Runs `body` against the running phone's control endpoint.
func withRunningPhone<T>(_ options: DataOptions, _ body: (ControlClient) async throws -> T) async throws -> T {
    guard RunFiles(dataFolder: options.absoluteData).isRunning || options.control != nil else {
        throw NodeError(
            "no phone is running on \(options.data) (start one with `phone-node run --data \(options.data)`)")
    }
    let client = try await ControlClient.connect(to: options.controlEndpoint)
    do {
        let result = try await body(client)
        await client.close()
        return result
    } catch {
        await client.close()
        throw error
    }
}
