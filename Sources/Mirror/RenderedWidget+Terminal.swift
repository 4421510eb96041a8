import Foundation
import ScriptProtocol
import TerminalSafeText

extension RenderedWidget {
    /// The widget with every string it shows sanitized for a terminal (its id stays: it is a key, not shown).
    public var forTerminal: RenderedWidget {
        let clean = { (text: String) in TerminalText.sanitize(text) }
        return RenderedWidget(
            instance: instance, kind: clean(kind), family: clean(family), lines: lines.map(clean),
            elements: elements.map(\.forTerminal), pending: pending, stale: stale, placeholder: placeholder,
            message: message.map(clean), url: url.map(clean), problem: problem.map(clean))
    }
}

extension RenderedElement {
    /// The element with the strings it shows sanitized for a terminal.
    public var forTerminal: RenderedElement {
        RenderedElement(
            number: number, id: id, kind: TerminalText.sanitize(kind),
            label: TerminalText.sanitize(label), isOn: isOn)
    }
}

extension RenderedActivity {
    /// The Live Activity with every string it shows sanitized for a terminal.
    public var forTerminal: RenderedActivity {
        let clean = { (text: String) in TerminalText.sanitize(text) }
        return RenderedActivity(
            id: id, state: clean(state), compact: clean(compact), lines: lines.map(clean),
            elements: elements.map(\.forTerminal))
    }
}

extension RenderedControl {
    /// The control with the strings it shows sanitized for a terminal.
    public var forTerminal: RenderedControl {
        RenderedControl(
            kind: kind, title: TerminalText.sanitize(title), isOn: isOn, label: TerminalText.sanitize(label))
    }
}
