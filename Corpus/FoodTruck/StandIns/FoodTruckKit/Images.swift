// Stand-in for FoodTruckKit, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it.
import SwiftUI

extension Image {
    /// FoodTruckKit's donut symbol (a custom SF Symbol in its asset catalog).
    public static var donutSymbol: Image { Image("donut", bundle: .main) }
}
