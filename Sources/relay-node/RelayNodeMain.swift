import RelayNodeCommands

/// The relay-node program: its commands live in RelayNodeCommands, where tests parse them.
@main enum RelayNodeMain {
    static func main() async { await RelayNodeCommand.main() }
}
