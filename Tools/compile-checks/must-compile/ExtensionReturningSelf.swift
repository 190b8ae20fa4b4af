// Issue 13's one layout file that did not compile against UIKitCompat: an app's extension
// whose factory returns `Self` through UIKit's factories, which return `Self` too.
import Foundation
import UIKitCompat

extension NSCollectionLayoutDimension {
  static func fractionalWidth(
    forTargetSize size: CGSize, inEnvironment env: NSCollectionLayoutEnvironment
  ) -> Self {
    Self.fractionalWidth(0.5)
  }
}
