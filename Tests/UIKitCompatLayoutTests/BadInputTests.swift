#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport

/// Bad layout input through the UIKit spellings: a named error for the section concerned,
/// that section laid out empty, the others laid out. Nothing traps.
@Suite struct BadInputTests {
  /// A section built wrong in one way.
  enum BadSection: String, CaseIterable, Sendable, CustomStringConvertible {
    case nanDimension = "NaN item width"
    case zeroCount = "repeating count 0"
    case noRoom = "insets wider than the container"

    var description: String { rawValue }

    func makeSection() -> NSCollectionLayoutSection {
      let width: NSCollectionLayoutDimension =
        self == .nanDimension ? .fractionalWidth(.nan) : .fractionalWidth(1)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: width, heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        repeatingSubitem: item, count: self == .zeroCount ? 0 : 1)
      let section = NSCollectionLayoutSection(group: group)
      if self == .noRoom {
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: 200, bottom: 0, trailing: 200)
      }
      return section
    }

    /// Whether `error` is the named error this mistake must produce for section 1.
    func isReported(by error: LayoutError) -> Bool {
      switch (self, error) {
      case (.nanDimension, .invalidDimension(section: 1, let dimension)):
        dimension.value.isNaN
      case (.zeroCount, .invalidCount(section: 1, count: 0)): true
      case (.noRoom, .noRoomForGroup(section: 1, let available)): available == -25
      default: false
      }
    }
  }

  @Test(arguments: BadSection.allCases)
  func badSectionIsReportedAndOthersStillLayOut(_ bad: BadSection) throws {
    let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
      sectionIndex == 1 ? bad.makeSection() : SampleLayouts.listSection()
    }
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [3, 5, 2])
    let error = try #require(host.layout.layoutErrors.first)
    #expect(host.layout.layoutErrors.count == 1)
    #expect(bad.isReported(by: error), "\(error)")
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
      ExpectedRect(0, 88, 375, 44))
    // The bad section is empty with no extent, so section 2 follows section 0.
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 1, section: 2))?.frame,
      ExpectedRect(0, 176, 375, 44))
    expectSize(host.collectionViewContentSize, 375, 220)
  }

  @Test func providerReturningNilForSectionWithItemsIsReported() {
    let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
      sectionIndex == 0 ? SampleLayouts.listSection() : nil
    }
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [1, 4, 0])
    #expect(host.layout.layoutErrors == [.missingSection(section: 1, itemCount: 4)])
    expectSize(host.collectionViewContentSize, 375, 44)
  }

  @Test func nonFiniteCustomFrameIsReported() {
    let group = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    ) { _ in
      [
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 50))
      ]
    }
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      size: CGSize(width: 375, height: 812), itemCounts: [2])
    let isInvalidCustomFrame: Bool
    if case .invalidCustomFrame(section: 0, _) = host.layout.layoutErrors.first {
      isInvalidCustomFrame = true
    } else {
      isInvalidCustomFrame = false
    }
    #expect(isInvalidCustomFrame, "\(host.layout.layoutErrors)")
    #expect(
      host.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)).isEmpty)
  }

  @Test func negativeItemCountIsReported() {
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [-3, 1])
    #expect(host.layout.layoutErrors == [.invalidItemCount(section: 0, count: -3)])
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
      ExpectedRect(0, 0, 375, 44))
  }

  @Test func plainCollectionViewLayoutLaysOutNothingAndSaysSo() {
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewLayout(), size: CGSize(width: 375, height: 812),
      itemCounts: [3, 0, 1])
    #expect(
      host.layout.layoutErrors == [
        .missingSection(section: 0, itemCount: 3), .missingSection(section: 2, itemCount: 1),
      ])
    expectSize(host.collectionViewContentSize, 375, 0)
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      host.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)).isEmpty)
  }

  @Test func indexPathsThatAreNotItemPathsFindNothing() {
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [3])
    #expect(host.layoutAttributesForItem(at: IndexPath(indexes: [0, 1, 2])) == nil)
    #expect(host.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
  }

  @Test func nonFiniteHostSizeIsReported() {
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: CGFloat.nan, height: 812), itemCounts: [3])
    #expect(host.layout.layoutErrors.count == 1)
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }
}
#endif
