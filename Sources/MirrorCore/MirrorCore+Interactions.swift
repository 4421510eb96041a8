import DomainModel
import Foundation
import WidgetRelayKit

extension MirrorCore {
    /// A button, toggle or link activated: pending marks and a flipped toggle at once,
    /// then the interaction sent; or refused with the reason (locked, phone not
    /// reachable, no such element). A link opens the app on the phone instead.
    mutating func activate(_ target: InteractionTarget, elementID: String, interactionID id: String, at now: Date)
        -> [Effect]
    {
        let key = target.key
        func refuse(_ message: String) -> [Effect] {
            messages[key] = message
            return [
                .finished(
                    requestID: id,
                    InteractionReport(
                        interactionID: id, instanceID: key, elementID: elementID, outcome: .refused, message: message)),
                .changed(.targets([target])),
            ]
        }
        guard !isLocked else { return refuse("Unlock to use this widget") }
        // What the person is told matches what the header says: not heard, or heard and resyncing.
        guard isReachable else { return refuse(Self.notReachable) }
        guard replica.isSynced else { return refuse(Self.syncing) }
        guard let element = element(elementID, of: target, at: phoneNow(at: now)) else {
            return refuse("No such button or toggle")
        }
        if case .link(let url) = element.kind {
            return send(
                .openURL(url, target: target, elementID: elementID), id: id,
                purpose: .open(target, elementID: elementID, url: url), at: now)
        }
        guard let invocation = element.invocation else { return refuse("No such button or toggle") }
        var toggleValue: Bool?
        let shown = TargetElement(target, elementID)
        if case .toggle(let isOn, _) = element.kind {
            toggleValue = !(optimistic[shown] ?? isOn)
            optimistic[shown] = toggleValue
        }
        // A second tap before the first's answer: the new mark carries the first's optimistic
        // toggles too, so they end with it rather than linger.
        let carried = pending[key]?.optimisticElements.filter { $0 != shown } ?? []
        pending[key] = PendingMark(
            target: target, interactionID: id, optimisticElements: carried + (toggleValue == nil ? [] : [shown]))
        messages[key] = nil
        let request = InteractionRequest(
            interactionID: id, target: target, elementID: elementID, invocation: invocation,
            toggleValue: toggleValue, tappedAt: now)
        return [.changed(.targets([target]))]
            + send(.interaction(request), id: id, purpose: .interaction(target, elementID: elementID), at: now)
    }

    /// The phone's answer to an interaction: truth to come at the result's seq, or a revert with the reason.
    mutating func interactionAnswered(
        _ id: String, _ target: InteractionTarget, _ elementID: String, _ reply: MirrorReply
    ) -> [Effect] {
        let key = target.key
        var effects: [Effect] = []
        let outcome: InteractionReport.Outcome
        var message: String?
        switch reply {
        case .interactionResult(let result):
            switch result.outcome {
            case .performed:
                outcome = .performed
                if pending[key]?.interactionID == id {
                    pending[key]?.untilSeq = result.seq
                    // The target's latest tap worked: an earlier tap's reason, answered since, is not left showing.
                    messages[key] = nil
                }
            case .failed(let reason):
                (outcome, message) = (.failed, reason)
                effects += revert(id, target, elementID, message: reason, untilSeq: result.seq)
            case .rejected(let reason):
                (outcome, message) = (.rejected, reason)
                effects += revert(id, target, elementID, message: reason, untilSeq: nil)
            case .unknown:
                (outcome, message) = (.failed, "Not synced")
                effects += revert(id, target, elementID, message: "Not synced", untilSeq: nil)
            }
        case .error(let error):
            (outcome, message) = (.rejected, error.message.isEmpty ? "Not synced" : error.message)
            effects += revert(id, target, elementID, message: message ?? "", untilSeq: nil)
        default:
            (outcome, message) = (.rejected, "Not synced")
            effects += revert(id, target, elementID, message: "Not synced", untilSeq: nil)
        }
        _ = settlePending()
        rememberFinished(id)
        effects.append(
            .finished(
                requestID: id,
                InteractionReport(
                    interactionID: id, instanceID: key, elementID: elementID, outcome: outcome, message: message)))
        effects.append(.changed(.targets([target])))
        return effects
    }

    /// Shows the phone's value again and why the interaction did not work. A failed
    /// interaction was performed up to its throw: its views stay pending until the
    /// update at `untilSeq`; a rejected one changed nothing.
    mutating func revert(
        _ id: String, _ target: InteractionTarget, _ elementID: String, message: String, untilSeq: UInt64?
    ) -> [Effect] {
        let key = target.key
        optimistic[TargetElement(target, elementID)] = nil
        messages[key] = message
        if let mark = pending[key], mark.interactionID == id {
            if let untilSeq {
                pending[key]?.untilSeq = untilSeq
            } else {
                // Nothing will come for this mark: the toggles it carried show the phone's value again.
                endMark(key)
            }
        }
        return [.changed(.targets([target]))]
    }

    /// Remembers one of our interactions as ended (bounded): its late invalidation notice is ignored.
    mutating func rememberFinished(_ id: String) {
        finishedInteractions.append(id)
        if finishedInteractions.count > Self.finishedMemory {
            finishedInteractions.removeFirst(finishedInteractions.count - Self.finishedMemory)
        }
    }
}
