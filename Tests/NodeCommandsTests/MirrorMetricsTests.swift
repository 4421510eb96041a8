import MirrorNodeKit
import Testing

/// A mirror counts its resyncs from what its log says of them: causes bounded to a few words.
@Suite("MirrorMetrics")
struct MirrorMetricsTests {
    @Test("each resync line to its cause; other lines to none", arguments: [
        ("resync", "the phone started a new history (epoch 3, had 2)", "epoch"),
        ("resync", "missed broadcast updates (heard of 9, have 7)", "missed"),
        ("resync", "a gap on this device's topic (got 5, expected 4)", "gap"),
        ("resync", "something new", "other"),
        ("resync again", "", "again"),
        ("phone reachable", "", "reconnect"),
        ("cannot apply an update", "", "undecodable"),
        ("interaction", "", nil),
    ] as [(String, String, String?)])
    func cause(_ message: String, _ reason: String, _ cause: String?) {
        #expect(MirrorMetrics.resyncCause(message: message, metadata: ["reason": "\(reason)"]) == cause)
    }
}
