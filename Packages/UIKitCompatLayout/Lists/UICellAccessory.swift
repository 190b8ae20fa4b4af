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
  /// The options of an outline disclosure, `nil` for any other accessory.
  public let outlineDisclosureOptions: OutlineDisclosureOptions?

  private init(_ core: CellAccessory, outlineDisclosureOptions: OutlineDisclosureOptions? = nil) {
    self.core = core
    self.outlineDisclosureOptions = outlineDisclosureOptions
  }

  /// How an outline disclosure behaves: UIKit's `UICellAccessory.OutlineDisclosureOptions`,
  /// less its tint colour and reserved width, which only draw.
  public struct OutlineDisclosureOptions: Hashable, Sendable {
    /// What a tap on the row does: UIKit's `OutlineDisclosureOptions.Style`.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
      /// ``header`` for a row shown as its section's header (the first item of a list whose
      /// `headerMode` is `.firstItemInSection`), ``cell`` otherwise.
      case automatic = 0
      /// A tap anywhere on the row expands or collapses it; the row is not selectable.
      case header = 1
      /// A tap on the row selects it; only the disclosure itself expands or collapses it.
      case cell = 2
    }

    /// What a tap on the row does; ``Style/automatic`` by default.
    public var style: Style

    /// Options with `style`.
    public init(style: Style = .automatic) {
      self.style = style
    }
  }

  /// A chevron saying the row leads somewhere.
  public static func disclosureIndicator() -> UICellAccessory { Self(.disclosureIndicator) }
  /// The outline triangle that expands and collapses a parent row:
  /// UIKit's `outlineDisclosure(options:)`. In a `UICollectionView` driven by a diffable
  /// data source, a tap on a row whose `UICollectionViewListCell/accessories` hold one of
  /// style ``OutlineDisclosureOptions/Style/header`` expands or collapses its item (rule 35).
  ///
  /// ```swift
  /// cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
  /// ```
  public static func outlineDisclosure(
    options: OutlineDisclosureOptions = OutlineDisclosureOptions()
  ) -> UICellAccessory {
    Self(.outlineDisclosure, outlineDisclosureOptions: options)
  }
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
