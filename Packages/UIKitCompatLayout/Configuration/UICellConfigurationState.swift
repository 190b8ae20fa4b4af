#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The state a cell's configurations are updated for: UIKit's `UICellConfigurationState`,
/// the cell's selection, highlight, editing and drag state, its traits, and the app's own
/// values by ``UIConfigurationStateCustomKey``.
///
/// A cell hands it to `updateConfiguration(using:)` and to the configurations' `updated(for:)`;
/// a subclass adds its own values by overriding the cell's `configurationState`:
///
/// ```swift
/// override var configurationState: UICellConfigurationState {
///   var state = super.configurationState
///   state[.item] = item
///   return state
/// }
/// ```
///
/// Departure: like UIKit's it holds any `AnyHashable`, so it is not `Sendable`; it is
/// `Equatable` but not `Hashable`, as its traits are an object.
public struct UICellConfigurationState: UIConfigurationState, Equatable {
  /// How far a drag of the cell has come: UIKit's `UICellConfigurationDragState`.
  public enum DragState: Int, Hashable, Sendable, CaseIterable {
    /// Not dragged.
    case none = 0
    /// Lifting at the start of a drag.
    case lifting = 1
    /// Being dragged.
    case dragging = 2
  }

  /// Where a drop stands over the cell: UIKit's `UICellConfigurationDropState`.
  public enum DropState: Int, Hashable, Sendable, CaseIterable {
    /// No drop is under way.
    case none = 0
    /// A drop is under way elsewhere.
    case notTargeted = 1
    /// A drop would land on the cell.
    case targeted = 2
  }

  /// The traits of the cell.
  public var traitCollection: UITraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether a finger is down on the cell.
  public var isHighlighted = false
  /// Whether the cell's item is selected.
  public var isSelected = false
  /// Whether the cell has the focus.
  public var isFocused = false
  /// Whether the collection view is editing.
  public var isEditing = false
  /// Whether the cell's swipe actions show.
  public var isSwiped = false
  /// Whether the cell's outline item is expanded.
  public var isExpanded = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// How far a drag of the cell has come.
  public var cellDragState = DragState.none
  /// Where a drop stands over the cell.
  public var cellDropState = DropState.none

  private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

  /// A state with `traitCollection` and nothing else set: UIKit's `init(traitCollection:)`.
  public init(traitCollection: UITraitCollection) {
    self.traitCollection = traitCollection
  }

  /// The app's own value for `key`, or `nil`.
  public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
    get { customValues[key] }
    set { customValues[key] = newValue }
  }

  /// Whether both have the same flags, custom values and trait values.
  public static func == (lhs: UICellConfigurationState, rhs: UICellConfigurationState) -> Bool {
    lhs.traitCollection.value == rhs.traitCollection.value && lhs.isDisabled == rhs.isDisabled
      && lhs.isHighlighted == rhs.isHighlighted && lhs.isSelected == rhs.isSelected
      && lhs.isFocused == rhs.isFocused && lhs.isEditing == rhs.isEditing
      && lhs.isSwiped == rhs.isSwiped && lhs.isExpanded == rhs.isExpanded
      && lhs.isReordering == rhs.isReordering && lhs.cellDragState == rhs.cellDragState
      && lhs.cellDropState == rhs.cellDropState && lhs.customValues == rhs.customValues
  }
}
#endif
