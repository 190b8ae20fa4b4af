#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import SampleSupport

/// Rows of shuffled colours that a Sort button sorts by insertion sort, a step for every row
/// at a time; once all are sorted, fresh shuffled rows start over: the sample's Insertion Sort
/// window.
///
/// The sample steps on a timer (125 ms between steps, 1000 ms before starting over). Here the
/// step waits in ``scheduledDelay`` until the caller runs ``tick()``.
public final class InsertionSortWindowController: NSWindowController {

  // Port: the XIB's outlets are made here and placed by `loadWindow()`.
  /// The button that starts and stops the sort.
  public let sortButton = NSButton(title: "Sort", target: nil, action: nil)
  /// The size of one node: 16 × 34.
  public static let nodeSize = CGSize(width: 16, height: 34)
  /// The collection view the window shows.
  public let collectionView = NSCollectionView(frame: .zero)
  // Port: optional rather than implicitly unwrapped (house lint).
  /// The data source: one section per row, one item per node.
  public private(set) var dataSource:
    NSCollectionViewDiffableDataSource<InsertionSortArray, InsertionSortArray.SortNode>?
  /// Whether the sort runs.
  public var isSorting = false
  /// Kept, as the sample keeps it, unread.
  public var isSorted = false
  // Port: the shuffles draw from a seeded generator; set it before the window loads to pick
  // the rows.
  /// What shuffles the rows.
  public var generator = SeededRandomNumberGenerator(seed: 2020)
  // Port: the timer's pending step, which tick() runs, and its delay, for a test to read.
  private var scheduledStep: (() -> Void)?
  /// The delay in milliseconds the sample waits before the pending step, or `nil` when no
  /// step is pending: 125 between steps, 1000 before starting over.
  public private(set) var scheduledDelay: Int?

  // Port: the window the XIB describes, built in code: the Sort button 20 pt from the top and
  // trailing edges, the scroll view 20 pt below it, the XIB's collection view flags (not
  // selectable), and the button's action. The XIB's window is not resizable.
  public override func loadWindow() {
    let window = SampleWindow.make(
      size: NSSize(width: 400, height: 538),
      scrollViewFrame: NSRect(x: 0, y: 0, width: 400, height: 477), isResizable: false,
      showing: collectionView)
    sortButton.frame = NSRect(x: 320, y: 490, width: 66, height: 32)
    sortButton.autoresizingMask = [.minXMargin, .minYMargin]
    window.contentView?.addSubview(sortButton)
    sortButton.actionHandler = { [weak self] control in self?.toggleSort(control) }
    collectionView.isSelectable = false
    self.window = window
  }

  public override func windowDidLoad() {
    super.windowDidLoad()
    configureHierarchy()
    configureDataSource()
    configureSortButton()
  }
}

extension InsertionSortWindowController {

  func configureHierarchy() {
    collectionView.collectionViewLayout = layout()

    let itemNib = NSNib(nibNamed: "InsertionSortItem", bundle: nil)
    collectionView.register(itemNib, forItemWithIdentifier: InsertionSortItem.reuseIdentifier)
  }

  func configureSortButton() {
    sortButton.title = isSorting ? "Stop" : "Sort"
  }

  // Port: no `@IBAction`; the button's action handler calls it.
  /// Starts the sort with a first step, or stops it at the next one.
  public func toggleSort(_ sender: Any?) {
    isSorting.toggle()
    if isSorting {
      performSortStep()
    }
    configureSortButton()
  }

  /// Takes one insertion-sort step in every row not yet sorted and shows it, animated; when
  /// every row is sorted, schedules fresh shuffled rows instead. Either way the next step
  /// waits for ``tick()``. Does nothing while the sort is stopped.
  public func performSortStep() {
    if !isSorting {
      return
    }
    // Port: the data source is optional; it is there after configureDataSource().
    guard let dataSource else { return }

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
    let bounds = collectionView.bounds
    // Port: `DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(delay))` becomes
    // a pending step that tick() runs.
    scheduledDelay = delay
    // Port: `[weak self]`, as a window closed before its step runs lets the step go.
    scheduledStep = { [weak self] in
      guard let self else { return }
      if shouldReset {
        let randomizedSnapshot = self.snapshot(for: bounds)
        self.dataSource?.apply(randomizedSnapshot, animatingDifferences: false)
      }
      self.performSortStep()
    }
  }

  // Port: what the timer does when its delay is up.
  /// Runs the pending step, if any: as when the sample's delay is up.
  public func tick() {
    guard let step = scheduledStep else { return }
    scheduledStep = nil
    scheduledDelay = nil
    step()
  }

  func layout() -> NSCollectionViewLayout {
    let layout = NSCollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      let contentSize = layoutEnvironment.container.effectiveContentSize
      let columns = Int(contentSize.width / InsertionSortWindowController.nodeSize.width)
      let rowHeight = InsertionSortWindowController.nodeSize.height
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
    dataSource = NSCollectionViewDiffableDataSource<
      InsertionSortArray, InsertionSortArray.SortNode
    >(collectionView: collectionView) {
      (
        collectionView: NSCollectionView,
        indexPath: IndexPath,
        identifier: Any
      ) in
      // Port: the provider's `collectionView`, where the sample's `self.collectionView` would
      // hold the controller from its own data source, a cycle that outlives the window.
      let item = collectionView.makeItem(
        withIdentifier: InsertionSortItem.reuseIdentifier, for: indexPath)
      if let sortNode = identifier as? InsertionSortArray.SortNode, let box = item.view as? NSBox {
        box.fillColor = sortNode.color
      }
      return item
    }
    // Port: the first snapshot is applied on the caller, where the sample applies it from a
    // background queue.
    if let bounds = collectionView.enclosingScrollView?.contentView.bounds {
      let snapshot = self.snapshot(for: bounds)
      self.dataSource?.apply(snapshot, animatingDifferences: false)
    }
  }

  func snapshot(for bounds: CGRect)
    -> NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>
  {
    var snapshot = NSDiffableDataSourceSnapshot<InsertionSortArray, InsertionSortArray.SortNode>()
    let rowCount = rows(for: bounds)
    let columnCount = columns(for: bounds)
    for _ in 0..<rowCount {
      // Port: shuffled by the window's seeded generator.
      let section = InsertionSortArray(count: columnCount, using: &generator)
      snapshot.appendSections([section])
      snapshot.appendItems(section.values)
    }
    return snapshot
  }

  func rows(for bounds: CGRect) -> Int {
    return Int(bounds.height / InsertionSortWindowController.nodeSize.height)
  }

  func columns(for bounds: CGRect) -> Int {
    return Int(bounds.width / InsertionSortWindowController.nodeSize.width)
  }
}
#endif
