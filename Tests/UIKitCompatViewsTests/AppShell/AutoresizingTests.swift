#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A superview's size change moves and resizes its subviews by their autoresizing masks, as
/// Apple documents: shared among the flexible parts in proportion to their lengths
/// (issue 22 §2).
@Suite struct AutoresizingTests {
  static func subview(
    _ frame: CGRect, _ mask: UIView.AutoresizingMask,
    in size: CGSize = CGSize(width: 300, height: 600)
  ) -> (root: UIView, child: UIView) {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    let child = UIView(frame: frame)
    child.autoresizingMask = mask
    root.addSubview(child)
    return (root, child)
  }

  @Test func aFlexibleWidthAndHeightKeepsFillingTheSuperview() {
    let (root, child) = Self.subview(
      CGRect(x: 0, y: 0, width: 300, height: 600), [.flexibleWidth, .flexibleHeight])
    root.frame.size = CGSize(width: 600, height: 300)
    #expect(child.frame == CGRect(x: 0, y: 0, width: 600, height: 300))
  }

  @Test func flexibleMarginsShareTheChangeInProportionToTheirLengths() {
    let (root, child) = Self.subview(
      CGRect(x: 50, y: 0, width: 100, height: 10), [.flexibleLeftMargin, .flexibleRightMargin])
    root.frame.size.width = 600
    // Margins 50 and 150 take 1/4 and 3/4 of the 300 pt change.
    #expect(child.frame == CGRect(x: 125, y: 0, width: 100, height: 10))
  }

  @Test func aMarginAndTheLengthShareTheChangeInProportion() {
    let (root, child) = Self.subview(
      CGRect(x: 0, y: 100, width: 300, height: 300), [.flexibleTopMargin, .flexibleHeight])
    root.frame.size.height = 1_000
    // Top margin 100 and height 300 take 1/4 and 3/4 of the 400 pt change.
    #expect(child.frame == CGRect(x: 0, y: 200, width: 300, height: 600))
  }

  @Test func flexiblePartsOfZeroLengthShareTheChangeEqually() {
    let (root, child) = Self.subview(.zero, [.flexibleWidth, .flexibleRightMargin], in: .zero)
    root.frame.size = CGSize(width: 200, height: 100)
    #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 0))
  }

  @Test func aLengthDoesNotGoBelowZero() {
    let (root, child) = Self.subview(CGRect(x: 0, y: 0, width: 100, height: 100), [.flexibleWidth])
    root.frame.size.width = 100
    #expect(child.frame.width == 0)
  }

  @Test func aViewWithoutAMaskOrPlacedByConstraintsStaysPut() {
    let (root, fixed) = Self.subview(CGRect(x: 10, y: 10, width: 50, height: 50), [])
    let constrained = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    constrained.autoresizingMask = [.flexibleWidth]
    constrained.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(constrained)
    root.frame.size.width = 900
    #expect(fixed.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(constrained.frame.width == 300)
  }

  @Test func aCollectionViewThatFollowsItsSuperviewLaysOutAtItsNewSize() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100))
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(collectionView)
    root.frame.size = CGSize(width: 844, height: 390)
    #expect(collectionView.frame.size == CGSize(width: 844, height: 390))
    #expect(collectionView.collectionViewLayout.collectionViewContentSize.width == 844)
  }
}
#endif
