/// iOS's system colours, the one table of them: their published sRGB values in the light and the
/// dark appearance (Apple's Human Interface Guidelines, "Color"), by the name a colour set refers
/// to them by (`"reference": "systemIndigoColor"`, ``named``) and by the name SwiftUI knows the
/// ones it also has by (`.indigo`, ``swiftUI``). The kit resolves a catalog's references with it;
/// every mirror's renderer draws an archive's `.named` colours from it, in the archive's scheme
/// (MirrorHTML's `CSSColor`), so the two sides of the wire cannot disagree.
public struct SystemColor: Sendable, Hashable {
    public let light: RGBAValue
    public let dark: RGBAValue
    /// The name an archive's ``ColorValue/named(_:opacity:)`` carries for it (`"indigo"`; `"primary"`
    /// and `"secondary"` for the label colours, which a mirror draws as its own variables); nil
    /// for UIKit's others, archived as ``ColorValue/adaptive(light:dark:)``.
    public let mirrorName: String?

    /// The value in the light or the dark appearance.
    public func value(dark: Bool) -> RGBAValue { dark ? self.dark : light }

    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBAValue {
        RGBAValue(red: r / 255, green: g / 255, blue: b / 255, opacity: a)
    }
    private static func pair(
        _ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double), _ name: String? = nil
    ) -> SystemColor {
        SystemColor(
            light: rgb(light.0, light.1, light.2, light.3), dark: rgb(dark.0, dark.1, dark.2, dark.3), mirrorName: name)
    }

    /// SwiftUI's fixed named colours (`Color.red` … `Color.gray`, `.black`, `.white`, `.clear`; and
    /// `grey`), by that name: the table's entries with a ``mirrorName`` that is not a label colour.
    public static let swiftUI: [String: SystemColor] = {
        var colors: [String: SystemColor] = [:]
        for color in named.values {
            guard let name = color.mirrorName, !labelNames.contains(name) else { continue }
            colors[name] = color
        }
        colors["grey"] = colors["gray"]
        return colors
    }()

    /// The label colours' mirror names: a renderer draws them as its own variables.
    public static let labelNames: Set<String> = ["primary", "secondary"]

    /// The system blue: the default accent and tint.
    public static let systemBlue = pair((0, 122, 255, 1), (10, 132, 255, 1), "blue")
    /// The system green: a switch's "on".
    public static let systemGreen = pair((52, 199, 89, 1), (48, 209, 88, 1), "green")

    /// By the name a colour set's `reference` gives.
    public static let named: [String: SystemColor] = [
        "systemRedColor": pair((255, 59, 48, 1), (255, 69, 58, 1), "red"),
        "systemOrangeColor": pair((255, 149, 0, 1), (255, 159, 10, 1), "orange"),
        "systemYellowColor": pair((255, 204, 0, 1), (255, 214, 10, 1), "yellow"),
        "systemGreenColor": systemGreen,
        "systemMintColor": pair((0, 199, 190, 1), (99, 230, 226, 1), "mint"),
        "systemTealColor": pair((48, 176, 199, 1), (64, 200, 224, 1), "teal"),
        "systemCyanColor": pair((50, 173, 230, 1), (100, 210, 255, 1), "cyan"),
        "systemBlueColor": systemBlue,
        "systemIndigoColor": pair((88, 86, 214, 1), (94, 92, 230, 1), "indigo"),
        "systemPurpleColor": pair((175, 82, 222, 1), (191, 90, 242, 1), "purple"),
        "systemPinkColor": pair((255, 45, 85, 1), (255, 55, 95, 1), "pink"),
        "systemBrownColor": pair((162, 132, 94, 1), (172, 142, 104, 1), "brown"),
        "systemGrayColor": pair((142, 142, 147, 1), (142, 142, 147, 1), "gray"),
        "systemGray2Color": pair((174, 174, 178, 1), (99, 99, 102, 1)),
        "systemGray3Color": pair((199, 199, 204, 1), (72, 72, 74, 1)),
        "systemGray4Color": pair((209, 209, 214, 1), (58, 58, 60, 1)),
        "systemGray5Color": pair((229, 229, 234, 1), (44, 44, 46, 1)),
        "systemGray6Color": pair((242, 242, 247, 1), (28, 28, 30, 1)),
        "labelColor": pair((0, 0, 0, 1), (255, 255, 255, 1), "primary"),
        "secondaryLabelColor": pair((60, 60, 67, 0.6), (235, 235, 245, 0.6), "secondary"),
        "tertiaryLabelColor": pair((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "quaternaryLabelColor": pair((60, 60, 67, 0.18), (235, 235, 245, 0.16)),
        "systemBackgroundColor": pair((255, 255, 255, 1), (0, 0, 0, 1)),
        "secondarySystemBackgroundColor": pair((242, 242, 247, 1), (28, 28, 30, 1)),
        "tertiarySystemBackgroundColor": pair((255, 255, 255, 1), (44, 44, 46, 1)),
        "systemGroupedBackgroundColor": pair((242, 242, 247, 1), (0, 0, 0, 1)),
        "secondarySystemGroupedBackgroundColor": pair((255, 255, 255, 1), (28, 28, 30, 1)),
        "tertiarySystemGroupedBackgroundColor": pair((242, 242, 247, 1), (44, 44, 46, 1)),
        "systemFillColor": pair((120, 120, 128, 0.2), (120, 120, 128, 0.36)),
        "secondarySystemFillColor": pair((120, 120, 128, 0.16), (120, 120, 128, 0.32)),
        "tertiarySystemFillColor": pair((118, 118, 128, 0.12), (118, 118, 128, 0.24)),
        "quaternarySystemFillColor": pair((116, 116, 128, 0.08), (118, 118, 128, 0.18)),
        "separatorColor": pair((60, 60, 67, 0.29), (84, 84, 88, 0.6)),
        "opaqueSeparatorColor": pair((198, 198, 200, 1), (56, 56, 58, 1)),
        "linkColor": pair((0, 122, 255, 1), (9, 132, 255, 1)),
        "placeholderTextColor": pair((60, 60, 67, 0.3), (235, 235, 245, 0.3)),
        "blackColor": pair((0, 0, 0, 1), (0, 0, 0, 1), "black"),
        "whiteColor": pair((255, 255, 255, 1), (255, 255, 255, 1), "white"),
        "clearColor": pair((0, 0, 0, 0), (0, 0, 0, 0), "clear"),
        "darkGrayColor": pair((85, 85, 85, 1), (85, 85, 85, 1)),
        "lightGrayColor": pair((170, 170, 170, 1), (170, 170, 170, 1)),
        "grayColor": pair((128, 128, 128, 1), (128, 128, 128, 1)),
    ]
}
