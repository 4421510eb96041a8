import Foundation
import RelayWire
import SwiftProtobuf

/// When a request that came sealed through a relay says it was sent (its envelope's `sent_at`,
/// the sender's clock), read from the envelope's bytes: what the phone's link judges a request's
/// freshness by, without naming the generated envelope.
package enum RequestStamp: Sendable, Hashable {
    /// The bytes are not an envelope.
    case unreadable
    /// An envelope that does not say when it was sent.
    case missing
    /// Sent at this time.
    case sent(Date)

    /// The stamp of the envelope `bytes`.
    package init(envelope bytes: [UInt8]) {
        guard let parsed = try? Relay_V1_Envelope(serializedBytes: bytes) else {
            self = .unreadable
            return
        }
        self = parsed.hasSentAt ? .sent(parsed.sentAt.date) : .missing
    }
}
