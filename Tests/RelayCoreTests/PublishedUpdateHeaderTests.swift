import Foundation
import RelayCore
import RelayWire
import SwiftProtobuf
import Testing

/// The header walk that `relay-latency fanout` reads 100 copies of an update with agrees with
/// the full decoder wherever the full decoder accepts the bytes, and never traps on the rest.
@Suite("PublishedUpdateHeader: seq and kind without decoding the update")
struct PublishedUpdateHeaderTests {
    static let topic = Array("all/".utf8)

    static func published(_ fill: (inout Relay_V1_Update) -> Void) throws -> [UInt8] {
        let envelope = Relay_V1_Envelope.make(from: "phone") { envelope in
            envelope.update = .with { update in
                update.epoch = 3
                update.topicSeq = 11
                update.publishedAt = WireTime.timestamp(Date())
                fill(&update)
            }
        }
        return try envelope.serializedBytes()
    }

    static var samples: [[UInt8]] {
        get throws {
            [
                try published { $0.seq = 300; $0.control = .with { $0.kind = "QuickToggle"; $0.isOn = true } },
                try published { $0.seq = 1 << 40; $0.timeline = .with { $0.instanceID = String(repeating: "w", count: 300) } },
                try published { $0.seq = 7; $0.heartbeat = .init() },
                try published { $0.seq = 0; $0.control = .init() },
                try Relay_V1_Envelope.make(from: "desk") { $0.echo = .with { $0.payload = Data(repeating: 1, count: 40) } }.serializedBytes(),
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

    @Test("every truncation and 4,000 random damages: where the decoder accepts, the walk agrees")
    func damagedAgree() throws {
        var generator = ConvergenceTests.Dice(state: 15)
        var agreed = 0
        for sample in try Self.samples {
            for length in 0..<sample.count {
                let cut = Array(sample.prefix(length))
                if let full = Self.decoded(cut) { #expect(PublishedUpdateHeader(published: [Self.topic, cut]) == full); agreed += 1 }
            }
            for _ in 0..<800 {
                var damaged = sample
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
                }
                let header = PublishedUpdateHeader(published: [Self.topic, damaged])  // never traps
                if let full = Self.decoded(damaged) { #expect(header == full); agreed += 1 }
            }
        }
        #expect(agreed > 500)  // the property was checked on many inputs, not vacuously
    }
}
