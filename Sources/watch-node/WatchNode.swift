import WatchNodeCommands

/// The watch-node program: its commands live in WatchNodeCommands, where tests parse them.
@main enum WatchNode {
    static func main() async { await WatchNodeCommand.main() }
}
