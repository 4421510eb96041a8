import RelayLatencyCommands

/// The relay-latency program: its commands live in RelayLatencyCommands, where tests parse them.
@main enum RelayLatency {
    static func main() async { await RelayLatencyCommand.main() }
}
