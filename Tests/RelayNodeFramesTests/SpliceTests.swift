import Foundation
import RelayHub
@testable import RelayNodeFrames
import RelayWire
import SwiftProtobuf
import Testing

/// The frames the relay writes by hand around kept bytes decode as relay.v1 says.
@Suite struct SpliceTests {
    static func update(_ size: Int) -> Relay_V1_SealedUpdate {
        .with {
            $0.header = Data([1, 2])
            $0.ciphertext = Data(repeating: 9, count: size)
        }
    }

    @Test(arguments: [0, 1, 127, 128, 300, 70_000])
    func anUpdateFrameAroundKeptBytes(size: Int) throws {
        let bytes: [UInt8] = try Self.update(size).serializedBytes()
        let frame = try Relay_V1_RelayFrame(serializedBytes: RelayFrames.update(bytes))
        #expect(frame.update == Self.update(size))
    }

    @Test func aSnapshotWithItsRecordsVerbatim() throws {
        let records = try [1, 200, 5].map { size -> Record in
            Record(
                topic: "all/", seq: 1, topicSeq: 1, epoch: 1, op: .set, bytes: try Self.update(size).serializedBytes())
        }
        let snapshot = Snapshot(
            requestID: "r", phone: PhoneID("p"), epoch: 3, seq: 9, topicSeqs: ["all/": 2, "dev/d/": 1], records: records
        )
        let frame = try Relay_V1_RelayFrame(serializedBytes: RelayFrames.snapshot(snapshot))
        #expect(
            frame.snapshot.requestID == "r" && frame.snapshot.phone == "p" && frame.snapshot.epoch == 3
                && frame.snapshot.seq == 9)
        #expect(frame.snapshot.topicSeqs == ["all/": 2, "dev/d/": 1])
        #expect(frame.snapshot.records == [Self.update(1), Self.update(200), Self.update(5)])
        #expect(frame.snapshot.part == 0 && frame.snapshot.parts == 0, "whole")
        var part = snapshot
        (part.part, part.parts) = (1, 3)
        let partFrame = try Relay_V1_RelayFrame(serializedBytes: RelayFrames.snapshot(part))
        #expect(
            partFrame.snapshot.part == 1 && partFrame.snapshot.parts == 3
                && partFrame.snapshot.records == frame.snapshot.records)
    }

    @Test func requestAndReplyFrames() throws {
        let request = Relay_V1_SealedRequest.with {
            $0.phone = "p"; $0.route = Data([1]); $0.ciphertext = Data([2])
        }
        #expect(
            try Relay_V1_RelayFrame(serializedBytes: RelayFrames.request(try request.serializedBytes())).request
                == request)
        let reply = Relay_V1_SealedReply.with { $0.ciphertext = Data([3]) }
        #expect(try Relay_V1_RelayFrame(serializedBytes: RelayFrames.reply(try reply.serializedBytes())).reply == reply)
    }

    /// Topics a header may name.
    @Test(arguments: [
        ("all/", true), ("dev/desk/", true), ("dev//", false), ("dev/a/b/", false), ("all", false), ("", false),
        ("x/", false),
    ])
    func topics(_ topic: String, _ valid: Bool) {
        #expect(RelayFrames.isTopic(topic) == valid)
    }
}
