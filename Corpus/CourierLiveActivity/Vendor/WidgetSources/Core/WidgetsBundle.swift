//
//  WidgetsBundle.swift
//  LiveActivities_WidgetExtension
//
//  Created by osmanyildirim
//

import SwiftUI
import WidgetKit

@main
struct WidgetsBundle: WidgetBundle {
    var body: some Widget {
        LiveActivityWidget()
    }
}
