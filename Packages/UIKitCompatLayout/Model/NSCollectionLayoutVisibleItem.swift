#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// An element visible in a section, handed to the section's visible-items handler.
///
/// Mirrors UIKit's `NSCollectionLayoutVisibleItem` protocol: identity and geometry are
/// read-only; `alpha`, `zIndex`, `isHidden`, `center` and `transform` can be changed and
/// the changes apply to the element. Departures: no `name`, `bounds`' origin is zero, and
/// no `transform3D` (the core is 2-D).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// Opacity from 0 (invisible) to 1.
  var alpha: CGFloat { get set }
  /// Drawing order; higher draws above.
  var zIndex: Int { get set }
  /// Whether the element is hidden.
  var isHidden: Bool { get set }
  /// The centre of the element's frame; setting it moves the element.
  var center: CGPoint { get set }
  /// A transform around the element's centre.
  var transform: CGAffineTransform { get set }
  /// The element's position.
  var indexPath: IndexPath { get }
  /// The element's frame in content coordinates.
  var frame: CGRect { get }
  /// The element's size at the origin.
  var bounds: CGRect { get }
  /// Cell, supplementary view or decoration view.
  var representedElementCategory: UICollectionElementCategory { get }
  /// The element kind of a supplementary or decoration view; `nil` for cells.
  var representedElementKind: String? { get }
}
#endif
