import PulseCore
import Testing

/// Text that is written as `LAT,LON` but names no place on Earth.
@Suite struct CoordinateRangeTests {
    @Test(arguments: [
        "91,181", "91,0", "0,181", "-90.5,0", "0,-180.01", "nan,nan", "NaN,0", "0,nan", "inf,0", "-inf,0",
        "infinity,1", "1e400,0", " 95 , 10 ",
    ])
    func numbersThatAreNoPlaceAreOutOfRange(_ text: String) {
        #expect(Coordinate.isOutOfRange(text))
        #expect(Coordinate(parsing: text) == nil)
    }

    @Test(arguments: ["52.52,13.39", "90,180", "-90,-180", " -33.8688 , 151.2093 ", "0,0"])
    func aPlaceOnEarthIsNotOutOfRange(_ text: String) {
        #expect(!Coordinate.isOutOfRange(text))
        #expect(Coordinate(parsing: text) != nil)
    }

    @Test(arguments: [
        "Berlin", "Nancy", "Infinity Bay", "52.52", "52.52,13.39,1", ",", "", "nan", "a,b", "52,x", "0x10,5",
        "10,0x1p3",
    ])
    func textThatIsNotTwoNumbersIsNotOutOfRange(_ text: String) {
        #expect(!Coordinate.isOutOfRange(text), "a name to look up, or no coordinate at all")
        #expect(Coordinate(parsing: text) == nil)
    }
}
