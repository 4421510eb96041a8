// Stand-in for FoodTruckKit, a module of the app that is not its widget extension (ours, not the project's):
// what the extension uses of it, written against Apple's API as the app uses it.
import Foundation
import SwiftUI

/// A donut of the truck's menu (FoodTruckKit's `Donut`: its dough, glaze and topping left out).
public struct Donut: Identifiable, Hashable, Sendable {
    public var id: Int
    public var name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public static let classic = Donut(id: 0, name: "The Classic")
    public static let blueberryFrosted = Donut(id: 1, name: "Blueberry Frosted")
    public static let strawberryDrizzle = Donut(id: 2, name: "Strawberry Drizzle")
    public static let all: [Donut] = [.classic, .blueberryFrosted, .strawberryDrizzle]
    public static let preview = Donut.classic
}

/// FoodTruckKit's drawing of a donut (its layered images), as a circle here.
public struct DonutView: View {
    public var donut: Donut
    public init(donut: Donut) { self.donut = donut }
    public var body: some View {
        Circle().fill(Color.pink)
    }
}

/// A parking spot of a city the truck visits.
public struct ParkingSpot: Identifiable, Hashable, Sendable {
    public var id: String { name }
    public var name: String
    public init(name: String) { self.name = name }
}

/// A city the truck visits, with its parking spots.
public struct City: Identifiable, Hashable, Sendable {
    public var id: String { name }
    public var name: String
    public var parkingSpots: [ParkingSpot]
    public init(name: String, parkingSpots: [ParkingSpot]) {
        self.name = name
        self.parkingSpots = parkingSpots
    }

    public static let cupertino = City(name: "Cupertino", parkingSpots: [ParkingSpot(name: "Apple Park"), ParkingSpot(name: "Infinite Loop")])
}
