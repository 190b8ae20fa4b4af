#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// What the suite reads of a layout laid out in the state UIKit rendered a fixture in: a
/// layout-only host's or a table view's elements, content size and errors, and the objects
/// that must stay alive while they are read (a table's data source, which it holds weakly).
struct GroundTruthHost {
  /// The viewport the fixture shows.
  var bounds: CGRect
  /// The engine's content size.
  var contentSize: CGSize
  /// What the engine reported while laying the fixture out.
  var layoutErrors: [String]
  /// The elements in a rect, as the host's rect query returns them.
  var elements: (CGRect) -> [UICollectionViewLayoutAttributes]
  /// One element by its category, kind and index path, whether or not it is in view.
  var element: (ElementKey) -> UICollectionViewLayoutAttributes?
  /// Held only to keep them alive while the host is read.
  let owners: [AnyObject]

  /// Gives `host` the fixture's display scale, safe area (which the automatic content inset
  /// adjustment adds along the scroll axis) and offset, and the sizes UIKit's self-sizing
  /// measured (`measuredSizes`) through its own self-sizing, as a port measuring its cells
  /// would give them.
  init(host: CollectionViewLayoutHost, as fixture: Fixture) {
    host.traitCollection = UITraitCollection(displayScale: CGFloat(fixture.recording.scale))
    let inset = fixture.safeArea
    host.safeAreaInsets = UIEdgeInsets(
      top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    let offset = CGPoint(x: fixture.contentOffset.x, y: fixture.contentOffset.y)
    if let measured = fixture.measuredSizes, !measured.isEmpty {
      host.preferredSizeProvider = { fixture.measuredSize(of: $0) }
      // A rendering scrolled away from the top was scrolled there from it: the elements it
      // passed on the way (a header above the viewport) were measured then, and keep the
      // size they measured, as they do in UIKit.
      let top = CGPoint(x: 0, y: -inset.top)
      if offset != top {
        host.contentOffset = top
        host.layoutIfNeeded()
      }
    }
    host.contentOffset = offset
    if fixture.measuredSizes?.isEmpty == false {
      host.layoutIfNeeded()
    }
    bounds = host.bounds
    contentSize = host.collectionViewContentSize
    layoutErrors = host.layout.layoutErrors.map { "\($0)" }
    elements = { host.layoutAttributesForElements(in: $0) }
    element = { key in
      guard key.indexPath.count == 2 else { return nil }
      let path = IndexPath(item: key.indexPath[1], section: key.indexPath[0])
      return switch key.category {
      case .cell: host.layoutAttributesForItem(at: path)
      case .supplementary:
        host.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: path)
      case .decoration: host.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: path)
      }
    }
    owners = [host]
  }

  /// A table view laid out as the fixture describes it (display scale, safe area, which the
  /// automatic content inset adjustment adds along the scroll axis, and offset), read
  /// through the table's own queries: its rows are its only elements a fixture names
  /// (UIKit's `rectForRow(at:)`).
  init(table: UITableView, dataSource: any UITableViewDataSource, as fixture: Fixture) {
    table.traitCollection = UITraitCollection(displayScale: CGFloat(fixture.recording.scale))
    let inset = fixture.safeArea
    table.safeAreaInsets = UIEdgeInsets(
      top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    table.contentOffset = CGPoint(x: fixture.contentOffset.x, y: fixture.contentOffset.y)
    table.layoutIfNeeded()
    bounds = table.bounds
    contentSize = table.contentSize
    layoutErrors = table.lastError.map { ["\($0)"] } ?? []
    elements = { table.layoutAttributesForElements(in: $0) }
    element = { key in
      guard key.category == .cell, key.indexPath.count == 2 else { return nil }
      let path = IndexPath(item: key.indexPath[1], section: key.indexPath[0])
      let row = table.rectForRow(at: path)
      return table.layoutAttributesForElements(in: row).first {
        $0.representedElementCategory == .cell && $0.indexPath == path
      }
    }
    owners = [table, dataSource]
  }
}
#endif
