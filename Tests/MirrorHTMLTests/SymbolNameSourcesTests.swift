import MirrorHTML
import Testing

/// The corpus symbol scan (`SymbolNameSources`) on the shapes real extensions name symbols in, and
/// the symbol map's variants.
@Suite("Symbol names: where sources read them from, and their variants")
struct SymbolNameSourcesTests {
    static func names(_ sources: [(path: String, text: String)]) -> Set<String> {
        Set(SymbolNameSources(sources: sources).names.keys)
    }

    @Test("a literal at the call, in an interpolation's code too; not a comment's or a type's")
    func direct() {
        let names = Self.names([
            (
                "A.swift",
                """
                // Image(systemName: "commented.out")
                init(systemName: String) {}
                var body: some View {
                    Label("Hi", systemImage: isOn ? "bolt.fill" : "bolt")
                    Text("Outdated \\(Image(systemName: "clock.badge.exclamationmark.fill")) ")
                    Image(uiImage: UIImage(systemName: "star.fill") ?? UIImage())
                }
                """
            )
        ])
        #expect(names == ["bolt.fill", "bolt", "clock.badge.exclamationmark.fill", "star.fill"])
    }

    // PiStats' WidgetExtensions.swift and PiStatsOverviewWidget.swift, as published.
    @Test("a type's constants, a getter's and a function's returns, a view's property and its callers")
    func indirect() {
        let names = Self.names([
            (
                "Constants.swift",
                """
                public struct SystemImages {
                    public static let metricMemoryUsage = "memorychip"
                    public static let totalQueries = "globe"
                }
                public struct AppColors {
                    public static let totalQueries = Color("TotalQueries")
                }
                """
            ),
            (
                "Views.swift",
                """
                struct Overview: View {
                    var body: some View {
                        StatCard(title: "Queries", icon: SystemImages.totalQueries)
                        Image(systemName: SystemImages.metricMemoryUsage)
                        Image(systemName: shieldImageName)
                        Image(systemName: statusIcon(for: status))
                    }
                    private var shieldImageName: String {
                        switch status {
                        case .enabled:
                            return "checkmark.shield.fill"
                        case .disabled: "xmark.shield.fill"
                        }
                    }
                    private func statusIcon(for status: Status) -> String {
                        status == .on ? "play.fill" : "stop.fill"
                    }
                    private var title: String { "Not.A.Symbol" }
                }
                struct StatCard: View {
                    let title: String
                    let icon: String
                    var body: some View { Image(systemName: icon) }
                }
                """
            ),
        ])
        #expect(
            names == [
                "memorychip", "globe", "checkmark.shield.fill", "xmark.shield.fill", "play.fill", "stop.fill",
            ])
    }

    // Luka's GlucoseEntryError and WidgetButtonContent; SFSafeSymbols' `SFSymbol` (Home Assistant).
    @Test("a member of a value whose type is declared, an assigned property, a contextual member")
    func members() {
        let names = Self.names([
            (
                "Error.swift",
                """
                extension GlucoseEntryError {
                    var image: String {
                        switch self {
                        case .loggedOut:
                            "person.slash"
                        }
                    }
                    var buttonImage: String { "arrow.up.right" }
                }
                public struct SFSymbol: RawRepresentable {
                    public static let bolt = SFSymbol(rawValue: "bolt")
                    public static let fanFill = SFSymbol(rawValue: "fan.fill")
                }
                """
            ),
            (
                "Views.swift",
                """
                struct ErrorView: View {
                    let error: GlucoseEntryError
                    var body: some View { Image(systemName: error.image) }
                }
                struct ButtonContent: View {
                    let image: String?
                    init(error: GlucoseEntryError) {
                        self.image = error.buttonImage
                    }
                    var body: some View { if let image { Image(systemName: image) } }
                }
                struct Icon: View {
                    var body: some View { Image(systemSymbol: .bolt) }
                }
                """
            ),
        ])
        #expect(names == ["person.slash", "arrow.up.right", "bolt"])
    }

    @Test("a literal with an interpolation is a name built at run time, listed apart")
    func builtAtRunTime() {
        let scan = SymbolNameSources(sources: [
            ("A.swift", "var body: some View { Image(systemName: \"battery.\\(level)\") }")
        ])
        #expect(scan.names.isEmpty)
        #expect(Array(scan.builtAtRunTime.keys) == ["battery.\\(level)"])
    }

    @Test("symbol-shaped literals only")
    func shapes() {
        for name in ["cpu", "checkmark.shield.fill", "battery.100", "arrow.up"] {
            #expect(SymbolNameSources.isSymbolShaped(name), "\(name)")
        }
        for name in ["TotalQueries", "stats/summary", "percent_blocked", "", "a..b", "end.", "1", "Hi there"] {
            #expect(!SymbolNameSources.isSymbolShaped(name), "\(name)")
        }
    }

    @Test("a symbol's variant is drawn by its kin: without its fill or enclosure, or filled; never without a slash")
    func variants() {
        #expect(SymbolMap.materialName(for: "checkmark.shield.fill") == "verified_user")
        #expect(SymbolMap.materialName(for: "arrow.up.circle") == "arrow_upward")
        #expect(SymbolMap.materialName(for: "arrow.clockwise.circle.fill") == "refresh")
        #expect(SymbolMap.materialName(for: "hand.raised") == "pan_tool")
        #expect(SymbolMap.materialName(for: "bolt.square") == "bolt")
        #expect(SymbolMap.materialName(for: "heart.fill") == "favorite")
        #expect(SymbolMap.materialName(for: "no.such.symbol") == nil)
        #expect(SymbolMap.materialName(for: "fill") == nil)
        #expect(SymbolMap.materialName(for: "bolt.slash") == nil)
    }
}
