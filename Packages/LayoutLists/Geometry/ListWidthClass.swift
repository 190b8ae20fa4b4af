import LayoutResolution

/// Whether a list is laid out in compact or regular width, which picks the inset of
/// `insetGrouped` sections.
///
/// Decided: the environment's horizontal size class when it is given; when it is
/// unspecified (the headless default), the container's width: regular from
/// ``regularWidthThreshold`` points up. 600 pt sits between the widest iPhone in portrait
/// (440 pt) and the narrowest iPad window UIKit calls regular (678 pt).
public enum ListWidthClass: Hashable, Sendable, CaseIterable {
  /// Constrained width: layout margins of 16 pt.
  case compact
  /// Ample width: layout margins of 20 pt.
  case regular

  /// The container width from which an unspecified size class counts as regular.
  public static let regularWidthThreshold = 600.0

  /// The width class of `environment`.
  public init(_ environment: LayoutEnvironment) {
    switch environment.traits.horizontalSizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case .unspecified:
      let width = environment.container.contentSize.width
      self = width >= Self.regularWidthThreshold ? .regular : .compact
    }
  }
}
