#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
public import UIKitCompatLayout

/// What places a collection view's items: AppKit's `NSCollectionViewLayout`, here the base of
/// ``NSCollectionViewCompositionalLayout``.
///
/// It keeps the UIKit spelling's layout it describes, which the collection view's runtime
/// shows, so its queries answer as UIKitCompat's do for the same layout: once set as a
/// collection view's `collectionViewLayout`, they give that view's solved frames.
///
/// ```swift
/// collectionView.collectionViewLayout = NSCollectionViewCompositionalLayout(section: section)
/// collectionView.collectionViewLayout?.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
open class NSCollectionViewLayout {
  /// The layout the runtime shows.
  let layout: UICollectionViewLayout

  init(showing layout: UICollectionViewLayout) {
    self.layout = layout
  }

  /// The collection view showing this layout, if one does; held weakly.
  public internal(set) weak var collectionView: NSCollectionView?

  /// The size of everything the layout places, or zero before a collection view shows it.
  ///
  /// - Complexity: O(1) once laid out.
  public var collectionViewContentSize: NSSize { layout.collectionViewContentSize }

  /// The attributes of every element whose frame meets `rect`.
  ///
  /// - Complexity: O(log sections + k) for k elements returned, once laid out.
  public func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
    layout.layoutAttributesForElements(in: rect) ?? []
  }

  /// The attributes of the item at `indexPath`, or `nil` if the layout has no such item.
  ///
  /// - Complexity: O(log sections) once laid out.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes?
  {
    layout.layoutAttributesForItem(at: indexPath)
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil`.
  ///
  /// - Complexity: O(log sections + supplementary items of the section) once laid out.
  public func layoutAttributesForSupplementaryView(
    ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
  ) -> NSCollectionViewLayoutAttributes? {
    layout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
  }

  /// Marks the layout as out of date; the collection view lays it out again on its next
  /// pass, asking a section provider for every section again.
  ///
  /// - Complexity: O(1); the next pass costs a full layout.
  open func invalidateLayout() {
    layout.invalidateLayout()
  }

  /// The problems found while solving the layout, by section, as UIKitCompat reports them
  /// (AppKit raises for most).
  public var layoutErrors: [LayoutError] { layout.layoutErrors }

  /// Records that the decoration views of `elementKind` are made of `viewClass`, an `NSView`
  /// subclass adopting `NSCollectionViewElement`: AppKit's
  /// `register(_:forDecorationViewOfKind:)`. A collection view showing the layout makes one
  /// for each decoration in its visible rect, gives it its frame and attributes (`apply(_:)`)
  /// and reuses it (`prepareForReuse()`), as it does supplementary views; a decoration whose
  /// kind was never registered is left out of the layout, as UIKitCompat leaves it
  /// (diagnosed as `LayoutDiagnostic.unregisteredDecorationKind`; AppKit raises).
  ///
  /// ```swift
  /// final class SectionBackground: NSView, NSCollectionViewElement {}
  /// section.decorationItems = [.background(elementKind: "background")]
  /// layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
  /// ```
  ///
  /// Decided, as UIKitCompat decides for its own views: a kind registered with `nil`, or with
  /// a class that is no `NSView` adopting `NSCollectionViewElement`, is laid out (its
  /// attributes are answered) but no view is made for it.
  ///
  /// - Complexity: O(1); the next query lays out again.
  public func register(
    _ viewClass: AnyClass?,
    forDecorationViewOfKind elementKind: NSCollectionView.DecorationElementKind
  ) {
    guard let type = viewClass as? NSView.Type, ElementSource.viewClass(type).make() != nil else {
      return layout.register(nil, forDecorationViewOfKind: elementKind)
    }
    register(.viewClass(type), forDecorationViewOfKind: elementKind)
  }

  /// Records that the decoration views of `elementKind` come from `nib`, which must hold
  /// exactly one `NSView` adopting `NSCollectionViewElement`: AppKit's
  /// `register(_:forDecorationViewOfKind:)`. As with a class, a `nil` nib, or one that does
  /// not hold exactly one such view, lays the kind out with no view.
  ///
  /// - Complexity: O(1), plus instantiating the nib once to check it.
  public func register(
    _ nib: NSNib?, forDecorationViewOfKind elementKind: NSCollectionView.DecorationElementKind
  ) {
    guard let nib, ElementSource.nib(nib).make() != nil else {
      return layout.register(nil, forDecorationViewOfKind: elementKind)
    }
    register(.nib(nib), forDecorationViewOfKind: elementKind)
  }

  /// Registers `source` with the runtime's layout: each decoration view it makes is an
  /// element hosted by a view of the runtime, which places and reuses it.
  private func register(
    _ source: ElementSource,
    forDecorationViewOfKind elementKind: NSCollectionView.DecorationElementKind
  ) {
    layout.register(decorationViewsOfKind: elementKind) {
      guard let element = source.make() else { return nil }
      let host = ElementHostView(frame: .zero)
      host.host(element)
      return host
    }
  }
}
#endif
