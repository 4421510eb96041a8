// Stand-ins for what the article uses but never shows.
import WidgetRelayKit

extension CharacterDetailWidget {
    var kind: String { "CharacterDetail" }
}

struct CharacterDetailEntry: TimelineEntry {
    let date: Date
    let detail: CharacterDetail
}

extension CharacterDetailProvider {
    func placeholder(in context: Context) -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: CharacterDetail.allCharacters[2])
    }

    func snapshot(for configuration: SelectCharacterIntent, in context: Context) async -> CharacterDetailEntry {
        CharacterDetailEntry(date: Date(), detail: configuration.character)
    }
}

struct CharacterDetailView: View {
    let entry: CharacterDetailEntry
    var body: some View {
        VStack {
            Text("\(entry.detail.avatar) \(entry.detail.id)")
            Gauge(value: entry.detail.healthLevel) { Text("Health") }
        }
    }
}
