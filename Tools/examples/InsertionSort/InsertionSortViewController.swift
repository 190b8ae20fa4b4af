#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import SampleSupport
import UIKitCompat

/// The sample's Insertion Sort Visualization ("Implementing Modern Collection Views"),
/// written as its `InsertionSortViewController` is: a view controller titled "Insertion Sort
/// Visualizer" whose black collection view fills its view with as many rows of shuffled
/// colours as 34 pt fit in its height, each as many 16 pt nodes wide as fit in its width, one
/// section per row (an ``InsertionSortArray``). The Sort button sorts every row by hue, a step
/// of insertion sort in each row at a time; once every row is sorted, fresh shuffled rows
/// start over.
///
/// The sample waits on `DispatchQueue.main.asyncAfter` between steps (125 ms, and 1000 ms
/// before starting over); here the next step waits in ``scheduledDelay`` until the caller
/// runs ``tick()``, and the rows are shuffled by a seeded ``generator``.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// let screen = InsertionSortViewController()
/// window.rootViewController = screen
/// window.makeKeyAndVisible()  // 23 rows of 23 shuffled colours
/// screen.navigationItem.rightBarButtonItem?.tap()  // the first step; "Stop"
/// screen.tick()  // the next step, 125 ms later on iOS
/// ```
public final class InsertionSortViewController: UIViewController {

  /// The size of one node: 16 × 34.
  public static let nodeSize = CGSize(width: 16, height: 34)
  /// Kept, as the sample keeps it, unread: the cell registration has its own.
  public static let reuseIdentifier = "cell-id"
  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var insertionCollectionView: UICollectionView?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded: one section per row, one
  /// item per node.
  public var dataSource:
    UICollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>?
  /// Whether the sort runs.
  public var isSorting = false
  /// Kept, as the sample keeps it, unread.
  public var isSorted = false
  // Port: the shuffles draw from a seeded generator; set it before the view loads to pick the
  // rows.
  /// What shuffles the rows.
  public var generator = SeededRandomNumberGenerator(seed: 2020)
  // Port: the pending step that tick() runs, where the sample hands it to the main queue.
  private var scheduledStep: (() -> Void)?
  /// The delay in milliseconds the sample waits before the pending step, or `nil` when no
  /// step is pending: 125 between steps, 1000 before starting over.
  public private(set) var scheduledDelay: Int?

  /// Titles the screen, builds the collection view, fills it with shuffled rows and puts the
  /// Sort button in the navigation item.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Insertion Sort Visualizer"
    configureHierarchy()
    configureDataSource()
    configureNavItem()
  }

  // Port: in the class body; Swift overrides from an extension only @objc methods.
  /// Fresh shuffled rows for the view's bounds as they are before the new size, as the
  /// sample reads them.
  public override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    // Port: the data source and view are optional; both are there once the view is loaded.
    if let dataSource, let insertionCollectionView {
      let bounds = insertionCollectionView.bounds
      let snapshot = randomizedSnapshot(for: bounds)
      dataSource.apply(snapshot)
    }
  }
}

extension InsertionSortViewController {

  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout())
    collectionView.backgroundColor = .black
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    insertionCollectionView = collectionView
  }

  func configureNavItem() {
    // Port: a UIAction as the button's primary action for the target and #selector, which
    // need the Objective-C runtime; the title comes with the action, the style is plain.
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      primaryAction: UIAction(title: isSorting ? "Stop" : "Sort") { [weak self] _ in
        self?.toggleSort()
      })
  }

  // Port: no @objc; the button's action calls it.
  /// Starts the sort with a first step, or stops it at the next one, and retitles the
  /// button.
  public func toggleSort() {
    isSorting.toggle()
    if isSorting {
      performSortStep()
    }
    configureNavItem()
  }

  /// Takes one insertion-sort step in every row not yet sorted and shows it, animated; when
  /// every row is sorted, schedules fresh shuffled rows instead. Either way the next step
  /// waits for ``tick()``. Does nothing while the sort is stopped.
  ///
  /// - Complexity: O(r · n) for r rows of n nodes, plus the apply's diff.
  public func performSortStep() {
    if !isSorting {
      return
    }
    // Port: the data source and view are optional; both are there once the view is loaded.
    guard let dataSource, let insertionCollectionView else { return }

    var sectionCountNeedingSort = 0

    // The rows as shown now.
    var updatedSnapshot = dataSource.snapshot()

    // One step in each row still unsorted, its nodes put back in their new order.
    updatedSnapshot.sectionIdentifiers.forEach {
      let section = $0
      if !section.isSorted {
        section.sortNext()
        let items = section.values

        updatedSnapshot.deleteItems(items)
        updatedSnapshot.appendItems(items, toSection: section)

        sectionCountNeedingSort += 1
      }
    }

    var shouldReset = false
    var delay = 125
    if sectionCountNeedingSort > 0 {
      dataSource.apply(updatedSnapshot)
    } else {
      delay = 1000
      shouldReset = true
    }
    let bounds = insertionCollectionView.bounds
    // Port: `DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(delay))` becomes
    // a pending step that tick() runs; `[weak self]`, as a screen gone before its step runs
    // lets the step go.
    scheduledDelay = delay
    scheduledStep = { [weak self] in
      guard let self else { return }
      if shouldReset {
        let snapshot = self.randomizedSnapshot(for: bounds)
        self.dataSource?.apply(snapshot, animatingDifferences: false)
      }
      self.performSortStep()
    }
  }

  // Port: what the main queue does when the delay is up.
  /// Runs the pending step, if any: as when the sample's delay is up.
  public func tick() {
    guard let step = scheduledStep else { return }
    scheduledStep = nil
    scheduledDelay = nil
    step()
  }

  /// One section per row: a row 34 pt tall of as many equal nodes as 16 pt fit in the
  /// container's width.
  func layout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      let contentSize = layoutEnvironment.container.effectiveContentSize
      let columns = Int(contentSize.width / InsertionSortViewController.nodeSize.width)
      let rowHeight = InsertionSortViewController.nodeSize.height
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: size)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: groupSize, subitem: item, count: columns)
      let section = NSCollectionLayoutSection(group: group)
      return section
    }
    return layout
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let insertionCollectionView else { return }

    // A node is a cell filled with its colour.
    let cellRegistration = UICollectionView.CellRegistration<
      UICollectionViewCell, InsertionSortArray.SortNode
    > { (cell, indexPath, sortNode) in
      cell.backgroundColor = sortNode.color
    }

    let dataSource = UICollectionViewDiffableDataSource<
      InsertionSortArray, InsertionSortArray.SortNode
    >(collectionView: insertionCollectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, node: InsertionSortArray.SortNode)
        -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: node)
    }
    self.dataSource = dataSource

    let bounds = insertionCollectionView.bounds
    let snapshot = randomizedSnapshot(for: bounds)
    dataSource.apply(snapshot)
  }

  /// A snapshot of fresh shuffled rows: as many as fit in `bounds`, each as wide.
  ///
  /// - Complexity: O(r · n) for r rows of n nodes.
  func randomizedSnapshot(for bounds: CGRect)
    -> NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>
  {
    var snapshot = NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>()
    let rowCount = rows(for: bounds)
    let columnCount = columns(for: bounds)
    for _ in 0..<rowCount {
      // Port: shuffled by the screen's seeded generator.
      let section = InsertionSortArray(count: columnCount, using: &generator)
      snapshot.appendSections([section])
      snapshot.appendItems(section.values)
    }
    return snapshot
  }

  /// How many 34 pt rows fit in `bounds`' height.
  func rows(for bounds: CGRect) -> Int {
    return Int(bounds.height / InsertionSortViewController.nodeSize.height)
  }

  /// How many 16 pt nodes fit in `bounds`' width.
  func columns(for bounds: CGRect) -> Int {
    return Int(bounds.width / InsertionSortViewController.nodeSize.width)
  }
}
#endif
