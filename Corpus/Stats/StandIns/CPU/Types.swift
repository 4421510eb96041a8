// Stand-in for CPU, the app's own framework (exelban/stats at 1ab6adb5, MIT): the values its widget.swift names, copied as published
// from Modules/CPU/main.swift (CPU_Load); the rest of main.swift (its readers, popups and settings: AppKit and IOKit) is cut.

import Foundation
import Kit

public struct CPU_Load: Codable, RemoteType {
    public var totalUsage: Double = 0
    var usagePerCore: [Double] = []
    var usageECores: Double? = nil
    var usagePCores: Double? = nil
    var usageSCores: Double? = nil
    
    var systemLoad: Double = 0
    var userLoad: Double = 0
    var idleLoad: Double = 0
    
    public func remote() -> Data? {
        var string = "1,1,\(self.totalUsage),\(self.usagePerCore.count),"
        for c in self.usagePerCore {
            string += "\(c),"
        }
        string += "$"
        return string.data(using: .utf8)
    }
}

