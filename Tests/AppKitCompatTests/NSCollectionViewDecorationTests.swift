#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import Testing

/// A decoration kind registered on the layout with an element class or a nib gets views of
/// that class, made, placed and reused by the runtime that places the items.
@Suite struct NSCollectionViewDecorationTests {
  /// A section background that remembers the frames it was given and counts its reuses.
  final class RecordingBackground: NSView, NSCollectionViewElement {
    var appliedFrames: [NSRect] = []
    var reuses = 0

    func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
      appliedFrames.append(layoutAttributes.frame)
    }

    func prepareForReuse() {
      reuses += 1
    }
  }

  /// `rowsView`'s 200 × 440 view of 44 pt rows over `counts`, each section on a background
  /// of kind "background" registered by `register`.
  static func backgroundsView(
    _ counts: [Int], register: (NSCollectionViewLayout) -> Void
  ) -> (NSCollectionView, CountsDataSource) {
    let (collectionView, dataSource) = rowsView(counts)
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [
          NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        ]))
    section.decorationItems = [.background(elementKind: "background")]
    let withBackgrounds = NSCollectionViewCompositionalLayout(section: section)
    register(withBackgrounds)
    collectionView.collectionViewLayout = withBackgrounds
    return (collectionView, dataSource)
  }

  @Test func aRegisteredClassMakesABackgroundForEachVisibleSectionAndReusesIt() {
    let (collectionView, dataSource) = Self.backgroundsView([5, 5, 5, 5]) {
      $0.register(RecordingBackground.self, forDecorationViewOfKind: "background")
    }
    // Sections of five 44 pt rows, 220 pt each: the first two fill the 440 pt viewport.
    let shown = collectionView.visibleDecorationViews(ofKind: "background")
    let backgrounds = shown.compactMap { $0 as? RecordingBackground }
    #expect(backgrounds.count == 2)
    #expect(
      backgrounds.map(\.frame) == [
        NSRect(x: 0, y: 0, width: 200, height: 220), NSRect(x: 0, y: 220, width: 200, height: 220),
      ])
    #expect(backgrounds.map { $0.appliedFrames.last } == backgrounds.map(\.frame))
    // Scrolled to the last two sections, whose backgrounds are the first two, reused.
    collectionView.scroll(NSPoint(x: 0, y: 440))
    let next = collectionView.visibleDecorationViews(ofKind: "background")
      .compactMap { $0 as? RecordingBackground }
    #expect(
      next.map(\.frame) == [
        NSRect(x: 0, y: 440, width: 200, height: 220),
        NSRect(x: 0, y: 660, width: 200, height: 220),
      ])
    #expect(next.map(\.reuses) == [1, 1])
    #expect(Set(next.map(ObjectIdentifier.init)) == Set(backgrounds.map(ObjectIdentifier.init)))
    #expect(collectionView.collectionViewLayout?.layoutErrors.isEmpty == true)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aNibHoldingOneElementMakesTheBackgrounds() {
    NSNib.define("OneBackground") { RecordingBackground() }
    let (collectionView, dataSource) = Self.backgroundsView([5]) {
      $0.register(
        NSNib(nibNamed: "OneBackground", bundle: nil), forDecorationViewOfKind: "background")
    }
    let shown = collectionView.visibleDecorationViews(ofKind: "background")
    #expect(shown.count == 1)
    #expect(shown.first is RecordingBackground)
    #expect(shown.first?.frame == NSRect(x: 0, y: 0, width: 200, height: 220))
    withExtendedLifetime(dataSource) {}
  }

  @Test func aKindRegisteredWithoutAnElementClassIsLaidOutWithNoView() {
    for viewClass: AnyClass? in [nil, NSView.self, RecordingItem.self] {
      let (collectionView, dataSource) = Self.backgroundsView([5]) {
        $0.register(viewClass, forDecorationViewOfKind: "background")
      }
      #expect(collectionView.visibleDecorationViews(ofKind: "background").isEmpty)
      // Laid out all the same: no error, and the rows where a background leaves them.
      #expect(collectionView.collectionViewLayout?.layoutErrors.isEmpty == true)
      #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)).minY == 44)
      withExtendedLifetime(dataSource) {}
    }
  }

  @Test func aKindNeverRegisteredIsLeftOutAndTheItemsStillLaidOut() {
    let (collectionView, dataSource) = Self.backgroundsView([5]) { _ in }
    #expect(collectionView.visibleDecorationViews(ofKind: "background").isEmpty)
    #expect(collectionView.visibleItems().count == 5)
    #expect(collectionView.frameForItem(at: IndexPath(item: 4, section: 0)).minY == 176)
    withExtendedLifetime(dataSource) {}
  }
}
#endif
