import ArgumentParser

/// The message `root` refuses `arguments` with, as the program prints it; nil when they parse.
public func refusal(_ root: any ParsableCommand.Type, _ arguments: [String]) -> String? {
    do {
        _ = try root.parseAsRoot(arguments)
        return nil
    } catch {
        return root.message(for: error)
    }
}

/// `arguments` parsed by `root` in memory as the program would, and required to be a `Command`
/// (a test's failure naming what they parsed as otherwise).
public func parsedCommand<Command: ParsableCommand>(
    _ root: any ParsableCommand.Type, _ arguments: [String], as _: Command.Type = Command.self
) throws -> Command {
    let parsed = try root.parseAsRoot(arguments)
    guard let command = parsed as? Command else {
        throw ParsedAsAnotherCommand(arguments: arguments, parsedAs: "\(type(of: parsed))")
    }
    return command
}

/// `parsedCommand`'s failure: the arguments parsed, as another command than the one asked for.
public struct ParsedAsAnotherCommand: Error, CustomStringConvertible {
    public let arguments: [String]
    public let parsedAs: String
    public var description: String { "\(arguments) parsed as \(parsedAs)" }
}
