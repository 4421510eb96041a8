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
    /// A short name for each phone (by slot) on terminal lines that say which phone
    /// something is from: ``terminalLabels(_:width:)`` of this fleet's phones.
    public func terminalLabels(width: Int = 14) -> [String: String] { Self.terminalLabels(phones, width: width) }

    /// A short name for each of `phones` (by slot), sanitized: its name (cut to `width`
    /// columns), or "phone 3f2a" (its fingerprint's first group) when it has none; a name
    /// two phones share gets that group too. Without a fingerprint (a fleet built around
    /// one client), the slot.
    public static func terminalLabels(_ phones: [FleetPhone], width: Int = 14) -> [String: String] {
        let names = phones.map { TerminalText.sanitize($0.name) }
        var labels: [String: String] = [:]
        for (phone, name) in zip(phones, names) {
            let group = phone.fingerprint.split(separator: "-").first.map(String.init) ?? ""
            let short = columns(name) > width ? fit(name, width) : name
            labels[phone.slot] = switch (name.isEmpty, group.isEmpty) {
            case (true, true): phone.slot
            case (true, false): "phone \(group)"
            case (false, _) where names.filter({ $0 == name }).count > 1 && !group.isEmpty: "\(short) \(group)"
            case (false, _): short
            }
        }
        return labels
    }
}
