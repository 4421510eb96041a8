// Stand-in for Net, the app's own framework (exelban/stats at 1ab6adb5, MIT): Modules/Net/widget.swift copied as published; the
// rest of the module (its readers, popup and settings, AppKit and IOKit) is not taken: Types.swift beside it holds the values it names.
//
//  widget.swift
//  Net
//
//  Created by Serhiy Mytrovtsiy on 30/07/2024
//  Using Swift 5.0
//  Running on macOS 14.5
//
//  Copyright © 2024 Serhiy Mytrovtsiy. All rights reserved.
//  

import SwiftUI
import WidgetKit
import Charts
import Kit

public struct Network_entry: TimelineEntry {
    public static let kind = "NetworkWidget"
    public static var snapshot: Network_entry = Network_entry(value: Network_Usage(
        bandwidth: Bandwidth(upload: 1_238_400, download: 18_732_000),
        raddr: Network_addr(v4: "192.168.0.1"),
        interface: Network_interface(displayName: "Stats"),
        status: true
    ), isPreview: true)
    
    public var date: Date {
        Calendar.current.date(byAdding: .second, value: 5, to: Date())!
    }
    public var value: Network_Usage? = nil
    public var isPreview: Bool = false
}

public struct Provider: TimelineProvider {
    public typealias Entry = Network_entry
    
    private let userDefaults: UserDefaults? = UserDefaults(suiteName: "\(Bundle.main.object(forInfoDictionaryKey: "TeamId") as! String).eu.exelban.Stats.widgets")
    
    public var systemWidgetsUpdatesState: Bool {
        self.userDefaults?.bool(forKey: "systemWidgetsUpdates_state") ?? false
    }
    
    public func placeholder(in context: Context) -> Network_entry {
        Network_entry()
    }
    
    public func getSnapshot(in context: Context, completion: @escaping (Network_entry) -> Void) {
        completion(Network_entry.snapshot)
    }
    
    public func getTimeline(in context: Context, completion: @escaping (Timeline<Network_entry>) -> Void) {
        self.userDefaults?.set(Date().timeIntervalSince1970, forKey: Network_entry.kind)
        var entry = Network_entry()
        if let raw = userDefaults?.data(forKey: "Network@UsageReader"), let load = try? JSONDecoder().decode(Network_Usage.self, from: raw) {
            entry.value = load
        }
        let entries: [Network_entry] = [entry]
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

@available(macOS 14.0, *)
public struct NetworkWidget: Widget {
    private var base: DataSizeBase {
        DataSizeBase(rawValue: Store.shared.string(key: "\(ModuleType.network.stringValue)_base", defaultValue: DataSizeBase.byte.rawValue)) ?? .byte
    }
    private var speedUnit: String {
        networkSpeedUnit(from: Store.shared.string(key: "\(ModuleType.network.stringValue)_speedUnit", defaultValue: NetworkSpeedUnitAuto)).key
    }

    public init() {}
    
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: Network_entry.kind, provider: Provider()) { entry in
            VStack(spacing: 10) {
                if Provider().systemWidgetsUpdatesState || entry.isPreview, let value = entry.value {
                    VStack {
                        HStack {
                            VStack {
                                VStack(spacing: 0) {
                                    Text(Units(bytes: value.bandwidth.download).getReadableTuple(base: self.base, unit: self.speedUnit).0).font(.system(size: 24, weight: .regular))
                                    Text(Units(bytes: value.bandwidth.download).getReadableTuple(base: self.base, unit: self.speedUnit).1).font(.system(size: 10, weight: .regular))
                                }
                                Text("Download").font(.system(size: 12, weight: .regular)).foregroundColor(.gray)
                            }.frame(maxWidth: .infinity)
                            VStack {
                                VStack(spacing: 0) {
                                    Text(Units(bytes: value.bandwidth.upload).getReadableTuple(base: self.base, unit: self.speedUnit).0).font(.system(size: 24, weight: .regular))
                                    Text(Units(bytes: value.bandwidth.upload).getReadableTuple(base: self.base, unit: self.speedUnit).1).font(.system(size: 10, weight: .regular))
                                }
                                Text("Upload").font(.system(size: 12, weight: .regular)).foregroundColor(.gray)
                            }.frame(maxWidth: .infinity)
                        }
                        .frame(maxHeight: .infinity)
                        VStack(spacing: 3) {
                            HStack {
                                Text("Status").font(.system(size: 12, weight: .regular)).foregroundColor(.secondary)
                                Spacer()
                                Text(value.status ? "UP" : "DOWN")
                                    .font(.system(size: 11, weight: .semibold))
                            }
                            if let interface = value.interface {
                                HStack {
                                    Text("Interface").font(.system(size: 12, weight: .regular)).foregroundColor(.secondary)
                                    Spacer()
                                    Text(value.connectionType == .wifi ? (value.wifiDetails.ssid ?? interface.displayName) : interface.displayName)
                                }
                            }
                            HStack {
                                Text("IP").font(.system(size: 12, weight: .regular)).foregroundColor(.secondary)
                                Spacer()
                                if let raddr = value.raddr.v6 {
                                    Text(raddr)
                                        .font(.system(size: 8))
                                        .multilineTextAlignment(.trailing)
                                        .frame(maxWidth: .infinity, alignment: .center)
                                } else if let raddr = value.raddr.v4 {
                                    Text(raddr)
                                } else {
                                    Text("Unknown")
                                }
                            }
                        }
                    }
                } else if !Provider().systemWidgetsUpdatesState {
                    Text("Enable in Settings")
                        .font(.system(size: 12, weight: .regular))
                        .foregroundColor(.secondary)
                } else {
                    Text("No data")
                }
            }
            .containerBackground(for: .widget) {
                Color.clear
            }
        }
        .configurationDisplayName("Network widget")
        .description("Displays network stats")
        .supportedFamilies([.systemSmall])
    }
}
