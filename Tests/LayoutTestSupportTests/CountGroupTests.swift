import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Rule 9's `count` groups against the reference solver alone: exactly `count` equal items,
/// `(inner − spacing · (count − 1)) / count` long, whatever the item's own length.
@Suite struct CountGroupTests {
  /// The cells of one 270 × 100 horizontal group holding `count` copies of `item`, spaced
  /// `spacing` apart, inside `insets`.
  static func cells(
    of item: LayoutItem, count: Int, spacing: LayoutSpacing,
    insets: LayoutDirectionalInsets = .zero
  ) -> [LayoutRect] {
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .absolute(270), height: .absolute(100)),
      repeatingSubitem: item, count: count)
    group.interItemSpacing = spacing
    group.contentInsets = insets
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 375, height: 812), itemCounts: [count])
    return solved.cells.map(\.frame)
  }
}

extension CountGroupTests {
  @Test func twoItemsShareA270PointGroupAfterTheSpacing() {
    // Measured: (270 − 20) / 2 = 125 pt items at 0 and 125 + 20 = 145.
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    #expect(
      Self.cells(of: item, count: 2, spacing: .fixed(20)) == [
        LayoutRect(x: 0, y: 0, width: 125, height: 100),
        LayoutRect(x: 145, y: 0, width: 125, height: 100),
      ])
  }

  @Test func countTakesPrecedenceOverTheItemsOwnLengthButNotItsCrossLength() {
    // The 50 pt width is ignored; the height is still half of the 100 pt group.
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .absolute(50), height: .fractionalHeight(0.5)))
    #expect(
      Self.cells(of: item, count: 2, spacing: .fixed(20)) == [
        LayoutRect(x: 0, y: 0, width: 125, height: 50),
        LayoutRect(x: 145, y: 0, width: 125, height: 50),
      ])
  }

  @Test func theGroupsOwnInsetsComeOffBeforeSharing() {
    // inner = 270 − 10 − 20 = 240; three items of (240 − 2 × 15) / 3 = 70 at 10, 95, 180.
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    #expect(
      Self.cells(
        of: item, count: 3, spacing: .fixed(15),
        insets: LayoutDirectionalInsets(top: 5, leading: 10, bottom: 5, trailing: 20)) == [
          LayoutRect(x: 10, y: 5, width: 70, height: 90),
          LayoutRect(x: 95, y: 5, width: 70, height: 90),
          LayoutRect(x: 180, y: 5, width: 70, height: 90),
        ])
  }
}
