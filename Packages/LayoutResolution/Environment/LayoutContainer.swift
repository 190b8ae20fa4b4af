import LayoutGeometry

/// The room a layout, section or group lays out in: a size and its insets.
///
/// The counterpart of `NSCollectionLayoutContainer` (rule 1). For the layout's container
/// the size is the host's bounds and the insets come from the content insets reference.
/// An inset strictly between 0 and 1 is a fraction of the container's length on that axis
/// (rule 5: only the container's own insets may be fractional).
public struct LayoutContainer: Hashable, Sendable {
  /// The full size of the container.
  public var contentSize: LayoutSize
  /// The container's insets as given (fractions allowed).
  public var contentInsets: LayoutDirectionalInsets

  /// A container of `contentSize` with `contentInsets`.
  public init(contentSize: LayoutSize, contentInsets: LayoutDirectionalInsets = .zero) {
    self.contentSize = contentSize
    self.contentInsets = contentInsets
  }

  /// The insets in points, fractions resolved against the container.
  public var effectiveContentInsets: LayoutDirectionalInsets {
    func points(_ inset: Double, of length: Double) -> Double {
      inset > 0 && inset < 1 ? inset * length : inset
    }
    return LayoutDirectionalInsets(
      top: points(contentInsets.top, of: contentSize.height),
      leading: points(contentInsets.leading, of: contentSize.width),
      bottom: points(contentInsets.bottom, of: contentSize.height),
      trailing: points(contentInsets.trailing, of: contentSize.width))
  }

  /// The size left inside the effective insets (never negative).
  public var effectiveContentSize: LayoutSize {
    let insets = effectiveContentInsets
    return LayoutSize(
      width: max(0, contentSize.width - insets.leading - insets.trailing),
      height: max(0, contentSize.height - insets.top - insets.bottom))
  }
}
