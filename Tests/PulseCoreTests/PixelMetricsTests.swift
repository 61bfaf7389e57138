import Testing

@testable import PulseCore

@Suite struct PixelMetricsTests {
    @Test func scaleIsTheSmallerOfWidthAndCompositionHeight() {
        #expect(PixelMetrics(pixelWidth: 360, pixelHeight: 1000, compositionHeight: 100).scale == 1)
        #expect(PixelMetrics(pixelWidth: 720, pixelHeight: 100, compositionHeight: 100).scale == 1)
        #expect(PixelMetrics(pixelWidth: 180, pixelHeight: 48, compositionHeight: 100).scale == 0.48)
    }

    @Test func glyphPixelIsFlooredEighthsOfTheSize() {
        let metrics = PixelMetrics(scale: 0.5)
        #expect(metrics.glyphPixel(forSize: 70) == 4)  // 4.375
        #expect(metrics.glyphPixel(forSize: 16) == 1)  // 1.0
        #expect(metrics.glyphPixel(forSize: 14) == nil)  // 0.875: text tier
    }

    @Test func bigElementsNeverFallBelowOnePixel() {
        #expect(PixelMetrics(scale: 0.01).bigGlyphPixel(forSize: 70) == 1)
    }

    @Test func gapsRoundButNeverVanish() {
        let metrics = PixelMetrics(scale: 0.01)
        #expect(metrics.gap(20) == 1)
        #expect(metrics.gap(0) == 0)
        #expect(PixelMetrics(scale: 0.5).gap(20) == 10)
        #expect(PixelMetrics(scale: 0.5).pixels(25) == 13)
    }

    @Test func referenceContentWidthIs308() {
        #expect(PixelMetrics.contentWidth == 308)
    }
}
