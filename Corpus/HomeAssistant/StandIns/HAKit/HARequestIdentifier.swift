// Stand-in for HAKit, the app's third-party package (ours, not the project's): Source/Internal/RequestController/HARequestIdentifier.swift copied from
// home-assistant/HAKit at 56591fb67e6d637ebd5eee961b6c9919f977a008 (0.4.17; the app pins 0.4.18), Apache-2.0 (Licence/HAKit-LICENSE.md).
internal struct HARequestIdentifier: RawRepresentable, Hashable, ExpressibleByIntegerLiteral {
    let rawValue: Int

    init(integerLiteral value: Int) {
        self.rawValue = value
    }

    init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
