import Foundation
import Logging
import Mirror
import NodeRuntime
import TerminalSafeText
import ZeroMQ

/// Runs a mirror in scriptable mode: commands from standard input, JSON lines on
/// standard output, until `quit` or the end of input.
public enum ScriptRunner {
    public static func run(_ fleet: MirrorFleet, surface: ScriptSession.Surface = .desktop, logger: Logger) async throws
    {
        let (commands, sink) = AsyncStream.makeStream(of: String.self)
        try await NodeLifecycle.run(logger: logger, stop: { sink.finish() }) {
            try await run(fleet, surface: surface, commands: commands, sink: sink, logger: logger)
        }
    }

    private static func run(
        _ fleet: MirrorFleet, surface: ScriptSession.Surface, commands: AsyncStream<String>,
        sink: AsyncStream<String>.Continuation, logger: Logger
    ) async throws {
        let session = ScriptSession(fleet: fleet, surface: surface) { line in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
        await fleet.start(logger: logger)
        let input = Task {
            for await line in standardInputLines() { sink.yield(line) }
            sink.finish()
        }
        let changes = Task {
            // A phone's change prints that phone's events (ten busy phones would otherwise draw every phone's widgets each time).
            for await event in fleet.events { await session.publishChanges(of: [event.phone.slot]) }
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
        await fleet.stop()
    }

    /// Standard input, line by line, read on a thread of its own.
    static func standardInputLines() -> AsyncStream<String> {
        AsyncStream { continuation in
            NamedThread.start("stdin") {
                while let line = readLine(strippingNewline: true) { continuation.yield(line) }
                continuation.finish()
            }
        }
    }
}

/// Prints every phone's widgets once: synced with each phone that answers within `wait`,
/// else its cached content marked stale; a heading per phone when there are several.
public enum RenderOnce {
    public static func run(_ fleet: MirrorFleet, wait: Duration) async throws -> String {
        await fleet.start(logger: Logger(label: "render"))
        // Each phone's task ends when it is synced (true), the timer when the wait is over (false).
        await withTaskGroup(of: Bool.self) { group in
            for link in fleet.links {
                let client = link.client
                group.addTask {
                    let events = await client.subscribe()
                    guard await !client.replica.isSynced else { return true }
                    for await event in events {
                        if case .changed = event, await client.replica.isSynced { return true }
                    }
                    return false
                }
            }
            group.addTask {
                try? await Task.sleep(for: wait); return false
            }
            var synced = 0
            for await done in group {
                guard done else { break }
                synced += 1
                if synced == fleet.links.count { break }
            }
            group.cancelAll()
        }
        var output: [String] = []
        for link in fleet.links {
            if fleet.links.count > 1 { output.append("══ \(link.phone.label) · \(link.phone.fingerprint)") }
            output += await lines(link.client)
        }
        await fleet.stop()
        // The one way out to the terminal: no line keeps a control character.
        return output.map { TerminalText.sanitize($0) }.joined(separator: "\n")
    }

    private static func lines(_ client: MirrorClient) async -> [String] {
        var output: [String] = []
        let stale = await client.isStale
        for widget in await client.terminalWidgets() {
            output.append(
                "┌ \(widget.kind) · \(widget.family)\(stale ? " · stale" : "")\(widget.pending ? " · pending" : "")")
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
        if output.isEmpty {
            output.append(
                stale
                    ? "(no cached content; the phone did not answer)"
                    : "(no widgets yet: add one with `add KIND FAMILY`)")
        }
        let quarantined = await client.quarantined
        if !quarantined.isEmpty {
            output.append("⚠︎ \(quarantined.count) item\(quarantined.count == 1 ? "" : "s") quarantined:")
            output += quarantined.map { "  \($0.kind.rawValue) “\($0.id)”: \($0.reason)" }
        }
        return output
    }
}
