import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct ContentInsetsReferenceTests {}

extension ContentInsetsReferenceTests {
  /// A landscape host with a 44 pt safe area on each side and 20 pt layout margins.
  static let insets = ReferenceInsets(
    safeArea: LayoutDirectionalInsets(top: 0, leading: 44, bottom: 21, trailing: 44),
    layoutMargins: LayoutDirectionalInsets(top: 8, leading: 20, bottom: 8, trailing: 20))

  static func firstRow(
    layoutReference: ContentInsetsReference, sectionReference: ContentInsetsReference,
    width: Double = 812, header: ContentInsetsReference? = nil
  ) -> (row: LayoutRect?, header: LayoutRect?) {
    var section = LayoutSection(group: ReferenceLayouts.rows(height: 44))
    section.contentInsetsReference = sectionReference
    if let header {
      section.supplementaryContentInsetsReference = header
      section.boundarySupplementaryItems = [
        LayoutBoundarySupplementaryItem(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
          elementKind: "header", alignment: .top)
      ]
    }
    let layout = CollectionLayout(
      section: section, configuration: LayoutConfiguration(contentInsetsReference: layoutReference))
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: width, height: 375), itemCounts: [1],
      referenceInsets: insets)
    let path = LayoutIndexPath(item: 0, section: 0)
    return (
      host.attributesForItem(at: path)?.frame,
      host.attributesForSupplementaryElement(ofKind: "header", at: path)?.frame
    )
  }

  @Test(arguments: [
    (ContentInsetsReference.automatic, 44.0, 724.0),
    (.safeArea, 44, 724),
    (.none, 0, 812),
    (.layoutMargins, 64, 684),
  ])
  func layoutReferenceSetsTheContainerInsets(
    _ reference: ContentInsetsReference, _ x: Double, _ width: Double
  ) {
    let row = Self.firstRow(layoutReference: reference, sectionReference: .automatic).row
    #expect(row == LayoutRect(x: x, y: 0, width: width, height: 44))
  }

  @Test func readableContentIsAtMost672PointsCentredInTheMargins() {
    // 1366 wide: margins leave 1366 − 2 · 64 = 1238, centred 672 starts at 64 + 283.
    let wide = Self.firstRow(
      layoutReference: .readableContent, sectionReference: .automatic, width: 1366
    ).row
    #expect(wide == LayoutRect(x: 347, y: 0, width: 672, height: 44))
    // 812 wide leaves 684 inside the margins: 672 centred, 6 pt more on each side.
    let phone = Self.firstRow(layoutReference: .readableContent, sectionReference: .automatic)
      .row
    #expect(phone == LayoutRect(x: 70, y: 0, width: 672, height: 44))
    // Narrower than 672 inside the margins: the margins alone.
    let narrow = Self.firstRow(
      layoutReference: .readableContent, sectionReference: .automatic, width: 700
    ).row
    #expect(narrow == LayoutRect(x: 64, y: 0, width: 572, height: 44))
  }

  @Test func sectionReferenceOverridesTheLayouts() {
    let row = Self.firstRow(layoutReference: .none, sectionReference: .layoutMargins).row
    #expect(row == LayoutRect(x: 64, y: 0, width: 684, height: 44))
  }

  @Test func supplementaryReferenceMeasuresHeadersFromItsOwnBoundary() {
    let result = Self.firstRow(
      layoutReference: .safeArea, sectionReference: .automatic,
      header: ContentInsetsReference.none)
    #expect(result.header == LayoutRect(x: 0, y: 0, width: 812, height: 30))
    #expect(result.row == LayoutRect(x: 44, y: 30, width: 724, height: 44))
    let following = Self.firstRow(
      layoutReference: .safeArea, sectionReference: .automatic, header: .automatic)
    #expect(following.header == LayoutRect(x: 44, y: 0, width: 724, height: 30))
  }

  @Test func safeAreaAlongTheScrollAxisBelongsToTheScrollView() {
    // The 21 pt bottom safe area does not move or shorten anything in a vertical layout.
    let row = Self.firstRow(layoutReference: .safeArea, sectionReference: .automatic).row
    #expect(row?.minY == 0)
  }
}
