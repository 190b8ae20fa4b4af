#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Adaptive Sections ("Implementing Modern Collection Views"), written as its
/// `AdaptiveSectionsViewController` is: Distinct Sections' list of ``ListCell`` rows, grid of
/// five ``TextCell``s a row and grid of three, whose column counts double when the
/// container is wider than 800 pt: two, ten and six. A tapped item is deselected at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = AdaptiveSectionsViewController()
/// window.makeKeyAndVisible()  // one column, five, three
/// window.transition(to: CGSize(width: 812, height: 375))  // two columns, ten, six
/// ```
public final class AdaptiveSectionsViewController: UIViewController {
  /// The sections, in order, each with its number of columns for a width.
  public enum SectionLayoutKind: Int, CaseIterable, Sendable {
    case list, grid5, grid3
    /// How many items a row of the section holds in a container `width` wide: twice as
    /// many above 800 pt.
    public func columnCount(for width: CGFloat) -> Int {
      let wideMode = width > 800
      switch self {
      case .grid3:
        return wideMode ? 6 : 3

      case .grid5:
        return wideMode ? 10 : 5

      case .list:
        return wideMode ? 2 : 1
      }
    }
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<SectionLayoutKind, Int>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the collection view and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Adaptive Sections"
    configureHierarchy()
    configureDataSource()
  }
}

extension AdaptiveSectionsViewController {
  /// Each section as its kind says for the container's width: its column count of items a
  /// row, rows 44 pt tall in the list and a fifth of the width in the grids, items inset
  /// 2 pt, sections 20 pt. The provider runs again when the width changes.
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }

      let columns = layoutKind.columnCount(
        for: layoutEnvironment.container.effectiveContentSize.width)

      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

      let groupHeight =
        layoutKind == .list
        ? NSCollectionLayoutDimension.absolute(44)
        : NSCollectionLayoutDimension.fractionalWidth(0.2)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: groupSize, subitem: item, count: columns)

      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
    return layout
  }
}

extension AdaptiveSectionsViewController {
  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    collectionView.delegate = self
    self.collectionView = collectionView
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let collectionView else { return }

    let listCellRegistration = UICollectionView.CellRegistration<ListCell, Int> {
      (cell, indexPath, identifier) in
      // The item's number is all a row shows.
      cell.label.text = "\(identifier)"
    }

    let textCellRegistration = UICollectionView.CellRegistration<TextCell, Int> {
      (cell, indexPath, identifier) in
      // The item's number is all a cell shows.
      cell.label.text = "\(identifier)"
      cell.contentView.backgroundColor = .cornflowerBlue
      // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
      // they do; lint refuses force unwraps, so the optional kind is compared.
      #if !canImport(QuartzCore)
      cell.contentView.layer.borderColor = UIColor.black.cgColor
      cell.contentView.layer.borderWidth = 1
      cell.contentView.layer.cornerRadius =
        SectionLayoutKind(rawValue: indexPath.section) == .grid5 ? 8 : 0
      #endif
      cell.label.textAlignment = .center
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
    }

    let dataSource = UICollectionViewDiffableDataSource<SectionLayoutKind, Int>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      // Port: lint refuses force unwraps; the optional kind is compared instead.
      SectionLayoutKind(rawValue: indexPath.section) == .list
        ? collectionView.dequeueConfiguredReusableCell(
          using: listCellRegistration, for: indexPath, item: identifier)
        : collectionView.dequeueConfiguredReusableCell(
          using: textCellRegistration, for: indexPath, item: identifier)
    }
    self.dataSource = dataSource

    // Ten items a section, numbered on.
    let itemsPerSection = 10
    var snapshot = NSDiffableDataSourceSnapshot<SectionLayoutKind, Int>()
    SectionLayoutKind.allCases.forEach {
      snapshot.appendSections([$0])
      let itemOffset = $0.rawValue * itemsPerSection
      let itemUpperbound = itemOffset + itemsPerSection
      snapshot.appendItems(Array(itemOffset..<itemUpperbound))
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension AdaptiveSectionsViewController: UICollectionViewDelegate {
  /// A tapped item is deselected at once, as the sample's is.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
