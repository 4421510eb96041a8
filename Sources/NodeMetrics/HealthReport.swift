/// What `/healthz` answers: healthy (200), or the reasons the node is not (503), one a line.
public struct HealthReport: Sendable, Hashable {
    public var problems: [String]

    public init(problems: [String] = []) { self.problems = problems }

    public static let healthy = HealthReport()
    public var isHealthy: Bool { problems.isEmpty }
}
