import WidgetRelayKit

/// The sample apps' own screens, as far as their widgets open them: what the app shows when
/// a widget, a `Link` or a complication opens it (`phone-node status` lists it, and the mirror
/// that opened it says so). Emoji Rangers opens a hero's detail (from a hero's `widgetURL`, or
/// from a character complication's configuration); the task manager opens its list.
public enum SampleAppScene {
    /// The handlers, as the apps' SwiftUI scenes would register them.
    public static let scene = AppScene()
        .onOpenURL { url in SampleAppScreen.open(url) }
        .onContinueUserActivity("CharacterDetail") { activity in
            // A character complication shows no URL: its configuration says which character.
            let character = activity.widgetConfigurationIntent(of: EmojiRangers.SelectCharacterIntent.self)?.character
            SampleAppScreen.show(character.map { "\($0.avatar) \($0.id)'s detail" } ?? "the characters")
        }
        .onContinueUserActivity("TodoList") { _ in SampleAppScreen.open(URL(string: "tasks://list")!) }
        .sceneDescription { SampleAppScreen.title }
}

/// What the sample app shows now: kept in the app group's defaults, which are the phone's
/// own (each phone in a process has its ``AppEnvironment``).
enum SampleAppScreen {
    private static var defaults: UserDefaults { UserDefaults(suiteName: appGroup)! }

    /// A line naming the screen.
    static var title: String { defaults.string(forKey: "screen") ?? "the home screen" }

    static func show(_ title: String) { defaults.set(title, forKey: "screen") }

    /// Shows the screen a URL names: `emojiranger://hero/NAME`, `tasks://list`.
    static func open(_ url: URL) {
        switch (url.scheme, url.host) {
        case ("emojiranger", "hero"):
            let slug = url.lastPathComponent
            if let hero = EmojiRangers.EmojiRanger.allHeros.first(where: { $0.url.lastPathComponent == slug }) {
                show("\(hero.avatar) \(hero.name)'s detail")
            } else {
                show("the heroes (no hero “\(slug)”)")
            }
        case ("tasks", "list"):
            show("the to-do list (\(TaskManagerApp.TaskManager.shared.remaining) left)")
        default:
            show("the home screen (\(url.absoluteString) names no screen)")
        }
    }
}
