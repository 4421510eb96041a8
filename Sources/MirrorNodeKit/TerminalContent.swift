import Mirror
import ScriptProtocol

extension MirrorClient {
    /// What terminal front ends show, every string sanitized (``TerminalText``):
    /// the full-screen interfaces take widgets, activities and controls only from here.
    public func terminalWidgets() -> [RenderedWidget] { renderedWidgets().map(\.forTerminal) }

    /// Live Activities, sanitized for a terminal.
    public func terminalActivities() -> [RenderedActivity] { renderedActivities().map(\.forTerminal) }

    /// Controls, sanitized for a terminal.
    public func terminalControls() -> [RenderedControl] { renderedControls().map(\.forTerminal) }
}
