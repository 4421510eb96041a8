import DesktopNodeCommands

/// The desktop-node program: its commands live in DesktopNodeCommands, where tests parse them.
@main enum DesktopNode {
    static func main() async { await DesktopNodeCommand.main() }
}
