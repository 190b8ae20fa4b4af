#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// A layout a source built, written again with UIKit's spellings from what the source's
/// code does (never copied from it): `show` returns a new host each time, laid out in the
/// state a fixture describes, its decoration kinds registered as the source registers them.
struct GroundTruthLayout {
  /// A host showing the layout as `fixture` describes it (size, display scale, safe area,
  /// item counts, offset and measured sizes).
  var show: (Fixture) -> GroundTruthHost

  /// A compositional layout, shown by a host of the fixture's size and item counts.
  init(make: @escaping () -> UICollectionViewCompositionalLayout) {
    show = { fixture in
      let host = CollectionViewLayoutHost(
        layout: make(),
        size: CGSize(width: fixture.viewport.width, height: fixture.viewport.height),
        itemCounts: fixture.sections.map(\.items))
      return GroundTruthHost(host: host, as: fixture)
    }
  }

  /// A table view the source built, with its data source (which the table holds weakly):
  /// it lays out the list of its style, with its own sizes and counts.
  init(table: @escaping () -> (UITableView, any UITableViewDataSource)) {
    self.init(table: { _ in table() })
  }

  /// A table view the source built at the fixture's size (a table filling a window of the
  /// viewport's size), with its data source.
  init(table: @escaping (Fixture) -> (UITableView, any UITableViewDataSource)) {
    show = { fixture in
      let (table, dataSource) = table(fixture)
      return GroundTruthHost(table: table, dataSource: dataSource, as: fixture)
    }
  }

  /// Every source's layouts, by the id the fixtures name in `layout`.
  static var all: [String: GroundTruthLayout] {
    [
      FaberNovelLayouts.all, OpenUIKitLayouts.all, OpenUIKitTables.all, TarikBozyakLayouts.all,
      TarikBozyakSectionLayouts.all, DeluxeAlonsoLayouts.all, YashNPLayouts.all, MuchanLayouts.all,
      SnapshotTestingTables.all,
    ]
    .reduce(into: [:]) { all, layouts in all.merge(layouts) { first, _ in first } }
  }
}
#endif
