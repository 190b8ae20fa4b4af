#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's "UITableView: Editing" ("Implementing Modern Collection Views"), written as
/// its `TableViewEditingViewController` is: an inset grouped table pinned to the safe area,
/// of eight mountains in two titled sections with footers, whose rows the user deletes and
/// reorders once the Edit button turns editing on. A `UITableViewDiffableDataSource`
/// subclass gives the titles, allows the edits and turns each into a snapshot it applies.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// let screen = TableViewEditingViewController()
/// window.rootViewController = screen
/// window.makeKeyAndVisible()
/// screen.navigationItem.rightBarButtonItems?.first?.tap()  // editing: the title reads Done
/// screen.tableView.tapEditingControl(ofRowAt: IndexPath(row: 0, section: 0))  // deletes it
/// ```
public final class TableViewEditingViewController: UIViewController {
  /// The table's sections, numbered as the table shows them.
  public enum Section: Int, Sendable {
    case visited = 0
    case bucketList

    /// The section's header title.
    public func description() -> String {
      switch self {
      case .visited: "Visited"
      case .bucketList: "Bucket List"
      }
    }

    /// The section's footer title.
    public func secondaryDescription() -> String {
      switch self {
      case .visited: "Trips I've made!"
      case .bucketList: "Need to do this before I go!"
      }
    }
  }

  /// The section identifiers' type.
  public typealias SectionType = Section
  /// The item identifiers' type.
  public typealias ItemType = MountainsController.Mountain

  /// The data source, subclassed for the titles and the edits as UIKit's table data source
  /// protocol asks.
  public final class DataSource: UITableViewDiffableDataSource<SectionType, ItemType> {
    /// The section's title from its ``Section``.
    public override func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    ) -> String? {
      Section(rawValue: section)?.description()
    }

    /// The section's footer from its ``Section``.
    public override func tableView(
      _ tableView: UITableView, titleForFooterInSection section: Int
    ) -> String? {
      Section(rawValue: section)?.secondaryDescription()
    }

    /// Every row can be reordered.
    public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath)
      -> Bool
    {
      true
    }

    /// Moves the row's mountain in the snapshot where the user dropped it: after the
    /// mountain now at the destination when it moves down its own section, before it
    /// otherwise, and to the end of the destination's section when no mountain is there.
    public override func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      guard sourceIndexPath != destinationIndexPath,
        let moved = itemIdentifier(for: sourceIndexPath)
      else { return }
      var snapshot = snapshot()
      if let target = itemIdentifier(for: destinationIndexPath) {
        guard let from = snapshot.indexOfItem(moved), let to = snapshot.indexOfItem(target)
        else { return }
        let movesDownItsSection =
          to > from
          && snapshot.sectionIdentifier(containingItem: moved)
            == snapshot.sectionIdentifier(containingItem: target)
        snapshot.deleteItems([moved])
        if movesDownItsSection {
          snapshot.insertItems([moved], afterItem: target)
        } else {
          snapshot.insertItems([moved], beforeItem: target)
        }
      } else {
        let section = snapshot.sectionIdentifiers[destinationIndexPath.section]
        snapshot.deleteItems([moved])
        snapshot.appendItems([moved], toSection: section)
      }
      apply(snapshot, animatingDifferences: false)
    }

    /// Every row can be edited.
    public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath)
      -> Bool
    {
      true
    }

    /// Deletes the row's mountain when the user confirms a deletion.
    public override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let deleted = itemIdentifier(for: indexPath) else { return }
      var snapshot = snapshot()
      snapshot.deleteItems([deleted])
      apply(snapshot)
    }
  }

  /// The reuse identifier of every row.
  public let reuseIdentifier = "reuse-id"
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the table, once the view is loaded.
  public var dataSource: DataSource?
  // Port: lint refuses implicitly unwrapped optionals; configureHierarchy() replaces it.
  /// The screen's table view.
  public var tableView = UITableView(frame: .zero, style: .insetGrouped)

  /// Builds the table, fills it and titles the screen with its Edit button.
  public override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
    configureNavigationItem()
  }

  /// Puts an inset grouped table of plain cells in the view, pinned to its safe area.
  func configureHierarchy() {
    tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: safeArea.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
    ])
  }

  /// Makes the data source, whose rows show a mountain's name over its height in metres
  /// written in groups of three digits, and applies the first snapshot.
  func configureDataSource() {
    let formatter = NumberFormatter()
    formatter.groupingSize = 3
    formatter.usesGroupingSeparator = true
    // Port: the identifier captured, not `self`: the data source the screen keeps would
    // keep the screen.
    let dataSource = DataSource(tableView: tableView) {
      [reuseIdentifier] tableView, indexPath, mountain in
      let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = mountain.name
      if let height = formatter.string(from: NSNumber(value: mountain.height)) {
        content.secondaryText = "\(height)M"
      }
      cell.contentConfiguration = content
      return cell
    }
    dataSource.apply(initialSnapshot(), animatingDifferences: false)
    self.dataSource = dataSource
  }

  /// The first eight mountains: the last four visited, the first four still to climb.
  func initialSnapshot() -> NSDiffableDataSourceSnapshot<SectionType, ItemType> {
    let limit = 8
    let mountains = MountainsController().filteredMountains(limit: limit)
    var snapshot = NSDiffableDataSourceSnapshot<SectionType, ItemType>()
    snapshot.appendSections([.visited])
    snapshot.appendItems(Array(mountains[limit / 2..<limit]))
    snapshot.appendSections([.bucketList])
    snapshot.appendItems(Array(mountains[0..<limit / 2]))
    return snapshot
  }

  /// Titles the screen and gives it a button reading Edit, or Done while editing.
  func configureNavigationItem() {
    navigationItem.title = "UITableView: Editing"
    // Port: no target-action or #selector; a UIAction calls the method.
    let editingItem = UIBarButtonItem(
      primaryAction: UIAction(title: tableView.isEditing ? "Done" : "Edit") { [weak self] _ in
        self?.toggleEditing()
      })
    navigationItem.rightBarButtonItems = [editingItem]
  }

  // Port: no @objc; the button's action calls it.
  /// Turns editing on or off, and the button's title with it.
  func toggleEditing() {
    tableView.setEditing(!tableView.isEditing, animated: true)
    configureNavigationItem()
  }
}
#endif
