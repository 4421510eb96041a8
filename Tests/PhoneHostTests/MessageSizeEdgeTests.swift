import Foundation
@testable import PhoneHost
import Codec
import TestSupport
import RelayWire
import Testing
import ZeroMQ

/// Issue #34, point 5: `--max-message-bytes` at its edge. "The largest message frame accepted":
/// a request of exactly that many bytes is answered; a message of many frames, each under it
/// but together over it, is refused as too large (libzmq bounds frames, not frames per message).
@Suite("--max-message-bytes at its edge")
struct MessageSizeEdgeTests {
    static let limit = 4096

    /// An echo envelope of exactly `bytes` bytes.
    static func echo(ofSize bytes: Int) -> [UInt8] {
        var payload = max(0, bytes - 128)
        while true {
            let frame = Relay_V1_Envelope.make(from: "desk-a", at: Date(timeIntervalSince1970: 1_795_000_000)) {
                $0.echo = .with { $0.payload = Data(repeating: 0x61, count: payload) }
            }.frame
            if frame.count == bytes { return frame }
            payload += bytes - frame.count
        }
    }

    @Test(
        "the verdict on a message's frames",
        arguments: [
            ([4096], RequestFrames.envelope), ([1], .envelope), ([0], .envelope),
            (
                [4097],
                .tooLarge(
                    "a message of 4097 bytes in one frame; a request is one frame of at most 4096 bytes (--max-message-bytes)"
                )
            ),
            ([1, 2], .malformed("expected one envelope frame, got 2")),
            ([], .malformed("expected one envelope frame, got 0")),
            (
                Array(repeating: 4000, count: 50),
                .tooLarge(
                    "a message of 200000 bytes in 50 frames; a request is one frame of at most 4096 bytes (--max-message-bytes)"
                )
            ),
            (
                [2048, 2049],
                .tooLarge(
                    "a message of 4097 bytes in 2 frames; a request is one frame of at most 4096 bytes (--max-message-bytes)"
                )
            ),
        ])
    func verdicts(sizes: [Int], verdict: RequestFrames) {
        #expect(RequestFrames(sizes: sizes, limit: Self.limit) == verdict)
    }

    @Test(
        "a request of exactly --max-message-bytes is answered; 50 frames just under it are refused as too large",
        arguments: Wiring.allCases)
    func edge(_ wiring: Wiring) async throws {
        let a = try TestDevice.make("desk-a")
        let phone = try await PhoneHarness.launch(devices: [a], maxMessageBytes: Self.limit, wiring: wiring)
        let mirror = try await TestMirror.connect(a, to: phone)
        let exact = Self.echo(ofSize: Self.limit)
        #expect(exact.count == Self.limit)
        let answer = try await mirror.rawExchange([exact])
        #expect(answer.echoReply.payload.count > 4000, "\(answer)")
        let flood = try await mirror.rawExchange(
            Array(repeating: Array(repeating: 0x61, count: Self.limit - 1), count: 50))
        #expect(flood.error.code == .tooLarge, "\(flood)")
        #expect(flood.error.message.contains("50 frames"), "\(flood.error.message)")
        // The phone serves on.
        #expect(try await mirror.request { $0.echo = .init() }.echoReply == Relay_V1_Echo())
        await mirror.close()
        await phone.stop()
    }
}
