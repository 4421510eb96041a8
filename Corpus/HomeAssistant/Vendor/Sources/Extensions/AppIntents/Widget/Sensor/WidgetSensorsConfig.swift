import Foundation
import Shared

enum WidgetSensorsConfig {
    static var domains: [Domain] { Domain.sensorWidgetSupported }
}
