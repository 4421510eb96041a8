import Foundation
import TestSupport
import ScriptProtocol
import Synchronization
import Testing

/// One mirror doing one thing again and again (a tap, a control), each time waiting
/// for its outcome; after a refusal, for the phone to be back.
final class Tapper: Sendable {
    let mirror: DesktopProcess
    let command: String
    /// The element the command activates, to tell its outcomes from others' (nil: any).
    let element: String?
    private let state = Mutex<(outcomes: [JSONLine], stopped: Bool)>(([], false))

    init(_ mirror: DesktopProcess, _ command: String, element: String? = nil) {
        self.mirror = mirror
        self.command = command
        self.element = element
    }

    var outcomes: [JSONLine] { state.withLock { $0.outcomes } }
    var performed: [JSONLine] { outcomes.filter { $0.interaction?.outcome == "performed" } }
    /// The ids of the interactions the phone acknowledged as performed, and of all sent
    /// (outcomes of taps the mirror refused before sending carry ids the phone never saw).
    var acknowledgedIDs: Set<String> { Set(performed.compactMap { $0.interaction?.interaction }) }
    var sentIDs: Set<String> { Set(outcomes.compactMap { $0.interaction?.interaction }) }
    func stop() { state.withLock { $0.stopped = true } }

    /// Taps once; returns the outcome.
    @discardableResult
    func tapOnce() async throws -> JSONLine {
        mirror.script.send(command)
        let element = element
        let outcome = try await mirror.next("\(command)'s outcome", within: 60) {
            $0.interaction != nil && (element == nil || $0.interaction?.element == element)
        }
        state.withLock { $0.outcomes.append(outcome) }
        return outcome
    }

    /// Taps until `times` taps have been performed.
    func tap(times: Int) async throws {
        let goal = performed.count + times
        while performed.count < goal { try await tapOrWait() }
    }

    /// Taps until stopped.
    func run() async throws {
        while !state.withLock({ $0.stopped }) { try await tapOrWait() }
    }

    private func tapOrWait() async throws {
        let outcome = try await tapOnce()
        guard outcome.interaction?.outcome != "performed" else { return }
        try await poll("\(command): the phone back", within: 60) {
            mirror.last("status")?.isSyncedStatus ?? false
        }
    }

    /// Every acknowledged interaction is in the phone's store; with `counted`, the
    /// phone's counter went up once for each of these interactions it recorded.
    func expectExactlyOnce(store: PhoneStore, counted: Bool = true, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let acknowledged = acknowledgedIDs, sent = sentIDs
        #expect(
            acknowledged.isSubset(of: store.interactions),
            "acknowledged but not recorded: \(acknowledged.subtracting(store.interactions))",
            sourceLocation: sourceLocation)
        if counted {
            #expect(
                store.counter == sent.intersection(store.interactions).count,
                "the counter against the recorded interactions",
                sourceLocation: sourceLocation)
        }
    }
}

extension JSONLine {
    var isSyncedStatus: Bool { status?.synced == true && status?.reachable == true }
    /// The Counter widget's number (its first line).
    var count: Int? { Int(text_.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "") }
    /// The id of a widget's element, by its number.
    func elementID(_ number: Int) -> String? { widget?.elements.first { $0.number == number }?.id }
    /// The QuickToggle control's state in a `controls` event.
    var quickToggle: Bool? {
        controls?.first { $0.kind == "QuickToggle" }?.isOn ?? nil
    }
}
