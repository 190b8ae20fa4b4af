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
  /// The green insert control shown while editing.
  case insert
  /// The reorder grip shown while editing.
  case reorder
  /// The selection circle of a row that can be chosen among others while editing.
  case multiselect
  /// The detail (info) button.
  case detail
  /// A short text, such as a count.
  case label(text: String)
  /// An accessory the renderer draws itself, named by the app.
  case custom(name: String)
  /// The pair of chevrons saying a tap on the row opens a menu to choose from.
  case popUpMenu

  /// A side of the row.
  public enum Placement: Hashable, Sendable, CaseIterable {
    /// The leading side.
    case leading
    /// The trailing side.
    case trailing
  }

  /// Where UIKit puts the accessory unless told otherwise: `delete`, `insert` and
  /// `multiselect` leading, every other accessory trailing (a `custom` one too, decided).
  public var defaultPlacement: Placement {
    switch self {
    case .delete, .insert, .multiselect: .leading
    default: .trailing
    }
  }

  /// Whether `other` is the same system accessory, whatever its label text or name: what
  /// UIKit's accessory positions match on.
  ///
  /// ```swift
  /// CellAccessory.label(text: "3").isSameKind(as: .label(text: "12"))  // true
  /// ```
  public func isSameKind(as other: CellAccessory) -> Bool {
    switch (self, other) {
    case (.label, .label), (.custom, .custom): true
    default: self == other
    }
  }

  /// Whether UIKit shows the accessory only while the list is editing unless told otherwise:
  /// `delete`, `insert`, `reorder` and `multiselect`.
  public var isEditingOnly: Bool {
    switch self {
    case .delete, .insert, .reorder, .multiselect: true
    default: false
    }
  }
}
