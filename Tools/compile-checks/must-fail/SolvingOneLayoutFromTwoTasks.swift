// expected-error: sending 'layout' risks causing data races
//
// A UIKit-style section provider that mutates a class, handed to the solver from two tasks
// at once: before the concurrency model was checked by the compiler, a layout made by
// UIKitCompat was `Sendable` and this compiled, and raced.
import Foundation
import LayoutGeometry
import LayoutResolution
import UIKitCompat

final class ProviderLog {
  var calls = 0
}

func solveFromTwoTasks() async {
  let log = ProviderLog()
  let uikitLayout = UICollectionViewCompositionalLayout { _, _ in
    log.calls += 1
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }
  let layout = uikitLayout.makeCollectionLayout()
  let size = LayoutSize(width: 375, height: 812)
  async let first = LayoutSolver.solve(layout, size: size, itemCounts: [10])
  async let second = LayoutSolver.solve(layout, size: size, itemCounts: [10])
  _ = await (first, second)
}
