import LayoutResolution

extension LayoutAttributes {
  /// Whether renderers draw this element as a list separator: a decoration whose kind
  /// contains `separator` (any case).
  var isSeparator: Bool {
    category == .decorationView && (elementKind?.lowercased().contains("separator") ?? false)
  }

  /// Whether renderers draw this element at all: not hidden, not fully transparent, and
  /// with a finite frame.
  var isDrawn: Bool {
    !isHidden && alpha > 0 && frame.isFinite
  }

  /// The text renderers label the element with: the item number for a cell, the kind for
  /// other elements.
  var label: String {
    category == .cell ? String(indexPath.item) : (elementKind ?? "")
  }
}

extension Array where Element == LayoutAttributes {
  /// The drawn elements in drawing order: by ascending `zIndex`, elements with equal
  /// `zIndex` in their given order, so later ones draw on top (decided: UIKit leaves the
  /// order of ties unspecified).
  ///
  /// - Complexity: O(n log n).
  var inDrawingOrder: [LayoutAttributes] {
    enumerated()
      .filter { $0.element.isDrawn }
      .sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
      .map(\.element)
  }
}
