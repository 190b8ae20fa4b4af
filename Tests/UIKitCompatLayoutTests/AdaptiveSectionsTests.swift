#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport

/// Apple's "Adaptive Sections" sample style: the provider reads
/// `layoutEnvironment.container.effectiveContentSize.width` and passes it to a
/// `columnCount(for width: CGFloat)` of its own.
@Suite struct AdaptiveSectionsTests {
  enum SectionLayoutKind: Int, CaseIterable {
    case list, grid5, grid3

    func columnCount(for width: CGFloat) -> Int {
      let wideMode = width > 800
      switch self {
      case .grid3: return wideMode ? 6 : 3
      case .grid5: return wideMode ? 10 : 5
      case .list: return wideMode ? 2 : 1
      }
    }
  }

  /// The columns each provider call chose, in call order.
  final class ColumnLog {
    var columns: [Int] = []
  }

  func createLayout(log: ColumnLog) -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }

      let columns = layoutKind.columnCount(
        for: layoutEnvironment.container.effectiveContentSize.width)
      log.columns.append(columns)

      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

      let groupHeight =
        layoutKind == .list
        ? NSCollectionLayoutDimension.absolute(44)
        : NSCollectionLayoutDimension.fractionalWidth(0.2)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: groupSize, subitem: item, count: columns)

      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
    return layout
  }

  struct Expectation: Sendable, CustomStringConvertible {
    let width: Double
    let columns: [Int]
    let frames: [(item: Int, section: Int, frame: ExpectedRect)]
    let contentHeight: Double

    var description: String { "width \(width)" }

    static let all = [
      // At 375 the sample is reference case C3.
      Expectation(
        width: 375, columns: [1, 5, 3],
        frames: [
          (0, 0, ExpectedRect(22, 22, 331, 40)), (6, 1, ExpectedRect(89, 569, 63, 63)),
          (4, 2, ExpectedRect(133.667, 743, 107.667, 63)),
        ],
        contentHeight: 962),
      // At 1024 the section container is 984 wide: list 492 pt columns; grids rows of
      // 0.2 × 984 = 196.8 pt; grid5 98.4 pt columns; grid3 164 pt columns.
      Expectation(
        width: 1024, columns: [2, 10, 6],
        frames: [
          (1, 0, ExpectedRect(514, 22, 488, 40)), (0, 1, ExpectedRect(22, 282, 94.4, 192.8)),
          (7, 2, ExpectedRect(186, 715.6, 160, 192.8)),
        ],
        contentHeight: 930.4),
    ]
  }

  @Test(arguments: Expectation.all)
  func columnsAdaptToEffectiveContentWidth(_ expectation: Expectation) {
    let log = ColumnLog()
    let host = CollectionViewLayoutHost(
      layout: createLayout(log: log), size: CGSize(width: expectation.width, height: 812),
      itemCounts: [10, 10, 10])
    expectSize(host.collectionViewContentSize, expectation.width, expectation.contentHeight)
    #expect(log.columns == expectation.columns)
    for (item, section, frame) in expectation.frames {
      expectFrame(
        host.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame, frame)
    }
  }

  @Test func resizingTheHostAsksTheProviderAgain() {
    let log = ColumnLog()
    let host = CollectionViewLayoutHost(
      layout: createLayout(log: log), size: CGSize(width: 375, height: 812),
      itemCounts: [10, 10, 10])
    _ = host.collectionViewContentSize
    host.size = CGSize(width: 1024, height: 768)
    _ = host.collectionViewContentSize
    #expect(log.columns == [1, 5, 3, 2, 10, 6])
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
      ExpectedRect(514, 22, 488, 40))
  }
}
#endif
