import Foundation
import HummingbirdWebSocket
import Logging
import Mirror

/// One open page: frames of what changed go out (after every change of the mirror,
/// and every second, for timelines that move on), commands come in and are answered.
struct PageSession: Sendable {
    let fleet: MirrorFleet
    let commands: PageCommands
    let logger: Logger
    /// Commands carried out at once; beyond, the socket is not read until one ends.
    static let maximumInFlight = 32

    func run(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
        // Triggers coalesce: a frame always carries the newest state, however many changes came.
        let (triggers, trigger) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let events = await fleet.subscribe()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await _ in events { trigger.yield() }
                trigger.finish()
            }
            group.addTask {
                while !Task.isCancelled {
                    trigger.yield()
                    try await Task.sleep(for: .seconds(1))
                }
            }
            group.addTask {
                var diff = PageDiff()
                var first = true
                for await _ in triggers {
                    let presentation = await fleet.presentation()
                    // Dates on the page tick from the first phone's clock (each phone's widgets are drawn at its own).
                    let phoneNow = presentation.phones.first?.presentation.status.phoneNow ?? Date()
                    let frame = diff.frame(to: PageFragments(presentation), phoneNow: phoneNow)
                    guard first || !frame.isEmpty else { continue }
                    first = false
                    try await outbound.write(.text(PageMessage.frame(frame).json))
                }
            }
            group.addTask { try await readCommands(inbound, outbound) }
            // The page went away (or the mirror stopped): end the rest.
            _ = try await group.next()
            group.cancelAll()
        }
    }

    private func readCommands(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            var running = 0
            for try await message in inbound.messages(maxSize: PageCommand.maximumSize) {
                guard case .text(let text) = message,
                      let command = try? JSONDecoder().decode(PageCommand.self, from: Data(text.utf8)) else {
                    logger.warning("a page sent something that is not a command; ignored")
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
