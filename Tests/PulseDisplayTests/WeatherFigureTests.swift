import PulseCore
import Testing

@testable import PulseDisplay

/// The figure half of the original's `WeatherConditionTests`.
@Suite struct WeatherFigureTests {
    @Test func everyFigureIsSevenRowsOfEightFilledOrEmptyCells() {
        for condition in WeatherCondition.allCases {
            let rows = WeatherFigure.rows(for: condition)
            #expect(rows.count == 7, "\(condition)")
            #expect(rows.allSatisfy { $0.count == 8 && $0.allSatisfy { $0 == "#" || $0 == "." } }, "\(condition)")
            #expect(rows.joined().contains("#"), "\(condition) is not empty")
        }
    }

    @Test func allSixAreDistinct() {
        let figures = WeatherCondition.allCases.map { WeatherFigure.rows(for: $0) }
        #expect(Set(figures.map { $0.joined(separator: "/") }).count == 6)
    }

    @Test func precipitationSharesTheCloudOfCloudyOneRowHigher() {
        let cloudy = WeatherFigure.rows(for: .cloudy)
        for condition in [WeatherCondition.rain, .snow, .thunderstorm] {
            let rows = WeatherFigure.rows(for: condition)
            #expect(Array(rows[0..<4]) == Array(cloudy[1..<5]), "\(condition)")
            #expect(rows[4] == "........", "\(condition): row 4 empty")
        }
        #expect(cloudy[0] == "........" && cloudy[5] == "........" && cloudy[6] == "........")
    }
}
