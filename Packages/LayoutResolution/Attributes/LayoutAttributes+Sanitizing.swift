import LayoutGeometry

extension LayoutAttributes {
  /// These attributes with any value a visible-items handler could not mean replaced by
  /// `original`'s: alpha is clamped to 0…1 (NaN keeps the original), a non-finite centre
  /// or transform keeps the original. `unscrolled` is how far the handler saw the element
  /// moved from `original`'s frame (a row's scroll undone).
  func sanitized(keeping original: LayoutAttributes, unscrolledBy unscrolled: LayoutPoint)
    -> LayoutAttributes
  {
    var result = self
    result.alpha = alpha.isNaN ? original.alpha : min(max(alpha, 0), 1)
    if !frame.isFinite {
      result.frame = original.frame.offsetBy(dx: unscrolled.x, dy: unscrolled.y)
    }
    let components = [
      transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
    ]
    if !components.allSatisfy(\.isFinite) { result.transform = original.transform }
    return result
  }
}
