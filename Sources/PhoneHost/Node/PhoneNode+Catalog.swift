import DomainModel
import Foundation
import PhoneCore
import Codec
import NodeTransport
import WidgetRelayKit

extension PhoneNode {
    /// The kinds the device can show, with snapshot previews and placeholders per family.
    func catalog(for device: PairedDevice, families requested: [WidgetFamily]?) async -> PhoneCatalog {
        // Only what the device announced: previews are archived for nothing else.
        let announced = announcedFamilies(of: device)
        let shown = requested.map { $0.filter(announced.contains) } ?? announced
        var catalog = PhoneCatalog()
        for widget in widgets.values.sorted(by: { $0.kind < $1.kind }) {
            let families = widget.supportedFamilies.filter(shown.contains)
            guard !families.isEmpty else { continue }
            var kind = PhoneCatalog.Kind(
                kind: widget.kind, displayName: widget.displayName, description: widget.description,
                families: families, configuration: widget.configurationSchema)
            do {
                let registry = registry
                let configuration: (any AppIntent)? = try await inApp("the default configuration of \(widget.kind)") {
                    guard let type = widget.configurationIntent else { return nil }
                    return try? await registry.rebuild(await IntentRegistry.completeConfiguration(of: type))
                }
                for family in families {
                    let context = TimelineProviderContext(
                        family: family, isPreview: true, renderingMode: renderingMode(of: device.id),
                        colorScheme: colorScheme(of: device.id))
                    kind.previews.append(
                        try await inApp("the snapshot of \(widget.kind)") {
                            try await widget.snapshot(for: configuration, in: context)
                        }.view)
                    kind.placeholders.append(
                        try await inApp("the placeholder of \(widget.kind)") {
                            try await widget.placeholder(in: context)
                        }.view)
                }
            } catch {
                // One kind whose app code fails or hangs leaves the gallery; the others are shown.
                logger.warning(
                    "a widget kind left out of the gallery", metadata: ["kind": "\(widget.kind)", "error": "\(error)"])
                continue
            }
            catalog.kinds.append(kind)
        }
        catalog.controlKinds = controlKinds.keys.sorted()
        catalog.previews = await authorPreviews(families: shown)
        return catalog
    }

    /// The bundle's `#Preview`s, archived from the author's preview data once: widget previews
    /// only for the bundle's kinds in `families`, Live Activity previews for its activities,
    /// every view preview. One that fails or hangs is left out (and logged).
    func authorPreviews(families: [WidgetFamily]) async -> [CatalogPreview] {
        let archived: [CatalogPreview]
        if let previews = archivedPreviews {
            archived = previews
        } else {
            archived = await archivePreviews()
            archivedPreviews = archived
        }
        return archived.filter { preview in
            if case .timeline(_, let family, _) = preview.content { families.contains(family) } else { true }
        }
    }

    /// Every preview of ``PhoneConfiguration/previews`` archived, in order: those of the bundle's
    /// kinds and activities, and every view preview.
    private func archivePreviews() async -> [CatalogPreview] {
        var previews: [CatalogPreview] = []
        for registry in configuration.previews {
            let name = registry.preview.name, source = registry.source
            let content: WidgetPreview.Content
            do {
                content = try await inApp("the preview \(name ?? source)") { try await registry.preview.content() }
            } catch {
                logger.warning(
                    "a preview left out of the gallery",
                    metadata: ["preview": "\(name ?? source)", "error": "\(error)"])
                continue
            }
            switch content {
            case .timeline(let kind, _, _) where widgets[kind] == nil: continue
            case .activity(let attributes, _, _) where activityKinds[attributes] == nil: continue
            default: previews.append(CatalogPreview(name: name, source: source, content: content))
            }
        }
        return previews
    }
}
