#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Synchronization
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A decoration kind registered with a view class gets views of that class, made, reused and
/// given their attributes as UIKit's are (issue 22 §1).
@Suite struct DecorationViewDisplayTests {
  /// A section background that remembers the frames it was given and counts its reuses.
  class BackgroundView: UICollectionReusableView {
    var appliedFrames: [CGRect] = []
    var reuses = 0

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      appliedFrames.append(layoutAttributes.frame)
    }

    override func prepareForReuse() {
      reuses += 1
    }
  }

  /// A background that counts how many were made; only one test makes it, so that tests
  /// running beside it leave the count alone.
  final class CountedBackgroundView: BackgroundView {
    static let made = Mutex(0)

    required init(frame: CGRect) {
      Self.made.withLock { $0 += 1 }
      super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
      nil
    }
  }

  /// Sections of two 100 pt rows on a background, 10 pt inside it, in a 375 × 300 view.
  static func screen(registering viewClass: AnyClass?) -> UICollectionView {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
    section.decorationItems = [.background(elementKind: "background")]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(viewClass, forDecorationViewOfKind: "background")
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    return collectionView
  }

  final class Rows: UICollectionViewDataSource {
    let sections: Int

    init(sections: Int) {
      self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 2 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func eachVisibleSectionGetsABackgroundViewWithItsFrame() {
    let dataSource = Rows(sections: 3)
    let collectionView = Self.screen(registering: BackgroundView.self)
    collectionView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }
    collectionView.layoutIfNeeded()
    // Section 0 spans 0–220 (10 + 200 + 10) and section 1 220–440: both meet the 300 pt.
    let attributes = collectionView.collectionViewLayout
      .layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 300))
    let backgrounds = (attributes ?? [])
      .filter { $0.representedElementCategory == .decorationView }
      .map(\.frame)
    #expect(
      backgrounds == [
        CGRect(x: 0, y: 0, width: 375, height: 220), CGRect(x: 0, y: 220, width: 375, height: 220),
      ])
    let shown = Self.decorationViews(of: collectionView)
    #expect(shown.map { $0.appliedFrames.last } == backgrounds)
  }

  @Test func scrollingThroughManySectionsReusesAFewBackgrounds() {
    let dataSource = Rows(sections: 200)
    let collectionView = Self.screen(registering: CountedBackgroundView.self)
    collectionView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }
    collectionView.layoutIfNeeded()
    let madeBefore = CountedBackgroundView.made.withLock { $0 }
    let end = collectionView.contentSize.height - 300
    for offset in stride(from: 0, through: end, by: 150) {
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
      collectionView.layoutIfNeeded()
    }
    // 300 pt meet at most three 220 pt sections at once: a handful of views serve all 200.
    let made = CountedBackgroundView.made.withLock { $0 } - madeBefore
    #expect(made <= 3)
    #expect(Self.decorationViews(of: collectionView).allSatisfy { $0.reuses > 0 })
  }

  @Test func aKindRegisteredWithoutAViewClassIsLaidOutWithNoView() {
    let dataSource = Rows(sections: 3)
    let collectionView = Self.screen(registering: nil)
    collectionView.dataSource = dataSource
    defer { withExtendedLifetime(dataSource) {} }
    collectionView.layoutIfNeeded()
    let attributes = collectionView.collectionViewLayout
      .layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 300))
    #expect(
      (attributes ?? []).filter { $0.representedElementCategory == .decorationView }.count == 2)
    #expect(Self.decorationViews(of: collectionView).isEmpty)
  }

  /// The background views shown, by section.
  static func decorationViews(of collectionView: UICollectionView) -> [BackgroundView] {
    collectionView.visibleDecorationViews(ofKind: "background").compactMap { $0 as? BackgroundView }
  }
}
#endif
