#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's List Appearances: the `Examples` target's `ListAppearancesViewController`,
/// sections of outline rows under headers in one of the five list appearances. Space taps
/// its appearance button (plain, sidebar plain, sidebar, grouped, inset grouped, in the
/// sample's order); Enter on a header collapses or expands its section.
final class ListAppearancesScreen: Screen {
  static let example = Example("List Appearances", slug: "list-appearances", category: .lists) {
    size in
    ListAppearancesScreen(size: size)
  }

  private let controller = ListAppearancesViewController()

  init(size: CGSize) {
    let collectionView = SampleScreen.load(
      controller, size: size, collectionView: \.collectionView)
    super.init(
      title: "List Appearances", collectionView: collectionView, hints: "space: next appearance")
    retained = [controller]
    expansion = { [weak controller] indexPath in
      guard indexPath.item == 0, let dataSource = controller?.dataSource,
        let header = dataSource.itemIdentifier(for: indexPath)
      else { return nil }
      return dataSource.snapshot(for: indexPath.section).isExpanded(header)
    }
    updateTitle()
  }

  /// The title naming the appearance the list has now.
  private func updateTitle() {
    title = "List Appearances: \(Self.name(of: controller.appearance))"
  }

  override func handle(_ key: Key) -> Bool {
    guard key == .character(" ") else { return false }
    controller.navigationItem.rightBarButtonItem?.tap()
    updateTitle()
    return true
  }

  static func name(of appearance: UICollectionLayoutListConfiguration.Appearance) -> String {
    switch appearance {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .sidebar: "sidebar"
    case .sidebarPlain: "sidebarPlain"
    }
  }

  override func select(_ indexPath: IndexPath) -> Selection {
    guard indexPath.item == 0, let dataSource = controller.dataSource,
      let header = dataSource.itemIdentifier(for: indexPath)
    else { return super.select(indexPath) }
    var outline = dataSource.snapshot(for: indexPath.section)
    if outline.isExpanded(header) {
      outline.collapse([header])
    } else {
      outline.expand([header])
    }
    dataSource.apply(outline, to: indexPath.section, animatingDifferences: true)
    return .none
  }
}
#endif
