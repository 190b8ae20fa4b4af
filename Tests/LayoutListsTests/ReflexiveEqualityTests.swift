import LayoutGeometry
import LayoutLists
import Testing

/// `==` is reflexive for the module's values whatever number they hold: NaN matches any NaN
/// and −0 matches 0 (issue 24).
@Suite struct ReflexiveEqualityTests {}

extension ReflexiveEqualityTests {
  @Test(arguments: [Double.nan, -.nan, .infinity, -.infinity, .leastNonzeroMagnitude, -0.0])
  func coloursAndSwipesEqualThemselvesWhateverNumberTheyHold(number: Double) {
    let colour = ListColor.rgba(red: number, green: 0, blue: 0, alpha: number)
    #expect(colour == colour)
    #expect(Set([colour, colour]).count == 1)
    #expect(colour != .clear || number == 0)
    var swipe = ListSwipe(
      indexPath: LayoutIndexPath(item: 0, section: 0), edge: .trailing,
      configuration: SwipeActionsConfiguration(actions: []),
      rowFrame: LayoutRect(x: 0, y: 0, width: 375, height: 44), distance: 10)
    swipe.distance = number
    swipe.rowFrame.size.width = number
    let copy = swipe
    #expect(swipe == copy)
    #expect(swipe.hashValue == copy.hashValue)
  }
}
