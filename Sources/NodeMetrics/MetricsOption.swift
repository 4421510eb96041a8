import ArgumentParser

/// `--metrics HOST:PORT` and `--metrics-public`, the options every node's run command shares.
public struct MetricsOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Serve Prometheus metrics at http://HOST:PORT/metrics and health at /healthz (off unless given).",
            discussion: """
                Loopback only (127.0.0.1:9470, [::1]:9470) unless --metrics-public is given too. Port 0 takes a free \
                port: the address bound is logged and written to <data>/metrics-address.
                """, valueName: "host:port"))
    public var metrics: String?

    @Flag(help: "Allow --metrics on an address other machines can reach.")
    public var metricsPublic = false

    public init() {}

    public func validate() throws { _ = try address() }

    /// The address asked for, nil for none; a clear error for a bad one.
    public func address() throws -> MetricsAddress? {
        guard let metrics else {
            if metricsPublic { throw ValidationError("--metrics-public needs --metrics HOST:PORT") }
            return nil
        }
        do { return try MetricsAddress(parsing: metrics, allowPublic: metricsPublic) } catch {
            throw ValidationError("--metrics: \(error)")
        }
    }
}
