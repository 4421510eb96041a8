import DomainModel
import Foundation
import RelayWire
import SwiftProtobuf
import WidgetRelayKit

extension WireCodec {
    package static func encode(_ preview: CatalogPreview) -> Relay_V1_AuthorPreview {
        var wire = Relay_V1_AuthorPreview()
        wire.name = preview.name ?? ""
        wire.source = preview.source
        switch preview.content {
        case .view(let view): wire.view = encode(view)
        case .timeline(let kind, let family, let entries):
            wire.timeline = .with {
                $0.kind = kind
                $0.family = encode(family)
                $0.entries = entries.map { entry in
                    .with {
                        $0.date = WireTime.timestamp(entry.date); $0.view = encode(entry.view)
                    }
                }
            }
        case .activity(let attributesType, let kind, let presentations):
            wire.activity = .with {
                $0.attributesType = attributesType
                $0.presentation = encode(kind)
                $0.states = presentations.map(encode)
            }
        }
        return wire
    }

    package static func decode(_ wire: Relay_V1_AuthorPreview) throws -> CatalogPreview {
        let content: WidgetPreview.Content
        switch wire.content {
        case .view(let view): content = .view(try decode(view))
        case .timeline(let timeline):
            content = .timeline(
                kind: timeline.kind, family: try decode(timeline.family),
                entries: try timeline.entries.map {
                    ArchivedEntry(
                        date: try WireTime.date($0.date, field: "a preview entry's date"), relevance: nil,
                        view: try decode($0.view))
                })
        case .activity(let activity):
            content = .activity(
                attributesType: activity.attributesType, kind: try decode(activity.presentation),
                presentations: try activity.states.map(decode))
        case nil: throw CodecError("a preview with no content")
        }
        return CatalogPreview(name: wire.name.isEmpty ? nil : wire.name, source: wire.source, content: content)
    }

    static func encode(_ kind: ActivityPreviewViewKind) -> Relay_V1_PreviewPresentation {
        switch kind.island {
        case nil: .content
        case .compact?: .compact
        case .expanded?: .expanded
        case .minimal?: .minimal
        }
    }

    static func decode(_ wire: Relay_V1_PreviewPresentation) throws -> ActivityPreviewViewKind {
        switch wire {
        case .content: .content
        case .compact: .dynamicIsland(.compact)
        case .expanded: .dynamicIsland(.expanded)
        case .minimal: .dynamicIsland(.minimal)
        case .UNRECOGNIZED(let value): throw CodecError("unknown preview presentation \(value)")
        }
    }
}
