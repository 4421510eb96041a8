import ArgumentParser
import PhoneCore

struct App: AsyncParsableCommand {
    /// Its discussion lists the program's actions (``PhoneNodeCommand/main(bundle:actions:arguments:)``).
    static var configuration: CommandConfiguration {
        let actions = PhoneNodeCommand.program.withLock { $0.actions?.catalog ?? [] }
        return CommandConfiguration(
            abstract: "Do something in an app on the running phone, as a person would.",
            discussion: actions.isEmpty
                ? "This phone's apps offer no actions."
                : "Actions:\n" + actions.map { "  \($0.usage)" }.joined(separator: "\n"))
    }
    @OptionGroup var options: DataOptions
    @Argument(help: "The action's name.") var action: String
    @Argument(help: "Its arguments (options such as --data may come anywhere).") var arguments: [String] = []

    func run() async throws {
        print(
            try await withRunningPhone(options) { [action, arguments] in
                try await $0.admin(.appAction(name: action, arguments: arguments))
            }.text)
    }
}

struct Clock: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Move the running phone's manual clock (start it with `run --clock`).",
        subcommands: [Advance.self, Set.self])

    struct Advance: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Move the clock forward by some seconds.")
        @OptionGroup var options: DataOptions
        @Argument(help: "Seconds.") var seconds: Double

        func run() async throws {
            let seconds = seconds
            print(
                try await withRunningPhone(options) {
                    try await $0.admin(.advanceClock(seconds: seconds))
                }.text)
        }
    }

    struct Set: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set the clock to a date (never backwards).")
        @OptionGroup var options: DataOptions
        @Argument(help: "ISO 8601 date.") var date: String

        func run() async throws {
            let date = try parseDate(date)
            print(try await withRunningPhone(options) { try await $0.admin(.setClock(date)) }.text)
        }
    }
}
