import Foundation
import Codec
import TestSupport
import RelayWire
import SwiftProtobuf
import Testing

/// The header walk that `relay-latency fanout` reads 100 copies of an update with agrees with
/// the full decoder wherever the full decoder accepts the bytes, and never traps on the rest.
@Suite("PublishedUpdateHeader: seq and kind without decoding the update")
struct PublishedUpdateHeaderTests {
    static let topic = Array("all/".utf8)

    /// A fixed moment and message id: the same bytes every run, so a damage that fails replays.
    static let moment = Date(timeIntervalSince1970: 1_790_000_000.25)

    static func published(_ fill: (inout Relay_V1_Update) -> Void) throws -> [UInt8] {
        let envelope = Relay_V1_Envelope.make(from: "phone", at: moment) { envelope in
            envelope.messageID = "00000000-0000-0000-0000-000000000001"
            envelope.update = .with { update in
                update.epoch = 3
                update.topicSeq = 11
                update.publishedAt = WireTime.timestamp(moment)
                fill(&update)
            }
        }
        return try envelope.serializedBytes()
    }

    static var samples: [[UInt8]] {
        get throws {
            [
                try published {
                    $0.seq = 300;
                    $0.control = .with {
                        $0.kind = "QuickToggle"; $0.isOn = true
                    }
                },
                try published {
                    $0.seq = 1 << 40; $0.timeline = .with { $0.instanceID = String(repeating: "w", count: 300) }
                },
                try published {
                    $0.seq = 7; $0.heartbeat = .init()
                },
                try published {
                    $0.seq = 0; $0.control = .init()
                },
                try Relay_V1_Envelope.make(from: "desk", at: moment) {
                    $0.messageID = "00000000-0000-0000-0000-000000000002"
                    $0.echo = .with { $0.payload = Data(repeating: 1, count: 40) }
                }.serializedBytes(),
            ]
        }
    }

    /// The full decoder's answer, in the header's terms.
    static func decoded(_ frame: [UInt8]) -> PublishedUpdateHeader? {
        guard let update = Relay_V1_Update(published: [topic, frame]) else { return nil }
        if case .control = update.change { return PublishedUpdateHeader(seq: update.seq, isControl: true) }
        return PublishedUpdateHeader(seq: update.seq, isControl: false)
    }

    @Test("a control's update, a timeline's, a heartbeat, and a request that is no update")
    func samplesAgree() throws {
        let headers = try Self.samples.map { PublishedUpdateHeader(published: [Self.topic, $0]) }
        #expect(headers.map { $0?.seq } == [300, 1 << 40, 7, 0, nil])
        #expect(headers.map { $0?.isControl } == [true, false, false, true, nil])
        #expect(PublishedUpdateHeader(published: [try Self.samples[0]]) == nil)  // one frame: not a published message
    }

    @Test(
        "groups, which the decoder skips where it does not know them (a damaged tag makes one): the walk skips them too"
    )
    func groups() throws {
        let control = try Self.published {
            $0.seq = 300;
            $0.control = .with {
                $0.kind = "QuickToggle"; $0.isOn = true
            }
        }
        func group(_ number: UInt8, _ inside: [UInt8] = []) -> [UInt8] {
            [number << 3 | 3] + inside + [number << 3 | 4]
        }
        let cases: [(String, [UInt8])] = [
            ("an empty group before the envelope's fields", group(4) + control),
            (
                "a group with fields and a group inside",
                group(5, [0x08, 0x96, 0x01, 0x12, 0x01, 0x41] + group(6)) + control
            ),
            ("a group on a known field's number", group(1) + control),
            ("a group ended with another number", [0x23, 0x2C] + control),
            ("an end of group without its start", [0x24] + control),
            ("a group never ended", control + [0x23]),
            ("groups 98 deep", (0..<98).map { _ in UInt8(0x23) } + (0..<98).map { _ in UInt8(0x24) } + control),
            ("groups 99 deep", (0..<99).map { _ in UInt8(0x23) } + (0..<99).map { _ in UInt8(0x24) } + control),
            ("groups 100 deep", (0..<100).map { _ in UInt8(0x23) } + (0..<100).map { _ in UInt8(0x24) } + control),
        ]
        for (name, bytes) in cases {
            #expect(PublishedUpdateHeader(published: [Self.topic, bytes]) == Self.decoded(bytes), "\(name)")
        }
        // accepted, not vacuous
        #expect(Self.decoded(group(4) + control) == PublishedUpdateHeader(seq: 300, isControl: true))
        #expect(Self.decoded([0x24] + control) == nil)  // refused by both
    }

    @Test("every truncation and 4,000 random damages: where the decoder accepts, the walk agrees")
    func damagedAgree() throws {
        var generator = SeededDice(state: 15)
        var agreed = 0
        for sample in try Self.samples {
            for length in 0..<sample.count {
                let cut = Array(sample.prefix(length))
                if let full = Self.decoded(cut) {
                    #expect(PublishedUpdateHeader(published: [Self.topic, cut]) == full); agreed += 1
                }
            }
            for _ in 0..<800 {
                var damaged = sample
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(
                        in: 0...255, using: &generator)
                }
                let header = PublishedUpdateHeader(published: [Self.topic, damaged])  // never traps
                if let full = Self.decoded(damaged) { #expect(header == full); agreed += 1 }
            }
        }
        #expect(agreed > 500)  // the property was checked on many inputs, not vacuously
    }
}
