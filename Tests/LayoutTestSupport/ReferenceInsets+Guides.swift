import LayoutGeometry
import LayoutResolution

extension ReferenceInsets {
  /// The insets, in points, from the edges of a host `hostWidth` wide to the guide
  /// `reference` names (rule 1), worked out as nested frames rather than with
  /// ``ReferenceInsets/insets(for:width:)``, so that the reference solver checks it.
  ///
  /// The guides, each inside the last: the safe area (also what `automatic` means for a
  /// layout); the layout margins, measured from the safe area (UIKit's
  /// `insetsLayoutMarginsFromSafeArea` default); the readable content guide, the margins'
  /// frame narrowed to at most ``ReferenceInsets/readableWidth`` and centred in it (the
  /// decisions `ReferenceInsets` documents). `none` is the host's own edges.
  func guideInsets(for reference: ContentInsetsReference, hostWidth: Double)
    -> LayoutDirectionalInsets
  {
    // Frames along the reading direction: x from the leading edge; y from the top, whose
    // bottom edge stands at an arbitrary host height (only distances to it are read).
    let hostHeight = 1_000.0
    let host = LayoutRect(x: 0, y: 0, width: hostWidth, height: hostHeight)
    func inside(_ frame: LayoutRect, by insets: LayoutDirectionalInsets) -> LayoutRect {
      LayoutRect(
        x: frame.minX + insets.leading, y: frame.minY + insets.top,
        width: frame.width - insets.leading - insets.trailing,
        height: frame.height - insets.top - insets.bottom)
    }
    let guide: LayoutRect
    switch reference {
    case .none:
      guide = host
    case .automatic, .safeArea:
      guide = inside(host, by: safeArea)
    case .layoutMargins:
      guide = inside(inside(host, by: safeArea), by: layoutMargins)
    case .readableContent:
      let margins = inside(inside(host, by: safeArea), by: layoutMargins)
      let width = min(margins.width, Self.readableWidth)
      guide = LayoutRect(
        x: margins.minX + (margins.width - width) / 2, y: margins.minY, width: width,
        height: margins.height)
    }
    return LayoutDirectionalInsets(
      top: guide.minY - host.minY, leading: guide.minX - host.minX,
      bottom: host.maxY - guide.maxY, trailing: host.maxX - guide.maxX)
  }
}
