// Stand-in for BackyardBirdsUI, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it — the sky behind a backyard,
// the fountain glyph, and the vibrantly blended style (here the style itself: blend modes are not drawn).
import SwiftUI

/// The sky behind a backyard at a time of day.
public struct BackyardSkyView: View {
    public var timeInterval: TimeInterval

    public init(timeInterval: TimeInterval) { self.timeInterval = timeInterval }

    public var body: some View {
        LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)
    }
}

extension Image {
    /// The fountain glyph of the app's asset catalog.
    public static let fountainFill = Image("fountain.fill")
}

extension ShapeStyle {
    /// The app's vibrantly blended style (plus-darker in light mode, plus-lighter in dark): here the style as is.
    public var vibrantlyBlended: Self { self }
}
