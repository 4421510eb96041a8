import Foundation
import PhoneCore
import Testing
import WidgetRelayKit

/// Reload policies and the budget, driven by a manual clock (seconds after t0).
@Suite("Reload policies and budget")
struct ReloadSchedulerTests {
    struct Case: CustomStringConvertible, Sendable {
        let name: String
        let policy: TimelineReloadPolicy.Kind
        /// Entry dates, seconds after t0.
        let entries: [TimeInterval]
        let budget: Int
        /// Clock readings (seconds after t0) at which the scheduler is asked what is due;
        /// after each policy reload the provider returns the same shape shifted to that time.
        let checks: [TimeInterval]
        /// Whether each check found a reload due.
        let expected: [Bool]
        var description: String { name }
    }

    static let t0 = Date(timeIntervalSince1970: 1_795_000_000)

    static let cases: [Case] = [
        Case(
            name: ".atEnd reloads after the last entry", policy: .atEnd, entries: [0, 3600, 7200], budget: 70,
            checks: [3600, 7199, 7200, 7201], expected: [false, false, true, false]),
        Case(
            name: ".after(date) reloads at the date", policy: .after(t0.addingTimeInterval(900)), entries: [0],
            budget: 70,
            checks: [899, 900, 901], expected: [false, true, false]),
        Case(
            name: ".never waits for WidgetCenter", policy: .never, entries: [0], budget: 70,
            checks: [3600, 86_400 * 3], expected: [false, false]),
        Case(
            name: "a spent budget defers policy reloads until the window frees", policy: .atEnd, entries: [60],
            budget: 2,
            checks: [60, 120, 180, 240, 86_460, 86_520], expected: [true, true, false, false, true, true]),
    ]

    @Test(arguments: cases)
    func policy(_ test: Case) {
        var scheduler = ReloadScheduler(budgetPerDay: test.budget)
        func timeline(at offset: TimeInterval) -> ArchivedTimeline {
            let view = ArchivedView(root: ViewNode(.divider), family: .systemSmall, renderingMode: .fullColor)
            let shift: TimeInterval = offset
            let policy: TimelineReloadPolicy =
                switch test.policy {
                case .after(let date): .after(date.addingTimeInterval(shift))
                case .atEnd: .atEnd
                case .never: .never
                }
            return ArchivedTimeline(
                entries: test.entries.map {
                    ArchivedEntry(date: Self.t0.addingTimeInterval($0 + shift), relevance: nil, view: view)
                },
                policy: policy)
        }
        scheduler.timelineReloaded("w", timeline: timeline(at: 0), at: Self.t0)
        var found: [Bool] = []
        for check in test.checks {
            let now = Self.t0.addingTimeInterval(check)
            let due = scheduler.takeDue(at: now)
            found.append(due == ["w"])
            if !due.isEmpty { scheduler.timelineReloaded("w", timeline: timeline(at: check), at: now) }
            if let wake = scheduler.nextWake(after: now) {
                #expect(wake >= now || scheduler.budgetLeft("w", at: now) > 0)
            }
        }
        #expect(found == test.expected)
    }

    @Test("interaction, push and foreground reloads are free; others spend budget")
    func freeAndSpent() {
        var scheduler = ReloadScheduler(budgetPerDay: 3)
        let now = Self.t0
        #expect(scheduler.budgetLeft("w", at: now) == 3)
        let spends = (0..<4).map { scheduler.spend("w", at: now.addingTimeInterval(Double($0))) }
        #expect(spends == [true, true, true, false])
        #expect(scheduler.budgetLeft("w", at: now.addingTimeInterval(86_400)) == 1)  // the first spend left the window
        #expect(scheduler.budgetLeft("other", at: now) == 3)  // budgets are per instance
    }

    @Test("an out-of-budget instance wakes when its oldest spend leaves the window")
    func wakeAfterBudget() {
        var scheduler = ReloadScheduler(budgetPerDay: 1)
        let view = ArchivedView(root: ViewNode(.divider), family: .systemSmall, renderingMode: .fullColor)
        let spent = scheduler.spend("w", at: Self.t0)
        #expect(spent)
        scheduler.timelineReloaded(
            "w",
            timeline: ArchivedTimeline(
                entries: [ArchivedEntry(date: Self.t0.addingTimeInterval(10), relevance: nil, view: view)],
                policy: .atEnd), at: Self.t0)
        #expect(scheduler.nextWake(after: Self.t0.addingTimeInterval(20)) == Self.t0.addingTimeInterval(86_400))
    }
}
