// Stand-in for Localize_Swift (marmelroy/Localize-Swift, MIT), a third-party package (ours, not the project's):
// String.localized() as eul's widgets call it, which Localize-Swift answers from the main bundle's strings
// in the current language (its Localize.currentLanguage()); here Bundle.main's own lookup.
import Foundation

public extension String {
    func localized() -> String {
        Bundle.main.localizedString(forKey: self, value: nil, table: nil)
    }
    func localized(using tableName: String?) -> String {
        Bundle.main.localizedString(forKey: self, value: nil, table: tableName)
    }
}
