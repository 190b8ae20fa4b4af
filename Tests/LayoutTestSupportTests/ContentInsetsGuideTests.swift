import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Rules 1 and 5 against the reference solver alone: which host insets each content
/// insets reference stands for, and container insets below 1 as fractions.
///
/// A 1024 pt wide host with a 44 pt safe area on each side and 20 pt layout margins inside
/// it: the margins' frame is 1024 − 2 × 64 = 896 wide, so the 672 pt readable guide is
/// centred in it, (896 − 672) / 2 = 112 further in.
@Suite struct ContentInsetsGuideTests {
  /// The host's insets.
  static let insets = ReferenceInsets(
    safeArea: LayoutDirectionalInsets(top: 20, leading: 44, trailing: 44),
    layoutMargins: LayoutDirectionalInsets(top: 8, leading: 20, bottom: 8, trailing: 20))

  /// The frame of the first row of a list whose sections measure from `reference`, on a
  /// 1024 × 768 host with `insets`.
  static func firstRow(
    sectionReference reference: ContentInsetsReference, insets: ReferenceInsets = insets
  ) -> LayoutRect? {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: LayoutSection(group: group, contentInsetsReference: reference)),
      size: LayoutSize(width: 1024, height: 768), itemCounts: [1], referenceInsets: insets)
    return solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
  }
}

extension ContentInsetsGuideTests {
  @Test(arguments: [
    // The layout's own reference, the safe area by default.
    (ContentInsetsReference.automatic, 44.0, 936.0),
    (.none, 0, 1024),
    (.safeArea, 44, 936),
    // Margins measured from the safe area: 44 + 20.
    (.layoutMargins, 64, 896),
    // 64 + 112.
    (.readableContent, 176, 672),
  ])
  func sectionMeasuresItsWidthFromTheGuideItsReferenceNames(
    reference: ContentInsetsReference, x: Double, width: Double
  ) {
    // Insets along the scroll axis belong to the scroll view: the row stays at the top.
    #expect(
      Self.firstRow(sectionReference: reference)
        == LayoutRect(x: x, y: 0, width: width, height: 44))
  }

  @Test func readableGuideIsTheMarginsWhenTheyAreNarrowerThanIt() {
    // On a phone-sized host the margins' frame is under 672 wide: 375 − 2 × 16 = 343.
    let phone = ReferenceInsets(
      layoutMargins: LayoutDirectionalInsets(leading: 16, trailing: 16))
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    let section = LayoutSection(group: group, contentInsetsReference: .readableContent)
    let solved = ReferenceSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 812),
      itemCounts: [1], referenceInsets: phone)
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 16, y: 0, width: 343, height: 44))
  }

  @Test func containerInsetBelowOneIsAFractionOfTheContainer() {
    // A 0.125 safe area on a 1024 pt host: 128 pt on each side.
    let fractional = ReferenceInsets(
      safeArea: LayoutDirectionalInsets(leading: 0.125, trailing: 0.125))
    #expect(
      Self.firstRow(sectionReference: .safeArea, insets: fractional)
        == LayoutRect(x: 128, y: 0, width: 768, height: 44))
  }
}
