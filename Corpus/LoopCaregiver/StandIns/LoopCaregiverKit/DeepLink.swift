// Stand-in for LoopCaregiverKit, the app's own package: SelectLooperDeepLink and its DeepLink protocol from LoopCaregiverKit/Sources/LoopCaregiverKit/Models/DeepLinkParser.swift, copied as published from LoopKit/LoopCaregiver at c2dbdefd (MIT); the parser, the handler and the other deep links cut (the widget only builds this one).

import Foundation

public protocol DeepLink {
    func toURL() throws -> URL
    var host: String { get }
    static var actionName: String { get }
}

public extension DeepLink {
    var host: String {
        return "caregiver"
    }
}

public struct SelectLooperDeepLink: DeepLink {
    public let looperUUID: String
    
    public init(looperUUID: String) {
        self.looperUUID = looperUUID
    }
    
    public init(pathParts: [String], queryParameters: [String: String]) throws {
        guard let uuid = pathParts.first, !uuid.isEmpty else {
            throw SelectLooperDeepLink.SelectLooperDeepLinkError.widgetConfigurationRequired
        }
        self = SelectLooperDeepLink(looperUUID: uuid)
    }
    
    public func toURL() -> URL {
        return URL(string: "\(host)://\(Self.actionName)/\(looperUUID)")!
    }
    
    public static let actionName = "selectLooper"
    
    enum SelectLooperDeepLinkError: LocalizedError {
        case widgetConfigurationRequired
        
        var errorDescription: String? {
            switch self {
            case .widgetConfigurationRequired:
                return "This widget requires configuration."
            }
        }
    }
}

