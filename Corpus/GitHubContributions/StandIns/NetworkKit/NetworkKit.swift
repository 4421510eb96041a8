// Stand-in for NetworkKit, a module of the app that is not its widget extension (ours, not the
// project's): the public API the widget uses, as the app's module declares it. Fetching (its
// URLSession and HTML parsing) is not stood in: `getContributions` answers sample data.
import Combine
import Foundation

public enum GitHub {
    public struct Contribution {
        public let date: Date
        public let level: Level
        public enum Level: Int, CaseIterable {
            case zero, first, second, third, fourth
        }
        public init(date: Date, level: Level) {
            self.date = date
            self.level = level
        }
    }

    public static func getContributions(for username: String, queue: DispatchQueue) -> Future<[Contribution], Error> {
        Future { $0(.success([])) }
    }
}

extension GitHub.Contribution: Comparable {
    public static func < (lhs: GitHub.Contribution, rhs: GitHub.Contribution) -> Bool { lhs.date < rhs.date }
    public static func == (lhs: GitHub.Contribution, rhs: GitHub.Contribution) -> Bool { lhs.date == rhs.date && lhs.level == rhs.level }
}

public extension CaseIterable {
    static func random() -> Self { allCases.randomElement()! }
}
