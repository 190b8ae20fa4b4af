#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutResolution
import ScrollSimulation
import UIKitCompatLayout

/// A headless table view: UIKit's `UITableView`, with rows that are objects rather than
/// pixels, laid out as a list (rule 33).
///
/// As a ``UIScrollView`` it scrolls, runs its clock and takes touches. It shows a list
/// layout of its ``style``'s appearance, one list section per table section: rows get the
/// list's geometry, separators and headers, and the same display pass, reuse pools,
/// self-sizing and selection state machine as a ``UICollectionView``. Its ``dataSource``
/// and ``delegate`` are asked and told in table spellings, its cells are
/// ``UITableViewCell``s, and a section whose data source gives a title gets a
/// ``UITableViewHeaderFooterView`` showing it.
///
/// Headless, nothing lays the view out by itself: after scrolling or changing the data,
/// call ``layoutIfNeeded()``, or ask ``visibleCells`` or ``cellForRow(at:)``, which lay out
/// first, as UIKit's run loop would have by the time code asks.
///
/// ```swift
/// let tableView = UITableView(
///   frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .insetGrouped)
/// tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
///   tableView, indexPath, title in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
///   cell.textLabel?.text = title
///   return cell
/// }
/// dataSource.applySnapshotUsingReloadData(snapshot)
/// tableView.visibleCells.first?.frame  // (16, 35, 343, 44): inset grouped, compact width
/// ```
///
/// Where UIKit raises, the table records a named ``TableViewError`` in ``lastError``. Like
/// UIKit's views it is confined to its caller: not `Sendable`.
open class UITableView: UIScrollView {
  /// The look of a table: UIKit's `UITableView.Style`, each shown as the list appearance of
  /// the same name.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// Full-width rows, headers pinned while their section shows.
    case plain = 0
    /// Full-width rows in sections 35 pt apart.
    case grouped = 1
    /// Rows inset by the layout margins, in sections 35 pt apart.
    case insetGrouped = 2

    var appearance: UICollectionLayoutListConfiguration.Appearance {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      }
    }
  }

  /// The value of ``rowHeight`` and ``estimatedRowHeight`` (and of a delegate's
  /// `heightForRowAt`) that lets the cell's preferred size decide: UIKit's
  /// `UITableView.automaticDimension`.
  public static let automaticDimension: CGFloat = -1

  /// The look of the table, fixed at creation as in UIKit.
  public let style: Style

  /// The rows, headers and footers shown, their registrations and pools.
  let views: ReusableViews

  /// The batch ``beginUpdates()`` opened, collecting changes until ``endUpdates()``.
  var openBatch: TableViewUpdateBatch?

  /// What gives the sections, rows, cells and titles; held weakly, as UIKit holds it.
  /// Setting one reloads the data from it.
  ///
  /// - Complexity: Setting one asks it for every section's count, O(sections).
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      views.dataWillChange()
      binding.dataSourceCounts = { [unowned self] in dataSourceCounts() }
      binding.reloadData()
    }
  }

  /// Told what is shown and selected, and asked for row heights; held weakly, as UIKit
  /// holds it.
  open weak var delegate: (any UITableViewDelegate)?

  /// The last call the table refused, where UIKit raises: an unregistered identifier, a row
  /// it does not show, a batch its data source's counts contradict, a bad row height, a drag
  /// by NaN (each case names the rule broken). Such a call changes nothing, or hands back a
  /// fresh, unconfigured cell where a cell is due. Set it to `nil` to start over.
  public var lastError: TableViewError?

  /// The height of every row the delegate does not size, or ``automaticDimension`` (the
  /// default) for the height each cell prefers: UIKit's `rowHeight`.
  ///
  /// Setting it reloads every section, since every row's height may change: measured
  /// heights are dropped, and the rows lose their selection, as a reload does (rule 29). A
  /// value that is neither ``automaticDimension`` nor finite and non-negative changes
  /// nothing and is kept in ``lastError``.
  open var rowHeight: CGFloat = automaticDimension {
    didSet {
      guard Self.isRowHeight(rowHeight) else {
        lastError = .invalidRowHeight(rowHeight, row: nil)
        rowHeight = oldValue
        return
      }
      if rowHeight != oldValue { rowHeightsChanged() }
    }
  }

  /// The height rows are laid out with until they show and are measured, or
  /// ``automaticDimension`` (the default): ``rowHeight`` when it is a number, else the
  /// list's 44 pt. UIKit's `estimatedRowHeight`; setting it behaves as setting
  /// ``rowHeight`` does. Zero, which turns estimates off in UIKit, counts as
  /// ``automaticDimension`` (decided): rows are still measured as they show.
  open var estimatedRowHeight: CGFloat = automaticDimension {
    didSet {
      guard Self.isRowHeight(estimatedRowHeight) else {
        lastError = .invalidRowHeight(estimatedRowHeight, row: nil)
        estimatedRowHeight = oldValue
        return
      }
      if estimatedRowHeight != oldValue { rowHeightsChanged() }
    }
  }

  /// Whether rows show separators; ``UITableViewCell/SeparatorStyle/singleLine`` by
  /// default. Setting it lays the table out again.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
    didSet { core.invalidateLayout() }
  }

  /// A table of `style` at `frame`, with no sections until a data source gives some:
  /// UIKit's `init(frame:style:)`.
  ///
  /// - Complexity: O(1).
  public init(frame: CGRect, style: Style) {
    self.style = style
    // The layout asks the table for each section on every layout pass; the table is made
    // after the layout, so the provider reaches it through a reference set below.
    let table = WeakReference<UITableView>()
    let layout = UICollectionViewCompositionalLayout { index, environment in
      table.object?.section(at: index, environment: environment)
    }
    let binding = LayoutBinding(layout: layout, size: frame.size, itemCounts: [])
    views = ReusableViews(binding: binding)
    super.init(frame: frame, binding: binding)
    table.object = self
    views.source = self
    selectionResponder = self
    binding.willApply = { [unowned self] update, itemCounts in
      views.followItems(through: update, itemCounts: itemCounts)
    }
    binding.didApply = { [unowned self] in layOutAgainIfTheLastSectionMayChange($0) }
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      views.reuse.supplementaryFactories[
        ReuseRegistry.SupplementaryKey(kind: kind, reuseIdentifier: Self.titleViewReuseIdentifier)
      ] = { UITableViewHeaderFooterView(frame: .zero) }
    }
  }

  /// A ``Style/plain`` table at `frame`: UIKit's `init(frame:)`.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// The reuse identifier of the views showing section titles.
  static let titleViewReuseIdentifier = "UITableView.title"

  /// Whether `height` can be a row height: ``automaticDimension``, or finite and not
  /// negative.
  static func isRowHeight(_ height: CGFloat) -> Bool {
    height == automaticDimension || (height.isFinite && height >= 0)
  }

  /// Lays out every section again with the new row heights, dropping measured ones.
  private func rowHeightsChanged() {
    core.invalidateLayout()
    let sections = numberOfSections
    guard sections > 0 else { return }
    reloadSections(IndexSet(integersIn: 0..<sections), with: .automatic)
  }

  /// The counts the ``dataSource`` gives, none without one.
  private func dataSourceCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
  }

  /// Shows the table's rows as its layout places them: see ``UIScrollView/layoutIfNeeded()``.
  ///
  /// Rows that left end displaying (the delegate's `didEndDisplaying`) and go back to their
  /// pools; rows shown for the first time are measured (the delegate's `heightForRowAt`, or
  /// the cell's preferred size); each visible row without a cell gets one from the data
  /// source and `willDisplay`, in index-path order, then the headers and footers.
  ///
  /// ```swift
  /// tableView.contentOffset.y = 440
  /// tableView.layoutIfNeeded()
  /// tableView.indexPathsForVisibleRows?.first  // the first row at y ≥ 440
  /// ```
  ///
  /// - Complexity: O(log sections per visible section + v log v) for v visible rows,
  ///   headers and footers, plus the measuring and the data source's and delegate's calls.
  open override func layoutIfNeeded() {
    views.layOut()
    layOutSubtree()
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  override func record(_ error: ScrollSimulationError) {
    lastError = .scrollRefused(error)
  }

  override func recordNonFiniteGeometry() {
    lastError = .geometryNotFinite
  }
}
#endif
