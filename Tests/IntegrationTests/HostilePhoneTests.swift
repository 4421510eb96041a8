import DomainModel
import Foundation
import Codec
import TestSupport
import ScriptProtocol
import NodeTransport
import RelayWire
import SwiftProtobuf
import Testing
import WidgetRelayKit
import ZeroMQ
import ZeroMQTransport

/// Issue #18: a hostile phone — our own ROUTER and XPUB with a CURVE key, speaking
/// relay.v1 — serves a real desktop-node dates at the wire's extremes in every
/// `Text(date, style:)` style and in a Live Activity, a snapshot with one activity
/// lacking an id beside good items, and terminal escape sequences in widget text.
@Suite("desktop-node against a hostile phone", .heavy)
struct HostilePhoneTests {
    static let osc52 = "Buy milk\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}]0;pwned\u{07}"

    /// `Text(date, style:)` in every style at a date, straight on the wire (no `Date` round trip).
    static func dates(seconds: Int64) -> [Relay_V1_ViewNode] {
        [Relay_V1_DateStyle.time, .date, .relative, .offset, .timer].map { style in
            .with {
                $0.text = .with {
                    $0.date = .with {
                        $0.date = Google_Protobuf_Timestamp(seconds: seconds); $0.style = style
                    }
                }
            }
        }
    }

    static func view(_ text: String, family: WidgetFamily?) -> ArchivedView {
        ArchivedView(root: ViewNode(.text(.verbatim(text))), family: family, renderingMode: .fullColor)
    }

    static func instance(_ id: String, kind: String, order: Int64, _ root: Relay_V1_ViewNode) -> Relay_V1_InstanceState
    {
        var timeline = WireCodec.encode(
            ArchivedTimeline(
                entries: [
                    ArchivedEntry(
                        date: Date(timeIntervalSince1970: 1_795_000_000), relevance: nil,
                        view: view("x", family: .systemMedium))
                ], policy: .never),
            instanceID: id)
        timeline.entries[0].view.root = root
        return .with {
            $0.instance = .with {
                $0.instanceID = id
                $0.kind = kind
                $0.family = .systemMedium
                $0.createdAt = Google_Protobuf_Timestamp(seconds: 1_795_000_000 + order)
            }
            $0.timeline = timeline
        }
    }

    static func activity(_ id: String, _ lockScreen: Relay_V1_ViewNode) -> Relay_V1_ActivityUpdate {
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        var wire = WireCodec.encode(
            LiveActivity(
                record: ActivityRecord(
                    id: id.isEmpty ? "placeholder" : id, attributesType: "DeliveryAttributes",
                    attributesJSON: Data("{}".utf8),
                    contentStateJSON: Data("{}".utf8), staleDate: nil, relevanceScore: 0, state: .active,
                    pushToken: nil,
                    startedAt: start, contentUpdatedAt: start),
                presentations: ActivityPresentations(
                    lockScreen: view("x", family: nil), compactLeading: view("x", family: nil))))
        wire.activityID = id
        wire.presentations.lockScreen.root = lockScreen
        wire.presentations.compactLeading.root = lockScreen
        return wire
    }

    static var snapshot: Relay_V1_Snapshot {
        .with {
            $0.epoch = 1
            $0.seq = 10
            $0.takenAt = Google_Protobuf_Timestamp(seconds: 1_795_000_000)
            $0.instances = [
                instance("good", kind: "Counter", order: 0, .with { $0.text = .with { $0.verbatim = "Count 7" } }),
                instance(
                    "past", kind: "Dates", order: 1,
                    .with {
                        $0.stack = .with {
                            $0.axis = .vertical; $0.alignment = .center;
                            $0.children = dates(seconds: -9_200_000_000_000_000_000)
                        }
                    }),
                instance(
                    "future", kind: "Dates", order: 2,
                    .with {
                        $0.stack = .with {
                            $0.axis = .vertical; $0.alignment = .center; $0.children = dates(seconds: .max)
                        }
                    }),
                instance("evil", kind: "TodoList", order: 3, .with { $0.text = .with { $0.verbatim = osc52 } }),
                // "ZQZQ" becomes four bytes that are not UTF-8 on the wire: only this timeline is lost.
                instance("broken", kind: "Counter", order: 4, .with { $0.text = .with { $0.verbatim = "Hello ZQZQ" } }),
            ]
            $0.activities = [
                activity(
                    "delivery",
                    .with {
                        $0.stack = .with {
                            $0.axis = .vertical; $0.alignment = .center
                            $0.children =
                                [.with { $0.text = .with { $0.verbatim = "Arriving\u{1B}[2J" } }]
                                + dates(seconds: -9_200_000_000_000_000_000)
                        }
                    }),
                activity("", .with { $0.text = .with { $0.verbatim = "I have no id" } }),
            ]
        }
    }

    @Test(
        "no crash, the good items shown, the bad one quarantined and counted, no ESC on the terminal, a restart from the cache works"
    )
    func hostilePhone() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let data = "\(folder)/desk"
        let desktop = Repository.product("desktop-node")
        let phone = try await HostilePhone.start(serving: Self.snapshot, desktopData: data)
        defer { phone.cancel() }
        let script = try phone.desktop(data: data, log: "\(folder)/desktop.log")
        let synced: JSONLine
        do {
            synced = try await first(of: script.lines, within: 30, "a synced status with the quarantined item") {
                $0.status?.synced == true && $0.status?.quarantined == 2
            }
        } catch {
            let log = (try? String(contentsOfFile: "\(folder)/desktop.log", encoding: .utf8)) ?? ""
            Issue.record("printed: \(script.printed.suffix(5).map(\.text))\nlog: \(log.suffix(3000))")
            throw error
        }
        let quarantine = try #require(synced.status?.quarantine)
        #expect(Set(quarantine.map(\.kind)) == ["activity", "timeline"])
        script.send("render")
        try await poll("every widget and the activity printed") {
            let widgets = Set(script.printed.compactMap { $0.widget?.instance })
            return widgets.isSuperset(of: ["good", "past", "future", "evil", "broken"])
                && script.printed.contains { $0.event == "activities" }
        }
        func widget(_ id: String) -> String { script.printed.last { $0.widget?.instance == id }?.widget?.text ?? "" }
        #expect(widget("good") == "Count 7")
        #expect(widget("past").components(separatedBy: "⚠︎ invalid date").count == 6)  // all five styles
        #expect(widget("future").components(separatedBy: "⚠︎ invalid date").count == 6)
        #expect(widget("evil") == Self.osc52)  // scriptable mode keeps the text; JSON escapes it
        // The widget whose timeline held a string that is not UTF-8: shown, marked, and alone in that.
        let broken = try #require(script.printed.last { $0.widget?.instance == "broken" })
        #expect(broken.text.contains("cannot be shown"), "\(broken.text)")
        #expect(script.printed.allSatisfy { !$0.text.utf8.contains(0x1B) })
        let activities = try #require(script.printed.last { $0.activities != nil }?.activities)
        #expect(activities.map(\.id) == ["delivery"])
        for line in script.printed { try line.checkDecodes() }
        script.send("quit")
        // It ends by itself on quit; a SIGTERM as well would race its exit (after its lifecycle a SIGTERM ends it: status 15).
        let status = try await script.exited()
        #expect(
            status == 0,
            "no trap on the way out either (the cache is written); its log ends: \(((try? String(contentsOfFile: "\(folder)/desktop.log", encoding: .utf8)) ?? "").suffix(2000))"
        )

        // The phone goes away; a start from the cache renders for a terminal.
        await phone.stop()
        for _ in 0..<2 {
            let render = try await run(desktop, ["render", "--data", data, "--wait-ms", "300"])
            #expect(render.status == 0, "\(render.standardError)")
            let text = render.standardOutput
            #expect(!text.utf8.contains(0x1B), "\(text)")
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            #expect(text.contains("Count 7"))
            #expect(text.contains("Buy milk]52;c;cm0gLXJmIH4=]0;pwned"))
            #expect(text.contains("⚠︎ invalid date"))
            #expect(text.contains("Arriving[2J"))
        }
    }
}
