// Stand-in for LayeredArtworkLibrary, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it — a bird's artwork, composed of
// its layers in full colour, or as one vibrant silhouette (here: the bird's glyph).
import BackyardBirdsData
import SwiftUI

/// A bird drawn from its artwork layers.
public struct ComposedBird: View {
    public var bird: Bird

    public init(bird: Bird) { self.bird = bird }

    public var body: some View { Image(systemName: "bird.fill").resizable().scaledToFit() }
}

/// A bird drawn as a vibrant silhouette (accented and vibrant rendering modes).
public struct VibrantBird: View {
    public var bird: Bird

    public init(bird: Bird) { self.bird = bird }

    public var body: some View { Image(systemName: "bird").resizable().scaledToFit() }
}
