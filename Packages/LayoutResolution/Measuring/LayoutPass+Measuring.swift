import LayoutGeometry

extension LayoutPass {
  /// The one way measured sizes reach a layout: each element takes its size (rule 21), as
  /// one batch (see `SolvedLayout.applyPreferredSizes(_:definitions:)`), with the group
  /// definitions this pass keeps. Returns one outcome per report, in order.
  ///
  /// - Complexity: O(m + r · (cells per group + log groups) + c · (boundary items + log
  ///   sections)), for m reports touching r group instances in c sections.
  package mutating func applyPreferredSizes(
    _ reports: [(element: LayoutElementID, size: LayoutSize)]
  ) -> [MeasurementOutcome] {
    // The descriptions alone are copied (O(1)): the closure must not reach into `self` while
    // `layout` is mutated, and a copy of `layout` would make its mutation copy its storage.
    let descriptions = sections
    return layout.applyPreferredSizes(reports) {
      descriptions.indices.contains($0) ? descriptions[$0]?.group : nil
    }
  }

  /// Whether `element` has an estimated dimension a measurement can replace.
  package func isSelfSizing(_ element: LayoutElementID) -> Bool {
    layout.isSelfSizing(element)
  }
}
