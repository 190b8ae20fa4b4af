#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

extension ReusableViews {
  /// The elements in the visible rect that get views, by where they are shown.
  struct VisibleElements {
    var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var supplementaries: [DisplayedViews.SupplementaryKey: UICollectionViewLayoutAttributes] =
      [:]
    var decorations: [DisplayedViews.SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
  }

  /// The views taken down to be asked for again, by where they were shown; they wait in
  /// their pools.
  struct Retired {
    var cells: [IndexPath: UICollectionViewCell] = [:]
    var supplementaries: [DisplayedViews.SupplementaryKey: UICollectionReusableView] = [:]
  }

  /// The cells and supplementary views the layout places in the visible rect now.
  func visibleElements() -> VisibleElements {
    var elements = VisibleElements()
    let visibleRect = CGRect(binding.core.visibleRect)
    for attributes in binding.attributesForElements(in: visibleRect) {
      switch attributes.representedElementCategory {
      case .cell:
        elements.cells[attributes.indexPath] = attributes
      case .supplementaryView:
        guard let kind = attributes.representedElementKind else { continue }
        elements.supplementaries[.init(kind: kind, indexPath: attributes.indexPath)] = attributes
      case .decorationView:
        // The layout's views, made as it registered for the kind, if it makes any.
        guard let kind = attributes.representedElementKind, makesDecorationViews(ofKind: kind)
        else { continue }
        elements.decorations[.init(kind: kind, indexPath: attributes.indexPath)] = attributes
      }
    }
    return elements
  }

  /// Ends the display of the views whose elements are not in `visible`, in index-path
  /// order, and pools them; pools the views made for measuring that `visible` lacks.
  func endDisplaying(keeping visible: VisibleElements) {
    let held = cellsHeldForElements()
    for indexPath in displayed.cells.keys.sorted() where visible.cells[indexPath] == nil {
      guard let cell = displayed.cells.removeValue(forKey: indexPath) else { continue }
      source?.didEndDisplaying(cell, at: indexPath)
      if !held.contains(ObjectIdentifier(cell)) { reuse.enqueue(cell) }
    }
    for key in displayed.supplementaries.keys.sorted() where visible.supplementaries[key] == nil {
      guard let view = displayed.supplementaries.removeValue(forKey: key) else { continue }
      source?.didEndDisplayingSupplementaryView(view, ofKind: key.kind, at: key.indexPath)
      reuse.enqueue(view, kind: key.kind)
    }
    for key in displayed.decorations.keys.sorted() where visible.decorations[key] == nil {
      guard let view = displayed.decorations.removeValue(forKey: key) else { continue }
      reuse.decorationPools[key.kind, default: []].append(view)
    }
    for (indexPath, cell) in displayed.measuredCells where visible.cells[indexPath] == nil {
      displayed.measuredCells[indexPath] = nil
      reuse.enqueue(cell)
    }
    for (key, view) in displayed.measuredSupplementaries
    where visible.supplementaries[key] == nil {
      displayed.measuredSupplementaries[key] = nil
      reuse.enqueue(view, kind: key.kind)
    }
  }

  /// Takes every shown view down into its pool without telling the source, so that the
  /// data source, asked again, gets them back. The last index path goes in first, so that
  /// asking in index-path order hands each view back to where it was. With `keepingCells`
  /// (the cells followed their items through a batch) only the cells of reconfigured items
  /// come down, to be dequeued again in place.
  func retireAll(keepingCells: Bool = false) -> Retired {
    var retired = Retired(supplementaries: displayed.supplementaries)
    if keepingCells {
      for indexPath in reconfiguredCells.keys {
        retired.cells[indexPath] = displayed.cells.removeValue(forKey: indexPath)
      }
    } else {
      retired.cells = displayed.cells
      // A cell reconfigured in place is shown at its item's new path, and one made to measure
      // an element shows that element: neither waits in a pool for another.
      let held = cellsHeldForElements()
      for indexPath in displayed.cells.keys.sorted(by: >) {
        if let cell = displayed.cells[indexPath], !held.contains(ObjectIdentifier(cell)) {
          reuse.enqueue(cell)
        }
      }
      displayed.cells = [:]
    }
    for key in displayed.supplementaries.keys.sorted(by: >) {
      if let view = displayed.supplementaries[key] { reuse.enqueue(view, kind: key.kind) }
    }
    displayed.supplementaries = [:]
    return retired
  }

  /// Shows a view for every element of `visible`: the one shown, the one made for
  /// measuring it, or a new one from the source, telling the source where the view
  /// at an index path changed from `retired`'s.
  func display(_ visible: VisibleElements, retired: Retired) {
    for indexPath in retired.cells.keys.sorted() where visible.cells[indexPath] == nil {
      guard let cell = retired.cells[indexPath] else { continue }
      source?.didEndDisplaying(cell, at: indexPath)
    }
    for key in retired.supplementaries.keys.sorted() where visible.supplementaries[key] == nil {
      guard let view = retired.supplementaries[key] else { continue }
      source?.didEndDisplayingSupplementaryView(view, ofKind: key.kind, at: key.indexPath)
    }
    for indexPath in visible.cells.keys.sorted() {
      guard let attributes = visible.cells[indexPath] else { continue }
      if let cell = displayed.cells[indexPath] {
        place(cell, at: attributes)
        continue
      }
      let cell = displayed.measuredCells.removeValue(forKey: indexPath) ?? makeCell(at: indexPath)
      place(cell, at: attributes)
      displayed.cells[indexPath] = cell
      let previous = retired.cells[indexPath]
      guard previous !== cell else { continue }
      if let previous {
        source?.didEndDisplaying(previous, at: indexPath)
      }
      source?.willDisplay(cell, at: indexPath)
    }
    for key in visible.supplementaries.keys.sorted() {
      guard let attributes = visible.supplementaries[key] else { continue }
      if let view = displayed.supplementaries[key] {
        place(view, at: attributes)
        continue
      }
      let view =
        displayed.measuredSupplementaries.removeValue(forKey: key) ?? makeSupplementary(at: key)
      place(view, at: attributes)
      displayed.supplementaries[key] = view
      let previous = retired.supplementaries[key]
      guard previous !== view else { continue }
      if let previous {
        source?.didEndDisplayingSupplementaryView(previous, ofKind: key.kind, at: key.indexPath)
      }
      source?.willDisplaySupplementaryView(view, ofKind: key.kind, at: key.indexPath)
    }
    displayDecorations(visible.decorations)
    updateCellStates()
  }

  /// Gives each visible decoration its view and attributes: the one shown, one waiting in its
  /// kind's pool after its `prepareForReuse()`, or a new one of the registered class. The
  /// layout's views: no data source or delegate is told.
  private func displayDecorations(
    _ visible: [DisplayedViews.SupplementaryKey: UICollectionViewLayoutAttributes]
  ) {
    for key in visible.keys.sorted() {
      guard let attributes = visible[key] else { continue }
      if let view = displayed.decorations[key] {
        place(view, at: attributes)
        continue
      }
      let view: UICollectionReusableView
      if let pooled = reuse.decorationPools[key.kind]?.popLast() {
        pooled.prepareForReuse()
        view = pooled
      } else if let made = makeDecorationView(ofKind: key.kind) {
        view = made
      } else {
        continue
      }
      place(view, at: attributes)
      displayed.decorations[key] = view
    }
  }

  /// Gives `view` its attributes, then lays out its own subviews for the new frame, as
  /// UIKit's layout pass does for the views it shows.
  private func place(
    _ view: UICollectionReusableView, at attributes: UICollectionViewLayoutAttributes
  ) {
    view.apply(attributes)
    (view as? UICollectionViewCell)?.updateConfigurationIfNeeded()
    view.layoutIfNeeded()
  }

  /// Whether the layout registered something that makes views for decorations of `kind`:
  /// a maker, or a class that is a reusable view.
  private func makesDecorationViews(ofKind kind: String) -> Bool {
    binding.layout.decorationViewMakers[kind] != nil
      || binding.layout.decorationViewClasses[kind] is UICollectionReusableView.Type
  }

  /// A new decoration view of `kind`, from what the layout registered for it: its maker, or
  /// its class when that is a reusable view.
  private func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
    if let make = binding.layout.decorationViewMakers[kind] {
      return make() as? UICollectionReusableView
    }
    let viewClass = binding.layout.decorationViewClasses[kind] as? UICollectionReusableView.Type
    return viewClass?.init(frame: .zero)
  }
}
#endif
