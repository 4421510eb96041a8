import DomainModel
import Foundation
import Codec
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit

/// The checked conversion at its extremes: every out-of-range wire value is refused
/// with the field named, every out-of-range `Date` is clamped, nothing traps.
@Suite("WireTime: the checked conversion")
struct WireTimeTests {
    struct Bad: Sendable, CustomStringConvertible {
        let seconds: Int64
        let nanos: Int32
        let says: String
        var description: String { "seconds \(seconds), nanos \(nanos)" }
    }

    static let badTimestamps: [Bad] = [
        Bad(seconds: .min, nanos: 0, says: "seconds -9223372036854775808 is outside 0001-01-01…9999-12-31"),
        Bad(seconds: .max, nanos: 0, says: "seconds 9223372036854775807 is outside 0001-01-01…9999-12-31"),
        Bad(seconds: WireTime.minimumSeconds - 1, nanos: 0, says: "seconds -62135596801 is outside"),
        Bad(seconds: WireTime.maximumSeconds + 1, nanos: 0, says: "seconds 253402300800 is outside"),
        Bad(seconds: 0, nanos: -1, says: "nanos -1 is outside 0…999999999"),
        Bad(seconds: 0, nanos: 1_000_000_000, says: "nanos 1000000000 is outside"),
        Bad(seconds: 0, nanos: .max, says: "nanos 2147483647 is outside"),
        Bad(seconds: 0, nanos: .min, says: "nanos -2147483648 is outside"),
    ]

    @Test("a timestamp out of range is refused, naming the field", arguments: badTimestamps)
    func refusesTimestamp(_ bad: Bad) throws {
        let error = try #require(throws: CodecError.self) {
            try WireTime.date(Google_Protobuf_Timestamp(seconds: bad.seconds, nanos: bad.nanos), field: "x.due")
        }
        #expect(error.message.hasPrefix("x.due: "))
        #expect(error.message.contains(bad.says))
    }

    @Test("the range's own ends are accepted and round-trip")
    func acceptsBounds() throws {
        for (seconds, nanos) in [
            (WireTime.minimumSeconds, Int32(0)), (WireTime.maximumSeconds, Int32(0)), (0, 999_999_999),
            (1_790_000_123, 456_000_000),
        ] {
            let wire = Google_Protobuf_Timestamp(seconds: seconds, nanos: nanos)
            let date = try WireTime.date(wire, field: "t")
            #expect(WireTime.timestamp(date).seconds == seconds || nanos == 999_999_999)
        }
        #expect(
            try WireTime.date(Google_Protobuf_Timestamp(seconds: WireTime.minimumSeconds), field: "t")
                == WireDateRange.earliest)
    }

    @Test("durations: beyond the range's span, nanos out of range or of the other sign are refused")
    func refusesDuration() throws {
        let bad: [(Int64, Int32, String)] = [
            (.min, 0, "seconds -9223372036854775808 is outside ±315537897599"),
            (.max, 0, "seconds 9223372036854775807 is outside"),
            (0, 1_000_000_000, "nanos 1000000000 is outside ±999999999"),
            (0, .min, "nanos -2147483648 is outside"),
            (1, -1, "different signs"),
        ]
        for (seconds, nanos, says) in bad {
            let error = try #require(throws: CodecError.self) {
                try WireTime.interval(
                    Google_Protobuf_Duration(seconds: seconds, nanos: nanos), field: "entry.relevance.duration")
            }
            #expect(
                error.message == "entry.relevance.duration: " + says || error.message.contains(says),
                "\(seconds) \(nanos)")
        }
        #expect(try WireTime.interval(Google_Protobuf_Duration(seconds: -5, nanos: -500_000_000), field: "d") == -5.5)
    }

    static let extremeDates: [Double] = [
        1e300, -1e300, .infinity, -.infinity, .nan, .greatestFiniteMagnitude, 9.3e18, -9.3e18, 2.6e11, -6.3e10,
    ]

    @Test("encoding any Date clamps into the range and never traps", arguments: extremeDates)
    func clampsDate(_ seconds: Double) throws {
        let wire = WireTime.timestamp(Date(timeIntervalSince1970: seconds))
        #expect((WireTime.minimumSeconds...WireTime.maximumSeconds).contains(wire.seconds))
        #expect((0...WireTime.maximumNanos).contains(wire.nanos))
        let back = try WireTime.date(wire, field: "t")
        #expect(WireDateRange.contains(back))
        if seconds.isNaN || seconds < 0 {
            #expect(wire.seconds == WireTime.minimumSeconds)
        } else {
            #expect(wire.seconds == WireTime.maximumSeconds)
        }
    }

    @Test("encoding any interval clamps into the duration range and never traps", arguments: extremeDates)
    func clampsDuration(_ seconds: Double) throws {
        let wire = WireTime.duration(seconds)
        #expect(try WireTime.interval(wire, field: "d").isFinite)
        if seconds.isNaN { #expect(wire == Google_Protobuf_Duration()) }
    }

    @Test("a Date out of range is refused by the Date check too (JSON-borne dates)", arguments: extremeDates)
    func checksDate(_ seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        if (-6.2135596800e10...2.534023008e11).contains(seconds) {
            #expect(throws: Never.self) { try WireTime.check(date, field: "eta") }
        } else {
            #expect(throws: CodecError.self) { try WireTime.check(date, field: "eta") }
        }
    }

    @Test("the codec refuses out-of-range dates everywhere it reads one, naming the field")
    func codecRefuses() throws {
        let minSeconds = Google_Protobuf_Timestamp(seconds: .min)
        var parameter = Relay_V1_ParameterValue()
        parameter.dateValue = minSeconds
        #expect(
            throws: CodecError("parameter “due”.date: seconds -9223372036854775808 is outside 0001-01-01…9999-12-31")
        ) {
            try WireCodec.decode(parameter, parameter: "due")
        }
        var entry = Relay_V1_TimelineEntry()
        entry.entryID = "e0"
        entry.date = Google_Protobuf_Timestamp(seconds: .max)
        #expect(throws: CodecError.self) { try WireCodec.decode(entry) }
        entry.date = Google_Protobuf_Timestamp(seconds: 0)
        entry.relevance = .with { $0.duration = Google_Protobuf_Duration(seconds: .max) }
        #expect(throws: CodecError.self) { try WireCodec.decode(entry) }
        #expect(throws: CodecError.self) { try WireCodec.decode(Relay_V1_ReloadPolicy.with { $0.after = minSeconds }) }
        var activity = WireCodec.encode(
            LiveActivity(
                record: ActivityRecord(
                    id: "a", attributesType: "T", attributesJSON: Data("{}".utf8), contentStateJSON: Data("{}".utf8),
                    staleDate: nil, relevanceScore: 0, state: .active, pushToken: nil, startedAt: Date(),
                    contentUpdatedAt: Date()),
                presentations: ActivityPresentations(
                    lockScreen: ArchivedView(root: ViewNode(.divider), family: nil, renderingMode: .fullColor))))
        activity.staleDate = Google_Protobuf_Timestamp(seconds: 0, nanos: -1)
        let error = try #require(throws: CodecError.self) { try WireCodec.decode(activity) }
        #expect(error.message == "Live Activity a: stale_date: nanos -1 is outside 0…999999999")
        // A date a view only shows is not refused: it decodes out of range, for the mirror to mark invalid.
        var view = WireCodec.encode(
            ArchivedView(root: ViewNode(.text(.date(Date(), .timer))), family: nil, renderingMode: .fullColor))
        view.root.text.date.date = minSeconds
        guard case .text(.date(let shown, _)) = try WireCodec.decode(view).root.kind else {
            throw CodecError("not a date text")
        }
        #expect(shown < WireTime.earliest)
    }

    @Test("the codec encodes out-of-range dates and durations an app computed, clamped")
    func codecClamps() throws {
        let far = Date(timeIntervalSince1970: 1e300)
        let entry = ArchivedEntry(
            date: far, relevance: TimelineEntryRelevance(score: 1, duration: .infinity),
            view: ArchivedView(root: ViewNode(.text(.date(far, .relative))), family: nil, renderingMode: .fullColor))
        let wire = WireCodec.encode(
            ArchivedTimeline(entries: [entry], policy: .after(Date(timeIntervalSince1970: -.infinity))), instanceID: "i"
        )
        let back = try WireCodec.decode(wire)
        #expect(
            back.entries[0].date == WireDateRange.latest || back.entries[0].date > Date(timeIntervalSince1970: 2.534e11)
        )
        #expect(back.policy == .after(WireDateRange.earliest))
        let value = WireCodec.encode(IntentValue.date(Date(timeIntervalSince1970: .nan)))
        #expect(value.dateValue.seconds == WireTime.minimumSeconds)
    }

    @Test("an int parameter, and hex push tokens, never trap")
    func numbersAndHex() throws {
        var parameter = Relay_V1_ParameterValue()
        parameter.intValue = .min
        #expect(try WireCodec.decode(parameter, parameter: "n") == .int(.min))
        #expect(try WireCodec.bytes(hex: "00fFa0") == Data([0, 255, 160]))
        for bad in ["0", "+f", "-0", "zz", "é0", "0é"] {
            #expect(throws: CodecError.self, "\(bad)") { try WireCodec.bytes(hex: bad) }
        }
    }
}
