import LayoutGeometry

extension LayoutSize {
  /// Whether both lengths are within 0.001 pt of `expected`'s, the precision of `docs/reference-cases.md`.
  func conforms(to expected: LayoutSize) -> Bool {
    abs(width - expected.width) <= 0.001 && abs(height - expected.height) <= 0.001
  }
}
