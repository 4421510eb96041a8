// Stand-in for LoopUI, the app's own framework (ours, not the project's): the context colours of
// LoopUI/Extensions/Color.swift (LoopKit/Loop at 710182e2, MIT, Licence/LICENSE.md) the widget uses,
// as published: named colours of the app's asset catalog and SwiftUI's red.
import SwiftUI

extension Color {
    public static let warning = Color("warning")
    public static let agingColor = warning
    public static let critical = red
    public static let destructive = critical
    public static let invalid = critical
    public static let staleColor = critical
}
