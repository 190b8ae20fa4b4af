#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompat

/// A layout a source built, written again with UIKit's spellings from what the source's
/// code does (never copied from it): `make` returns a new layout each time, its decoration
/// kinds registered as the source registers them.
struct GroundTruthLayout {
  var make: () -> UICollectionViewCompositionalLayout

  /// Every source's layouts, by the id the fixtures name in `layout`.
  static var all: [String: GroundTruthLayout] {
    [
      FaberNovelLayouts.all, OpenUIKitLayouts.all, TarikBozyakLayouts.all,
      TarikBozyakSectionLayouts.all, DeluxeAlonsoLayouts.all, YashNPLayouts.all,
    ]
    .reduce(into: [:]) { all, layouts in all.merge(layouts) { first, _ in first } }
  }
}
#endif
