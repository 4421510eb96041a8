/// One command of a mirror's scriptable mode, parsed from a line of words
/// (``parse(_:)``). The commands, their arguments and their help come from one
/// table, ``ScriptCommand/syntax``: the usage text and the errors are made from it.
public enum ScriptCommand: Sendable, Hashable {
    case render
    case status
    case help
    case gallery
    case suggest(entityType: String)
    /// Add a widget: kind, family and `name=value` configuration pairs.
    case add(kind: String, family: String, values: [String])
    case configure(instance: String, values: [String])
    case remove(instance: String)
    /// A button, toggle or link; a watch given no element opens the app from the complication.
    case tap(instance: String, element: String?)
    case control(kind: String)
    case activity(id: String, element: String)
    case open(instance: String)
    case stack
    case recommended
    case addRecommended(kind: String, family: String, number: Int)
    case context(key: String, value: String)
    case pin(instance: String)
    case unpin(instance: String)
    case lock
    case unlock
    case quit

    /// A command line that is not a command: the message says what would be.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        public let description: String
    }

    /// One row of the table: a command's name (and other names), its arguments and what it does.
    public struct Syntax: Sendable {
        public let names: [String]
        public let arguments: String
        public let summary: String
        /// Only a watch has it.
        public let watchOnly: Bool
        let parse: @Sendable ([String]) -> ScriptCommand?

        init(
            _ names: [String], _ arguments: String, _ summary: String, watchOnly: Bool = false,
            _ parse: @escaping @Sendable ([String]) -> ScriptCommand?
        ) {
            (self.names, self.arguments, self.summary, self.watchOnly, self.parse) = (
                names, arguments, summary, watchOnly, parse
            )
        }

        /// "name ARGUMENTS".
        public var usage: String {
            ([names.joined(separator: " | ")] + (arguments.isEmpty ? [] : [arguments])).joined(separator: " ")
        }
    }

    /// Every command, once.
    public static let syntax: [Syntax] = [
        Syntax(["render"], "", "every widget, activity and control, as events") { $0.isEmpty ? .render : nil },
        Syntax(["status"], "", "reachability, sync, lock") { $0.isEmpty ? .status : nil },
        Syntax(["help"], "", "this list, as a help event") { $0.isEmpty ? .help : nil },
        Syntax(["gallery"], "", "the phone's widget kinds this device can show") { $0.isEmpty ? .gallery : nil },
        Syntax(["suggest"], "ENTITY_TYPE", "an EntityQuery's suggestions") {
            $0.count == 1 ? .suggest(entityType: $0[0]) : nil
        },
        Syntax(["add"], "KIND FAMILY [name=value…]", "add a widget (entity parameters take an id)") {
            $0.count >= 2 ? .add(kind: $0[0], family: $0[1], values: Array($0.dropFirst(2))) : nil
        },
        Syntax(["configure"], "INSTANCE name=value…", "reconfigure a widget") {
            $0.count >= 2 ? .configure(instance: $0[0], values: Array($0.dropFirst())) : nil
        },
        Syntax(["remove"], "INSTANCE", "remove a widget") { $0.count == 1 ? .remove(instance: $0[0]) : nil },
        Syntax(
            ["tap"], "INSTANCE ELEMENT",
            "a button, toggle or link, by number (1, 2…) or element id (watch: `tap INSTANCE` opens the app)"
        ) {
            $0.count == 2
                ? .tap(instance: $0[0], element: $0[1]) : $0.count == 1 ? .tap(instance: $0[0], element: nil) : nil
        },
        Syntax(["control"], "KIND", "activate a control (toggle or button)") {
            $0.count == 1 ? .control(kind: $0[0]) : nil
        },
        Syntax(["activity"], "ID ELEMENT", "a Live Activity's button or toggle") {
            $0.count == 2 ? .activity(id: $0[0], element: $0[1]) : nil
        },
        Syntax(["open"], "INSTANCE", "open the widget's URL in the app on the phone") {
            $0.count == 1 ? .open(instance: $0[0]) : nil
        },
        Syntax(["stack"], "", "the Smart Stack's order", watchOnly: true) { $0.isEmpty ? .stack : nil },
        Syntax(["recommended"], "", "the recommended configurations", watchOnly: true) {
            $0.isEmpty ? .recommended : nil
        },
        Syntax(["add-recommended"], "KIND FAMILY NUMBER", "add the Nth recommended configuration", watchOnly: true) {
            words in
            guard words.count == 3, let number = Int(words[2]) else { return nil }
            return .addRecommended(kind: words[0], family: words[1], number: number)
        },
        Syntax(
            ["context"], "workout|sleep|headphones on|off, or location NAME|none", "what the watch knows of its wearer",
            watchOnly: true
        ) {
            $0.count == 2 ? .context(key: $0[0], value: $0[1]) : nil
        },
        Syntax(["pin"], "INSTANCE", "keep a Smart Stack widget where it is", watchOnly: true) {
            $0.count == 1 ? .pin(instance: $0[0]) : nil
        },
        Syntax(["unpin"], "INSTANCE", "let a Smart Stack widget move again", watchOnly: true) {
            $0.count == 1 ? .unpin(instance: $0[0]) : nil
        },
        Syntax(["lock"], "", "lock the device: widgets inactive, private content hidden") { $0.isEmpty ? .lock : nil },
        Syntax(["unlock"], "", "unlock it") { $0.isEmpty ? .unlock : nil },
        Syntax(["quit", "exit"], "", "stop") { $0.isEmpty ? .quit : nil },
    ]

    /// The table as text, one command a line.
    public static var usage: String {
        let width = syntax.map(\.usage.count).max() ?? 0
        return syntax.map { row in
            row.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + (row.watchOnly ? "(watch) " : "")
                + row.summary
        }.joined(separator: "\n") + "\n" + phoneUsage
    }

    /// The command a line holds; nil for an empty line.
    public static func parse(_ line: String) throws -> ScriptCommand? {
        try parse(words: split(line))
    }

    /// The command split words hold; nil for none.
    static func parse(words: [String]) throws -> ScriptCommand? {
        guard let name = words.first else { return nil }
        guard let row = syntax.first(where: { $0.names.contains(name) }) else {
            throw ParseError(
                description: "unknown command “\(name)”; try \(syntax.map { $0.names[0] }.joined(separator: ", "))")
        }
        guard let command = row.parse(Array(words.dropFirst())) else {
            throw ParseError(description: "usage: \(row.usage)")
        }
        return command
    }

    /// Splits a command line on spaces, keeping "double quoted" words whole.
    public static func split(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for character in line {
            if character == "\"" { quoted.toggle(); started = true; continue }
            if character == " " && !quoted {
                if started { words.append(current); current = ""; started = false }
                continue
            }
            current.append(character)
            started = true
        }
        if started { words.append(current) }
        return words
    }
}
