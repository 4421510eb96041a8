import Foundation
import TestSupport
import Testing

/// `@main` on a `WidgetBundle` makes a phone serving that bundle, with phone-node's command
/// line: a mirror pairs with it and its gallery lists the bundle's kind and draws its `#Preview`.
@Suite("@main on a WidgetBundle")
struct BundleMainTests {
    @Test("an extension's program is a phone: it runs, pairs a desktop, and serves its kind and #Preview")
    func servesItsBundle() async throws {
        let folder = TemporaryFolder.shared.makeFolder()
        let help = try await run(Repository.product("bundle-main-probe"), ["--help"])
        #expect(
            help.status == 0 && help.standardOutput.contains("run") && help.standardOutput.contains("devices"),
            "\(help.standardOutput)")
        let phone = try await PhoneProcess.start(data: "\(folder)/phone", program: "bundle-main-probe")
        try await DesktopProcess.pair(data: "\(folder)/desk", id: "desk", on: phone)
        let gallery = try await run(
            Repository.product("desktop-node"),
            [
                "gallery", "--data", "\(folder)/desk", "--id", "desk", "--phone-key=\(phone.key)", "--router",
                phone.router, "--publisher", phone.publisher,
            ])
        #expect(gallery.status == 0, "\(gallery.standardError)")
        let lines = gallery.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Greeting  — Greeting  [systemSmall]") == true, "\(gallery.standardOutput)")
        #expect(
            lines.contains {
                $0.hasPrefix("Preview: Greeting (systemSmall), bundle_main_probe/GreetingWidgets.swift:")
            }, "\(gallery.standardOutput)")
        #expect(lines.contains { $0.contains("Hello from @main") }, "\(gallery.standardOutput)")
        #expect(try await phone.process.stop() == 0)
    }

    @Test("a program that does not link the phone says what to add, and fails")
    func withoutPhone() async throws {
        let lonely = try await run(Repository.product("bundle-main-without-phone"), [])
        #expect(lonely.status == 2)
        #expect(
            lonely.standardError.contains("LonelyWidgets is @main, but this program has no phone to serve it"),
            "\(lonely.standardError)")
        #expect(lonely.standardError.contains("PhoneNodeCommands"), "\(lonely.standardError)")
    }
}
