import Foundation
import Testing
import WidgetRelayKit

/// Foundation's `DateComponentsFormatter`, which Linux's Foundation marks unavailable, as Home
/// Assistant's to-do widget formats minutes with it.
@Suite("DateComponentsFormatter")
struct DateComponentsFormatterTests {
    @Test("units styles in en_US: full, short, abbreviated, positional; only the allowed units; nil for NaN")
    func styles() {
        let formatter = WidgetRelayKit.DateComponentsFormatter()
        formatter.calendar?.locale = Locale(identifier: "en_US")
        formatter.allowedUnits = [.minute]
        formatter.unitsStyle = .full
        #expect(formatter.string(from: 120) == "2 minutes")
        #expect(formatter.string(from: 3_720) == "62 minutes")
        formatter.allowedUnits = [.hour, .minute, .second]
        formatter.unitsStyle = .short
        #expect(formatter.string(from: 3_725) == "1 hr, 2 min, 5 sec")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 3_725) == "1h 2m 5s")
        formatter.maximumUnitCount = 2
        #expect(formatter.string(from: 3_725) == "1h 2m")
        formatter.unitsStyle = .positional
        #expect(formatter.string(from: 3_725) == "1:02:05")
        #expect(formatter.string(from: .nan) == nil && formatter.string(from: .infinity) == nil)
        var components = DateComponents()
        components.hour = 1
        components.minute = 2
        #expect(formatter.string(from: components) == "1:02:00")
    }
}
