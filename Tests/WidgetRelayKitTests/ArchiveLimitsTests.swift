import Foundation
import Testing
@testable import WidgetRelayKit

/// Issue #34, point 2: the phone's archiver keeps at most `ArchiveLimits.maxTextCharacters`
/// of a text, and shows where it cut.
@Suite("ArchiveLimits: what one archive may hold")
struct ArchiveLimitsTests {
    static func archivedText(_ view: some View) -> TextContent? {
        guard case .text(let content) = ViewArchive.archive(view, family: .systemSmall).root.kind else { return nil }
        return content
    }

    @Test("a megabyte of text is archived as 4,096 characters ending in …; a short one as it is")
    func longText() throws {
        let huge = String(repeating: "x", count: 1_000_000)
        guard case .verbatim(let kept) = try #require(Self.archivedText(Text(huge))) else {
            Issue.record("not verbatim"); return
        }
        #expect(
            kept.count == ArchiveLimits.maxTextCharacters && kept.hasSuffix(ArchiveLimits.cutMark)
                && kept.hasPrefix("xxxx"))
        #expect(Self.archivedText(Text(verbatim: "Buy milk")) == .verbatim("Buy milk"))
        // Exactly at the limit: kept whole; one more: cut.
        let exact = String(repeating: "y", count: ArchiveLimits.maxTextCharacters)
        #expect(ArchiveLimits.cut(exact) == exact)
        #expect(ArchiveLimits.cut(exact + "z") == String(exact.dropLast()) + "…")
    }

    @Test("characters, not bytes: a family emoji of 18 bytes counts as one; a label's title is cut too")
    func graphemes() {
        let family = String(repeating: "👨‍👩‍👧", count: 5_000)
        let cut = ArchiveLimits.cut(family)
        #expect(cut.count == ArchiveLimits.maxTextCharacters && cut.hasPrefix("👨‍👩‍👧") && cut.hasSuffix("👨‍👩‍👧…"))
        // 6,000 bytes, 3,000 characters: kept
        #expect(ArchiveLimits.cut(String(repeating: "é", count: 3_000)).count == 3_000)
        let label = ViewArchive.archive(
            Label(String(repeating: "L", count: 10_000), systemImage: "star"), family: .systemSmall
        ).root.kind
        if case .label(let title, _) = label {
            #expect(title.count == ArchiveLimits.maxTextCharacters)
        } else {
            Issue.record("\(label)")
        }
    }

    @Test("an interpolated text is cut over all its runs; its dates and images stay until the cut")
    func runs() {
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let content = Self.archivedText(
            Text("Updated \(date, style: .relative) \(String(repeating: "r", count: 9_000))"))
        guard case .runs(let runs) = content else { Issue.record("\(String(describing: content))"); return }
        // The strings count (the date's words are the mirror's to write): exactly the limit, with the "…".
        let strings = runs.compactMap { if case .verbatim(let string) = $0 { string } else { nil } }.joined()
        #expect(strings.count == ArchiveLimits.maxTextCharacters, "\(strings.count)")
        #expect(runs.contains { if case .date = $0 { true } else { false } })
        #expect(runs.last.map { if case .verbatim(let s) = $0 { s.hasSuffix("…") } else { false } } == true)
    }
}
