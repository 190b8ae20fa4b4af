import LayoutGeometry
import LayoutResolution

/// One measured size a random case reports to its host (rule 21): for a cell, a boundary
/// item, a badge or a decoration, and now and then one that the host must ignore.
package struct RandomMeasurement: Sendable, CustomStringConvertible {
  /// The element measured.
  package var element: LayoutElementID
  /// The size reported.
  package var size: LayoutSize

  /// The element and the size, for recipes.
  package var description: String {
    let kind = element.elementKind.map { " \($0)" } ?? ""
    return "\(element.category)\(kind) \(element.indexPath) ← \(size)"
  }
}
