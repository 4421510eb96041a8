// Stand-in for Net, the app's own framework (exelban/stats at 1ab6adb5, MIT): the values its widget.swift names, copied as published
// from Modules/Net/main.swift (Network_t, Network_interface, Network_addr, Network_wifi, Bandwidth, Network_Usage); the rest of main.swift (its readers, popups and settings: AppKit and IOKit) is cut.

import Foundation
import Kit

public struct Network_interface: Codable {
    var status: Bool = false
    var displayName: String = ""
    var BSDName: String = ""
    var address: String = ""
    var transmitRate: Double = 0
}

public struct Network_addr: Codable {
    var v4: String? = nil
    var v6: String? = nil
    var countryCode: String? = nil
}

public struct Network_wifi: Codable {
    var countryCode: String? = nil
    var ssid: String? = nil
    var bssid: String? = nil
    var RSSI: Int? = nil
    var noise: Int? = nil
    
    var standard: String? = nil
    var mode: String? = nil
    var security: String? = nil
    var channel: String? = nil
    
    var channelBand: String? = nil
    var channelWidth: String? = nil
    var channelNumber: String? = nil
    
    mutating func reset() {
        self.countryCode = nil
        self.ssid = nil
        self.bssid = nil
        self.RSSI = nil
        self.noise = nil
        self.standard = nil
        self.mode = nil
        self.security = nil
        self.channel = nil
        self.channelBand = nil
        self.channelWidth = nil
        self.channelNumber = nil
    }
}

public struct Bandwidth: Codable {
    var upload: Int64 = 0
    var download: Int64 = 0
}

public struct Network_Usage: Codable, RemoteType {
    var bandwidth: Bandwidth = Bandwidth()
    var total: Bandwidth = Bandwidth()
    
    var laddr: Network_addr = Network_addr() // local ip
    var raddr: Network_addr = Network_addr() // remote ip
    
    var dns: [String] = []
    
    var interface: Network_interface? = nil
    var connectionType: Network_t? = nil
    var status: Bool = false
    
    var wifiDetails: Network_wifi = Network_wifi()
    
    mutating func reset() {
        self.bandwidth = Bandwidth()
        
        self.laddr = Network_addr()
        self.raddr = Network_addr()
        
        self.dns = []
        
        self.interface = nil
        self.connectionType = nil
        
        self.wifiDetails.reset()
    }
    
    public func remote() -> Data? {
        let addr = "\(self.laddr.v4 ?? ""),\(self.laddr.v6 ?? ""),\(self.raddr.v4 ?? ""),\(self.raddr.v6 ?? "")"
        let string = "1,\(self.interface?.BSDName ?? ""),1,\(self.bandwidth.download),\(self.bandwidth.upload),\(addr)$"
        return string.data(using: .utf8)
    }
}

public enum Network_t: String, Codable {
    case wifi
    case ethernet
    case bluetooth
    case other
}
