// Stand-in for SmartStackMargins (kylebshr/SmartStackMargins 1.0.0, the author's package; its repository is
// not in the mirrors here, so this is ours, not the project's): `View.smartStackContentMargins()` as Luka's
// ReadingActivityConfiguration.swift calls it. It returns the view unchanged (the package's margins are not known here).
import SwiftUI

extension View {
    public func smartStackContentMargins() -> some View { self }
}
