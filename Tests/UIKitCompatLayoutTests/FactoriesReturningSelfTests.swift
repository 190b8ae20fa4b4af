#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

// The extension of issue 13, as a real app writes it: it compiles only if the factories
// return `Self`, as UIKit's class factories do.
extension NSCollectionLayoutDimension {
  static func fractionalWidth(
    forTargetSize size: CGSize, inEnvironment env: NSCollectionLayoutEnvironment
  ) -> Self {
    Self.fractionalWidth(0.5)
  }
}

// The other factories UIKit declares as returning `Self`, called the same way.
extension NSCollectionLayoutSpacing {
  static func gutter(flexible: Bool) -> Self {
    flexible ? Self.flexible(8) : Self.fixed(8)
  }
}

extension NSCollectionLayoutGroup {
  static func row(of item: NSCollectionLayoutItem, count: Int) -> Self {
    Self.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      repeatingSubitem: item, count: count)
  }

  static func column(of items: [NSCollectionLayoutItem]) -> Self {
    Self.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: items)
  }
}

extension NSCollectionLayoutDecorationItem {
  static func card() -> Self {
    let background = Self.background(elementKind: "card")
    background.zIndex = -2
    return background
  }
}

/// UIKit's class factories return `Self`; so do these, so that extensions written
/// against UIKit compile unchanged.
@Suite struct FactoriesReturningSelfTests {
  @Test func dimensionExtensionAnswersTheFactorysDimension() {
    let layout = UICollectionViewCompositionalLayout { _, environment in
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(
          forTargetSize: CGSize(width: 100, height: 100), inEnvironment: environment),
        heightDimension: .absolute(40))
      let dimension = size.widthDimension
      #expect(dimension.isFractionalWidth)
      #expect(dimension.dimension == 0.5)
      let item = NSCollectionLayoutItem(layoutSize: size)
      return NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [item]))
    }
    let host = LayoutHost(layout: layout, size: CGSize(width: 320, height: 400), itemCounts: [2])
    // The group is half the section's 320 pt and each item half the group's 160 pt.
    let frame = host.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
    #expect(frame == CGRect(x: 80, y: 0, width: 80, height: 40))
  }

  @Test func spacingGroupAndDecorationFactoriesReturnTheirOwnType() {
    let fixed: NSCollectionLayoutSpacing = .gutter(flexible: false)
    let flexible: NSCollectionLayoutSpacing = .gutter(flexible: true)
    #expect(fixed.isFixedSpacing && fixed.spacing == 8)
    #expect(flexible.isFlexibleSpacing && flexible.spacing == 8)

    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.row(of: item, count: 4)
    #expect(row.subitems.count == 1)
    let column = NSCollectionLayoutGroup.column(of: [item, item])
    #expect(column.subitems.count == 2)

    let card = NSCollectionLayoutDecorationItem.card()
    #expect(card.elementKind == "card")
    #expect(card.zIndex == -2)

    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    let host = LayoutHost(layout: layout, size: CGSize(width: 400, height: 400), itemCounts: [5])
    let fifth = host.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
    #expect(fifth == CGRect(x: 0, y: 50, width: 100, height: 50))
  }
}
#endif
