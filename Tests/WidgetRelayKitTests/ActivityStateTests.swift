import Foundation
import Testing
import WidgetRelayKit

/// `ActivityState` as Luka switches on it (`case .active, .pending, .stale: … case .dismissed, .ended:`).
@Suite("ActivityState")
struct ActivityStateTests {
    static func running(_ state: ActivityState) -> Bool {
        switch state {
        case .active, .pending, .stale: return true
        case .dismissed, .ended: return false
        @unknown default: return false
        }
    }

    @Test("pending (iOS 26) comes first in a Live Activity's life, encodes by its name and decodes back")
    func pending() throws {
        #expect(ActivityState.allCases == [.pending, .active, .stale, .ended, .dismissed])
        #expect(Self.running(.pending) && !Self.running(.ended))
        #expect(String(decoding: try JSONEncoder().encode([ActivityState.pending]), as: UTF8.self) == #"["pending"]"#)
        #expect(
            try JSONDecoder().decode([ActivityState].self, from: Data(#"["pending","active"]"#.utf8)) == [
                .pending, .active,
            ])
    }
}
