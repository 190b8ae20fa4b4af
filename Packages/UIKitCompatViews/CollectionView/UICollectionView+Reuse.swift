#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

extension UICollectionView {
  /// Registers `cellClass` to make the cells dequeued with `identifier`: UIKit's
  /// `register(_:forCellWithReuseIdentifier:)`. `nil` unregisters it. A class that is not a
  /// ``UICollectionViewCell`` changes nothing and is kept in ``lastError``.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      views.reuse.cellFactories[identifier] = nil
      return
    }
    guard let cellType = cellClass as? UICollectionViewCell.Type else {
      lastError = .registeredClassNotReusable(reuseIdentifier: identifier)
      return
    }
    views.reuse.cellFactories[identifier] = { cellType.init(frame: .zero) }
  }

  /// Registers `viewClass` to make the supplementary views of `elementKind` dequeued with
  /// `identifier`: UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  /// `nil` unregisters it. A class that is not a ``UICollectionReusableView`` changes
  /// nothing and is kept in ``lastError``.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = ReuseRegistry.SupplementaryKey(kind: elementKind, reuseIdentifier: identifier)
    guard let viewClass else {
      views.reuse.supplementaryFactories[key] = nil
      return
    }
    guard let viewType = viewClass as? UICollectionReusableView.Type else {
      lastError = .registeredClassNotReusable(reuseIdentifier: identifier)
      return
    }
    views.reuse.supplementaryFactories[key] = { viewType.init(frame: .zero) }
  }

  /// A cell for the item at `indexPath`: during a batch that reconfigures the item, the cell
  /// that shows it, as it is (`reconfigureItems(at:)`); otherwise one waiting in
  /// `identifier`'s pool, after its `prepareForReuse()`, or a new one of the registered
  /// class. UIKit's
  /// `dequeueReusableCell(withReuseIdentifier:for:)`; call it from the data source's
  /// `collectionView(_:cellForItemAt:)`. A ``UICollectionViewListCell`` learns the list
  /// section it is for, which its ``UICollectionViewListCell/defaultContentConfiguration()``
  /// follows.
  ///
  /// Departure: UIKit raises for an identifier nothing was registered for; here the error
  /// is kept in ``lastError`` and a plain ``UICollectionViewCell`` comes back, so the rest of
  /// the screen still shows.
  ///
  /// ```swift
  /// collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  /// let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  /// ```
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let cell = views.dequeueCell(withReuseIdentifier: identifier, for: indexPath) else {
      lastError = .cellReuseIdentifierNotRegistered(identifier)
      return UICollectionViewCell(frame: .zero)
    }
    if let listCell = cell as? UICollectionViewListCell {
      listCell.listPlacement = binding.listConfigurationAtLastPass(forSection: indexPath.section)
        .map { ($0.appearance, $0.headerMode == .firstItemInSection && indexPath.item == 0) }
    }
    return cell
  }

  /// A supplementary view of `elementKind` for `indexPath`: one waiting in the pool of
  /// `elementKind` and `identifier`, after its `prepareForReuse()`, or a new one of the
  /// registered class. UIKit's `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  ///
  /// Departure: for a kind and identifier nothing was registered for, the error is kept in
  /// ``lastError`` and a plain ``UICollectionReusableView`` comes back, where UIKit raises.
  ///
  /// - Complexity: O(1) amortized.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard
      let view = views.dequeueSupplementaryView(
        ofKind: elementKind, withReuseIdentifier: identifier)
    else {
      lastError = .supplementaryReuseIdentifierNotRegistered(
        kind: elementKind, reuseIdentifier: identifier)
      return UICollectionReusableView(frame: .zero)
    }
    return view
  }
}
#endif
