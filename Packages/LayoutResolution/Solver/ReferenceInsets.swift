import LayoutGeometry

/// The host's insets for each content insets reference (rule 1).
///
/// Decisions: layout margins are measured from the safe area (UIKit's
/// `insetsLayoutMarginsFromSafeArea` default); the readable content guide is at most
/// ``readableWidth`` wide, centred inside the layout margins (UIKit derives its readable
/// width from the dynamic type size; 672 pt is its width at the default size).
public struct ReferenceInsets: Hashable, Sendable {
  /// The widest the readable content guide becomes.
  public static let readableWidth = 672.0

  /// The host's safe-area insets.
  public var safeArea: LayoutDirectionalInsets
  /// The host's layout margins, measured from the safe area.
  public var layoutMargins: LayoutDirectionalInsets

  /// Reference insets from the host's safe area and layout margins.
  public init(
    safeArea: LayoutDirectionalInsets = .zero, layoutMargins: LayoutDirectionalInsets = .zero
  ) {
    self.safeArea = safeArea
    self.layoutMargins = layoutMargins
  }

  /// The insets `reference` stands for in a container of width `width`; `automatic` means
  /// the safe area.
  public func insets(for reference: ContentInsetsReference, width: Double)
    -> LayoutDirectionalInsets
  {
    switch reference {
    case .none: return .zero
    case .automatic, .safeArea: return safeArea
    case .layoutMargins: return safeArea + layoutMargins
    case .readableContent:
      let margins = safeArea + layoutMargins
      let room = width - margins.leading - margins.trailing
      let extra = max(0, room - Self.readableWidth) / 2
      return margins + LayoutDirectionalInsets(leading: extra, trailing: extra)
    }
  }
}
