import Foundation
import Testing
import WidgetRelayKit

/// `Text(timerInterval:pauseTime:countsDown:showsHours:)` as the phone archives it and as every
/// renderer counts it: within its interval, frozen from its pause time.
@Suite("Timer text pauses and stops")
struct TimerTextTests {
    static let start = Date(timeIntervalSince1970: 1_790_000_000)
    static let end = start.addingTimeInterval(3_725)  // 1:02:05

    @Test("the archive keeps the interval, pause time, direction and hours")
    func archived() {
        let pause = Self.start.addingTimeInterval(60)
        let root = ViewArchive.archive(
            Text(timerInterval: Self.start...Self.end, pauseTime: pause, countsDown: false, showsHours: false),
            family: .systemSmall
        ).root
        #expect(
            root.kind
                == .text(
                    .timer(
                        TimerTextValue(
                            start: Self.start, end: Self.end, pauseTime: pause, countsDown: false, showsHours: false))))
    }

    @Test(
        "counting down it shows what is left and stops at 0:00; counting up it stops at the length",
        arguments: [
            (-10.0, true, true, "1:02:05"), (5, true, true, "1:02:00"), (3_725, true, true, "0:00"),
            (9_999, true, true, "0:00"),
            (-10, false, true, "0:00"), (65, false, true, "1:05"), (99_999, false, true, "1:02:05"),
            (5, true, false, "62:00"),
        ])
    func counts(offset: Double, countsDown: Bool, showsHours: Bool, expected: String) {
        let timer = TimerTextValue(start: Self.start, end: Self.end, countsDown: countsDown, showsHours: showsHours)
        #expect(timer.text(at: Self.start.addingTimeInterval(offset)) == expected)
    }

    @Test("from its pause time on it shows what it showed then")
    func pauses() {
        let timer = TimerTextValue(start: Self.start, end: Self.end, pauseTime: Self.start.addingTimeInterval(100))
        #expect(timer.text(at: Self.start.addingTimeInterval(50)) == "1:01:15")
        #expect(timer.text(at: Self.start.addingTimeInterval(100)) == "1:00:25")
        #expect(timer.text(at: Self.start.addingTimeInterval(2_000)) == "1:00:25")
    }
}
