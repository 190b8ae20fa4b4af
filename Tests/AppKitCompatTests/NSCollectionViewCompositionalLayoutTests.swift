#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import Testing

/// AppKit's compositional layout over the shared model: its environment has the container
/// alone, its configuration no content insets reference, and it gives UIKit's frames.
@Suite struct NSCollectionViewCompositionalLayoutTests {
  static func squares(_ fraction: CGFloat) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  @Test func theSectionProviderSeesTheContainerOfTheViewsSize() {
    var widths: [CGFloat] = []
    let layout = NSCollectionViewCompositionalLayout { _, environment in
      widths.append(environment.container.effectiveContentSize.width)
      #expect(environment.container.effectiveContentInsets == NSDirectionalEdgeInsets())
      return Self.squares(environment.container.effectiveContentSize.width > 800 ? 0.1 : 0.2)
    }
    let (collectionView, dataSource) = rowsView([30])
    collectionView.collectionViewLayout = layout
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 6, section: 0))
        == NSRect(x: 40, y: 40, width: 40, height: 40))
    collectionView.frame.size = NSSize(width: 900, height: 440)
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 6, section: 0))
        == NSRect(x: 540, y: 0, width: 90, height: 90))
    #expect(widths.contains(200) && widths.contains(900))
    #expect(layout.collectionView === collectionView)
    withExtendedLifetime(dataSource) {}
  }

  @Test func theConfigurationIsCopiedInAndOutAndAppliedWhenSet() {
    let layout = NSCollectionViewCompositionalLayout(section: Self.squares(0.5))
    let (collectionView, dataSource) = rowsView([4, 4])
    collectionView.collectionViewLayout = layout
    // Two sections of two rows of 100 pt squares: section 1 starts at 200.
    #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 1)).minY == 200)
    layout.configuration.interSectionSpacing = 50
    #expect(layout.configuration.interSectionSpacing == 0)
    let configuration = layout.configuration
    configuration.interSectionSpacing = 50
    layout.configuration = configuration
    configuration.interSectionSpacing = 70
    #expect(layout.configuration.interSectionSpacing == 50)
    #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 1)).minY == 250)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aHorizontalLayoutScrollsAcross() {
    let configuration = NSCollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let layout = NSCollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group), configuration: configuration)
    let (collectionView, dataSource) = rowsView([10])
    collectionView.collectionViewLayout = layout
    #expect(layout.collectionViewContentSize == NSSize(width: 1500, height: 440))
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 3, section: 0))
        == NSRect(x: 450, y: 0, width: 150, height: 440))
    #expect(collectionView.indexPathsForVisibleItems().count == 2)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aLayoutAnswersNothingUntilAViewShowsIt() {
    let layout = NSCollectionViewCompositionalLayout(section: Self.squares(0.2))
    #expect(layout.collectionView == nil)
    #expect(layout.collectionViewContentSize == .zero)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      layout.layoutAttributesForElements(in: NSRect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
  }

  @Test func aProviderWithoutASectionIsReportedAndTheRestIsLaidOut() {
    let layout = NSCollectionViewCompositionalLayout { index, _ in
      index == 0 ? nil : Self.squares(0.5)
    }
    let (collectionView, dataSource) = rowsView([2, 2])
    collectionView.collectionViewLayout = layout
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 1, section: 1))
        == NSRect(x: 100, y: 0, width: 100, height: 100))
    #expect(!layout.layoutErrors.isEmpty)
    withExtendedLifetime(dataSource) {}
  }
}
#endif
