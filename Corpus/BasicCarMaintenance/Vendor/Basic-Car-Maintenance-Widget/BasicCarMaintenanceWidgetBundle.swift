//
//  BasicCarMaintenanceWidgetBundle.swift
//  Basic-Car-Maintenance-Widget
//
//  https://github.com/mikaelacaron/Basic-Car-Maintenance
//  See LICENSE for license information.
//

import WidgetKit
import SwiftUI

@main
struct BasicCarMaintenanceWidgetBundle: WidgetBundle {
    var body: some Widget {
        BasicCarMaintenanceWidget()
    }
}
