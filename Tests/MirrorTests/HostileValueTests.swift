import Foundation
import Mirror
import MirrorCore
import Codec
import MirrorFixtures
import MirrorText
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// Issue #18.3: dates and numbers at the extremes the wire allows show as invalid, never trap.
@Suite("dates and values out of range")
struct HostileValueTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)
    static let extremes: [Date] = [
        Date(timeIntervalSince1970: -9.2e18), Date(timeIntervalSince1970: 9.2e18),
        Google_Protobuf_Timestamp(seconds: .min).safeDate, Google_Protobuf_Timestamp(seconds: .min + 978_307_200).date,
        Google_Protobuf_Timestamp(seconds: .max, nanos: 999_999_999).date,
        Date(timeIntervalSince1970: -1e14), Date(timeIntervalSince1970: 1e14), .distantFuture.addingTimeInterval(1e13),
    ]

    @Test(
        "Text(date, style:) at the extremes, in every style, shows the invalid marker",
        arguments: DateTextStyle.allCases)
    func extremeDates(style: DateTextStyle) {
        for date in Self.extremes {
            #expect(
                TextRenderer.format(date, style, now: Self.now) == TextRenderer.invalidDate,
                "\(date.timeIntervalSince1970) \(style)")
        }
        // A good date against an impossible now (a hostile heartbeat's phone time).
        if [.timer, .relative, .offset].contains(style) {
            #expect(
                TextRenderer.format(Self.now, style, now: Date(timeIntervalSince1970: -9.2e18))
                    == TextRenderer.invalidDate)
        }
        #expect(TextRenderer.format(Self.now.addingTimeInterval(90), style, now: Self.now) != TextRenderer.invalidDate)
    }

    @Test("in-range dates still format as before")
    func ordinaryDates() {
        #expect(TextRenderer.format(Self.now.addingTimeInterval(3725), .timer, now: Self.now) == "1:02:05")
        #expect(TextRenderer.format(Self.now.addingTimeInterval(-120), .relative, now: Self.now) == "2 minutes")
        #expect(TextRenderer.format(Self.now.addingTimeInterval(3900), .offset, now: Self.now) == "+1 hour")
    }

    @Test("progress and gauges with NaN, infinities and huge numbers show as invalid or clamped")
    func values() {
        func render(_ kind: ViewNode.Kind) -> [String] {
            TextRenderer.render(
                ArchivedView(root: ViewNode(kind), family: .systemSmall, renderingMode: .fullColor),
                RenderOptions(now: Self.now)
            ).lines
        }
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(render(.progress(value: value, total: 1, label: nil)) == [TextRenderer.invalidValue])
            #expect(render(.progress(value: 0.5, total: value, label: nil)) == [TextRenderer.invalidValue])
            #expect(
                render(
                    .gauge(
                        GaugeNode(value: value, minimum: 0, maximum: 1, label: nil, currentValueLabel: nil, style: nil))
                ) == [TextRenderer.invalidValue])
            #expect(
                render(
                    .gauge(
                        GaugeNode(
                            value: 0.5, minimum: value, maximum: 1, label: nil, currentValueLabel: nil, style: nil)))
                    == [TextRenderer.invalidValue])
        }
        #expect(
            render(
                .gauge(
                    GaugeNode(
                        value: 0, minimum: -.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude, label: nil,
                        currentValueLabel: nil, style: nil))) == [TextRenderer.invalidValue])
        #expect(render(.progress(value: 1e308, total: 1e-308, label: nil)) == [TextRenderer.invalidValue])
        #expect(render(.progress(value: 9e18, total: 1, label: nil)) == ["██████████ 100%"])
        #expect(render(.progress(value: 0.5, total: 1, label: nil)) == ["█████░░░░░ 50%"])
    }

    @Test("a snapshot with extreme dates is shown and cached without trapping")
    func extremeSnapshot() throws {
        var instance = Wire.instance("w", root: ViewNode(.text(.verbatim("x"))))
        instance.timeline.entries[0].view.root.text.date = .with {
            $0.date = Google_Protobuf_Timestamp(seconds: .max, nanos: 999_999_999); $0.style = .timer
        }
        var activity = Wire.activity("a", text: "x")
        activity.startedAt = Google_Protobuf_Timestamp(seconds: .max, nanos: 999_999_999)
        activity.presentations.lockScreen.root.text.date = .with {
            $0.date = Google_Protobuf_Timestamp(seconds: -9_200_000_000_000_000_000); $0.style = .relative
        }
        let snapshot = Wire.snapshot {
            $0.instances = [instance]
            $0.activities = [activity]
            $0.takenAt = Google_Protobuf_Timestamp(seconds: .min)
        }
        let state = try ReplicaState(snapshot: snapshot)
        let view = try #require(state.instances["w"]?.timeline?.entries.first?.view)
        #expect(TextRenderer.render(view, RenderOptions(now: Self.now)).lines == [TextRenderer.invalidDate])
        // A Live Activity that started out of range is refused by the codec: quarantined alone.
        #expect(state.quarantined.map(\.kind) == [.activity])
        // Re-encoding these dates would trap in the timestamp conversion; the cache writes what was received.
        let bytes: [UInt8] = try state.snapshot.serializedBytes()
        let cached = try Relay_V1_Snapshot(serializedBytes: bytes)
        #expect(cached.instances == snapshot.instances)
        #expect(cached.takenAt == snapshot.takenAt)
        #expect(cached.activities.isEmpty)
    }
}
