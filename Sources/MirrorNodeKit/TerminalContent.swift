import Mirror
import ScriptProtocol
import TerminalSafeText

extension MirrorClient {
    /// What terminal front ends show, every string sanitized (``TerminalText``):
    /// the full-screen interfaces take widgets, activities and controls only from here.
    public func terminalWidgets() -> [RenderedWidget] { renderedWidgets().map(\.forTerminal) }

    /// Live Activities, sanitized for a terminal.
    public func terminalActivities() -> [RenderedActivity] { renderedActivities().map(\.forTerminal) }

    /// Controls, sanitized for a terminal.
    public func terminalControls() -> [RenderedControl] { renderedControls().map(\.forTerminal) }
}

extension MirrorFleet {
    /// The Live Activity `key` names (its phone's slot and its id there), looked up on its own
    /// phone and sanitized for a terminal; nil when that phone no longer shows it.
    public func terminalActivity(_ key: PhoneItemKey) async -> (link: Link, activity: RenderedActivity)? {
        guard let link = link(key.slot),
            let activity = await link.client.terminalActivities().first(where: { $0.id == key.id })
        else {
            return nil
        }
        return (link, activity)
    }

    /// A short name for each phone (by slot) on terminal lines that say which phone
    /// something is from: ``terminalLabels(_:width:)`` of this fleet's phones.
    public func terminalLabels(width: Int = 14) -> [String: String] { Self.terminalLabels(phones, width: width) }

    /// A short name for each of `phones` (by slot), sanitized: its name (cut to `width`
    /// columns), or "phone 3f2a" (its fingerprint's first group) when it has none; labels
    /// that come out equal (a shared name, a name cut short, a name copying another's label)
    /// are told apart by fingerprint (``PhoneLabels``). Without a fingerprint (a fleet built
    /// around one client), the slot.
    public static func terminalLabels(_ phones: [FleetPhone], width: Int = 14) -> [String: String] {
        PhoneLabels.distinct(phones) { phone in
            let name = TerminalText.sanitize(phone.name)
            let group = phone.fingerprint.split(separator: "-").first.map(String.init) ?? ""
            if name.isEmpty { return group.isEmpty ? phone.slot : "phone \(group)" }
            return columns(name) > width ? fit(name, width) : name
        }
    }
}
