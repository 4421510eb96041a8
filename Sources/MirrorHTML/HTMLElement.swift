import MirrorText
import TerminalSafeText

/// One HTML element being built: a tag, classes, inline CSS declarations and
/// attributes, all escaped when written out. Content is HTML already made safe.
struct HTMLElement {
    var tag: String
    var classes: [String]
    /// CSS declarations in order; values are produced by ``CSS`` and never hold phone text.
    var style: [(property: String, value: String)] = []
    /// Attributes in order; values are escaped when written.
    var attributes: [(name: String, value: String)] = []
    /// Inner HTML, already escaped.
    var content: String

    init(_ tag: String, classes: [String], content: String = "") {
        self.tag = tag
        self.classes = classes
        self.content = content
    }

    /// Whether a declaration for `property` is set.
    func has(_ property: String) -> Bool { style.contains { $0.property == property } }

    /// Sets `property` unless set already (inner modifiers win over outer ones, as in SwiftUI).
    mutating func setIfUnset(_ property: String, _ value: String) {
        if !has(property) { style.append((property, value)) }
    }

    /// Sets or replaces `property`.
    mutating func set(_ property: String, _ value: String) {
        style.removeAll { $0.property == property }
        style.append((property, value))
    }

    /// The value of `property`, if set.
    func value(of property: String) -> String? { style.first { $0.property == property }?.value }

    mutating func attribute(_ name: String, _ value: String) { attributes.append((name, value)) }

    /// Sets or replaces the attribute `name`.
    mutating func setAttribute(_ name: String, _ value: String) {
        attributes.removeAll { $0.name == name }
        attributes.append((name, value))
    }

    /// This element wrapped in a plain box, for a modifier that needs a layer of its own.
    func wrapped(in classes: [String]) -> HTMLElement {
        HTMLElement("div", classes: classes, content: html)
    }

    var html: String {
        var out = "<\(tag)"
        if !classes.isEmpty { out += " class=\"\(HTMLEscaping.attribute(classes.joined(separator: " ")))\"" }
        if !style.isEmpty {
            let css = style.map { "\($0.property):\($0.value)" }.joined(separator: ";")
            out += " style=\"\(HTMLEscaping.attribute(css))\""
        }
        for (name, value) in attributes { out += " \(name)=\"\(HTMLEscaping.attribute(value))\"" }
        return out + ">" + content + "</\(tag)>"
    }
}

/// Escaping for text and attribute values: every string a phone sends goes through here
/// (the web desktop's page parts too).
package enum HTMLEscaping {
    /// Text content: `&`, `<`, `>` (and quotes, so text is also safe in attributes).
    package static func text(_ string: String) -> String { attribute(string) }

    /// Text a phone shows, as text content: without the bidirectional controls that would make
    /// what is shown differ from what is read aloud (``VisibleText``), then escaped.
    package static func shown(_ string: String) -> String { text(VisibleText.withoutBidiControls(string)) }

    /// An attribute value inside double quotes.
    package static func attribute(_ string: String) -> String {
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\u{0}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
