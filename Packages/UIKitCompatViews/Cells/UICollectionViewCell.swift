#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// A headless cell: UIKit's `UICollectionViewCell`, an object with a frame, a content
/// configuration and a selection state, made and reused by a ``UICollectionView``.
///
/// The collection view sets ``isSelected`` and ``isHighlighted`` from its selection in each
/// layout pass and on each selection change. As a ``UICollectionReusableView`` it reports a
/// preferred size through
/// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> {
///   cell, _, title in
///   var content = UIListContentConfiguration.cell()
///   content.text = title
///   cell.contentConfiguration = content
/// }
/// ```
open class UICollectionViewCell: UICollectionReusableView {
  /// The view a cell's own subviews go in: UIKit's `contentView`, filling the cell and
  /// following its size.
  public let contentView: UIView

  /// The view behind the content, or `nil`: UIKit's `backgroundView`, filling the cell.
  open var backgroundView: UIView? {
    didSet { replaceLayer(oldValue, with: backgroundView, at: 0) }
  }

  /// The view behind the content while the cell is selected or highlighted, or `nil`:
  /// UIKit's `selectedBackgroundView`, filling the cell above the ``backgroundView``.
  /// Headless, it stays in the tree; ``isSelected`` and ``isHighlighted`` say when it shows.
  open var selectedBackgroundView: UIView? {
    didSet {
      replaceLayer(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
    }
  }

  /// A cell with `frame`: UIKit's `init(frame:)`, made by the collection view for a
  /// registered class.
  public required init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// What the cell shows: UIKit's `contentConfiguration`, `nil` by default. Setting one
  /// shows it in a view of its own inside the ``contentView``: the view shown already when
  /// it supports the configuration, else one the configuration makes, filling the content
  /// view. A list content configuration reads back with a cast, as in UIKit:
  ///
  /// ```swift
  /// (cell.contentConfiguration as? UIListContentConfiguration)?.text
  /// ```
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { showContentConfiguration() }
  }

  /// The view showing ``contentConfiguration``, inside the ``contentView``.
  private var configurationView: (UIView & UIContentView)?

  /// What the cell shows behind its content, or `nil`: UIKit's `backgroundConfiguration`.
  open var backgroundConfiguration: UIBackgroundConfiguration?

  /// Whether the default ``updateConfiguration(using:)`` updates the
  /// ``contentConfiguration`` for the state; `true` by default.
  open var automaticallyUpdatesContentConfiguration = true

  /// Whether the default ``updateConfiguration(using:)`` updates the
  /// ``backgroundConfiguration`` for the state; `true` by default.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// Called after ``updateConfiguration(using:)`` with the cell and its state: UIKit's
  /// `configurationUpdateHandler`, for updating a cell without subclassing it.
  open var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Whether the cell's item is selected.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the cell's item is highlighted (a finger is down on it).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether the collection view showing the cell is editing; set by the view.
  var isShownEditing = false {
    didSet { if isShownEditing != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Whether an update of the configurations is due: from the start, after a state change,
  /// a reuse or ``setNeedsUpdateConfiguration()``.
  private(set) var needsUpdateConfiguration = true

  /// The cell's state: UIKit's `configurationState`, its traits, selection, highlight and
  /// editing. Override to add the app's own values, starting from super's:
  ///
  /// ```swift
  /// override var configurationState: UICellConfigurationState {
  ///   var state = super.configurationState
  ///   state[.item] = item
  ///   return state
  /// }
  /// ```
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isShownEditing
    return state
  }

  /// Asks for an update of the cell's configurations: UIKit's `setNeedsUpdateConfiguration()`.
  /// The collection view runs ``updateConfiguration(using:)`` before it next shows or
  /// measures the cell, once however many requests came, as UIKit's next update pass does.
  open func setNeedsUpdateConfiguration() {
    needsUpdateConfiguration = true
  }

  /// Updates the cell's configurations for `state`: UIKit's `updateConfiguration(using:)`,
  /// called when the state changed, after a reuse and after
  /// ``setNeedsUpdateConfiguration()``, before the cell is shown or measured. The default
  /// updates the ``contentConfiguration`` and ``backgroundConfiguration`` for the state
  /// where their automatic updates are on; override to configure the cell from its state.
  ///
  /// ```swift
  /// override func updateConfiguration(using state: UICellConfigurationState) {
  ///   var content = UIListContentConfiguration.subtitleCell().updated(for: state)
  ///   content.text = state[.item] as? String
  ///   contentConfiguration = content
  /// }
  /// ```
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration {
      contentConfiguration = contentConfiguration?.updated(for: state)
    }
    if automaticallyUpdatesBackgroundConfiguration {
      backgroundConfiguration = backgroundConfiguration?.updated(for: state)
    }
  }

  /// Runs ``updateConfiguration(using:)`` and the ``configurationUpdateHandler`` with the
  /// cell's state when an update is due.
  func updateConfigurationIfNeeded() {
    guard needsUpdateConfiguration else { return }
    needsUpdateConfiguration = false
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// The size the content view's constraints give the cell, unless the cell holds
  /// constraints of its own (but those that only place a list cell's separator guide): a
  /// cell's subviews are tied to its ``contentView``, as UIKit's
  /// are. A cell whose content view holds no constraints but shows a
  /// ``contentConfiguration`` takes the size the configuration's view needs, as the view
  /// UIKit makes for a configuration is tied to the content view's edges.
  /// See ``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
  open override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    guard !holdsSizingConstraints else {
      return super.systemLayoutSizeFitting(
        targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
        verticalFittingPriority: verticalFittingPriority)
    }
    if contentView.constraints.isEmpty, let configurationView {
      let freeAxes = (
        horizontal: horizontalFittingPriority < .required,
        vertical: verticalFittingPriority < .required
      )
      guard configurationView.constraints.isEmpty else {
        return configurationView.fittingSize(targetSize, freeAxes: freeAxes)
      }
      let size = configurationView.intrinsicContentSize(
        forWidth: freeAxes.horizontal ? .infinity : targetSize.width)
      return CGSize(
        width: freeAxes.horizontal && size.width >= 0 ? size.width : targetSize.width,
        height: freeAxes.vertical && size.height >= 0 ? size.height : targetSize.height)
    }
    return contentView.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
      verticalFittingPriority: verticalFittingPriority)
  }

  override var hasConstraintLayout: Bool {
    holdsSizingConstraints || !contentView.constraints.isEmpty || configurationView != nil
  }

  /// Whether the cell holds a constraint that can size it: any but one tying a separator
  /// guide, which moves only the separator.
  private var holdsSizingConstraints: Bool {
    constraints.contains { constraint in
      ![constraint.firstItem, constraint.secondItem].contains {
        ($0 as? UILayoutGuide)?.kind == .separator
      }
    }
  }

  /// The least height a row showing a list content configuration takes: 52, measured on
  /// iOS 26.1 (rule 40).
  var listRowMinimumHeight: CGFloat { UIListContentView.minimumRowHeight }

  /// Shows ``contentConfiguration`` in the view showing the last one when it supports it,
  /// or in a new one; without a configuration, removes the view.
  private func showContentConfiguration() {
    guard let configuration = contentConfiguration else {
      configurationView?.removeFromSuperview()
      configurationView = nil
      return
    }
    if let view = configurationView, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    configurationView?.removeFromSuperview()
    let view = configuration.makeContentView()
    (view as? UIListContentView)?.minimumHeight = listRowMinimumHeight
    view.frame = contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(view)
    configurationView = view
  }

  /// Puts `view` in place of `old` at `index` among the subviews, filling the cell.
  private func replaceLayer(_ old: UIView?, with view: UIView?, at index: Int) {
    guard old !== view else { return }
    old?.removeFromSuperview()
    guard let view else { return }
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: index)
  }
}
#endif
