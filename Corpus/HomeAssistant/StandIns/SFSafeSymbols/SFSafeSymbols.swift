// Stand-in for SFSafeSymbols, the app's third-party package (ours, not the project's): its `SFSymbol` type
// (a symbol's name, typed) with the symbols the extension names, and its `Image(systemSymbol:)`; SFSafeSymbols
// (MIT) generates one static member per SF Symbol, the raw value the symbol's dotted name.
import Foundation
import SwiftUI

/// An SF Symbol, by name.
public struct SFSymbol: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let applescriptFill = SFSymbol(rawValue: "applescript.fill")
    public static let arrowClockwise = SFSymbol(rawValue: "arrow.clockwise")
    public static let arrowClockwiseCircle = SFSymbol(rawValue: "arrow.clockwise.circle")
    public static let arrowDown = SFSymbol(rawValue: "arrow.down")
    public static let arrowUp = SFSymbol(rawValue: "arrow.up")
    public static let blindsVerticalClosed = SFSymbol(rawValue: "blinds.vertical.closed")
    public static let blindsVerticalOpen = SFSymbol(rawValue: "blinds.vertical.open")
    public static let boltFill = SFSymbol(rawValue: "bolt.fill")
    public static let sunMaxFill = SFSymbol(rawValue: "sun.max.fill")
    public static let bolt = SFSymbol(rawValue: "bolt")
    public static let calendar = SFSymbol(rawValue: "calendar")
    public static let checklistChecked = SFSymbol(rawValue: "checklist.checked")
    public static let checkmark = SFSymbol(rawValue: "checkmark")
    public static let circle = SFSymbol(rawValue: "circle")
    public static let circleCircle = SFSymbol(rawValue: "circle.circle")
    public static let clockArrowCirclepath = SFSymbol(rawValue: "clock.arrow.circlepath")
    public static let curtainsClosed = SFSymbol(rawValue: "curtains.closed")
    public static let curtainsOpen = SFSymbol(rawValue: "curtains.open")
    public static let fan = SFSymbol(rawValue: "fan")
    public static let fanFill = SFSymbol(rawValue: "fan.fill")
    public static let flowchart = SFSymbol(rawValue: "flowchart")
    public static let lightbulb = SFSymbol(rawValue: "lightbulb")
    public static let lightbulbFill = SFSymbol(rawValue: "lightbulb.fill")
    public static let lightswitchOffFill = SFSymbol(rawValue: "lightswitch.off.fill")
    public static let lightswitchOnFill = SFSymbol(rawValue: "lightswitch.on.fill")
    public static let moonStarsCircleFill = SFSymbol(rawValue: "moon.stars.circle.fill")
    public static let plusCircleFill = SFSymbol(rawValue: "plus.circle.fill")
    public static let rectangleAndPaperclip = SFSymbol(rawValue: "rectangle.and.paperclip")
    public static let squareBadgePlusFill = SFSymbol(rawValue: "square.badge.plus.fill")
    public static let video = SFSymbol(rawValue: "video")
    public static let xmark = SFSymbol(rawValue: "xmark")

    /// Every symbol this stand-in names.
    public static var allSymbols: Set<SFSymbol> { [.boltFill, .applescriptFill, .arrowClockwise, .arrowClockwiseCircle, .arrowDown, .arrowUp, .blindsVerticalClosed, .blindsVerticalOpen, .bolt, .calendar, .checklistChecked, .checkmark, .circle, .circleCircle, .clockArrowCirclepath, .curtainsClosed, .curtainsOpen, .fan, .fanFill, .flowchart, .lightbulb, .lightbulbFill, .lightswitchOffFill, .lightswitchOnFill, .moonStarsCircleFill, .plusCircleFill, .rectangleAndPaperclip, .squareBadgePlusFill, .video, .xmark] }
}

public extension Image {
    /// The image of an SF Symbol.
    init(systemSymbol: SFSymbol) { self.init(systemName: systemSymbol.rawValue) }
}
