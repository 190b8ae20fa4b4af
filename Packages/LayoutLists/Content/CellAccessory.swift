/// A control or mark at the side of a list row, as data.
///
/// The counterpart of `UICellAccessory`'s system accessories, without views or handlers.
public enum CellAccessory: Hashable, Sendable {
  /// A chevron saying the row leads somewhere.
  case disclosureIndicator
  /// The outline triangle that expands and collapses a parent row's children.
  case outlineDisclosure
  /// A checkmark, for a chosen row.
  case checkmark
  /// The red delete control shown while editing.
  case delete
  /// The reorder grip shown while editing.
  case reorder
  /// A short text, such as a count.
  case label(text: String)
  /// An accessory the renderer draws itself, named by the app.
  case custom(name: String)

  /// A side of the row.
  public enum Placement: Hashable, Sendable, CaseIterable {
    /// The leading side.
    case leading
    /// The trailing side.
    case trailing
  }

  /// Where UIKit puts the accessory unless told otherwise: `delete` leading, every other
  /// accessory trailing (a `custom` one too, decided).
  public var defaultPlacement: Placement {
    self == .delete ? .leading : .trailing
  }

  /// Whether UIKit shows the accessory only while the list is editing: `delete` and
  /// `reorder`.
  public var isEditingOnly: Bool {
    self == .delete || self == .reorder
  }
}
