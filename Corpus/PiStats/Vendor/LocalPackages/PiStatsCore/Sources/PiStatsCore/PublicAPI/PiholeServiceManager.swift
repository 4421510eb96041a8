//
//  PiholeServiceManager.swift
//  PiStatsCore
//
//  Created by Fernando Bunn on 22/02/2025.
//

protocol PiholeServiceManager {
    var piholes: [Pihole] { get }
    
}
