#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompat

/// An element's identity across UIKit's rendering and the engine's attributes: its category,
/// kind and index path.
struct ElementKey: Hashable, Sendable, CustomStringConvertible {
  var category: Fixture.Category
  var kind: String?
  var indexPath: [Int]

  var description: String {
    let path = "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
    guard let kind else { return "\(category.rawValue) \(path)" }
    return "\(category.rawValue) \(kind) \(path)"
  }
}

extension Fixture.Category {
  /// The category of an element UIKit's attributes describe.
  init(_ category: UICollectionView.ElementCategory) {
    switch category {
    case .cell: self = .cell
    case .supplementaryView: self = .supplementary
    case .decorationView: self = .decoration
    }
  }
}

extension Fixture.Element {
  /// What identifies the element.
  var key: ElementKey {
    ElementKey(category: category, kind: kind, indexPath: indexPath)
  }
}
#endif
