// Stand-in for RAM, the app's own framework (exelban/stats at 1ab6adb5, MIT): the values its widget.swift names, copied as published
// from Modules/RAM/main.swift (RAM_Usage, Swap, Pressure); the rest of main.swift (its readers, popups and settings: AppKit and IOKit) is cut.

import Foundation
import Kit

public struct RAM_Usage: Codable, RemoteType {
    var total: Double
    var used: Double
    var free: Double
    
    var active: Double
    var inactive: Double
    var wired: Double
    var compressed: Double
    
    var app: Double
    var cache: Double
    
    var swap: Swap
    var pressure: Pressure
    
    var swapins: Int64
    var swapouts: Int64
    
    public var usage: Double {
        get { Double((self.total - self.free) / self.total) }
    }
    
    public func remote() -> Data? {
        let string = "\(self.total),\(self.used),\(self.pressure.level),\(self.swap.used)$"
        return string.data(using: .utf8)
    }
}

public struct Swap: Codable {
    var total: Double
    var used: Double
    var free: Double
}

public struct Pressure: Codable {
    let level: Int
    let value: RAMPressure
}

