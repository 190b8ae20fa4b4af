#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// A headless table view: UIKit's `UITableView`, with rows that are objects rather than
/// pixels, laid out as a list (rule 33).
///
/// It is built on a headless ``UICollectionView`` (``collectionView``) showing a list layout
/// of its ``style``'s appearance, one list section per table section: rows get the list's
/// geometry, separators and headers, and the collection view's reuse pools, display pass,
/// selection and self-sizing. The table view translates: its ``dataSource`` and ``delegate``
/// are asked and told in table spellings, its cells are ``UITableViewCell``s, and a section
/// whose data source gives a title gets a ``UITableViewHeaderFooterView`` showing it.
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
/// Like UIKit's views it is confined to its caller: not `Sendable`.
open class UITableView {
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

  /// The collection view that shows the rows: a list layout of ``style``'s appearance over
  /// the table's data source and delegate. Read it for what the table does not spell (the
  /// separators through its host's `layoutAttributesForElements(in:)`); change the table
  /// through the table's own spellings, which the collection view's data source and
  /// delegate translate.
  public let collectionView: UICollectionView

  /// Translates between the collection view and this table's data source and delegate; the
  /// collection view holds it weakly, the table strongly.
  let bridge: TableViewCollectionBridge

  /// The batch ``beginUpdates()`` opened, collecting changes until ``endUpdates()``.
  var openBatch: TableViewUpdateBatch?

  /// Where the table sits in its superview; its size is the collection view's. A frame
  /// that is not finite is refused, where UIKit raises: ``lastError`` says
  /// ``TableViewError/geometryNotFinite`` and the frame stays as it was.
  open var frame: CGRect {
    get { collectionView.frame }
    set {
      guard newValue.isFiniteGeometry else {
        lastError = .geometryNotFinite
        return
      }
      collectionView.frame = newValue
    }
  }

  /// What gives the sections, rows, cells and titles; held weakly, as UIKit holds it.
  /// Setting one reloads the data from it.
  ///
  /// - Complexity: Setting one asks it for every section's count, O(sections).
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      // Set even when it was set: the collection view reloads from its data source when it
      // is set, and a diffable data source's construction replaced the host's.
      collectionView.dataSource = bridge
    }
  }

  /// Told what is shown and selected, and asked for row heights; held weakly, as UIKit
  /// holds it.
  open weak var delegate: (any UITableViewDelegate)?

  /// The last call UIKit would raise for, or `nil`; such a call changes nothing, or hands
  /// back a fresh, unconfigured cell where a cell is due. Set it to `nil` to start over.
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
    didSet { host.core.invalidateLayout() }
  }

  /// A table of `style` at `frame`, with no sections until a data source gives some:
  /// UIKit's `init(frame:style:)`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    let bridge = TableViewCollectionBridge()
    self.bridge = bridge
    let layout = UICollectionViewCompositionalLayout { [weak bridge] index, environment in
      bridge?.tableView?.section(at: index, environment: environment)
    }
    collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
    bridge.tableView = self
    collectionView.delegate = bridge
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collectionView.register(
        UITableViewHeaderFooterView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: Self.titleViewReuseIdentifier)
    }
    collectionView.host.preferredSizeProvider = { [weak self] attributes in
      self?.preferredSize(for: attributes)
    }
  }

  /// A ``Style/plain`` table at `frame`: UIKit's `init(frame:)`.
  public convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// The host that lays out, scrolls and selects for the table: the collection view's.
  public var host: CollectionViewLayoutHost { collectionView.host }

  /// The reuse identifier of the views showing section titles.
  static let titleViewReuseIdentifier = "UITableView.title"

  /// Whether `height` can be a row height: ``automaticDimension``, or finite and not
  /// negative.
  static func isRowHeight(_ height: CGFloat) -> Bool {
    height == automaticDimension || (height.isFinite && height >= 0)
  }

  /// Lays out every section again with the new row heights, dropping measured ones.
  private func rowHeightsChanged() {
    host.core.invalidateLayout()
    let sections = host.numberOfSections
    guard sections > 0 else { return }
    reloadSections(IndexSet(integersIn: 0..<sections), with: .automatic)
  }
}
#endif
