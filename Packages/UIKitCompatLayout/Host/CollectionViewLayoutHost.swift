#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
public import LayoutResolution

/// A UIKit layout shown in a container of a given size with given item counts, and nothing
/// else: the layout-only host, for code that tests or pictures a `createLayout()` without a
/// screen. It knows no cells, data source, delegate, scrolling physics or touch; a screen
/// port uses `UICollectionView`, which has all of those.
///
/// It answers the layout's queries (``layoutAttributesForItem(at:)`` and kin, the
/// acceptance contract's spellings), takes UIKit's batch updates without a data source (the
/// counts follow the batches), and measures self-sizing elements through
/// ``preferredSizeProvider``. The layout it shows answers the same queries
/// (`host.layout.layoutAttributesForItem(at:)`), reports its errors
/// (``UICollectionViewLayout/layoutErrors``) and swipe actions.
///
/// The core's `LayoutResolution.LayoutHost` (``core``) does the work lazily: changing the
/// layout, size, item counts or traits makes the next query lay out again, calling the
/// section provider for every section (as UIKit does); moving ``contentOffset`` lays out
/// nothing. Confined to its caller: not `Sendable`; it calls the layout's closures on the
/// caller's thread.
///
/// For `layout`, a grid of five 75 pt squares per row at this width:
///
/// ```swift
/// let host = CollectionViewLayoutHost(
///   layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [100])
/// host.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame  // (150, 75, 75, 75)
/// host.contentOffset = CGPoint(x: 0, y: 300)  // lays out nothing
/// host.layoutAttributesForElements(in: host.bounds).count  // 55: rows 4 to 14
/// ```
public final class CollectionViewLayoutHost {
  /// Shows the layout in the core host.
  let binding: LayoutBinding

  /// The core host underneath: the one way down to `LayoutResolution` (its solved layout,
  /// diagnostics, section frames, throwing API). Change the host's state through this
  /// object's properties, which keep the two in step.
  public var core: LayoutResolution.LayoutHost { binding.core }

  /// The last batch update the host refused (an index out of range, counts that do not add
  /// up), or `nil`: where UIKit raises `NSInternalInconsistencyException`, the host changes
  /// nothing, records the error here and calls the batch's completion with `false`. Set it
  /// to `nil` to start over.
  public var lastError: LayoutUpdateError?

  /// Asked for the size of each visible self-sizing element the host has not measured,
  /// when ``layoutIfNeeded()`` runs: what a cell's `preferredLayoutAttributesFitting(_:)`
  /// answers in a view. `nil` keeps the element's estimate.
  ///
  /// Only cells and section boundary items with an estimated dimension self-size (rule 21);
  /// a measured size replaces the estimated dimensions and everything after it moves.
  public var preferredSizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize?)? {
    didSet {
      core.preferredSizeProvider = preferredSizeProvider.map { provider in
        { attributes in
          provider(UICollectionViewLayoutAttributes(attributes)).map(LayoutSize.init)
        }
      }
    }
  }

  /// A host showing `layout` at `size` with `itemCounts[s]` items in section `s`, with
  /// headless defaults: no safe area, no layout margins, left to right, no display scale,
  /// and the size classes iOS assigns a window of `size` (rule 32).
  ///
  /// Nothing is laid out until the first query. For `layout`, a grid of five 75 pt squares
  /// per row at this width:
  ///
  /// ```swift
  /// let host = CollectionViewLayoutHost(
  ///   layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [100, 20])
  /// host.collectionViewContentSize  // (375, 1800): 20 rows, then 4
  /// ```
  ///
  /// - Complexity: O(boundary items of `layout`'s configuration), to describe it to the
  ///   core.
  public init(layout: UICollectionViewLayout, size: CGSize, itemCounts: [Int]) {
    binding = LayoutBinding(layout: layout, size: size, itemCounts: itemCounts)
    binding.owner = self
  }

  /// The layout shown; assigning one shows it at once, laid out on the next query.
  ///
  /// - Complexity: Assigning one is O(boundary items of its configuration), to describe it
  ///   to the core.
  public var layout: UICollectionViewLayout {
    get { binding.layout }
    set { binding.show(newValue) }
  }

  /// The container's size. Changing it lays out again, keeping measured sizes (rule 21a),
  /// and the ``traitCollection``'s size classes follow it (rule 32).
  public var size: CGSize {
    get { binding.size }
    set { binding.size = newValue }
  }

  /// The visible rect in content coordinates: its origin is ``contentOffset`` and its size
  /// is ``size``.
  public var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: size) }
    set {
      contentOffset = newValue.origin
      size = newValue.size
    }
  }

  /// The top-left corner of the visible rect: where pinned items pin and what visible-items
  /// handlers see. Changing it lays out nothing. After a batch update, a measured size, or
  /// a new size, layout or traits, the host moves it to keep the visible content in place,
  /// lets the layout's
  /// ``UICollectionViewLayout/targetContentOffset(forProposedContentOffset:)`` decide, and
  /// clamps the result to the scroll range (rule 21b).
  public var contentOffset: CGPoint {
    get { CGPoint(core.contentOffset) }
    set { core.contentOffset = LayoutPoint(newValue) }
  }

  /// The number of items in each section; the array's count is the section count. Setting
  /// it has ``reloadData()``'s semantics (rule 21a): nothing says which items went where.
  ///
  /// - Complexity: Setting it is O(sections + measured sizes): the counts are compared, and
  ///   the measured sizes of the sections whose count changed are dropped.
  public var itemCounts: [Int] {
    get { core.itemCounts }
    set { core.itemCounts = newValue }
  }

  /// The host's traits: size classes, layout direction, display scale. Settable here
  /// (UIKit's come from the window). Changing the layout direction keeps
  /// ``safeAreaInsets`` and ``layoutMargins`` on the same physical sides.
  ///
  /// The size classes follow ``size`` as iOS assigns them to a window (rule 32): the width
  /// is regular from 678 pt (896 pt when the height is compact, as on an iPhone in
  /// landscape), the height regular from 500 pt; compact below. A size class set here
  /// overrides that, as a trait override does in UIKit; setting `unspecified` makes it
  /// follow the size again.
  ///
  /// ```swift
  /// let host = CollectionViewLayoutHost(
  ///   layout: layout, size: CGSize(width: 440, height: 956), itemCounts: [10])
  /// host.traitCollection.horizontalSizeClass  // .compact: an iPhone in portrait
  /// host.size = CGSize(width: 956, height: 440)
  /// host.traitCollection.horizontalSizeClass  // .regular: a Pro Max phone in landscape
  /// ```
  public var traitCollection: UITraitCollection {
    get { binding.traitCollection }
    set { binding.traitCollection = newValue }
  }

  /// The safe-area insets, by physical side; settable here (UIKit's come from the window).
  /// A layout's `automatic` and `safeArea` content insets references measure from them.
  public var safeAreaInsets: UIEdgeInsets {
    get { binding.safeAreaInsets }
    set { binding.safeAreaInsets = newValue }
  }

  /// The layout margins, by physical side, measured from the safe area (UIKit's
  /// `insetsLayoutMarginsFromSafeArea` default). Zero by default, where UIKit derives them
  /// from the device.
  public var layoutMargins: UIEdgeInsets {
    get { binding.layoutMargins }
    set { binding.layoutMargins = newValue }
  }
}
#endif
