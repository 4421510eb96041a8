import Foundation
import Testing
import WidgetRelayKit

/// Foundation's `RelativeDateTimeFormatter`, which Linux's Foundation lacks (Home Assistant's
/// timestamps): Foundation's own relative style, relative to the reference date given.
@Suite("RelativeDateTimeFormatter")
struct RelativeDateTimeFormatterTests {
    @Test("numbers or named phrases, relative to the reference date; units' words by style; nil for a non-date")
    func formats() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let reference = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-7_200), relativeTo: reference) == "2 hours ago"
        )
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(3 * 86_400), relativeTo: reference)
                == "in 3 days")
        formatter.dateTimeStyle = .named
        #expect(
            formatter.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference) == "yesterday")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(fromTimeInterval: -120) == "two minutes ago")
        #expect(formatter.string(for: 3) == nil)
    }
}
