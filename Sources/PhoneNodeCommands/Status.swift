import ArgumentParser
import DomainModel
import Foundation
import NodeRuntime
import PhoneCore
import PhoneHost
import TerminalSafeText

struct Status: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show widget instances, Live Activities, devices and reload budgets.")
    @OptionGroup var options: DataOptions
    @Flag(help: "Print the status as JSON (relay.v1 PhoneStatus).") var json = false

    func run() async throws {
        let reply = try await withRunningPhone(options) { try await $0.admin(.status) }
        if json {
            print(reply.statusJSON ?? "{}")
            return
        }
        guard let status = reply.status else { throw NodeError("the phone sent no status") }
        let formatter = ISO8601DateFormatter()
        print(reply.text)  // counts, refused requests among them
        print(
            "time \(formatter.string(from: status.now))\(status.manualClock ? " (manual clock)" : "")  epoch \(status.epoch)  seq \(status.seq)"
        )
        let store = status.store
        print(
            "store \(bytes(store.fileBytes)) + log \(bytes(store.walBytes)) (\(store.walFrames) frames)  "
                + "\(store.interactionRecords) interaction records kept \(DurationText.format(.seconds(store.keepInteractionsSeconds)))  "
                + "\(store.prunedSinceStart) pruned since start")
        print("widgets:")
        for item in status.instances {
            let next = item.nextReload.map { formatter.string(from: $0) } ?? "when asked"
            print(
                "  \(item.instance.id)  \(item.instance.kind) \(item.instance.family.rawValue)  on \(item.instance.owner)  entries \(item.entryCount)  budget left \(item.budgetLeft)  next reload \(next)"
            )
        }
        print("Live Activities:")
        for activity in status.activities.map(\.record) {
            let token = activity.pushToken.map { $0.map { String(format: "%02x", $0) }.joined() } ?? ""
            print(
                "  \(activity.id)  \(activity.attributesType)  \(activity.state)  token \(token.isEmpty ? "-" : token)"
            )
        }
        print("devices:")
        for device in status.devices {
            print("  \(device.id)  \(device.kind?.rawValue ?? "unknown")  \(device.name)")
        }
        if let window = PairingWindowFile.read(in: options.absoluteData), window.closes > Date() {
            print(
                "pairing window open until \(formatter.string(from: window.closes)) on \(window.endpoint) (UDP beacon on port \(window.beaconPort))"
            )
            for request in window.requests {
                let who = TerminalText.sanitize(
                    "“\(request.device)” (\(request.kind), “\(request.name)”, fingerprint \(request.fingerprint))")
                print(
                    "  \(who) asks to pair, code \(request.code.prefix(3)) \(request.code.suffix(3)): if it shows the same code, confirm with phone-node pair --data \(options.data) --yes \(request.code)"
                )
            }
        }
        if !status.openedURLs.isEmpty {
            print("opened URLs:")
            for url in status.openedURLs {
                print(
                    TerminalText.sanitize(
                        "  \(url.url)  from \(url.deviceID)  widget \(url.instanceID.isEmpty ? "-" : url.instanceID)"))
                if !url.opened.handlers.isEmpty {
                    let scene = url.opened.scene.isEmpty ? "" : ": the app showed \(url.opened.scene)"
                    print(
                        TerminalText.sanitize(
                            "    handled by \(url.opened.handlers.joined(separator: ", "))\(scene)"))
                }
            }
        }
    }
}

/// A byte count for people: 3.1 MB, 812 kB, 96 B.
private func bytes(_ count: UInt64) -> String {
    switch count {
    case 1_000_000...: String(format: "%.1f MB", Double(count) / 1e6)
    case 1000...: "\(count / 1000) kB"
    default: "\(count) B"
    }
}
