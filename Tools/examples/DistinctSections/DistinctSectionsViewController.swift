#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Distinct Sections ("Implementing Modern Collection Views"), written as its
/// `DistinctSectionsViewController` is: a section provider that lays out each section by
/// its kind: a list of 44 pt ``ListCell`` rows, then a grid of five ``TextCell``s a row,
/// then a grid of three, ten numbered items each, every section inset 20 pt. A tapped item
/// is deselected at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = DistinctSectionsViewController()
/// window.makeKeyAndVisible()  // the list, the five-column grid, three rows of the third
/// ```
public final class DistinctSectionsViewController: UIViewController {
  /// The sections, in order, each with its number of columns.
  public enum SectionLayoutKind: Int, CaseIterable, Sendable {
    case list, grid5, grid3
    /// How many items a row of the section holds.
    public var columnCount: Int {
      switch self {
      case .grid3:
        return 3

      case .grid5:
        return 5

      case .list:
        return 1
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
    navigationItem.title = "Distinct Sections"
    configureHierarchy()
    configureDataSource()
  }
}

extension DistinctSectionsViewController {
  /// Each section as its kind says: its column count of items a row, rows 44 pt tall in
  /// the list and a fifth of the width in the grids, items inset 2 pt, sections 20 pt.
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in

      guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
      let columns = sectionLayoutKind.columnCount

      // The group auto-calculates the actual item width to make
      // the requested number of columns fit, so this widthDimension is ignored.
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

      let groupHeight =
        columns == 1
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

extension DistinctSectionsViewController {
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

extension DistinctSectionsViewController: UICollectionViewDelegate {
  /// A tapped item is deselected at once, as the sample's is.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
