import Foundation
import Logging
import Mirror
import NodeRuntime

/// What happens to a full-screen interface.
public enum InterfaceEvent: Sendable {
    case key(Key)
    case mirror
    case tick
}

/// A full-screen interface over a mirror: the desktop's cards, the watch's face.
public protocol FullScreenInterface: Actor {
    /// Whether it wants to go on (false after `q`).
    var isRunning: Bool { get }
    func handle(_ key: Key) async
    func draw() async
}

/// Runs a full-screen interface: keys, mirror changes and a one-second tick (timers
/// count, timelines move on) each redraw it; the terminal is restored on quit, on
/// SIGINT and on SIGTERM.
public enum FullScreen {
    public static func run(
        _ fleet: MirrorFleet, terminal: Terminal, interface: some FullScreenInterface, logger: Logger
    ) async throws {
        let (events, sink) = AsyncStream.makeStream(of: InterfaceEvent.self)
        try await NodeLifecycle.run(logger: logger, stop: { sink.finish() }) {
            try await run(fleet, terminal: terminal, interface: interface, events: events, sink: sink, logger: logger)
        }
    }

    private static func run(
        _ fleet: MirrorFleet, terminal: Terminal, interface: some FullScreenInterface,
        events: AsyncStream<InterfaceEvent>, sink: AsyncStream<InterfaceEvent>.Continuation, logger: Logger
    ) async throws {
        await fleet.start(logger: logger)
        terminal.enter()
        let keys = Task {
            for await key in terminal.keys() { sink.yield(.key(key)) }; sink.finish()
        }
        let changes = Task { for await _ in fleet.events { sink.yield(.mirror) } }
        let ticks = Task { while !Task.isCancelled { try? await Task.sleep(for: .seconds(1)); sink.yield(.tick) } }
        await interface.draw()
        for await event in events {
            if case .key(let key) = event { await interface.handle(key) }
            guard await interface.isRunning else { break }
            await interface.draw()
        }
        keys.cancel()
        changes.cancel()
        ticks.cancel()
        terminal.restore()
        await fleet.stop()
    }
}

extension Array {
    /// The element at `index`, or nil past the ends (focus indices in interfaces).
    public subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
