import DomainModel
import Foundation
import PhoneCore
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// A request's envelope body decoded once at the edge into the model's `PhoneRequest`, which the
/// phone's driver serves: the same kind as the rules table's, and what each request says.
@Suite("PhoneRequest: a request decoded once")
struct PhoneRequestDecodingTests {
    static let bodies: [Relay_V1_Envelope.OneOf_Body] = [
        .hello(
            .with {
                $0.kind = .desktop; $0.displayName = "Desk"
            }), .snapshotRequest(.with { $0.maxPartBytes = 16_384 }),
        .interaction(
            .with {
                $0.instanceID = "w"; $0.elementID = "e"
            }), .configureWidget(.with { $0.kind = "Counter" }),
        .removeWidget(.with { $0.instanceID = "w" }), .catalogRequest(.init()),
        .entityQuery(.with { $0.entityType = "Person" }),
        .openURL(.with { $0.url = "app://x" }), .echo(.init()), .push(.init()), .admin(.init()), .unpair(.init()),
        .clockRequest(.init()),
    ]

    @Test("every request body decodes, to the kind the rules table gives it; replies and updates are no request")
    func kinds() {
        for body in Self.bodies {
            #expect(PhoneRequest(body)?.kind == PhoneRequestKind(body), "\(body)")
            #expect(PhoneRequest(body) != nil, "\(body)")
        }
        let kinds = Set(Self.bodies.compactMap { PhoneRequest($0)?.kind })
        #expect(kinds.count == Self.bodies.count, "each body listed is a kind of its own")
    }

    /// Every body envelope.proto numbers as a request (fields 10–29), found from the generated code
    /// itself: an empty field of each number parsed, so a new request needs no row here.
    static var everyRequestBody: [Relay_V1_Envelope.OneOf_Body] {
        (10..<30).compactMap { (number: UInt64) -> Relay_V1_Envelope.OneOf_Body? in
            var tag = number << 3 | 2, bytes: [UInt8] = []
            while tag >= 0x80 {
                bytes.append(UInt8(tag & 0x7F) | 0x80)
                tag >>= 7
            }
            bytes += [UInt8(tag), 0]  // the field, empty
            return (try? Relay_V1_Envelope(serializedBytes: bytes))?.body
        }
    }

    @Test("every request body envelope.proto declares decodes, and each kind of the rules table has one")
    func everyKindHasItsBody() {
        let bodies = Self.everyRequestBody
        #expect(bodies.count >= PhoneRequestKind.allCases.count)
        for body in bodies {
            #expect(PhoneRequest(body)?.kind == PhoneRequestKind(body), "\(body)")
            #expect(PhoneRequest(body) != nil, "\(body)")
        }
        #expect(Set(bodies.compactMap { PhoneRequest($0)?.kind }) == Set(PhoneRequestKind.allCases))
    }

    @Test("replies and updates are no request")
    func repliesAreNoRequest() {
        for body: Relay_V1_Envelope.OneOf_Body in [
            .welcome(.init()), .ack(.init()), .update(.init()), .echoReply(.init()),
        ] {
            #expect(PhoneRequest(body) == nil, "\(body)")
        }
    }

    @Test(
        "what each request says: the gallery's families (none asked: nil), the entity query, the URL, the echo to the nanosecond"
    )
    func payloads() throws {
        guard case .catalog(let none) = PhoneRequest(.catalogRequest(.init())) else {
            throw Failure("not a catalog request")
        }
        #expect(none == nil)
        guard
            case .catalog(let some) = PhoneRequest(
                .catalogRequest(.with { $0.families = [.systemSmall, .systemLarge] }))
        else {
            throw Failure("not a catalog request")
        }
        #expect(some == [.systemSmall, .systemLarge])
        guard
            case .entityQuery(let query) = PhoneRequest(
                .entityQuery(
                    .with {
                        $0.entityType = "Person"; $0.lookup = .with { $0.ids = ["a", "b"] }
                    }))
        else {
            throw Failure("not an entity query")
        }
        #expect(query == EntityQueryRequest(entityType: "Person", query: .lookup(["a", "b"])))
        guard
            case .openURL(let open) = PhoneRequest(
                .openURL(
                    .with {
                        $0.url = "app://x"; $0.instanceID = "w"; $0.activityID = "a"
                    }))
        else {
            throw Failure("not an open URL")
        }
        #expect(open == OpenURLRequest(url: "app://x", instanceID: "w", activityID: "a"))
        let echo = Relay_V1_Echo.with {
            $0.payload = Data([1, 2, 3])
            $0.sequence = 9
            $0.sentAt = .with {
                $0.seconds = 1_795_000_000; $0.nanos = 123_456_789
            }
        }
        guard case .echo(let request) = PhoneRequest(.echo(echo)) else { throw Failure("not an echo") }
        #expect(request.reply == echo)
        guard
            case .hello(let hello) = PhoneRequest(
                .hello(
                    .with {
                        $0.kind = .desktop; $0.displayName = "Desk"
                    }))
        else {
            throw Failure("not a Hello")
        }
        #expect(hello.kind == .desktop && hello.displayName == "Desk")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
