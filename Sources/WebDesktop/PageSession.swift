import CoreMetrics
import Foundation
import HummingbirdWebSocket
import Logging
import Mirror
import MirrorHTML
import Synchronization

/// One open page: frames of what changed go out (after every change of the mirror,
/// and every second, for timelines that move on), commands come in and are answered.
struct PageSession: Sendable {
    let fleet: MirrorFleet
    let commands: PageCommands
    let layout: PageLayout
    let logger: Logger
    /// Commands carried out at once; beyond, the socket is not read until one ends.
    static let maximumInFlight = 32

    /// Open pages, and how long a change takes to reach one (`--metrics`; no-ops otherwise).
    static let sessions = Meter(label: "widgetrelay_mirror_web_sessions")
    static let patchLatency = Timer(label: "widgetrelay_mirror_web_patch_seconds")

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        Self.sessions.increment()
        defer { Self.sessions.decrement() }
        // Triggers coalesce: a frame always carries the newest state, however many changes came.
        let (triggers, trigger) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        // The phones whose cards must be drawn again for the next frame (nil: every phone's).
        let dirty = DirtyPhones()
        // What this page shows its widgets as: its own, not every page's.
        let modes = PageModeChoice()
        let fleet = fleet
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                // Each phone's changes draw its cards again; a phone paired or unpaired meanwhile, the whole page.
                await fleet.followEachPhone(
                    { phone, _ in
                        dirty.mark(phone.slot)
                        trigger.yield()
                    },
                    changed: {
                        dirty.markAll()
                        trigger.yield()
                    })
                trigger.finish()
            }
            group.addTask {
                // Timelines move on with time: every phone's cards are drawn again each second.
                while !Task.isCancelled {
                    dirty.markAll()
                    trigger.yield()
                    try await Task.sleep(for: .seconds(1))
                }
            }
            group.addTask {
                var diff = PageDiff()
                var first = true
                var last: PageFragments?
                for await _ in triggers {
                    // Taken before the presentation: a change after it marks the next frame.
                    let (changed, since) = dirty.take()
                    let presentation = await fleet.presentation()
                    let fragments =
                        switch layout {
                        case .desktop:
                            PageFragments(presentation, modes: modes.current, reusing: last, changed: changed)
                        case .watch:
                            PageFragments(watch: presentation, stack: await fleet.smartStack(context: WatchContext()))
                        }
                    last = fragments
                    let phoneNow = presentation.phones.first?.presentation.status.phoneNow ?? Date()
                    let frame = diff.frame(to: fragments, phoneNow: phoneNow)
                    guard first || !frame.isEmpty else { continue }
                    first = false
                    try await outbound.write(.text(PageMessage.frame(frame).json))
                    if let since, !frame.isEmpty { Self.patchLatency.record(duration: ContinuousClock.now - since) }
                }
            }
            group.addTask {
                try await readCommands(inbound, outbound) { command in
                    // A page's own choice: every card drawn again in the next frame.
                    guard let mode = command.mode.flatMap(DisplayMode.init(rawValue:)) else {
                        return .failure(
                            PageError(
                                "mode needs one of \(DisplayMode.allCases.map(\.rawValue).joined(separator: ", "))"))
                    }
                    modes.set(mode, for: command.id)
                    dirty.markAll()
                    trigger.yield()
                    return .success(mode.title)
                }
            }
            // The page went away (or the mirror stopped): end the rest.
            _ = try await group.next()
            group.cancelAll()
        }
    }

    /// Reads the page's commands; `setMode` carries out `mode`, the page's own, here.
    private func readCommands(
        _ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter,
        setMode: @escaping @Sendable (PageCommand) -> Result<String, PageError>
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            var running = 0
            for try await message in inbound.messages(maxSize: PageCommand.maximumSize) {
                guard case .text(let text) = message,
                    let command = try? JSONDecoder().decode(PageCommand.self, from: Data(text.utf8))
                else {
                    logger.warning("a page sent something that is not a command; ignored")
                    continue
                }
                if command.t == "mode" {
                    let result = setMode(command)
                    if let ref = command.ref {
                        let answer: PageMessage =
                            switch result {
                            case .success(let title): .done(ref: ref, ok: true, message: title, html: nil)
                            case .failure(let error): .done(ref: ref, ok: false, message: error.description, html: nil)
                            }
                        try await outbound.write(.text(answer.json))
                    }
                    continue
                }
                if running >= Self.maximumInFlight {
                    _ = try await group.next()
                    running -= 1
                }
                running += 1
                group.addTask {
                    if let answer = await commands.perform(command) {
                        try await outbound.write(.text(answer.json))
                    }
                }
            }
            group.cancelAll()
        }
    }
}

/// The phones whose cards a page must draw again (nil: every phone's), shared by the tasks
/// of one page session.
final class DirtyPhones: Sendable {
    private let slots = Mutex<(marked: Set<String>?, since: ContinuousClock.Instant?)>((nil, nil))

    /// A change on `slot`'s phone: the first since the last frame starts its patch's clock.
    func mark(_ slot: String) {
        slots.withLock { state in
            _ = state.marked?.insert(slot)
            if state.since == nil { state.since = .now }
        }
    }
    func markAll() { slots.withLock { $0.marked = nil } }
    /// The marks so far and when the first change among them came (nil: only the clock's
    /// redraw), cleared.
    func take() -> (Set<String>?, since: ContinuousClock.Instant?) {
        slots.withLock { state in
            defer { state = ([], nil) }
            return state
        }
    }
}
