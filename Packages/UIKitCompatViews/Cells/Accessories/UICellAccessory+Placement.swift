#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
public import LayoutLists

extension UICellAccessory {
  /// The edge a custom view accessory shows at, when, and where among the accessories
  /// already on that edge: UIKit's `UICellAccessory.Placement`.
  ///
  /// ```swift
  /// let placement = UICellAccessory.Placement.trailing(
  ///   at: UICellAccessory.Placement.position(after: .disclosureIndicator()))
  /// ```
  public enum Placement {
    /// Where an accessory goes among those already on its edge, given them in leading to
    /// trailing order: an index into them, UIKit's `Placement.Position`.
    public typealias Position = ([UICellAccessory]) -> Int

    /// At the leading edge; by default always shown and last of the leading accessories,
    /// nearest the content, as UIKit's `{ $0.count }`.
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// At the trailing edge; by default always shown and first of the trailing accessories,
    /// nearest the content (decided: UIKit documents only the leading default, and this is
    /// its mirror).
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

    /// Just after the last accessory of `accessory`'s kind, at the end when there is none:
    /// UIKit's `position(after:)`. A kind is the system accessory, whatever its options or
    /// label text.
    ///
    /// - Complexity: the position is O(n) for n accessories on the edge.
    public static func position(after accessory: UICellAccessory) -> Position {
      { accessories in
        accessories.lastIndex { $0.core.isSameKind(as: accessory.core) }.map { $0 + 1 }
          ?? accessories.count
      }
    }

    /// Just before the first accessory of `accessory`'s kind, at the start when there is
    /// none: UIKit's `position(before:)`.
    ///
    /// - Complexity: the position is O(n) for n accessories on the edge.
    public static func position(before accessory: UICellAccessory) -> Position {
      { accessories in accessories.firstIndex { $0.core.isSameKind(as: accessory.core) } ?? 0 }
    }

    /// The edge.
    public var edge: CellAccessory.Placement {
      switch self {
      case .leading: .leading
      case .trailing: .trailing
      }
    }

    /// When the accessory shows.
    public var displayedState: DisplayedState {
      switch self {
      case .leading(let displayed, _), .trailing(let displayed, _): displayed
      }
    }

    /// Where the accessory goes among those already on its edge.
    var position: Position {
      switch self {
      case .leading(_, let position), .trailing(_, let position): position
      }
    }
  }

  /// `accessories` by edge, each in leading to trailing order, as a list cell lays them
  /// out: a system accessory at its own edge in the order given; a custom view accessory
  /// then inserted, in the order given, where its placement's position puts it among those
  /// already on its edge (clamped to them).
  ///
  /// ```swift
  /// let star = UICellAccessory.customView(configuration: .init(
  ///   customView: UIImageView(image: UIImage(systemName: "star.fill")),
  ///   placement: .trailing(at: UICellAccessory.Placement.position(after: .disclosureIndicator()))))
  /// UICellAccessory.arranged([star, .disclosureIndicator()]).trailing  // [disclosure, star]
  /// ```
  ///
  /// - Complexity: O(n²) for n accessories, at worst, plus the positions' calls.
  public static func arranged(_ accessories: [UICellAccessory]) -> (
    leading: [UICellAccessory], trailing: [UICellAccessory]
  ) {
    var leading = accessories.filter {
      $0.customViewConfiguration == nil && $0.core.defaultPlacement == .leading
    }
    var trailing = accessories.filter {
      $0.customViewConfiguration == nil && $0.core.defaultPlacement == .trailing
    }
    for accessory in accessories {
      guard let placement = accessory.customViewConfiguration?.placement else { continue }
      switch placement.edge {
      case .leading:
        leading.insert(accessory, at: min(max(placement.position(leading), 0), leading.count))
      case .trailing:
        trailing.insert(accessory, at: min(max(placement.position(trailing), 0), trailing.count))
      }
    }
    return (leading, trailing)
  }
}
#endif
