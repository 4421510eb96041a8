import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// An archive laid out without content margins says so on the wire (relay.v1
/// `Appearance.content_margins_disabled`); one with them encodes as before.
@Suite("Content margins on the wire")
struct ContentMarginsCodecTests {
    static func view(disabled: Bool) -> ArchivedView {
        ArchivedView(
            root: ViewNode(.text(.verbatim("edge to edge"))), family: .systemMedium, renderingMode: .fullColor,
            appearance: ArchiveAppearance(contentMarginsDisabled: disabled))
    }

    @Test("an archive without margins survives the wire, in bytes too")
    func roundTrip() throws {
        let view = Self.view(disabled: true)
        let wire = WireCodec.encode(view)
        #expect(wire.appearance.contentMarginsDisabled)
        let bytes: [UInt8] = try wire.serializedBytes()
        #expect(try WireCodec.decode(Relay_V1_ArchivedView(serializedBytes: bytes)) == view)
    }

    @Test("an archive with margins writes nothing new")
    func unchanged() throws {
        let wire = WireCodec.encode(Self.view(disabled: false))
        #expect(!wire.appearance.contentMarginsDisabled)
        #expect(try WireCodec.decode(wire).appearance.contentMarginsDisabled == false)
    }
}
