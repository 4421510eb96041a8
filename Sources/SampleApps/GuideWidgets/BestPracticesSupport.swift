import WidgetRelayKit

// Not shown in the guide: what its best-practice samples call.

extension GuideWidgets {
    /// Upcoming events, a JSON list of dates the app keeps in the app group's folder.
    enum UpcomingEvents {
        static func fileURL() -> URL? {
            let containerURL = FileManager.default.containerURL(
                forSecurityApplicationGroupIdentifier: "group.com.yourapp.shared"
            )
            return containerURL?.appendingPathComponent("events.json")
        }

        /// The events after now, soonest first.
        static var upcoming: [Date] {
            guard let url = fileURL(), let data = try? Data(contentsOf: url),
                let dates = try? JSONDecoder().decode([Date].self, from: data)
            else { return [] }
            return dates.filter { $0 > Date() }.sorted()
        }

        /// Replaces the list (the app's side).
        static func save(_ dates: [Date]) throws {
            guard let url = fileURL() else { return }
            try JSONEncoder().encode(dates).write(to: url, options: .atomic)
        }
    }
}

extension GuideWidgets.EfficientProvider {
    var hasUpcomingEvents: Bool { !GuideWidgets.UpcomingEvents.upcoming.isEmpty }
    var nextEventDate: Date { GuideWidgets.UpcomingEvents.upcoming.first ?? Date() }

    /// One entry now, and one at each of the next three events.
    func generateRelevantEntries() -> [GuideWidgets.SimpleEntry] {
        let events = GuideWidgets.UpcomingEvents.upcoming.prefix(3)
        let now = GuideWidgets.SimpleEntry(
            date: Date(), message: events.isEmpty ? "No upcoming events" : "\(events.count) upcoming")
        return [now] + events.map { GuideWidgets.SimpleEntry(date: $0, message: "Event now") }
    }

    func placeholder(in context: Context) -> GuideWidgets.SimpleEntry {
        GuideWidgets.SimpleEntry(date: Date(), message: "Next event")
    }

    func getSnapshot(in context: Context, completion: @escaping (GuideWidgets.SimpleEntry) -> Void) {
        completion(placeholder(in: context))
    }
}

extension GuideWidgets {
    struct CompactView: View {
        var body: some View {
            VStack {
                AccentedIconView(); Text("Next event")
            }
        }
    }

    struct MediumView: View {
        var body: some View {
            HStack {
                EfficientIconView(); Text("Next event")
            }
        }
    }

    struct DetailedView: View {
        var body: some View {
            VStack(alignment: .leading) {
                EfficientIconView(); Text("Next event").font(.title)
            }
        }
    }

    struct CircularView: View {
        var body: some View { AccentedIconView() }
    }

    struct RectangularView: View {
        var body: some View { Label("Next event", systemImage: "calendar") }
    }

    struct DefaultView: View {
        var body: some View { Text("Next event") }
    }
}
