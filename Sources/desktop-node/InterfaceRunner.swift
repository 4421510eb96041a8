import Foundation
import Mirror
import MirrorNodeKit

/// Runs a full-screen interface over a mirror client: the terminal is restored on
/// quit, on SIGINT and on SIGTERM.
enum InterfaceRunner {
    static func run(_ client: MirrorClient, make: (MirrorClient, Terminal) -> DesktopInterface) async throws {
        let terminal = Terminal()
        try await client.start()
        terminal.enter()
        let (events, sink) = AsyncStream.makeStream(of: DesktopInterface.Event.self)
        let keys = Task { for await key in terminal.keys() { sink.yield(.key(key)) }; sink.finish() }
        let changes = Task { for await _ in client.events { sink.yield(.mirror) } }
        let ticks = Task { while !Task.isCancelled { try? await Task.sleep(for: .seconds(1)); sink.yield(.tick) } }
        let signals = TerminationSignals { sink.finish() }
        await make(client, terminal).run(events: events)
        signals.cancel()
        keys.cancel()
        changes.cancel()
        ticks.cancel()
        terminal.restore()
        await client.stop()
    }
}
