import DomainModel
import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// A catalog's `#Preview`s survive the wire in every form; what cannot be read is refused.
@Suite("PreviewCodec")
struct PreviewCodecTests {
    static let date = Date(timeIntervalSince1970: 1_790_000_000)
    static let view = ArchivedView(
        root: ViewNode(.text(.verbatim("x"))), family: .systemSmall, renderingMode: .fullColor)

    static let previews: [CatalogPreview] = {
        let entries = [
            ArchivedEntry(date: date, relevance: nil, view: view),
            ArchivedEntry(date: date.addingTimeInterval(60), relevance: nil, view: view),
        ]
        let states = [
            ActivityPresentations(lockScreen: view),
            ActivityPresentations(lockScreen: view, compactLeading: view, keylineTint: .named("red")),
        ]
        let kinds: [ActivityPreviewViewKind] = [
            .content, .dynamicIsland(.compact), .dynamicIsland(.expanded), .dynamicIsland(.minimal),
        ]
        return [
            CatalogPreview(
                name: nil, source: "A.swift:3", content: .timeline(kind: "K", family: .systemMedium, entries: entries)),
            CatalogPreview(name: "View", source: "", content: .view(view)),
        ]
            + kinds.map {
                CatalogPreview(
                    name: "Activity", source: "B.swift:9",
                    content: .activity(attributesType: "T", kind: $0, presentations: states))
            }
    }()

    @Test("every form and presentation survives the wire, in bytes too", arguments: previews)
    func roundTrip(_ preview: CatalogPreview) throws {
        let bytes: [UInt8] = try WireCodec.encode(preview).serializedBytes()
        #expect(try WireCodec.decode(Relay_V1_AuthorPreview(serializedBytes: bytes)) == preview)
    }

    @Test("a preview with no content, or a presentation this build does not know, is refused by name")
    func refused() {
        #expect(throws: CodecError("a preview with no content")) { try WireCodec.decode(Relay_V1_AuthorPreview()) }
        var unknown = WireCodec.encode(Self.previews[2])
        unknown.activity.presentation = .UNRECOGNIZED(9)
        #expect(throws: CodecError("unknown preview presentation 9")) { try WireCodec.decode(unknown) }
    }

    @Test("a title says what a person needs: the name, else the kind or attributes and where it was declared")
    func titles() {
        #expect(
            Self.previews.map(\.title) == [
                "K (systemMedium), A.swift:3", "View", "Activity", "Activity", "Activity", "Activity",
            ])
        #expect(CatalogPreview(name: nil, source: "", content: .view(Self.view)).title == "View")
        #expect(
            CatalogPreview(
                name: nil, source: "C.swift:1",
                content: .activity(attributesType: "T", kind: .content, presentations: [])
            ).title == "T, C.swift:1")
    }
}
