#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import LayoutLists

/// A control or mark at the side of a list row.
///
/// Mirrors UIKit's `UICellAccessory` system accessories as static factories over the core's
/// `CellAccessory` (``core``). Departure: UIKit's `customView(configuration:)` needs a view;
/// here ``custom(name:)`` names the accessory for the renderer.
public struct UICellAccessory: Hashable, Sendable {
  /// The core accessory.
  public let core: CellAccessory

  private init(_ core: CellAccessory) {
    self.core = core
  }

  /// A chevron saying the row leads somewhere.
  public static func disclosureIndicator() -> UICellAccessory { Self(.disclosureIndicator) }
  /// The outline triangle that expands and collapses a parent row.
  public static func outlineDisclosure() -> UICellAccessory { Self(.outlineDisclosure) }
  /// A checkmark.
  public static func checkmark() -> UICellAccessory { Self(.checkmark) }
  /// The delete control shown while editing.
  public static func delete() -> UICellAccessory { Self(.delete) }
  /// The reorder grip shown while editing.
  public static func reorder() -> UICellAccessory { Self(.reorder) }
  /// A short text, such as a count.
  public static func label(text: String) -> UICellAccessory { Self(.label(text: text)) }
  /// An accessory the renderer draws itself, named by the app.
  public static func custom(name: String) -> UICellAccessory { Self(.custom(name: name)) }
}
#endif
