#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

extension UICollectionView {
  /// How to make and configure the supplementary views of one kind: UIKit's
  /// `UICollectionView.SupplementaryRegistration`. Dequeue with
  /// ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
  ///
  /// ```swift
  /// let header = UICollectionView.SupplementaryRegistration<TitleView>(
  ///   elementKind: UICollectionView.elementKindSectionHeader
  /// ) { view, kind, indexPath in view.title = "Section \(indexPath.section)" }
  /// ```
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a dequeued supplementary view.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// The kind of supplementary view this registration makes.
    let elementKind: String
    /// The reuse identifier its views are pooled under, unique to it.
    let reuseIdentifier: String
    /// Configures each dequeued view.
    let handler: Handler

    /// A registration making `Supplementary` views of `elementKind` configured by `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      reuseIdentifier = "SupplementaryRegistration.\(UUID().uuidString)"
      self.handler = handler
    }
  }

  /// A supplementary view of `registration`'s class and kind for `indexPath`, reused when
  /// one waits, configured by the registration's handler: UIKit's
  /// `dequeueConfiguredReusableSupplementary(using:for:)`.
  ///
  /// - Complexity: O(1) amortized, plus the handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let key = ReuseRegistry.SupplementaryKey(
      kind: registration.elementKind, reuseIdentifier: registration.reuseIdentifier)
    if views.reuse.supplementaryFactories[key] == nil {
      views.reuse.supplementaryFactories[key] = { Supplementary(frame: .zero) }
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
      for: indexPath)
    // Always a `Supplementary`: this identifier's pool and factory hold only its class.
    let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
    registration.handler(view, registration.elementKind, indexPath)
    return view
  }
}
#endif
