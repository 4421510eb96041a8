/// What a node program was built from, for `widgetrelay_build_info` and bug reports.
public enum BuildInfo {
    /// The release ("unreleased" between releases: CHANGELOG.md's first section).
    public static let version = "unreleased"
    /// The Swift compiler that built it.
    public static let swift: String = {
        #if compiler(>=6.4)
        "6.4 or later"
        #elseif compiler(>=6.3)
        "6.3"
        #else
        "before 6.3"
        #endif
    }()
}
