import DomainModel
import Foundation
import Mirror
import Codec
import MirrorHTML
import MirrorText
import WidgetRelayKit

/// The gallery and the configuration editor as HTML: the phone's widget kinds with
/// their previews drawn, and a form built from a configuration intent's parameters
/// with the phone's entity suggestions.
enum GalleryHTML {
    /// How much smaller than on the desktop the gallery draws a family's preview (its box's
    /// size and the scale of the drawing in it).
    static let previewScale = 0.6

    /// "Add widget" with several phones: which phone's gallery.
    static func phoneChooser(_ phones: [FleetPhone]) -> String {
        var html = #"<h2>Add a widget from which phone?</h2><div class="wr-phone-choices">"#
        for phone in phones {
            let name = HTMLEscaping.text(phone.label), slot = HTMLEscaping.text(phone.slot)
            html +=
                #"<button type="button" class="wr-phone-choice" data-action="gallery" data-phone="\#(slot)">\#(name)"#
            if !phone.fingerprint.isEmpty { html += #"<small>\#(HTMLEscaping.text(phone.fingerprint))</small>"# }
            html += "</button>"
        }
        return html
            + #"</div><div class="wr-editor-buttons"><button type="button" data-action="cancel">Cancel</button></div>"#
    }

    /// The "Add widget" sheet of the phone with slot `phone`: one entry per kind, a preview
    /// per family as a button (`heading`: the phone's name, when there are several).
    static func gallery(_ catalog: WidgetCatalog, now: Date, phone: String, heading: String? = nil) -> String {
        let slot = HTMLEscaping.text(phone)
        guard !catalog.widgets.isEmpty else {
            return #"<p class="wr-empty" data-phone="\#(slot)">The phone offers no widgets for this desktop.</p>"#
        }
        let from = heading.map { " from \(HTMLEscaping.text($0))" } ?? ""
        var html = #"<h2>Add a widget\#(from)</h2><div class="wr-gallery" data-phone="\#(slot)">"#
        for widget in catalog.widgets {
            let kind = HTMLEscaping.text(widget.kind)
            let name = HTMLEscaping.text(widget.displayName.isEmpty ? widget.kind : widget.displayName)
            html += #"<section class="wr-gallery-kind" data-kind="\#(kind)"><h3>\#(name)</h3>"#
            if !widget.description.isEmpty { html += "<p>\(HTMLEscaping.text(widget.description))</p>" }
            html += #"<div class="wr-gallery-previews">"#
            for (index, family) in widget.families.enumerated() {
                // Inside the choice's own button.
                let preview =
                    widget.previews.indices.contains(index)
                    ? HTMLRenderer.render(widget.previews[index], .drawnOnly(at: now)) : ""
                html +=
                    #"<button type="button" class="wr-gallery-choice" data-action="pick" data-kind="\#(kind)" data-family="\#(family.rawValue)" "#
                html +=
                    #"data-configurable="\#(widget.configuration != nil)" aria-label="Add \#(name), \#(family.rawValue)">"#
                // Drawn at its size and scaled (the page's fit measures it unscaled), in a box of the scaled size.
                let size = family.displaySize
                let box =
                    "width:\(Int((size.width * Self.previewScale).rounded()))px;height:\(Int((size.height * Self.previewScale).rounded()))px"
                html +=
                    #"<span class="wr-gallery-preview" style="\#(box)" inert><span class="wr-gallery-scaled" style="transform:scale(\#(Self.previewScale))">\#(preview)</span></span>"#
                html += #"<span class="wr-gallery-family">\#(family.rawValue)</span></button>"#
            }
            html += "</div></section>"
        }
        return html + "</div>"
    }

    /// The editor for `schema`: one field per parameter in declared order; entities as
    /// choices among `suggestions[type]`, enumerations as their cases, booleans as a check box.
    static func editor(
        kind: String, family: String?, instance: String?, phone: String, schema: IntentSchema,
        suggestions: [String: [EntitySuggestion]]
    ) -> String {
        let title = HTMLEscaping.text(schema.title.isEmpty ? kind : schema.title)
        var html =
            #"<h2>\#(instance == nil ? "Add" : "Edit") \#(title)</h2><form class="wr-editor" data-kind="\#(HTMLEscaping.text(kind))""#
        html += #" data-phone="\#(HTMLEscaping.text(phone))""#
        if let family { html += #" data-family="\#(HTMLEscaping.text(family))""# }
        if let instance { html += #" data-instance="\#(HTMLEscaping.text(instance))""# }
        html += ">"
        if !schema.description.isEmpty { html += "<p>\(HTMLEscaping.text(schema.description))</p>" }
        for parameter in schema.parameters.sorted(by: { $0.order < $1.order }) {
            let name = HTMLEscaping.text(parameter.name), label = HTMLEscaping.text(parameter.title)
            let fieldID = "wr-field-\(name)"
            html +=
                #"<label class="wr-field" for="\#(fieldID)"><span>\#(label)\#(parameter.isOptional ? " (optional)" : "")</span>"#
            switch parameter.kind {
            case .entity(let type):
                html += #"<select id="\#(fieldID)" name="\#(name)"><option value="">Default</option>"#
                for entity in suggestions[type] ?? [] {
                    html +=
                        #"<option value="\#(HTMLEscaping.text(entity.id))">\#(HTMLEscaping.text(entity.title.isEmpty ? entity.id : entity.title))</option>"#
                }
                html += "</select>"
            case .enumeration(_, let cases):
                html += #"<select id="\#(fieldID)" name="\#(name)"><option value="">Default</option>"#
                for item in cases {
                    html +=
                        #"<option value="\#(HTMLEscaping.text(item.rawValue))">\#(HTMLEscaping.text(item.display?.title.key ?? item.rawValue))</option>"#
                }
                html += "</select>"
            case .bool:
                html +=
                    #"<select id="\#(fieldID)" name="\#(name)"><option value="">Default</option><option value="true">Yes</option><option value="false">No</option></select>"#
            case .int, .double:
                html += #"<input id="\#(fieldID)" name="\#(name)" inputmode="decimal" placeholder="default">"#
            case .date:
                html += #"<input id="\#(fieldID)" name="\#(name)" placeholder="2026-01-31T09:00:00Z">"#
            case .string, .url:
                html += #"<input id="\#(fieldID)" name="\#(name)" placeholder="default">"#
            }
            if let description = parameter.description, !description.isEmpty {
                html += #"<small>\#(HTMLEscaping.text(description))</small>"#
            }
            html += "</label>"
        }
        html += #"<div class="wr-editor-buttons"><button type="button" data-action="cancel">Cancel</button>"#
        html +=
            #"<button type="submit" class="wr-primary">\#(instance == nil ? "Add widget" : "Save")</button></div></form>"#
        return html
    }

    /// The entity types `schema` needs suggestions for.
    static func entityTypes(in schema: IntentSchema) -> [String] {
        schema.parameters.compactMap { if case .entity(let type) = $0.kind { type } else { nil } }
    }
}

extension RenderOptions {
    /// A preview's options, for the gallery's choices and its `#Preview`s: drawn at `date`, its
    /// buttons, toggles and links drawn only (a preview is no widget of the desktop's: nothing
    /// in it may send a tap to the phone, and no button may sit inside a choice's button).
    static func drawnOnly(at date: Date) -> RenderOptions {
        var options = RenderOptions(now: date)
        options.drawnOnly = true
        return options
    }
}
