/// Resolves a `ShapeStyle` of an author's own (`resolve(in:)`) to a built-in one, in the
/// environment of the archive in progress. A style that resolves to another custom style is
/// resolved again, at most ``maximumDepth`` times: a style that resolves to itself archives as
/// the foreground (`.primary`) rather than recursing for ever.
enum ShapeStyleResolution {
    static let maximumDepth = 8
    @TaskLocal static var depth = 0

    static func resolve(_ style: some ShapeStyle) -> ShapeStyleValue {
        guard depth < maximumDepth else { return .hierarchical("primary") }
        return $depth.withValue(depth + 1) { style.resolve(in: EnvironmentValues.current).styleValue }
    }
}
