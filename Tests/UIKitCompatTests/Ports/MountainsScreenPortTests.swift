#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// The sample's Mountains Search screen ("Implementing Modern Collection Views"): its
/// `MountainsViewController` and `MountainsController`, ported as written, less the view
/// controller life cycle, colours, constraints and the search bar itself. The search bar's
/// delegate calls `performQuery(with:)` with the text typed; the tests call it the same way.
/// The mountains are a table of our own, not the sample's list.
@Suite struct MountainsScreenPortTests {
  /// The sample's `MountainsController`: mountains parsed from a table of `name,height`
  /// lines, filtered by a case-insensitive substring of the name.
  final class MountainsController {
    struct Mountain: Hashable, Sendable {
      let name: String
      let height: Int
      let identifier = UUID()

      func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
      }

      static func == (lhs: Mountain, rhs: Mountain) -> Bool {
        lhs.identifier == rhs.identifier
      }

      func contains(_ filter: String?) -> Bool {
        guard let filterText = filter else { return true }
        if filterText.isEmpty { return true }
        let lowercasedFilter = filterText.lowercased()
        return name.lowercased().contains(lowercasedFilter)
      }
    }

    func filteredMountains(with filter: String? = nil, limit: Int? = nil) -> [Mountain] {
      let filtered = mountains.filter { $0.contains(filter) }
      if let limit {
        return Array(filtered.prefix(through: limit))
      } else {
        return filtered
      }
    }

    private lazy var mountains: [Mountain] = generateMountains()

    private func generateMountains() -> [Mountain] {
      var mountains = [Mountain]()
      for line in Self.mountainsRawData.split(separator: "\n") {
        let mountainComponents = line.split(separator: ",")
        guard mountainComponents.count == 2, let height = Int(mountainComponents[1]) else {
          continue
        }
        mountains.append(Mountain(name: String(mountainComponents[0]), height: height))
      }
      return mountains
    }

    /// Forty-eight summits and their heights in metres.
    static let mountainsRawData = """
      Mount Everest,8849
      K2,8611
      Kangchenjunga,8586
      Lhotse,8516
      Makalu,8485
      Cho Oyu,8188
      Dhaulagiri,8167
      Manaslu,8163
      Nanga Parbat,8126
      Annapurna,8091
      Gasherbrum I,8080
      Broad Peak,8051
      Gasherbrum II,8035
      Shishapangma,8027
      Aconcagua,6961
      Ojos del Salado,6893
      Chimborazo,6263
      Denali,6190
      Mount Logan,5959
      Kilimanjaro,5895
      Mount Elbrus,5642
      Pico de Orizaba,5636
      Mount Kenya,5199
      Mount Ararat,5137
      Vinson Massif,4892
      Puncak Jaya,4884
      Mont Blanc,4808
      Dufourspitze,4634
      Matterhorn,4478
      Mount Whitney,4421
      Mount Rainier,4392
      Pikes Peak,4302
      Jungfrau,4158
      Mount Kinabalu,4095
      Eiger,3967
      Grossglockner,3798
      Mount Fuji,3776
      Aoraki,3724
      Teide,3715
      Mount Hood,3429
      Mount Etna,3357
      Zugspitze,2962
      Mount Olympus,2918
      Mount Saint Helens,2549
      Mount Kosciuszko,2228
      Mount Washington,1917
      Ben Nevis,1345
      Table Mountain,1085
      """
  }

  /// The sample's label cell, without its label's font and constraints.
  final class LabelCell: UICollectionViewCell {
    var text: String?

    override func prepareForReuse() {
      text = nil
    }
  }

  /// The screen: the sample's `MountainsViewController`, its bounds an iPhone's below the
  /// search bar. Its implicitly unwrapped properties are set in the initializer (the house
  /// lint refuses `!`).
  final class MountainsScreen {
    enum Section: CaseIterable {
      case main
    }

    let mountainsController = MountainsController()
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Section, MountainsController.Mountain>

    init(size: CGSize = CGSize(width: 375, height: 812)) {
      collectionView = UICollectionView(
        frame: CGRect(origin: .zero, size: size), collectionViewLayout: Self.createLayout())
      dataSource = Self.configureDataSource(collectionView)
      performQuery(with: nil)
    }

    func performQuery(with filter: String?) {
      let mountains = mountainsController.filteredMountains(with: filter).sorted {
        $0.name < $1.name
      }
      var snapshot = NSDiffableDataSourceSnapshot<Section, MountainsController.Mountain>()
      snapshot.appendSections([.main])
      snapshot.appendItems(mountains)
      dataSource.apply(snapshot, animatingDifferences: true)
    }

    static func createLayout() -> UICollectionViewLayout {
      UICollectionViewCompositionalLayout {
        (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
          -> NSCollectionLayoutSection? in
        let contentSize = layoutEnvironment.container.effectiveContentSize
        let columns = contentSize.width > 800 ? 3 : 2
        let spacing = CGFloat(10)
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: groupSize, subitem: item, count: columns)
        group.interItemSpacing = .fixed(spacing)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
      }
    }

    static func configureDataSource(_ collectionView: UICollectionView)
      -> UICollectionViewDiffableDataSource<Section, MountainsController.Mountain>
    {
      let cellRegistration = UICollectionView.CellRegistration<
        LabelCell, MountainsController.Mountain
      > { cell, indexPath, mountain in
        cell.text = mountain.name
      }
      return UICollectionViewDiffableDataSource<Section, MountainsController.Mountain>(
        collectionView: collectionView
      ) { (collectionView, indexPath, identifier) -> UICollectionViewCell? in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration, for: indexPath, item: identifier)
      }
    }
  }

  /// Every name of the table, sorted as the screen sorts them.
  static let sortedNames = [
    "Aconcagua", "Annapurna", "Aoraki", "Ben Nevis", "Broad Peak", "Chimborazo", "Cho Oyu",
    "Denali", "Dhaulagiri", "Dufourspitze", "Eiger", "Gasherbrum I", "Gasherbrum II",
    "Grossglockner", "Jungfrau", "K2", "Kangchenjunga", "Kilimanjaro", "Lhotse", "Makalu",
    "Manaslu", "Matterhorn", "Mont Blanc", "Mount Ararat", "Mount Elbrus", "Mount Etna",
    "Mount Everest", "Mount Fuji", "Mount Hood", "Mount Kenya", "Mount Kinabalu",
    "Mount Kosciuszko", "Mount Logan", "Mount Olympus", "Mount Rainier", "Mount Saint Helens",
    "Mount Washington", "Mount Whitney", "Nanga Parbat", "Ojos del Salado", "Pico de Orizaba",
    "Pikes Peak", "Puncak Jaya", "Shishapangma", "Table Mountain", "Teide", "Vinson Massif",
    "Zugspitze",
  ]

  static func cells(_ screen: MountainsScreen) -> [LabelCell] {
    screen.collectionView.visibleCells.compactMap { $0 as? LabelCell }
  }

  /// The frame of the mountain at `index` in two columns 375 pt wide: 172.5 pt cells
  /// ((375 − 2 · 10 − 10) / 2) in 32 pt rows 10 pt apart, below a 10 pt inset.
  static func twoColumnFrame(_ index: Int) -> CGRect {
    CGRect(
      x: index % 2 == 0 ? 10 : 192.5, y: CGFloat(10 + 42 * (index / 2)), width: 172.5, height: 32)
  }

  @Test func theFirstScreenShowsTwentyRowsOfTwoSortedMountains() {
    let screen = MountainsScreen()
    defer { withExtendedLifetime(screen) {} }
    let cells = Self.cells(screen)
    // 24 rows: 10 + 24 · 32 + 23 · 10 + 10.
    #expect(screen.collectionView.contentSize == CGSize(width: 375, height: 1018))
    #expect(cells.map(\.text) == Self.sortedNames.prefix(40).map(Optional.init))
    #expect(cells.map(\.frame) == (0..<40).map(Self.twoColumnFrame))
    #expect(cells[39].frame == CGRect(x: 192.5, y: 808, width: 172.5, height: 32))
    #expect(screen.collectionView.lastError == nil)
  }

  @Test func typingAFilterNarrowsTheCellsLetterByLetter() {
    let screen = MountainsScreen()
    defer { withExtendedLifetime(screen) {} }
    let shown = Set(Self.cells(screen).map(ObjectIdentifier.init))

    screen.performQuery(with: "M")
    let m = Self.cells(screen)
    #expect(m.count == 26)
    #expect(m.first?.text == "Chimborazo")
    #expect(m.last?.frame == CGRect(x: 192.5, y: 514, width: 172.5, height: 32))
    // 13 rows: 10 + 13 · 32 + 12 · 10 + 10.
    #expect(screen.collectionView.contentSize == CGSize(width: 375, height: 556))

    screen.performQuery(with: "Ma")
    let ma = Self.cells(screen)
    #expect(
      ma.map(\.text) == [
        "Kilimanjaro", "Makalu", "Manaslu", "Matterhorn", "Shishapangma", "Vinson Massif",
      ])
    #expect(ma.map(\.frame) == (0..<6).map(Self.twoColumnFrame))
    #expect(ma[5].frame == CGRect(x: 192.5, y: 94, width: 172.5, height: 32))

    screen.performQuery(with: "Mat")
    let mat = Self.cells(screen)
    #expect(mat.map(\.text) == ["Matterhorn"])
    #expect(mat[0].frame == CGRect(x: 10, y: 10, width: 172.5, height: 32))
    #expect(screen.collectionView.contentSize == CGSize(width: 375, height: 52))
    #expect(screen.collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0)])
    // Narrowing reuses the cells the first screen made.
    #expect(shown.contains(ObjectIdentifier(mat[0])))
  }

  @Test func clearingTheFilterRestoresEveryMountain() {
    let screen = MountainsScreen()
    defer { withExtendedLifetime(screen) {} }
    screen.performQuery(with: "peak")
    #expect(Self.cells(screen).map(\.text) == ["Broad Peak", "Pikes Peak"])
    screen.performQuery(with: "xyz")
    #expect(Self.cells(screen).isEmpty)
    screen.performQuery(with: "")
    let cells = Self.cells(screen)
    #expect(cells.map(\.text) == Self.sortedNames.prefix(40).map(Optional.init))
    #expect(cells.map(\.frame) == (0..<40).map(Self.twoColumnFrame))
    #expect(screen.collectionView.numberOfItems(inSection: 0) == 48)
  }

  @Test func filteringWhileScrolledShowsTheMatchesFromTheTop() {
    let screen = MountainsScreen()
    defer { withExtendedLifetime(screen) {} }
    screen.collectionView.contentOffset = CGPoint(x: 0, y: 206)
    let scrolled = Self.cells(screen)
    // 206 to 1018, the end: rows 4 to 23.
    #expect(scrolled.map(\.text) == Self.sortedNames[8...].map(Optional.init))
    #expect(scrolled[0].frame == CGRect(x: 10, y: 178, width: 172.5, height: 32))

    screen.performQuery(with: "mount")
    let cells = Self.cells(screen)
    #expect(screen.collectionView.contentOffset == CGPoint(x: 0, y: 0))
    #expect(cells.count == 16)
    #expect(cells.first?.text == "Mount Ararat")
    #expect(cells.last?.text == "Table Mountain")
    #expect(cells.last?.frame == CGRect(x: 192.5, y: 304, width: 172.5, height: 32))
  }

  @Test func aWideScreenShowsThreeColumns() {
    let screen = MountainsScreen(size: CGSize(width: 1024, height: 768))
    defer { withExtendedLifetime(screen) {} }
    let cells = Self.cells(screen)
    // (1024 − 2 · 10 − 2 · 10) / 3 = 328 a cell; 16 rows, all in view.
    #expect(cells.count == 48)
    #expect(cells[0].frame == CGRect(x: 10, y: 10, width: 328, height: 32))
    #expect(cells[1].frame == CGRect(x: 348, y: 10, width: 328, height: 32))
    #expect(cells[47].frame == CGRect(x: 686, y: 640, width: 328, height: 32))
    #expect(cells[47].text == "Zugspitze")

    screen.collectionView.frame = CGRect(x: 0, y: 0, width: 768, height: 1024)
    let portrait = Self.cells(screen)
    // 768 is not wider than 800: two columns of (768 − 30) / 2 = 369.
    #expect(portrait[1].frame == CGRect(x: 389, y: 10, width: 369, height: 32))
    #expect(portrait[47].frame == CGRect(x: 389, y: 976, width: 369, height: 32))
  }
}
#endif
