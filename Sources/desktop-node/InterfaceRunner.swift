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
        let signals = [SIGINT, SIGTERM].map { signalNumber -> DispatchSourceSignal in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber)
            source.setEventHandler { sink.finish() }
            source.resume()
            return source
        }
        await make(client, terminal).run(events: events)
        for source in signals { source.cancel() }
        keys.cancel()
        changes.cancel()
        ticks.cancel()
        terminal.restore()
        await client.stop()
    }
}
