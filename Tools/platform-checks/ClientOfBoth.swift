// A file that imports the SDK and UIKitCompat, as ported code on macOS may: each of the
// shared spellings must mean one declaration, the SDK's, and the names of both of
// UIKitCompat's modules (the layout's builders, the view's element kinds) are reachable.
import Foundation
import SimulatedAppleSDK
import UIKitCompat

func portedCode() -> IndexPath {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
  item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
  let header = NSCollectionLayoutBoundarySupplementaryItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
    elementKind: UICollectionView.elementKindSectionHeader, alignment: NSRectAlignment.top)
  let badge = NSCollectionLayoutAnchor(edges: NSDirectionalRectEdge([.top, .trailing]))
  _ = (header, badge, CGAffineTransform(scaleX: 2, y: 2))
  return IndexPath(item: 3, section: 1)
}
