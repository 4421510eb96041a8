import Foundation
import Pairing
@testable import PairingKit
import TestSupport
import Testing

/// What `avahi-browse -rpt _widgetrelay._tcp` printed on this machine for one phone whose
/// window was open (avahi-daemon 0.8): resolved once per interface and address family.
@Suite("DNS-SD: avahi-browse's answers, one phone per key")
struct DNSSDParseTests {
    static let key = "fd3e0b34b72450012687c81bc68a3d07f84db5db53f465299e9698b99a30922f"
    static let output = """
        +;eth0;IPv6;WidgetRelay\\032Phone;_widgetrelay._tcp;local
        +;eth0;IPv4;WidgetRelay\\032Phone;_widgetrelay._tcp;local
        +;lo;IPv4;WidgetRelay\\032Phone;_widgetrelay._tcp;local
        =;eth0;IPv6;WidgetRelay\\032Phone;_widgetrelay._tcp;local;vm.local;fd00::2;25572;"publisher=45793" "router=37967" "key=\(key)" "fp=acb1-591b-db7f-913e-486b" "v=1"
        =;eth0;IPv4;WidgetRelay\\032Phone;_widgetrelay._tcp;local;vm.local;192.0.2.2;25572;"publisher=45793" "router=37967" "key=\(key)" "fp=acb1-591b-db7f-913e-486b" "v=1"
        =;lo;IPv4;WidgetRelay\\032Phone;_widgetrelay._tcp;local;vm.local;127.0.0.1;25572;"publisher=45793" "router=37967" "key=\(key)" "fp=acb1-591b-db7f-913e-486b" "v=1"
        =;lo;IPv4;Broken;_widgetrelay._tcp;local;vm.local;127.0.0.1;25572;"router=1" "key=00"
        """

    @Test("resolved IPv4 lines become phones with the TXT's key and ports; one phone on two links is one phone")
    func parse() {
        let found = DNSSDAnnouncement.parse(Self.output)
        #expect(found.map(\.host) == ["192.0.2.2", "127.0.0.1"])  // IPv6 and the broken entry left out
        let phone = found[0].announcement
        #expect(phone.name == "WidgetRelay Phone")
        #expect(phone.routerPort == 37967 && phone.publisherPort == 45793 && phone.pairingPort == 25572)
        #expect(phone.fingerprint == "acb1-591b-db7f-913e-486b")
        #expect(phone.key.count == 32 && phone.key.first == 0xfd)
        #expect(found.allSatisfy { $0.method == .dnsSD })
        let one = FoundPhone.onePerPhone(found)
        #expect(one.map(\.host) == ["192.0.2.2"])
    }
}

/// The announcer never outlives its window: stopped, it is gone within a couple of
/// seconds, though it ignores SIGTERM (as avahi-publish-service does under a node, whose
/// blocked signal mask it inherits).
@Suite("DNS-SD: the announcer ends with its window")
struct DNSSDAnnouncerTests {
    @Test("stop() ends an announcer that ignores SIGTERM")
    func stopEndsIt() async throws {
        let marker = "wr-announcer-\(UUID().uuidString.prefix(8))"
        // A stand-in announcer: runs until killed, ignores SIGTERM, named so it can be found.
        let announcement = DNSSDAnnouncement.run(
            "/bin/sh", ["-c", "trap '' TERM; while :; do sleep 1; done", marker], status: "test")
        let pid = try #require(announcement.watchdogPID)
        try await poll("the announcer to start", every: .milliseconds(10)) { !Self.children(of: pid).isEmpty }
        let announcer = try #require(Self.children(of: pid).first)
        kill(announcer, SIGTERM)  // ignored
        announcement.stop()
        try await poll("the announcer to end", every: .milliseconds(10)) {
            kill(announcer, 0) != 0 || Self.isZombie(announcer)
        }
    }

    static func children(of pid: Int32) -> [Int32] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { Int32($0) }
    }

    static func isZombie(_ pid: Int32) -> Bool {
        ((try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "").contains(") Z ")
    }
}
