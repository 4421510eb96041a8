// Stand-in for BackyardBirdsData, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it — its SwiftData models (a
// backyard, a bird), the snapshots the widget's timeline shows, the time of day, and the container the app
// generates its data into (here: one backyard, no birds).
import Foundation
import SwiftData
import SwiftUI

/// A backyard the app simulates (the app's `@Model` class, the properties the widget reads).
@Model public class Backyard {
    @Attribute(.unique) public var id: String
    public var name: String
    public var waterRefillDate: Date
    public var foodRefillDate: Date
    public var creationDate: Date
    public var isFavorite: Bool
    public var timeIntervalOffset: TimeInterval

    public init(name: String?) {
        id = UUID().uuidString
        self.name = name ?? "Backyard"
        creationDate = .now
        waterRefillDate = .now
        foodRefillDate = .now
        isFavorite = false
        timeIntervalOffset = 12 * 60 * 60
    }

    /// Refills food and water.
    public func refillSupplies() {
        foodRefillDate = .now
        waterRefillDate = .now
    }

    /// The backyard's snapshots up to the date: here one an hour, without visitors.
    public func snapshots(through date: Date, total: Int = 12) -> [BackyardSnapshot] {
        let count = max(1, min(total, Int(date.timeIntervalSinceNow / 3600)))
        return (0..<count).map { hour in
            let at = Date.now.addingTimeInterval(TimeInterval(hour) * 3600)
            return BackyardSnapshot(
                backyard: self, timeInterval: timeIntervalOffset - creationDate.timeIntervalSince(at), date: at)
        }
    }
}

/// A bird (the app's `@Model` class, what the widget reads of it).
@Model public class Bird {
    @Attribute(.unique) public var id: String
    public var speciesName: String

    public init(id: String = UUID().uuidString, speciesName: String) {
        self.id = id
        self.speciesName = speciesName
    }
}

/// The backyard at one moment, as the widget shows it.
public struct BackyardSnapshot {
    public var backyard: Backyard
    public var visitingBird: Bird?
    public var visitingBirdDuration: TimeInterval?
    public var timeInterval: TimeInterval
    public var date: Date
    public var notableEvents: Set<NotableEvent> = []

    public var timeOfDay: BackyardTimeOfDay { BackyardTimeOfDay(timeInterval: timeInterval) }

    public init(
        backyard: Backyard, visitingBird: Bird? = nil, visitingBirdDuration: TimeInterval? = nil,
        timeInterval: TimeInterval, date: Date, notableEvents: Set<NotableEvent> = []
    ) {
        self.backyard = backyard
        self.visitingBird = visitingBird
        self.visitingBirdDuration = visitingBirdDuration
        self.timeInterval = timeInterval
        self.date = date
        self.notableEvents = notableEvents
    }

    public enum NotableEvent {
        case signifantTimeOfDay
        case lowSupplySeverityIncrease
        case visitorArrive
        case visitorDepart
    }
}

/// The time of day of a backyard.
public enum BackyardTimeOfDay: Hashable, Codable {
    case night, sunrise, morning, afternoon, sunset

    public init(timeInterval: TimeInterval) {
        let seconds = timeInterval.truncatingRemainder(dividingBy: 24 * 60 * 60)
        self.init(hour: Int(floor(seconds / 3600)))
    }

    public init(hour: Int) {
        switch hour {
        case 0..<6: self = .night
        case 6: self = .sunrise
        case 7..<12: self = .morning
        case 12..<20: self = .afternoon
        case 20: self = .sunset
        default: self = .night
        }
    }

    @ViewBuilder
    public var view: some View {
        switch self {
        case .night: Image(systemName: "moon")
        case .sunrise: Image(systemName: "sunrise")
        case .morning: Image(systemName: "sun.min")
        case .afternoon: Image(systemName: "sun.max")
        case .sunset: Image(systemName: "sunset")
        }
    }

    public var colorSchemeOverride: ColorScheme? {
        if case .night = self { return .dark }
        return nil
    }
}

/// The app's generated data: its SwiftData container, filled once.
@Model public class DataGeneration {
    public var initializationDate: Date?

    public init(initializationDate: Date?) { self.initializationDate = initializationDate }

    public static let container = try! ModelContainer(for: DataGeneration.self, Backyard.self, Bird.self)

    /// Generates the app's data the first time: here, one backyard.
    public static func generateAllData(modelContext: ModelContext) {
        guard try! modelContext.fetch(FetchDescriptor<DataGeneration>()).isEmpty else { return }
        modelContext.insert(DataGeneration(initializationDate: .now))
        modelContext.insert(Backyard(name: "Backyard"))
        try? modelContext.save()
    }
}
