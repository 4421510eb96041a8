import DomainModel
import Foundation
@testable import MirrorCore
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The phone's answer to an OpenURL says what the app did; the mirror tells the person, with
/// what a phone may send bounded.
@Suite("Opening the app: the reply on a mirror")
struct AppOpenedReplyTests {
    static func reply(_ fill: (inout Relay_V1_AppOpened) -> Void) throws -> MirrorReply {
        var envelope = Relay_V1_Envelope()
        envelope.inReplyTo = "open-1"
        envelope.ack = .with { fill(&$0.appOpened) }
        return try #require(MirrorReply.decode(try envelope.serializedBytes() as [UInt8])).reply
    }

    @Test("an ack with what the app did decodes as appOpened; a bare ack stays an ack")
    func decodes() throws {
        guard
            case .appOpened(let opened) = try Self.reply({
                $0.handlers = ["onOpenURL"]; $0.scene = "🐳 Spouty's detail"
            })
        else {
            Issue.record("not appOpened"); return
        }
        #expect(opened == AppScene.Opened(handlers: ["onOpenURL"], scene: "🐳 Spouty's detail"))
        var bare = Relay_V1_Envelope()
        bare.ack = Relay_V1_Ack()
        guard case .ack? = MirrorReply.decode(try bare.serializedBytes() as [UInt8])?.reply else {
            Issue.record("not an ack"); return
        }
    }

    @Test("a hostile phone's handler list and scene are bounded")
    func bounded() throws {
        guard
            case .appOpened(let opened) = try Self.reply({
                $0.handlers = Array(repeating: String(repeating: "h", count: 10_000), count: 1_000)
                $0.scene = String(repeating: "s", count: 1 << 20)
            })
        else { Issue.record("not appOpened"); return }
        #expect(opened.handlers.count == 8 && opened.handlers.allSatisfy { $0.count == 200 })
        #expect(opened.scene.count == 500)
    }

    @Test("the person is told what the app shows, or that it opened, or only that the phone recorded it")
    func message() {
        let url = URL(string: "tasks://list")!
        #expect(
            MirrorCore.openedMessage(url, .appOpened(.init(handlers: ["onOpenURL"], scene: "the to-do list")))
                == "the app on the phone shows the to-do list")
        #expect(
            MirrorCore.openedMessage(url, .appOpened(.init(handlers: ["onOpenURL"])))
                == "opened tasks://list in the app on the phone")
        #expect(MirrorCore.openedMessage(url, .ack) == "opened tasks://list on the phone")
    }
}
