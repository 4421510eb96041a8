import WidgetRelayKit

extension PhoneState: InteractionContext {
    /// Whether `device` was shown the interaction's element with exactly this invocation
    /// (in its own widget's timeline, a Live Activity or a control); nil if so.
    public func refusal(of interaction: PhoneInteraction, invocation: IntentInvocation, from device: String)
        -> InteractionRefusal?
    {
        switch interaction.target {
        case .instance(let id):
            guard let instance = instances[id] else {
                return InteractionRefusal(.unknownTarget, "no widget instance “\(id)”")
            }
            guard instance.owner == device else {
                return InteractionRefusal(.notOwner, "widget instance “\(id)” belongs to another device")
            }
            if let rule = surface(of: instance, shownOn: device).refusal(of: .buttonOrToggle) {
                return InteractionRefusal(.notOnThisSurface, "widget instance “\(id)”: \(rule)")
            }
            let matches =
                offered[id]?.contains { $0.elementID == interaction.elementID && $0.invocation == invocation } ?? false
            return matches
                ? nil
                : InteractionRefusal(
                    .notOffered, "element “\(interaction.elementID)” with \(invocation) was never offered to \(device)")
        case .activity(let id):
            guard let activity = activities[id] else {
                return InteractionRefusal(.unknownTarget, "no Live Activity “\(id)”")
            }
            let matches = activity.presentations.interactiveViews.flatMap(\.interactiveElements).contains {
                $0.elementID == interaction.elementID && $0.invocation == invocation
            }
            if matches { return nil }
            // Shown only where it may not be used (the compact or minimal island): refused by that rule.
            if let rule = activity.presentations.kinds(holding: interaction.elementID).lazy
                .compactMap({ WidgetSurface.activity($0).refusal(of: .buttonOrToggle) }).first
            {
                return InteractionRefusal(
                    .notOnThisSurface, "element “\(interaction.elementID)” of Live Activity \(id): \(rule)")
            }
            return InteractionRefusal(
                .notOffered, "element “\(interaction.elementID)” with \(invocation) is not in Live Activity \(id)")
        case .control(let kind):
            guard let control = controls[kind] else {
                return InteractionRefusal(.unknownTarget, "no control “\(kind)”")
            }
            let matches = control.elementID == interaction.elementID && control.action == invocation
            return matches ? nil : InteractionRefusal(.notOffered, "control “\(kind)” does not offer \(invocation)")
        case nil:
            return InteractionRefusal(
                .unknownTarget, "the interaction names no widget instance, Live Activity or control")
        }
    }

    public func owner(of instance: String) -> String? { instances[instance]?.owner }

    public func latestTimelineSeq(of instance: String) -> UInt64? { timelineSeqs[instance] }

    public func hasTimeline(_ instance: String) -> Bool { timelines[instance] != nil }
}
