/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A Control Center extension bundle for AVCam.
*/

import WidgetKit
import SwiftUI

@main
struct AVCamControlCenterExtensionBundle: WidgetBundle {
    var body: some Widget {
        AVCamControlCenterExtension()
    }
}
