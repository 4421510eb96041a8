import Foundation
import TestSupport
@testable import WidgetRelayKit

/// Small widgets in the style of Apple's samples, one per drawing feature, for the drawing
/// screenshots (``DrawingScreenshotTests``) and the gallery section of `docs/widgets.md`.
enum DrawingGallery {
    /// A gallery widget: its name, family and view.
    struct Item: Sendable {
        let name: String
        let family: WidgetFamily
        let view: @Sendable () -> AnyView
        /// What it shows, for the contact sheet.
        let caption: String
        /// The environment it is archived for.
        var appearance = ArchiveAppearance.standard
    }

    static let items: [Item] = [
        Item(
            name: "Gradients", family: .systemMedium, view: { AnyView(SunriseWidgetView()) },
            caption:
                "LinearGradient container background (corner to corner), a gradient foreground, RadialGradient, AngularGradient, EllipticalGradient, Color.gradient and a material"
        ),
        Item(
            name: "ShapesAndPaths", family: .systemMedium, view: { AnyView(ShapesAndPathsWidgetView()) },
            caption:
                "A custom Shape filled with a gradient, a trimmed ring with round caps, a Path builder's line chart, a dashed outline, UnevenRoundedRectangle"
        ),
        Item(
            name: "Effects", family: .systemMedium, view: { AnyView(EffectsWidgetView()) },
            caption:
                "clipShape(Circle()) with a shadow, cornerRadius, a rotated badge, blur, imageScale, scaleEffect and offset"
        ),
        Item(
            name: "Timers", family: .systemSmall, view: { AnyView(TimersWidgetView()) },
            caption:
                "Text(timerInterval:) counting down, one paused at its pauseTime, one that has ended (0:00, not counting past), ProgressView(timerInterval:)"
        ),
        Item(
            name: "Light", family: .systemSmall, view: { AnyView(AppearanceWidgetView()) },
            caption: "Semantic colours, fills and an adaptive (asset catalog) colour in the light scheme"),
        Item(
            name: "Dark", family: .systemSmall, view: { AnyView(AppearanceWidgetView()) },
            caption:
                "The same archived for the dark scheme: the dark card, label and system colours, the catalog colour's dark value",
            appearance: ArchiveAppearance(colorScheme: .dark)),
        Item(
            name: "Dimmed", family: .systemSmall, view: { AnyView(AppearanceWidgetView()) },
            caption: "Archived with isLuminanceReduced (a watch face's or StandBy's Always-On): drawn dimmed",
            appearance: ArchiveAppearance(colorScheme: .dark, isLuminanceReduced: true)),
        Item(
            name: "Layout", family: .systemMedium, view: { AnyView(LayoutWidgetView()) },
            caption:
                "Text baselines, a Grid with a Divider row and gridCellColumns, an image served with the widget clipped to a rounded rectangle, a custom flow Layout of tags with padding on chosen edges"
        ),
    ]
}

/// Gradients as weather and fitness widgets draw them.
struct SunriseWidgetView: View {
    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Sunrise").font(.caption).foregroundStyle(.white.opacity(0.8))
                Text("6:42")
                    .font(.system(size: 34, weight: .bold, design: .rounded))
                    .foregroundStyle(.linearGradient(colors: [.yellow, .white], startPoint: .top, endPoint: .bottom))
                Text("Clear").font(.caption).padding(.horizontal, 8).padding(.vertical, 3)
                    .background(.ultraThinMaterial, in: Capsule())
                Text("UV 3").font(.caption2.bold()).foregroundStyle(.white).padding(.horizontal, 8).padding(
                    .vertical, 3
                )
                .background(Color.orange.gradient, in: Capsule())
            }
            ZStack {
                Circle().fill(
                    AngularGradient(colors: [.yellow, .orange, .red, .purple, .blue, .yellow], center: .center))
                Circle().fill(
                    RadialGradient(colors: [.white, .white.opacity(0)], center: .center, startRadius: 0, endRadius: 30)
                )
                .padding(10)
            }
            .frame(width: 80, height: 80)
            RoundedRectangle(cornerRadius: 12)
                .fill(
                    EllipticalGradient(
                        colors: [.yellow, .orange, .pink], center: .center, startRadiusFraction: 0,
                        endRadiusFraction: 0.5)
                )
                .frame(width: 70, height: 110)
        }
        .containerBackground(for: .widget) {
            LinearGradient(
                colors: [Color(red: 0.99, green: 0.55, blue: 0.25), Color(red: 0.55, green: 0.2, blue: 0.6)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }
}

/// A custom Shape, a trimmed ring with round caps, a dashed outline and a Path builder, as
/// fitness, weather and stocks widgets draw them.
struct ShapesAndPathsWidgetView: View {
    struct Wave: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.minX, y: rect.midY))
            path.addCurve(
                to: CGPoint(x: rect.maxX, y: rect.midY), control1: CGPoint(x: rect.width * 0.35, y: rect.minY),
                control2: CGPoint(x: rect.width * 0.65, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    var body: some View {
        HStack(spacing: 14) {
            ZStack {
                Circle().stroke(.green.opacity(0.25), lineWidth: 10)
                Circle().trim(from: 0, to: 0.72)
                    .stroke(.green, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("72%").font(.headline)
            }
            .frame(width: 80, height: 80)
            VStack(alignment: .leading, spacing: 8) {
                Path { path in
                    path.addLines([
                        CGPoint(x: 0, y: 30), CGPoint(x: 20, y: 18), CGPoint(x: 40, y: 24), CGPoint(x: 60, y: 6),
                        CGPoint(x: 80, y: 12), CGPoint(x: 100, y: 2),
                    ])
                }
                .stroke(.blue, style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                .frame(width: 100, height: 32)
                RoundedRectangle(cornerRadius: 8)
                    .stroke(.orange, style: StrokeStyle(lineWidth: 2, dash: [6, 4]))
                    .frame(width: 100, height: 30)
                Wave().fill(LinearGradient(colors: [.cyan, .blue], startPoint: .top, endPoint: .bottom))
                    .frame(width: 100, height: 34)
            }
            UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24)
                .fill(.purple)
                .frame(width: 60, height: 110)
        }
        .containerBackground(for: .widget) { Color(white: 0.97) }
    }
}

/// Clips, shadows, blurs and transforms, as photo, contact and badge widgets use them.
struct EffectsWidgetView: View {
    var body: some View {
        HStack(spacing: 16) {
            LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 64, height: 64)
                .clipShape(Circle())
                .shadow(color: .black.opacity(0.35), radius: 6, x: 0, y: 4)
            VStack(alignment: .leading, spacing: 10) {
                Text("Clipped").font(.headline).padding(8).background(.yellow).cornerRadius(10)
                Text("NEW").font(.caption.bold()).foregroundStyle(.white).padding(.horizontal, 8).padding(.vertical, 2)
                    .background(.red, in: Capsule()).rotationEffect(.degrees(-8))
                Text("Blurred").blur(radius: 1.5)
            }
            Image(systemName: "star.fill").imageScale(.large).foregroundStyle(.yellow)
                .scaleEffect(1.6).offset(x: 4, y: -6)
                .shadow(color: .orange, radius: 3)
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// Timers that pause and stop, as Live Activities and countdown widgets show them.
struct TimersWidgetView: View {
    static let start = Date(timeIntervalSince1970: 1_790_000_000 - 600)
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Pizza", systemImage: "timer").font(.caption).foregroundStyle(.secondary)
            Text(timerInterval: Self.start...Self.start.addingTimeInterval(900), countsDown: true)
                .font(.system(size: 28, weight: .semibold, design: .rounded)).monospacedDigit()
            Text(
                timerInterval: Self.start...Self.start.addingTimeInterval(900),
                pauseTime: Self.start.addingTimeInterval(120)
            )
            .font(.body).foregroundStyle(.orange)
            Text(timerInterval: Self.start...Self.start.addingTimeInterval(300), countsDown: true)
                .font(.body).foregroundStyle(.red)
            ProgressView(timerInterval: Self.start...Self.start.addingTimeInterval(900), countsDown: true) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            }
            .tint(.orange)
        }
        .containerBackground(for: .widget) { Color.white }
    }
}

/// The same widget light and dark, with an asset-catalog-like colour of each scheme.
struct AppearanceWidgetView: View {
    static let brand = Color(
        value: .adaptive(
            light: RGBAValue(red: 0.1, green: 0.45, blue: 0.25), dark: RGBAValue(red: 0.45, green: 0.9, blue: 0.6)))
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Garden").font(.headline)
            Text("Water the basil").foregroundStyle(.secondary)
            HStack {
                Circle().fill(Self.brand).frame(width: 12, height: 12)
                Text("Healthy").foregroundStyle(Self.brand)
            }
            Capsule().fill(.fill.secondary).frame(height: 6)
            Text("in 2 days").font(.caption).foregroundStyle(.blue)
        }
        .containerBackground(.background, for: .widget)
    }
}

/// A weather forecast in a Grid, a badge row in a custom flow Layout, baselines, padding on
/// chosen edges, and an image served with the widget.
struct LayoutWidgetView: View {
    struct Flow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let width = proposal.width ?? 150
            var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x + size.width > width, x > 0 { x = 0; y += row + 4; row = 0 }
                x += size.width + 4
                row = max(row, size.height)
            }
            return CGSize(width: width, height: y + row)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX, y = bounds.minY, row: CGFloat = 0
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                if x + size.width > bounds.maxX, x > bounds.minX { x = bounds.minX; y += row + 4; row = 0 }
                subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                x += size.width + 4
                row = max(row, size.height)
            }
        }
    }

    static let image =
        FileManager.default.contents(atPath: "\(Repository.root)/Tests/VisualTests/References/Fixture-sunset.png")
        ?? Data()

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 6) {
                HStack(alignment: .firstTextBaseline, spacing: 2) {
                    Text("72").font(.system(size: 36, weight: .semibold))
                    Text("°F").font(.caption)
                }
                Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 3) {
                    GridRow {
                        Text("Mon").bold(); Image(systemName: "sun.max"); Text("74°")
                    }
                    GridRow {
                        Text("Tue").bold(); Image(systemName: "cloud.rain.fill"); Text("61°")
                    }
                    Divider()
                    GridRow { Text("Rain all week").font(.caption).gridCellColumns(3) }
                }
                .font(.caption)
            }
            VStack(alignment: .leading, spacing: 6) {
                EncodedImageView(data: Self.image, scale: 1)
                    .aspectRatio(contentMode: .fill)
                    .frame(width: 120, height: 52)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                Flow {
                    ForEach(["Sunny", "Windy", "UV 3", "Pollen", "Warm"], id: \.self) { tag in
                        Text(tag).font(.caption2).padding([.leading, .trailing], 6).padding(.vertical, 2)
                            .background(.blue.opacity(0.15), in: Capsule())
                    }
                }
                .frame(width: 130)
            }
        }
        .containerBackground(for: .widget) { Color.white }
    }
}
