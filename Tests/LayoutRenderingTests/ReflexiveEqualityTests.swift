import LayoutGeometry
import LayoutRendering
import LayoutResolution
import Testing

/// `==` is reflexive for the module's values whatever number they hold: NaN matches any NaN
/// and −0 matches 0 (issue 24).
@Suite struct ReflexiveEqualityTests {}

extension ReflexiveEqualityTests {
  @Test(arguments: [Double.nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, -0.0])
  func renderersAndSnapshotsEqualThemselvesWhateverNumberTheyHold(number: Double) {
    let renderer = SVGRenderer(padding: number)
    #expect(renderer == renderer)
    let cell = LayoutAttributes(
      indexPath: LayoutIndexPath(item: 0, section: 0), category: .cell,
      frame: LayoutRect(x: number, y: 0, width: 10, height: 10), alpha: number)
    let snapshot = RenderedSnapshot(
      width: number, sectionProviders: [0: "grid"], attributes: [cell],
      viewport: LayoutRect(x: 0, y: number, width: 375, height: 812))
    let copy = snapshot
    #expect(snapshot == copy)
    #expect(snapshot.hashValue == copy.hashValue)
    var content = ElementContent(.row, text: "Wi-Fi")
    content.fontSize = number
    content.cornerRadius = number
    content.leadingInset = number
    let drawn = RenderedSnapshot(
      width: number, sectionProviders: [:], attributes: [cell],
      contents: [ElementKey(cell): content],
      canvas: LayoutRect(x: number, y: 0, width: 375, height: 812))
    let same = drawn
    #expect(content == content)
    #expect(drawn == same)
    #expect(drawn.hashValue == same.hashValue)
  }
}
