#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import LayoutLists
public import UIKitCompatLayout

/// A control or mark at the side of a list row.
///
/// Mirrors UIKit's `UICellAccessory` system accessories as static factories over the core's
/// `CellAccessory` (``core``), each with UIKit's `displayed` state and options. An accessory
/// shows while ``isDisplayed(editing:)``: by default the editing controls (delete, insert,
/// reorder, multiselect) only while the list edits, the others always.
///
/// ```swift
/// cell.accessories = [.delete(), .reorder(displayed: .always), .disclosureIndicator()]
/// cell.accessories.filter { $0.isDisplayed(editing: false) }  // reorder, disclosure
/// ```
///
/// The outline disclosure, delete, insert and detail accessories take UIKit's
/// `actionHandler`, which a tap on the accessory runs
/// (``UICollectionView/tapAccessory(_:ofItemAt:)``); a pop-up menu's is chosen from with
/// ``UICollectionView/chooseMenuAction(titled:fromAccessoryOfItemAt:)``. Two accessories
/// are equal when they show the same: their handlers are not compared, and a custom view or
/// a menu is the same object. An accessory is not `Sendable`: its handler is a closure of
/// the screen that made it (capturing the screen, as UIKit's do), which only the view showing
/// the accessory runs, where the screen runs; a cell and its accessories stay with the view.
///
/// Departures: the system accessories' options leave out tint and background colours and
/// fonts, which only ``popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)`` and
/// ``customView(configuration:)`` keep; ``custom(name:)`` names an accessory for the
/// renderer without a view.
public struct UICellAccessory: Hashable {
  /// What a tap on an accessory runs: UIKit's `UICellAccessory.ActionHandler`.
  public typealias ActionHandler = () -> Void

  /// An action handler, kept for the view that shows the accessory, which runs it.
  package struct Handler {
    /// The handler.
    package let run: ActionHandler
  }

  /// The core accessory.
  public let core: CellAccessory
  /// When the accessory shows: UIKit's `displayedState`.
  public let displayedState: DisplayedState
  /// Whether the cell hides the accessory, keeping its place: UIKit's options' `isHidden`.
  public let isHidden: Bool
  /// The width kept for the accessory: UIKit's options' `reservedLayoutWidth`.
  public let reservedLayoutWidth: LayoutDimension
  /// The options of an outline disclosure, `nil` for any other accessory.
  public let outlineDisclosureOptions: OutlineDisclosureOptions?
  /// Whether a reorder grip shows a vertical separator before it when it follows another
  /// accessory: UIKit's `ReorderOptions.showsVerticalSeparator`; `nil` for other accessories.
  public let showsVerticalSeparator: Bool?
  /// The menu a pop-up menu accessory opens, `nil` for any other accessory: UIKit's
  /// `UICellAccessoryPopUpMenu.menu`.
  public let menu: UIMenu?
  /// What a custom view accessory shows and where, `nil` for any other accessory.
  public let customViewConfiguration: CustomViewConfiguration?
  /// The accessory's tint, `nil` for the cell's: kept for a pop-up menu or a custom view.
  public let tintColor: UIColor?
  /// What a tap on the accessory runs, if it was made with an `actionHandler`.
  package let actionHandler: Handler?
  /// What choosing from a pop-up menu runs after the action chosen, if it was made with a
  /// `selectedElementDidChangeHandler`.
  package let menuSelectionHandler: MenuSelectedElementDidChangeHandler?

  private init(
    _ core: CellAccessory, displayed: DisplayedState, options: AccessoryOptions,
    outlineDisclosureOptions: OutlineDisclosureOptions? = nil,
    showsVerticalSeparator: Bool? = nil, actionHandler: ActionHandler? = nil
  ) {
    self.core = core
    self.displayedState = displayed
    self.isHidden = options.isHidden
    self.reservedLayoutWidth = options.reservedLayoutWidth
    self.outlineDisclosureOptions = outlineDisclosureOptions
    self.showsVerticalSeparator = showsVerticalSeparator
    self.actionHandler = actionHandler.map(Handler.init)
    menu = nil
    customViewConfiguration = nil
    tintColor = nil
    menuSelectionHandler = nil
  }

  /// A pop-up menu accessory or a custom view accessory.
  private init(
    _ core: CellAccessory, displayed: DisplayedState, isHidden: Bool,
    reservedLayoutWidth: LayoutDimension, tintColor: UIColor?, menu: UIMenu? = nil,
    menuSelectionHandler: MenuSelectedElementDidChangeHandler? = nil,
    customViewConfiguration: CustomViewConfiguration? = nil
  ) {
    self.core = core
    self.displayedState = displayed
    self.isHidden = isHidden
    self.reservedLayoutWidth = reservedLayoutWidth
    self.tintColor = tintColor
    self.menu = menu
    self.menuSelectionHandler = menuSelectionHandler
    self.customViewConfiguration = customViewConfiguration
    outlineDisclosureOptions = nil
    showsVerticalSeparator = nil
    actionHandler = nil
  }

  /// Whether `lhs` and `rhs` show the same accessory: the same kind, state and options, the
  /// same menu or custom view object; their handlers, closures, are not compared.
  public static func == (lhs: UICellAccessory, rhs: UICellAccessory) -> Bool {
    lhs.core == rhs.core && lhs.displayedState == rhs.displayedState
      && lhs.isHidden == rhs.isHidden && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth
      && lhs.outlineDisclosureOptions == rhs.outlineDisclosureOptions
      && lhs.showsVerticalSeparator == rhs.showsVerticalSeparator
      && lhs.tintColor == rhs.tintColor && lhs.menu === rhs.menu
      && lhs.customViewConfiguration == rhs.customViewConfiguration
  }

  /// Hashes what `==` compares: everything but the handlers.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(core)
    hasher.combine(displayedState)
    hasher.combine(isHidden)
    hasher.combine(reservedLayoutWidth)
    hasher.combine(outlineDisclosureOptions)
    hasher.combine(showsVerticalSeparator)
    hasher.combine(tintColor)
    hasher.combine(menu.map(ObjectIdentifier.init))
    hasher.combine(customViewConfiguration)
  }

  /// Whether the accessory shows in a list that is editing or not: its
  /// ``displayedState`` matches and it is not hidden.
  ///
  /// - Complexity: O(1).
  public func isDisplayed(editing: Bool) -> Bool {
    guard !isHidden else { return false }
    switch displayedState {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// When an accessory shows: UIKit's `UICellAccessory.DisplayedState`.
  public enum DisplayedState: Int, Hashable, Sendable, CaseIterable {
    /// Whether the list edits or not.
    case always = 0
    /// Only while the list edits.
    case whenEditing = 1
    /// Only while the list does not edit.
    case whenNotEditing = 2
  }

  /// A width kept for an accessory, which centres in it: UIKit's
  /// `UICellAccessory.LayoutDimension`.
  public enum LayoutDimension: Hashable, Sendable {
    /// The accessory's own width.
    case actual
    /// The system's standard width for the accessory.
    case standard
    /// A width in points.
    case custom(CGFloat)
  }

  /// The options every system accessory takes: UIKit's `DisclosureIndicatorOptions`,
  /// `DetailOptions`, `CheckmarkOptions`, `DeleteOptions`, `InsertOptions`,
  /// `MultiselectOptions` and `LabelOptions`, less their colours and fonts.
  public struct AccessoryOptions: Hashable, Sendable {
    /// Whether the cell hides the accessory; `false` by default.
    public var isHidden: Bool
    /// The width kept for the accessory; ``LayoutDimension/standard`` by default.
    public var reservedLayoutWidth: LayoutDimension

    /// Options with the values given, UIKit's defaults for the others.
    public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
    }
  }

  /// UIKit's `UICellAccessory.DisclosureIndicatorOptions`.
  public typealias DisclosureIndicatorOptions = AccessoryOptions
  /// UIKit's `UICellAccessory.DetailOptions`.
  public typealias DetailOptions = AccessoryOptions
  /// UIKit's `UICellAccessory.CheckmarkOptions`.
  public typealias CheckmarkOptions = AccessoryOptions
  /// UIKit's `UICellAccessory.DeleteOptions`.
  public typealias DeleteOptions = AccessoryOptions
  /// UIKit's `UICellAccessory.InsertOptions`.
  public typealias InsertOptions = AccessoryOptions
  /// UIKit's `UICellAccessory.MultiselectOptions`.
  public typealias MultiselectOptions = AccessoryOptions
  /// UIKit's `UICellAccessory.LabelOptions`.
  public typealias LabelOptions = AccessoryOptions

  /// The options of a reorder grip: UIKit's `UICellAccessory.ReorderOptions`, less its tint.
  public struct ReorderOptions: Hashable, Sendable {
    /// Whether the cell hides the grip; `false` by default.
    public var isHidden: Bool
    /// The width kept for the grip; ``LayoutDimension/standard`` by default.
    public var reservedLayoutWidth: LayoutDimension
    /// Whether a vertical separator shows before the grip when it follows another
    /// accessory; `true` by default.
    public var showsVerticalSeparator: Bool

    /// Options with the values given, UIKit's defaults for the others.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// How an outline disclosure behaves: UIKit's `UICellAccessory.OutlineDisclosureOptions`,
  /// less its tint.
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
    /// Whether the cell hides the disclosure; `false` by default.
    public var isHidden: Bool
    /// The width kept for the disclosure; ``LayoutDimension/standard`` by default.
    public var reservedLayoutWidth: LayoutDimension

    /// Options with the values given, UIKit's defaults for the others.
    public init(
      style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil
    ) {
      self.style = style
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
    }
  }

  /// A chevron saying the row leads somewhere: UIKit's `disclosureIndicator(displayed:options:)`.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    Self(.disclosureIndicator, displayed: displayed, options: options)
  }

  /// The outline triangle that expands and collapses a parent row:
  /// UIKit's `outlineDisclosure(displayed:options:actionHandler:)`. In a `UICollectionView`
  /// driven by a diffable data source, a tap on a row whose
  /// `UICollectionViewListCell/accessories` hold one of style
  /// ``OutlineDisclosureOptions/Style/header`` expands or collapses its item, and so does a
  /// tap on the disclosure itself (rule 35); `actionHandler`, when given, runs instead.
  ///
  /// ```swift
  /// cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
  /// ```
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    Self(
      .outlineDisclosure, displayed: displayed,
      options: AccessoryOptions(
        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth),
      outlineDisclosureOptions: options, actionHandler: actionHandler)
  }

  /// A checkmark: UIKit's `checkmark(displayed:options:)`.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    Self(.checkmark, displayed: displayed, options: options)
  }

  /// The delete control, by default only while editing: UIKit's
  /// `delete(displayed:options:actionHandler:)`; a tap on it runs `actionHandler`.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    Self(.delete, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// The insert control, by default only while editing: UIKit's
  /// `insert(displayed:options:actionHandler:)`; a tap on it runs `actionHandler`.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    Self(.insert, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// The reorder grip, by default only while editing: UIKit's `reorder(displayed:options:)`.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    Self(
      .reorder, displayed: displayed,
      options: AccessoryOptions(
        isHidden: options.isHidden, reservedLayoutWidth: options.reservedLayoutWidth),
      showsVerticalSeparator: options.showsVerticalSeparator)
  }

  /// The selection circle, by default only while editing: UIKit's
  /// `multiselect(displayed:options:)`.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()
  ) -> UICellAccessory {
    Self(.multiselect, displayed: displayed, options: options)
  }

  /// The detail (info) button: UIKit's `detail(displayed:options:actionHandler:)`; a tap on
  /// it runs `actionHandler`.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    Self(.detail, displayed: displayed, options: options, actionHandler: actionHandler)
  }

  /// A short text, such as a count: UIKit's `label(text:displayed:options:)`.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> UICellAccessory {
    Self(.label(text: text), displayed: displayed, options: options)
  }

  /// An accessory the renderer draws itself, named by the app, shown always.
  public static func custom(name: String) -> UICellAccessory {
    Self(.custom(name: name), displayed: .always, options: AccessoryOptions())
  }

  /// A pair of chevrons saying a tap on the row opens `menu`, at the trailing edge: UIKit's
  /// `popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)`. Nothing opens a
  /// menu headless; a test chooses from it with
  /// ``UICollectionView/chooseMenuAction(titled:fromAccessoryOfItemAt:)``, which turns the
  /// action chosen on, runs its handler, then `selectedElementDidChangeHandler` with the
  /// menu.
  ///
  /// ```swift
  /// let sizes = UIMenu(options: .singleSelection, children: ["Small", "Large"].map { size in
  ///   UIAction(title: size, state: size == current ? .on : .off) { _ in current = size }
  /// })
  /// cell.accessories = [.popUpMenu(sizes) { menu in print(menu.selectedElements) }]
  /// ```
  public static func popUpMenu(
    _ menu: UIMenu, displayed: DisplayedState = .always,
    options: PopUpMenuOptions = PopUpMenuOptions(),
    selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
  ) -> UICellAccessory {
    Self(
      .popUpMenu, displayed: displayed, isHidden: options.isHidden,
      reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor, menu: menu,
      menuSelectionHandler: selectedElementDidChangeHandler)
  }

  /// An accessory showing a view of the app's, where its configuration places it: UIKit's
  /// `customView(configuration:)`. The core names it after what it shows (see
  /// ``CustomViewConfiguration``), which a renderer draws.
  ///
  /// ```swift
  /// let star = UIImageView(image: UIImage(systemName: "star.fill"))
  /// cell.accessories = [
  ///   .disclosureIndicator(), .customView(configuration: .init(customView: star, placement: .trailing())),
  /// ]
  /// ```
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    Self(
      .custom(name: configuration.name), displayed: configuration.placement.displayedState,
      isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
      tintColor: configuration.tintColor, customViewConfiguration: configuration)
  }
}
#endif
