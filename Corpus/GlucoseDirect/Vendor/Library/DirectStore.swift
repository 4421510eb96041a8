//
//  DirectStore.swift
//  GlucoseDirect
//

import Foundation

typealias DirectStore = Store<DirectState, DirectAction>
