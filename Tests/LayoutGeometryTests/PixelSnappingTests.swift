import LayoutGeometry
import Testing

@Suite struct PixelSnappingTests {}

extension PixelSnappingTests {
  @Test func centredBadgeSnapsToThirdOfAPointAtThreeX() {
    // Measured on iOS: a 20 pt badge centred in a 125 pt item at x 30 reads 82.667 at 3×.
    let snapped = PixelSnapping.snap(82.5, scale: 3)
    #expect(abs(snapped - 82.666_666) < 0.001)
  }

  @Test(arguments: [0.0, -2, .nan, .infinity])
  func nonPositiveOrInvalidScaleKeepsExactValues(_ scale: Double) {
    #expect(PixelSnapping.snap(82.5, scale: scale) == 82.5)
    let rect = LayoutRect(x: 0.3, y: 0.3, width: 10.1, height: 10.1)
    #expect(rect.snappedToPixels(scale: scale) == rect)
  }

  @Test func originAndSizeSnapApartSoAHalfPixelOffsetKeepsTheSize() {
    // faberNovel/CompositionalLayoutDSL, testSupplementaryItem on iOS 17 and 14: a 15 pt
    // badge anchored half its height above a cell at y 0 reads y −7.667, height 15.
    let badge = LayoutRect(x: 60, y: -7.5, width: 15, height: 15).snappedToPixels(scale: 3)
    #expect(abs(badge.minY - -23.0 / 3) < 1e-12)
    #expect(badge.height == 15)
  }

  @Test func neighboursPlacedAtExactPositionsCanLeaveAPixelBetweenThem() {
    // Rule 25: a length floors, a position rounds (tarikbozyak grid4x4, faberNovel). This
    // test first expected both edges snapped, the two flush at 33.5; the solver keeps its
    // cells flush by adding up floored lengths instead.
    let left = LayoutRect(x: 0, y: 0, width: 33.4, height: 10).snappedToPixels(scale: 2)
    let right = LayoutRect(x: 33.4, y: 0, width: 33.4, height: 10).snappedToPixels(scale: 2)
    #expect(left.maxX == 33)
    #expect(right.minX == 33.5)
    #expect(right.maxX == 66.5)
  }

  @Test func aScaleWhosePixelsOverflowKeepsExactValues() {
    // Found by FuzzLayout: at a display scale of 1.8 · 10³⁰⁸, 144 pt is an infinite number
    // of pixels, and a footer came out framed (inf, inf, nan, nan).
    let scale = Double.greatestFiniteMagnitude
    #expect(PixelSnapping.snap(144, scale: scale) == 144)
    let rect = LayoutRect(x: 512, y: 144, width: 0, height: 0)
    #expect(rect.snappedToPixels(scale: scale) == rect)
  }
}

extension PixelSnappingTests {
  @Test func aLengthIsFlooredAndAPositionRoundsItsHalfPixelAwayFromZero() {
    // Vercantez/openuikit firefoxrowsprobe, iOS 26.1 at 3×: a badge half of a 125 pt item
    // wide, anchored bottom trailing at x 92.5, reads (92.667, 62.333): 277.5 px of origin
    // make 278, 187.5 px of width make 187. tarikbozyak grid4x4: 98.25 pt columns are 98.
    let badge = LayoutRect(x: 92.5, y: 75, width: 62.5, height: 25).snappedToPixels(scale: 3)
    #expect(abs(badge.minX - 278.0 / 3) < 1e-12)
    #expect(abs(badge.width - 187.0 / 3) < 1e-12)
    #expect(badge.height == 25)
    #expect(PixelSnapping.snapLength(62.5, scale: 3) == 187.0 / 3)
    #expect(PixelSnapping.snapLength(62.6, scale: 3) == 187.0 / 3)
    #expect(PixelSnapping.snapLength(98.25, scale: 3) == 98)
    #expect(PixelSnapping.snapLength(151.0 / 3, scale: 3) == 151.0 / 3)
    #expect(PixelSnapping.snap(-7.5, scale: 3) == -23.0 / 3)
  }
}
