import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Rule 21's estimated group against the reference solver alone: a vertical group
/// estimated at 500 holding a photo over a row of 130 takes its content's extent, with the
/// photo at its estimate until it is measured.
@Suite struct EstimatedGroupTests {
  /// The group of rule 21's example: a full-width photo of estimated height 300 over a
  /// 130 pt row of three 125 pt items, in a vertical group estimated 500 tall.
  static var layout: CollectionLayout {
    let photo = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(300)))
    let thumbnail = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    // Three 125 pt thumbnails: 375 / 3 is exact, where 375 × (1 / 3) need not be.
    let row = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(130)),
      repeatingSubitem: thumbnail, count: 3)
    let group = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(500)),
      subitems: [.item(photo), .group(row)])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// The host's size.
  static let size = LayoutSize(width: 375, height: 812)
}

extension EstimatedGroupTests {
  @Test func groupTakesItsContentsExtentOnceThePhotoIsMeasured() {
    let photo = LayoutIndexPath(item: 0, section: 0)
    let solved = ReferenceSolver.solve(
      Self.layout, size: Self.size, itemCounts: [4],
      measurements: [.cell(at: photo): LayoutSize(width: 375, height: 390)])
    #expect(
      solved.attributesForItem(at: photo)?.frame == LayoutRect(x: 0, y: 0, width: 375, height: 390))
    // The row follows the measured photo: y 390, 130 tall.
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
        == LayoutRect(x: 0, y: 390, width: 125, height: 130))
    // 390 + 130 = 520, not the estimate of 500.
    #expect(solved.contentSize == LayoutSize(width: 375, height: 520))
  }

  @Test func groupTakesItsContentsExtentBeforeAnyMeasurement() {
    // Rule 21: the photo at its 300 pt estimate over the 130 pt row, not the 500 estimate.
    let solved = ReferenceSolver.solve(Self.layout, size: Self.size, itemCounts: [4])
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 300))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 3, section: 0))?.frame
        == LayoutRect(x: 250, y: 300, width: 125, height: 130))
    // 300 + 130
    #expect(solved.contentSize == LayoutSize(width: 375, height: 430))
  }

  @Test func theMeasurementOfAFixedItemIsIgnored() {
    // A thumbnail has no estimated dimension, so its measurement changes nothing.
    let thumbnail = LayoutElementID.cell(at: LayoutIndexPath(item: 1, section: 0))
    let solved = ReferenceSolver.solve(
      Self.layout, size: Self.size, itemCounts: [4],
      measurements: [thumbnail: LayoutSize(width: 10, height: 10)])
    #expect(
      solved.attributesForItem(at: thumbnail.indexPath)?.frame
        == LayoutRect(x: 0, y: 300, width: 125, height: 130))
    #expect(solved.contentSize == LayoutSize(width: 375, height: 430))
    #expect(
      solved.outcomes(of: [(thumbnail, LayoutSize(width: 10, height: 10))]).outcomes == [.unchanged]
    )
  }
}
