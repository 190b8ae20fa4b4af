import LayoutGeometry

/// Which items are selected and which one is highlighted, and the switches that say what
/// may be selected: the selection state of UIKit's `UICollectionView`, as a value.
///
/// The switches are UIKit's (rule 28): ``allowsSelection`` (on by default),
/// ``allowsMultipleSelection``, ``isEditing``, ``allowsSelectionDuringEditing`` and
/// ``allowsMultipleSelectionDuringEditing`` (off by default). Together they make the
/// ``mode``. A change of switches that narrows the mode narrows the selection at once
/// (decided): none selects nothing, single keeps the first selected item in index-path
/// order (what AppKit documents for `NSCollectionView`).
///
/// A host keeps one (``LayoutHost/selection``) and carries it through batch updates: a
/// selected item stays selected wherever it moves and leaves the selection when it is
/// deleted or reloaded (rule 29). The value itself knows no item counts; the host checks
/// index paths against its own.
///
/// ```swift
/// var selection = LayoutSelection()
/// selection.select(LayoutIndexPath(item: 2, section: 0))
/// selection.select(LayoutIndexPath(item: 5, section: 0))  // single: replaces item 2
/// selection.allowsMultipleSelection = true
/// selection.tap(LayoutIndexPath(item: 7, section: 0))     // adds item 7
/// selection.tap(LayoutIndexPath(item: 5, section: 0))     // removes item 5
/// selection.selectedItems                                 // [[0, 7]]
/// ```
public struct LayoutSelection: Hashable, Sendable {
  /// What the switches allow: no selection, one item at a time, or any number.
  public enum Mode: Hashable, Sendable, CaseIterable {
    /// Nothing can be selected or highlighted.
    case none
    /// At most one item is selected; selecting another replaces it.
    case single
    /// Any number of items are selected; a tap toggles an item.
    case multiple
  }

  /// Whether items can be selected outside editing; UIKit's `allowsSelection`, on by
  /// default. Turning it off outside editing deselects everything.
  public var allowsSelection = true {
    didSet { conformToMode() }
  }
  /// Whether more than one item can be selected outside editing; UIKit's
  /// `allowsMultipleSelection`, off by default.
  public var allowsMultipleSelection = false {
    didSet { conformToMode() }
  }
  /// Whether the collection is in editing mode, where the two `DuringEditing` switches
  /// apply instead; UIKit's `isEditing`, off by default.
  public var isEditing = false {
    didSet { conformToMode() }
  }
  /// Whether items can be selected in editing mode; UIKit's `allowsSelectionDuringEditing`,
  /// off by default.
  public var allowsSelectionDuringEditing = false {
    didSet { conformToMode() }
  }
  /// Whether more than one item can be selected in editing mode; UIKit's
  /// `allowsMultipleSelectionDuringEditing`, off by default.
  public var allowsMultipleSelectionDuringEditing = false {
    didSet { conformToMode() }
  }

  /// The selected items.
  public internal(set) var selectedItems: Set<LayoutIndexPath> = []
  /// The highlighted item: the one under a finger that is down, or `nil`.
  public internal(set) var highlightedItem: LayoutIndexPath?

  /// A selection of nothing, with UIKit's default switches: single selection outside
  /// editing, none during editing.
  public init() {}

  /// What the switches allow now: outside editing, ``allowsSelection`` and
  /// ``allowsMultipleSelection``; in editing mode, ``allowsSelectionDuringEditing`` and
  /// ``allowsMultipleSelectionDuringEditing``. A multiple switch without its selection
  /// switch allows nothing, as in UIKit.
  public var mode: Mode {
    let allows = isEditing ? allowsSelectionDuringEditing : allowsSelection
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    guard allows else { return .none }
    return multiple ? .multiple : .single
  }

  /// Whether `item` is selected.
  public func isSelected(_ item: LayoutIndexPath) -> Bool { selectedItems.contains(item) }

  /// Whether `item` is highlighted.
  public func isHighlighted(_ item: LayoutIndexPath) -> Bool { highlightedItem == item }

  /// Selects `item` as code does (UIKit's `selectItem(at:animated:scrollPosition:)`): in
  /// single mode it replaces the selection, in multiple mode it joins it, and with selection
  /// off nothing happens, as UIKit documents.
  ///
  /// - Returns: whether the selection changed.
  @discardableResult
  public mutating func select(_ item: LayoutIndexPath) -> Bool {
    switch mode {
    case .none:
      return false
    case .single:
      guard selectedItems != [item] else { return false }
      selectedItems = [item]
      return true
    case .multiple:
      return selectedItems.insert(item).inserted
    }
  }

  /// Deselects `item` (UIKit's `deselectItem(at:animated:)`); nothing happens when it is
  /// not selected.
  ///
  /// - Returns: whether the selection changed.
  @discardableResult
  public mutating func deselect(_ item: LayoutIndexPath) -> Bool {
    selectedItems.remove(item) != nil
  }

  /// Deselects every item (UIKit's `selectItem(at: nil, …)`).
  public mutating func deselectAll() {
    selectedItems = []
  }

  /// The user tapped `item` (a finger down and up over it): the highlight goes, then in
  /// single mode the item is selected (a selected item stays selected), in multiple mode it
  /// is selected or deselected, as UIKit documents for `allowsMultipleSelection`, and with
  /// selection off nothing is selected.
  ///
  /// - Returns: whether the selection changed.
  @discardableResult
  public mutating func tap(_ item: LayoutIndexPath) -> Bool {
    highlightedItem = nil
    if mode == .multiple, selectedItems.contains(item) { return deselect(item) }
    return select(item)
  }

  /// Highlights `item`, as a finger coming down on it does, replacing any other highlight.
  /// With selection off nothing is highlighted (decided: UIKit highlights an item only on
  /// the way to selecting it).
  ///
  /// - Returns: whether the item is now highlighted.
  @discardableResult
  public mutating func highlight(_ item: LayoutIndexPath) -> Bool {
    guard mode != .none else { return false }
    highlightedItem = item
    return true
  }

  /// Lifts the highlight, as a finger leaving without a tap does.
  public mutating func removeHighlight() {
    highlightedItem = nil
  }

  /// Narrows the selection and highlight to what the mode allows.
  private mutating func conformToMode() {
    switch mode {
    case .none:
      selectedItems = []
      highlightedItem = nil
    case .single:
      if selectedItems.count > 1, let first = selectedItems.min() { selectedItems = [first] }
    case .multiple:
      break
    }
  }
}
