import Foundation
import Logging
import Mirror
import NodeRuntime
import TerminalSafeText

/// Runs a mirror in scriptable mode: commands from standard input, JSON lines on
/// standard output, until `quit` or the end of input.
public enum ScriptRunner {
    public static func run(_ client: MirrorClient, surface: ScriptSession.Surface = .desktop, logger: Logger) async throws {
        let (commands, sink) = AsyncStream.makeStream(of: String.self)
        try await NodeLifecycle.run(logger: logger, stop: { sink.finish() }) {
            try await run(client, surface: surface, commands: commands, sink: sink)
        }
    }

    private static func run(_ client: MirrorClient, surface: ScriptSession.Surface, commands: AsyncStream<String>,
                            sink: AsyncStream<String>.Continuation) async throws {
        let session = ScriptSession(client: client, surface: surface) { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        try await client.start()
        let input = Task {
            for await line in standardInputLines() { sink.yield(line) }
            sink.finish()
        }
        let changes = Task {
            for await _ in client.events { await session.publishChanges() }
        }
        // Timelines move on and timers count without the phone: look again every second.
        let ticks = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                await session.publishChanges()
            }
        }
        await session.publishChanges()
        for await line in commands {
            guard await session.run(line) else { break }
        }
        input.cancel()
        changes.cancel()
        ticks.cancel()
        await client.stop()
    }

    /// Standard input, line by line, read on a thread of its own.
    static func standardInputLines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }
            thread.name = "stdin"
            thread.start()
        }
    }
}

/// Prints every widget once: synced with the phone if it answers within `wait`,
/// else the cached content marked stale.
public enum RenderOnce {
    public static func run(_ client: MirrorClient, wait: Duration) async throws -> String {
        try await client.start()
        let synced = Task {
            for await event in client.events {
                if case .changed = event, await client.replica.isSynced { return }
            }
        }
        let timer = Task { try? await Task.sleep(for: wait); synced.cancel() }
        _ = await synced.value
        timer.cancel()
        var output: [String] = []
        let stale = await client.isStale
        for widget in await client.terminalWidgets() {
            output.append("┌ \(widget.kind) · \(widget.family)\(stale ? " · stale" : "")\(widget.pending ? " · pending" : "")")
            output += widget.lines.map { "│ \($0)" }
            if let problem = widget.problem { output.append("│ \(problem)") }
            if let message = widget.message { output.append("│ ! \(message)") }
            output.append("└")
        }
        for activity in await client.terminalActivities() {
            output.append("◉ \(activity.compact)  (\(activity.state))")
        }
        for control in await client.terminalControls() {
            output.append("◧ \(control.title): \(control.label)")
        }
        if output.isEmpty { output.append(stale ? "(no cached content; the phone did not answer)" : "(no widgets yet: add one with `add KIND FAMILY`)") }
        let quarantined = await client.quarantined
        if !quarantined.isEmpty {
            output.append("⚠︎ \(quarantined.count) item\(quarantined.count == 1 ? "" : "s") quarantined:")
            output += quarantined.map { "  \($0.kind.rawValue) “\($0.id)”: \($0.reason)" }
        }
        await client.stop()
        // The one way out to the terminal: no line keeps a control character.
        return output.map { TerminalText.sanitize($0) }.joined(separator: "\n")
    }
}
