import Foundation
import WidgetRelayKit

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
    }

    static let items: [Item] = [
        Item(name: "Gradients", family: .systemMedium, view: { AnyView(SunriseWidgetView()) },
             caption: "LinearGradient container background (corner to corner), a gradient foreground, RadialGradient, AngularGradient, EllipticalGradient, Color.gradient and a material"),
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
                Text("UV 3").font(.caption2.bold()).foregroundStyle(.white).padding(.horizontal, 8).padding(.vertical, 3)
                    .background(Color.orange.gradient, in: Capsule())
            }
            ZStack {
                Circle().fill(AngularGradient(colors: [.yellow, .orange, .red, .purple, .blue, .yellow], center: .center))
                Circle().fill(RadialGradient(colors: [.white, .white.opacity(0)], center: .center, startRadius: 0, endRadius: 30))
                    .padding(10)
            }
            .frame(width: 80, height: 80)
            RoundedRectangle(cornerRadius: 12)
                .fill(EllipticalGradient(colors: [.yellow, .orange, .pink], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
                .frame(width: 70, height: 110)
        }
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.99, green: 0.55, blue: 0.25), Color(red: 0.55, green: 0.2, blue: 0.6)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
        }
    }
}
