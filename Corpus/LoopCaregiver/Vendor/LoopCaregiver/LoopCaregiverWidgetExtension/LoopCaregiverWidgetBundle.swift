//
//  LoopCaregiverWidgetBundle.swift
//  LoopCaregiverWidgetExtension
//
//  Created by Bill Gestrich on 6/1/23.
//

import SwiftUI

@main
struct LoopCaregiverWidgetBundle: WidgetBundle {
    var body: some Widget {
        LoopCaregiverWidget()
    }
}
