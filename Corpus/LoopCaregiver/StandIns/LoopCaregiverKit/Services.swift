// Stand-in for LoopCaregiverKit, the app's own package (ours, not the project's): the services the widget
// names, with the app's names and signatures (LoopKit/LoopCaregiver at c2dbdefd,
// LoopCaregiverKit/Sources/LoopCaregiverKit/Models and Nightscout), and no behaviour the widget could
// observe beyond "no data": no Core Data store of loopers (getLoopers() is empty), no Nightscout server
// (no glucose samples), settings read from the app group's defaults as the app reads them.
import Combine
import Foundation
import HealthKit
import LoopKit

public class CaregiverSettings: ObservableObject {
    @Published public var glucoseDisplayUnits: HKUnit
    public let appGroupsSupported: Bool
    public init(userDefaults: UserDefaults, appGroupsSupported: Bool) {
        self.appGroupsSupported = appGroupsSupported
        self.glucoseDisplayUnits = userDefaults.string(forKey: "glucosePreference") == "mmol/L" ? .millimolesPerLiter : .milligramsPerDeciliter
    }
}

public protocol AccountService {
    func getLoopers() throws -> [Looper]
}

public class AccountServiceManager: ObservableObject, AccountService {
    @Published public var selectedLooper: Looper? = nil
    private let accountService: AccountService?
    public init(accountService: AccountService) {
        self.accountService = accountService
        self.selectedLooper = (try? accountService.getLoopers())?.sorted(by: { $0.lastSelectedDate < $1.lastSelectedDate }).last
    }
    public func getLoopers() throws -> [Looper] {
        try accountService?.getLoopers() ?? []
    }
}

/// The app's Core Data store of loopers: none here.
struct NoLoopers: AccountService {
    func getLoopers() throws -> [Looper] { [] }
}

public class DeepLinkHandler {}
public class WatchService {}

public protocol ServiceComposer {
    var settings: CaregiverSettings { get }
    var accountServiceManager: AccountServiceManager { get }
    var deepLinkHandler: DeepLinkHandler { get }
    var watchService: WatchService { get }
}

public class ServiceComposerProduction: ServiceComposer {
    public let settings: CaregiverSettings
    public let accountServiceManager: AccountServiceManager
    public let watchService = WatchService()
    public let deepLinkHandler = DeepLinkHandler()
    public init() {
        let appGroup = Bundle.main.object(forInfoDictionaryKey: "AppGroupIdentifier") as? String
        let defaults = appGroup.flatMap { UserDefaults(suiteName: $0) } ?? .standard
        self.settings = CaregiverSettings(userDefaults: defaults, appGroupsSupported: appGroup != nil)
        self.accountServiceManager = AccountServiceManager(accountService: NoLoopers())
    }
}

public class ServiceComposerPreviews: ServiceComposer {
    public let settings = CaregiverSettings(userDefaults: .standard, appGroupsSupported: true)
    public let accountServiceManager: AccountServiceManager
    public let watchService = WatchService()
    public let deepLinkHandler = DeepLinkHandler()
    public init() {
        struct PreviewLoopers: AccountService {
            func getLoopers() throws -> [Looper] {
                [Looper(identifier: UUID(), name: "Joe", nightscoutCredentials: NightscoutCredentials(url: URL(string: "https://www.sample.com")!, secretKey: "12345", otpURL: ""), lastSelectedDate: Date())]
            }
        }
        self.accountServiceManager = AccountServiceManager(accountService: PreviewLoopers())
    }
}

public protocol RemoteDataServiceProvider {
    func fetchRecentGlucoseSamples() async throws -> [NewGlucoseSample]
}

public class NightscoutDataSource: ObservableObject, RemoteDataServiceProvider {
    public init(looper: Looper, settings: CaregiverSettings) {}
    public func fetchRecentGlucoseSamples() async throws -> [NewGlucoseSample] { [] }
}
