#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Orthogonal Sections: each section a row of nested groups 85 % of the width
/// that scrolls sideways, continuously.
enum OrthogonalSectionsExample {
  static let example = Example(
    "Orthogonal Sections", slug: "orthogonal-sections", category: .compositionalLayout
  ) { size in
    TextGrid.screen(
      "Orthogonal Sections", size: size, layout: layout(), sections: Array(repeating: 12, count: 5),
      tone: { Palette.cellTones[$0.section % Palette.cellTones.count] },
      hints: "tab: a row, ←→ scroll it")
  }

  static func layout() -> UICollectionViewLayout {
    let section = OrthogonalBehaviorsExample.nestedSection(
      containerWidth: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = .continuous
    return UICollectionViewCompositionalLayout(section: section)
  }
}
#endif
