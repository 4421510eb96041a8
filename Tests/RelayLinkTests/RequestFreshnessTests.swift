import Foundation
@testable import RelayLink
import RelayWire
import SwiftProtobuf
import Testing

@Suite struct RequestFreshnessTests {
    static func envelope(sentAt: Date?) -> [UInt8] {
        var envelope = Relay_V1_Envelope()
        envelope.protocolVersion = 1
        envelope.messageID = "m1"
        envelope.echo = .init()
        if let sentAt { envelope.sentAt = Google_Protobuf_Timestamp(date: sentAt) }
        return (try? envelope.serializedBytes()) ?? []
    }

    @Test func aRequestSentAgainByTheRelayIsRefusedARetryIsNot() {
        var freshness = RequestFreshness()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let request = Self.envelope(sentAt: now)
        #expect(freshness.refusal(of: request, nonce: [1, 2, 3], now: now) == nil)
        // The relay sends the same sealed bytes again: the same nonce.
        #expect(freshness.refusal(of: request, nonce: [1, 2, 3], now: now.addingTimeInterval(5)) != nil)
        // The mirror's own retry of the same request is sealed again: a new nonce.
        #expect(freshness.refusal(of: request, nonce: [4, 5, 6], now: now.addingTimeInterval(5)) == nil)
    }

    @Test func aRequestSentLongAgoOrWithoutATimeIsRefused() {
        var freshness = RequestFreshness()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(
            freshness.refusal(
                of: Self.envelope(sentAt: now.addingTimeInterval(-RequestFreshness.window - 1)), nonce: [1], now: now)
                != nil)
        #expect(
            freshness.refusal(
                of: Self.envelope(sentAt: now.addingTimeInterval(RequestFreshness.window + 1)), nonce: [2], now: now)
                != nil)
        #expect(freshness.refusal(of: Self.envelope(sentAt: nil), nonce: [3], now: now) != nil)
        #expect(
            freshness.refusal(
                of: Self.envelope(sentAt: now.addingTimeInterval(-RequestFreshness.window + 1)), nonce: [4], now: now)
                == nil)
    }

    @Test func nonceMemoryEndsWithTheWindow() {
        var freshness = RequestFreshness()
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(freshness.refusal(of: Self.envelope(sentAt: now), nonce: [9], now: now) == nil)
        // Past the window the nonce is forgotten, but a request that old is refused by its time.
        let later = now.addingTimeInterval(RequestFreshness.window + 60)
        #expect(freshness.refusal(of: Self.envelope(sentAt: now), nonce: [9], now: later) != nil)
        #expect(freshness.refusal(of: Self.envelope(sentAt: later), nonce: [9], now: later) == nil)
    }
}
