#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Makes a ``CollectionViewLayoutHost``, spelled as the acceptance contract of issue 2
/// spells the host: `LayoutHost(layout:size:itemCounts:)`.
///
/// A function, not a type: the type named `LayoutHost` is the core's
/// (`LayoutResolution.LayoutHost`), so a file importing both modules means the core's host by
/// that name, and a call with UIKit's types (`UICollectionViewLayout`, `CGSize`) still lands
/// here.
///
/// For `layout`, a grid of five 75 pt squares per row at this width:
///
/// ```swift
/// let host = LayoutHost(layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [100])
/// host.collectionViewContentSize  // (375, 1500): 20 rows; `host` is a CollectionViewLayoutHost
/// ```
///
/// - Complexity: That of ``CollectionViewLayoutHost/init(layout:size:itemCounts:)``: nothing is
///   laid out until the first query.
@_disfavoredOverload
public func LayoutHost(layout: UICollectionViewLayout, size: CGSize, itemCounts: [Int])
  -> CollectionViewLayoutHost
{
  CollectionViewLayoutHost(layout: layout, size: size, itemCounts: itemCounts)
}
#endif
