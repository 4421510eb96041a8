import PhoneCore
import Testing

/// The rules table of the requests a phone answers (requests.proto's lanes, retries and Hello).
@Suite("PhoneRequestKind: one rules table")
struct PhoneRequestKindTests {
    @Test("only Hello, Echo and Unpair may come before Hello; configure, remove, open URL and push keep their replies")
    func beforeHelloAndKeptReplies() {
        #expect(PhoneRequestKind.allCases.filter(\.rules.allowedBeforeHello) == [.hello, .echo, .unpair])
        #expect(
            PhoneRequestKind.allCases.filter(\.rules.keepsReply) == [.configureWidget, .removeWidget, .openURL, .push])
        #expect(Set(PhoneRequestKind.allCases.map(\.rules.metricsLabel)).count == PhoneRequestKind.allCases.count)
    }

    @Test(
        "each kind's lane, from what the request names",
        arguments: [
            (PhoneRequestKind.interaction, PhoneRequestKind.LaneSubject.instance("i"), Lane?.some(.instance("i"))),
            (.interaction, .activity("a"), .activity("a")),
            (.interaction, .control("c"), .control("c")),
            (.interaction, .nothing, nil),
            (.configureWidget, .instance(""), .device("desk")),
            (.configureWidget, .instance("i"), .instance("i")),
            (.removeWidget, .instance("i"), .instance("i")),
            (.catalog, .nothing, .device("desk")),
            (.entityQuery, .nothing, .device("desk")),
            (.push, .nothing, .push),
            (.hello, .nothing, nil),
            (.openURL, .instance("i"), nil),
            (.snapshot, .nothing, nil),
        ])
    func lanes(kind: PhoneRequestKind, subject: PhoneRequestKind.LaneSubject, lane: Lane?) {
        #expect(kind.rules.lane.lane(naming: subject, from: "desk") == lane)
    }
}
