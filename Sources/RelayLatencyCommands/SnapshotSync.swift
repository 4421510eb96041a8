import ArgumentParser
import Foundation
import Logging
import Mirror
import MirrorHTML
import MirrorNodeKit
import NodeRuntime
import RelayLink
import NodeTransport
import ZeroMQ
import ZeroMQTransport

/// `relay-latency snapshot`: how long a mirror with nothing cached takes from its start to
/// the first widget drawn and to synced, asking for the snapshot whole and in parts (issue #34:
/// a ~2 MB snapshot left the mirror deaf for seconds). Each run is a fresh `MirrorClient`, as
/// desktop-node runs one; on every change it draws what it shows as the web page does
/// (`HTMLRenderer`, each widget), so "first widget" is when a drawing first holds one. Through
/// the relay the phone's record names (`--relay`, `--relay-key`), the snapshot comes from the
/// relay's map, in the parts asked for.
struct SnapshotSync: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract:
            "Time a mirror's sync: to the first widget drawn and to synced, whole and in parts (runs interleaved).")
    @OptionGroup var mirror: MirrorOptions
    @OptionGroup var choice: PhoneChoice
    @Option(help: "Syncs per part size.") var runs = 5
    @Option(help: "Part sizes to ask for, in bytes (0: whole), measured in turn.") var partBytes: [UInt32] = [
        0, 128 * 1024,
    ]

    func run() async throws {
        bootstrapCommandLogging(level: .warning)
        let phones = try choice.phones(mirror)
        guard phones.count > 1 else { return try await sync(phones[0].options) }
        // Each phone in turn: a mirror's sync measured alone, not several contending for the machine.
        var failures: [String] = []
        for phone in phones {
            print("── \(phone.label) (\(phone.fingerprint))")
            do { try await sync(phone.options) } catch {
                failures.append("snapshot: phone “\(phone.label)” (\(phone.fingerprint)) not measured: \(error)")
                print("  not measured: \(error)")
            }
        }
        for line in failures { FileHandle.standardError.write(Data("relay-latency: \(line)\n".utf8)) }
        if !failures.isEmpty { throw ExitCode.failure }
    }

    /// Times `runs` syncs per part size with the phone `mirror` reaches, and prints them.
    func sync(_ mirror: MirrorOptions) async throws {
        let phone = try mirror.phone()
        let route = try mirror.route()
        var firsts: [UInt32: [Double]] = [:]
        var synced: [UInt32: [Double]] = [:]
        var widgets = 0
        var bytes = 0
        // Each sync starts with nothing cached; the cache it writes says how big the snapshot was.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapshot-sync-\(UUID().uuidString).bin"
        ).path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        for _ in 0..<runs {
            for size in partBytes {
                var configuration = MirrorConfiguration(
                    deviceID: phone.id, kind: Tool.kind, displayName: Tool.name, families: Tool.families,
                    renderingMode: Tool.renderingMode, routerEndpoint: phone.router, publisherEndpoint: phone.publisher)
                configuration.snapshotPartBytes = size
                try? FileManager.default.removeItem(atPath: cache)
                configuration.cachePath = cache
                configuration.requestTimeout = .seconds(30)  // a whole snapshot must not be asked again while it comes
                let client = MirrorClient(configuration: configuration, transport: try transport(route, mirror))
                let events = await client.subscribe()
                let start = ContinuousClock.now
                try await client.start()
                var first: Duration?
                for await event in events {
                    guard case .changed = event else { continue }
                    let shown = await client.presentation()
                    let drawn = shown.widgets.compactMap { widget in
                        widget.view.map { HTMLRenderer.render($0, widget.options) }
                    }
                    if first == nil, !drawn.isEmpty { first = ContinuousClock.now - start }
                    if shown.status.synced {
                        synced[size, default: []].append((ContinuousClock.now - start).milliseconds)
                        widgets = shown.widgets.count
                        break
                    }
                }
                firsts[size, default: []].append(first?.milliseconds ?? .nan)
                await client.stop()
                bytes = (try? FileManager.default.attributesOfItem(atPath: cache)[.size] as? Int) ?? 0
            }
        }
        let through = route.relay.map { " through the relay at \($0.endpoint)" } ?? ""
        print(
            "\(widgets) widgets, a snapshot of \(bytes / 1024) KiB (the mirror's cache)\(through); milliseconds from start, median (min–max) of \(runs):"
        )
        for size in partBytes {
            let label = size == 0 ? "whole" : "parts of \(size / 1024) KiB"
            print(
                "  \(label): first widget \(Self.summary(firsts[size] ?? [])), synced \(Self.summary(synced[size] ?? []))"
            )
        }
    }

    /// A fresh transport to the phone: through its relay when its record names one, else straight.
    func transport(_ route: PhoneRoute, _ mirror: MirrorOptions) throws -> any Transport {
        guard let relay = route.relay else { return try mirror.transport() }
        let keys = try mirror.keyPair()
        let base = ZeroMQTransport(
            context: try Context(), security: .curveClient(serverPublicKey: relay.key, keyPair: keys))
        return try route.relayed(over: base, at: try RelayAddress(relay.endpoint), keys: keys)
    }

    static func summary(_ values: [Double]) -> String {
        let sorted = values.sorted()
        guard let low = sorted.first, let high = sorted.last else { return "-" }
        return String(format: "%.0f (%.0f–%.0f)", sorted[sorted.count / 2], low, high)
    }
}

extension Duration {
    fileprivate var milliseconds: Double { Double(components.seconds) * 1000 + Double(components.attoseconds) / 1e15 }
}
