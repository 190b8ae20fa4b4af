#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DataSourceHosting
import DiffableDataSources
import LayoutResolution
import UIKitCompatLayout

/// What a diffable data source drives: the view showing a layout, through its binding, as
/// UIKit's diffable data sources drive their view. Each batch is a view's batch update
/// (``LayoutBinding/apply(_:itemCounts:animation:)``): the layout is told
/// (`prepare(forCollectionViewUpdates:)`), measured sizes and the selection follow their
/// items, and an animated apply runs as the view's transition (rule 21d).
///
/// The view is told of every change before it is made (``willChange``), so that it measures
/// with cells made for the new data and asks for its cells again, and of a batch it refuses
/// (``refused``), which it keeps in its `lastError`; the counts are then shown as a reload,
/// so the view still shows the data source's items.
final class LayoutBindingTarget: DataSourceTarget {
  /// The binding of the view the data source drives; kept alive by the data source, as the
  /// view holds its data source weakly.
  let binding: LayoutBinding
  /// Called before every change the data source makes.
  var willChange: () -> Void = {}
  /// Called with a batch the view refused.
  var refused: (LayoutUpdateError) -> Void = { _ in }

  init(binding: LayoutBinding) {
    self.binding = binding
  }

  func performBatchUpdates(
    _ update: BatchUpdate, itemCounts: [Int], animated: Bool, completion: @escaping () -> Void
  ) {
    willChange()
    do {
      try binding.apply(
        LayoutUpdate(update), itemCounts: itemCounts, animation: animated ? .batchUpdates : nil)
    } catch {
      refused(error)
      show(itemCounts)
    }
    completion()
  }

  /// Shows `itemCounts` as `reloadData()` does: nothing stays selected or moving (rule 29).
  func reloadData(itemCounts: [Int]) {
    willChange()
    binding.core.clearInteractionState()
    show(itemCounts)
  }

  /// Takes the counts a user's move left, which an interactive movement has shown already.
  func didReorderItems(itemCounts: [Int]) {
    willChange()
    show(itemCounts)
  }

  private func show(_ itemCounts: [Int]) {
    binding.core.itemCounts = itemCounts
    binding.core.invalidateLayout()
  }
}
#endif
