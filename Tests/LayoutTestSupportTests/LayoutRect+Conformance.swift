import LayoutGeometry

extension LayoutRect {
  /// Whether every edge and length is within 0.001 pt of `expected`'s: the precision of
  /// `docs/reference-cases.md`, whose thirds (111.666… pt columns) are written to three decimals.
  func conforms(to expected: LayoutRect) -> Bool {
    [minX - expected.minX, minY - expected.minY, width - expected.width, height - expected.height]
      .allSatisfy { abs($0) <= 0.001 }
  }
}
