// Stand-in for LoopCaregiverKitUI, the app's own package: LoopCaregiverKit/Sources/LoopCaregiverKitUI/View.swift copied as published from LoopKit/LoopCaregiver at c2dbdefd (MIT, Licence/LoopCaregiver_LICENSE); nothing cut.
//
//  View.swift
//  LoopCaregiver
//
//  Created by Bill Gestrich on 11/27/22.
//

import SwiftUI

public extension View {
    @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}
