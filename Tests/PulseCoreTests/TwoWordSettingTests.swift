import Testing

@testable import PulseCore

/// The preferences of two words: what their Settings rows show, when the rows are lit and
/// what Enter switches to.
@Suite struct TwoWordSettingTests {
    @Test func eachRowShowsItsWordInCapitals() {
        #expect(TimeFormat.allCases.map(\.shown) == ["24H", "12H"])
        #expect(UptimeOrder.allCases.map(\.shown) == ["AS LISTED", "DOWN FIRST"])
        #expect(TemperatureUnit.allCases.map(\.shown) == ["\u{00B0}C", "\u{00B0}F"])
    }

    @Test func aRowIsLitOnlyOffTheDefault() {
        #expect(TimeFormat.allCases.map(\.isOn) == [false, true])
        #expect(UptimeOrder.allCases.map(\.isOn) == [false, true])
        #expect(TemperatureUnit.allCases.map(\.isOn) == [false, true])
    }

    @Test func switchingGoesToTheOtherWordAndBack() {
        #expect(TimeFormat.twentyFourHour.toggled == .twelveHour)
        #expect(TimeFormat.twelveHour.toggled == .twentyFourHour)
        #expect(UptimeOrder.asListed.toggled == .downFirst)
        #expect(UptimeOrder.downFirst.toggled == .asListed)
        #expect(TemperatureUnit.celsius.toggled == .fahrenheit)
        #expect(TemperatureUnit.fahrenheit.toggled == .celsius)
    }
}
