import Foundation
import FoundationOnApple
import Testing

/// `MeasurementFormatter`, unavailable in Linux's Foundation, as PiStats' widget formats its Pi's
/// temperature (PiMonitorWidget.swift: `.providedUnit`, at most one fraction digit) and as iOS writes it.
@Suite("MeasurementFormatter")
struct MeasurementFormatterTests {
    /// PiStats' createTemperatureFormatter(), as published.
    static func piStatsFormatter() -> MeasurementFormatter {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.unitOptions = .providedUnit
        formatter.numberFormatter.maximumFractionDigits = 1
        return formatter
    }

    @Test("PiStats' temperature: Celsius or Fahrenheit as given, one fraction digit")
    func piStatsTemperature() {
        let formatter = Self.piStatsFormatter()
        let temperature = Measurement(value: 45.26, unit: UnitTemperature.celsius)
        #expect(formatter.string(from: temperature) == "45.3°C")
        #expect(formatter.string(from: temperature.converted(to: .fahrenheit)) == "113.5°F")
        #expect(formatter.string(from: Measurement(value: 48, unit: UnitTemperature.celsius)) == "48°C")
    }

    @Test("unit styles and options: short and without unit, long names; the locale's unit without .providedUnit")
    func stylesAndOptions() {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        let celsius = Measurement(value: 20, unit: UnitTemperature.celsius)
        #expect(formatter.string(from: celsius) == "68°F")
        formatter.locale = Locale(identifier: "en_GB")
        #expect(formatter.string(from: celsius) == "20°C")
        formatter.unitStyle = .short
        #expect(formatter.string(from: celsius) == "20°")
        formatter.unitStyle = .long
        #expect(formatter.string(from: celsius) == "20 degrees Celsius")
        #expect(formatter.string(from: UnitTemperature.fahrenheit) == "degrees Fahrenheit")
        formatter.unitStyle = .medium
        formatter.unitOptions = [.providedUnit, .temperatureWithoutUnit]
        #expect(formatter.string(from: Measurement(value: 72.5, unit: UnitTemperature.fahrenheit)) == "72.5°")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: Measurement(value: 5.25, unit: UnitLength.kilometers)) == "5.25 km")
        #expect(formatter.string(for: Measurement<Unit>(value: 3, unit: UnitMass.kilograms)) == "3 kg")
        #expect(formatter.string(for: "not a measurement") == nil)
    }
}
