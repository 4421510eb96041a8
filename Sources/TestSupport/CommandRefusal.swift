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
