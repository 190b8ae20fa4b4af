import LayoutGeometry

extension LayoutAttributes {
  /// These attributes `progress` of the way to `other` (0 gives these, 1 gives `other`):
  /// frame, alpha (kept within 0…1), transform and z-index (rounded) interpolated; identity
  /// and hiding taken from `other` once there, from these before.
  func interpolated(to other: LayoutAttributes, progress: Double) -> LayoutAttributes {
    guard progress != 0 else { return self }
    guard progress != 1 else { return other }
    var result = progress < 1 ? self : other
    result.indexPath = other.indexPath
    result.frame = LayoutRect(
      origin: frame.origin.interpolated(to: other.frame.origin, progress: progress),
      size: LayoutSize(
        width: max(0, lerp(frame.width, other.frame.width, progress)),
        height: max(0, lerp(frame.height, other.frame.height, progress))))
    result.alpha = min(1, max(0, lerp(alpha, other.alpha, progress)))
    result.transform = LayoutTransform(
      a: lerp(transform.a, other.transform.a, progress),
      b: lerp(transform.b, other.transform.b, progress),
      c: lerp(transform.c, other.transform.c, progress),
      d: lerp(transform.d, other.transform.d, progress),
      tx: lerp(transform.tx, other.transform.tx, progress),
      ty: lerp(transform.ty, other.transform.ty, progress))
    let z = lerp(Double(zIndex), Double(other.zIndex), progress).rounded()
    result.zIndex = Int(min(max(z, Double(Int.min / 2)), Double(Int.max / 2)))
    return result
  }

  /// Whether every number in these attributes is finite, so that interpolating them never
  /// passes through NaN.
  var isFinite: Bool {
    frame.isFinite && alpha.isFinite && transform.a.isFinite && transform.b.isFinite
      && transform.c.isFinite && transform.d.isFinite && transform.tx.isFinite
      && transform.ty.isFinite
  }
}

extension LayoutPoint {
  /// This point `progress` of the way to `other`.
  func interpolated(to other: LayoutPoint, progress: Double) -> LayoutPoint {
    LayoutPoint(x: lerp(x, other.x, progress), y: lerp(y, other.y, progress))
  }
}

/// `start` `progress` of the way to `end`, exact at both ends.
private func lerp(_ start: Double, _ end: Double, _ progress: Double) -> Double {
  start + (end - start) * progress
}
