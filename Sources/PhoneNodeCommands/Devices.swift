import DomainModel
import Codec
import ArgumentParser
import Foundation
import NodeRuntime
import PhoneCore
import PhoneHost
import RelayWire
import ZeroMQ

struct Devices: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Pair, list and unpair devices (like SSH's authorized_keys).",
        discussion: "While the phone runs, changes take effect at once: a removed device is cut off.",
        subcommands: [Add.self, List.self, Remove.self], defaultSubcommand: List.self)

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Pair a device by its CURVE public key.")
        @OptionGroup var options: DataOptions
        @Option(help: "The id the phone will know it by.") var id: String
        @Option(parsing: .unconditional, help: "Its public key, 40 characters of Z85 (`desktop-node keys` prints it).")
        var key: String
        @Option(help: "What it is: \(DeviceKindArgument.allCases.map(\.rawValue).joined(separator: ", ")).") var kind:
            DeviceKindArgument
        @Option(help: "A name for people.") var name: String?

        func validate() throws {
            do { _ = try CurveKey(z85: key) } catch { throw ValidationError("--key: \(error)") }
            guard !id.isEmpty, !id.contains("/") else {
                throw ValidationError("--id must be non-empty and contain no “/”")
            }
        }

        func run() async throws {
            let publicKey = try CurveKey(z85: key)
            let device = PairedDevice(id: id, name: name ?? id, kind: kind.kind, publicKey: publicKey.z85)
            print(try await pairDevice(options, device))
            print("fingerprint: \(publicKey.fingerprint)")
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List paired devices.")
        @OptionGroup var options: DataOptions

        func run() async throws {
            let database = try openStore(options)
            let devices = try database.devices()
            if devices.isEmpty { print("no paired devices") }
            for device in devices {
                let fingerprint = (try? CurveKey(z85: device.publicKey).fingerprint) ?? "bad key"
                print("\(device.id)\t\(device.kind?.rawValue ?? "unknown")\t\(fingerprint)\t\(device.name)")
            }
        }
    }

    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Unpair a device; a running phone cuts it off at once.")
        @OptionGroup var options: DataOptions
        @Argument(help: "The device's id.") var id: String

        func run() async throws {
            if RunFiles(dataFolder: options.absoluteData).isRunning {
                let reply = try await withRunningPhone(options) { [id] in try await $0.admin(.removeDevice(id: id)) }
                print(reply.text)
            } else {
                let database = try openStore(options)
                guard try database.removeDevice(id) else { throw ValidationError("no paired device “\(id)”") }
                print("unpaired \(id)")
            }
        }
    }
}

/// Pairs `device`: through the running phone (its allow-list changes at once), or in the
/// store when none runs. Returns what was done, for people.
func pairDevice(_ options: DataOptions, _ device: PairedDevice) async throws -> String {
    if RunFiles(dataFolder: options.absoluteData).isRunning {
        let command = AdminCommand.addDevice(
            id: device.id, name: device.name, kind: device.kind, publicKey: device.publicKey)
        return try await withRunningPhone(options) { try await $0.admin(command) }.text
    }
    let database = try openStore(options)
    try database.addDevice(device, at: Date())
    return "paired \(device.id)"
}
