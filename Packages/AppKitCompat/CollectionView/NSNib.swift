#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
import Synchronization

/// A nib: AppKit's `NSNib`, the archive Interface Builder makes of an item or a view.
///
/// A headless process has no nib files to read, so a nib is described in code, once, by the
/// objects it makes (decided): `NSNib.define(_:instantiating:)` stands in for the `.xib`
/// file, and the sample's own lines then compile and run unchanged:
///
/// ```swift
/// NSNib.define("TextItem") { TextItem.makeFromNib() }  // what TextItem.xib holds
///
/// let itemNib = NSNib(nibNamed: "TextItem", bundle: nil)
/// collectionView.register(itemNib, forItemWithIdentifier: TextItem.reuseIdentifier)
/// ```
///
/// `init(nibNamed:bundle:)` gives `nil` for a name nothing defined, as AppKit does for a nib
/// the bundle lacks. Registering a nib whose objects are not exactly one item (or one
/// supplementary view) is refused with a named error, as AppKit documents it must be.
public final class NSNib: Sendable {
  /// A nib's name: AppKit's `NSNib.Name`.
  public typealias Name = String

  /// The nib's name.
  public let name: Name
  private let instantiate: @Sendable () -> [AnyObject]

  private static let definitions = Mutex<[Name: @Sendable () -> [AnyObject]]>([:])

  /// The nib named `nibName`, if code defined one; the bundle is not read.
  ///
  /// - Complexity: O(1).
  public init?(nibNamed nibName: Name, bundle: Bundle?) {
    guard let instantiate = NSNib.definitions.withLock({ $0[nibName] }) else { return nil }
    name = nibName
    self.instantiate = instantiate
  }

  /// Defines the nib `name` as making what `topLevelObjects` returns, each time it is
  /// instantiated, replacing an earlier definition of that name.
  public static func define(
    _ name: Name, instantiating topLevelObjects: @escaping @Sendable () -> [AnyObject]
  ) {
    definitions.withLock { $0[name] = topLevelObjects }
  }

  /// Defines the nib `name` as making the one object `topLevelObject` returns.
  public static func define(
    _ name: Name, instantiating topLevelObject: @escaping @Sendable () -> AnyObject
  ) {
    define(name) { [topLevelObject()] }
  }

  /// Makes the nib's top-level objects anew.
  public func instantiatedTopLevelObjects() -> [AnyObject] {
    instantiate()
  }
}
#endif
