#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Constraints place the views screens build around a collection view and inside cells
/// (issue 22 §2): edges, centres, lengths, guides, intrinsic sizes and fitting sizes.
@Suite struct AutoLayoutTests {
  /// A view whose content has a size of its own, as a label's text has.
  final class SizedView: UIView {
    var contentSize = CGSize(width: 120, height: 21)
    override var intrinsicContentSize: CGSize { contentSize }
  }

  static func constrained<View: UIView>(_ view: View, in superview: UIView) -> View {
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
  }

  @Test func aLabelPinnedInsideACellsContentViewFillsItLessTheInsets() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let label = Self.constrained(UILabel(), in: cell.contentView)
    let inset: CGFloat = 10
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -inset),
    ])
    #expect(cell.contentView.constraints.count == 4)
    cell.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 180, height: 40))
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    cell.apply(attributes)
    cell.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
  }

  @Test func aCollectionViewPinnedBelowTheSafeAreaFollowsTheWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = UIViewController()
    window.rootViewController = controller
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = Self.constrained(
      UICollectionView(frame: .zero, collectionViewLayout: layout), in: controller.view)
    let view: UIView = controller.view
    NSLayoutConstraint.activate([
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    window.makeKeyAndVisible()
    #expect(collectionView.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
    window.transition(to: CGSize(width: 844, height: 390))
    #expect(collectionView.frame == CGRect(x: 0, y: 47, width: 844, height: 343))
  }

  @Test func aViewCentredWithFixedAndProportionalLengths() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = Self.constrained(UIView(), in: root)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 10),
      box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      box.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 75, y: 90, width: 150, height: 40))
  }

  @Test func theLayoutMarginsGuideSitsInsideTheSafeArea() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 5, leading: 16, bottom: 5, trailing: 20)
    let box = Self.constrained(UIView(), in: root)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 16, y: 5, width: 264, height: 10))
  }

  @Test func leadingIsTheRightEdgeInARightToLeftWindow() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    window.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    let box = Self.constrained(UIView(), in: window)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.topAnchor.constraint(equalTo: window.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    window.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 240, y: 0, width: 50, height: 50))
  }

  @Test func anIntrinsicSizeClosesWhatTheConstraintsLeaveOpen() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = Self.constrained(SizedView(), in: root)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 16, y: 89.5, width: 120, height: 21))
  }

  @Test func aRequiredInequalityCompressesContentThatWouldCrossIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let label = Self.constrained(SizedView(), in: root)
    label.contentSize.width = 500
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 10, y: 0, width: 280, height: 21))
  }

  /// Two labels side by side between the root's edges, 8 pt apart, in a 300 pt wide root.
  static func twoLabelsInARow(titleWidth: CGFloat, valueWidth: CGFloat) -> (
    root: UIView, title: SizedView, value: SizedView
  ) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let title = Self.constrained(SizedView(), in: root)
    let value = Self.constrained(SizedView(), in: root)
    title.contentSize.width = titleWidth
    value.contentSize.width = valueWidth
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      title.topAnchor.constraint(equalTo: root.topAnchor),
      value.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (root, title, value)
  }

  /// Two labels in a row whose one view's priority is lowered (`lowersTitle`: the title's or
  /// the value's; `nil`: neither): where they land.
  struct LoweredPriorityCase: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let widths: (title: CGFloat, value: CGFloat)
    let lowersTitle: Bool?
    let lowersHugging: Bool
    let frames: (title: CGRect, value: CGRect)
  }

  static let loweredPriorityCases = [
    // Decided (rule 39): UIKit calls equal priorities here ambiguous and picks one.
    LoweredPriorityCase(
      testDescription: "on a tie the view the constraints name first keeps its length",
      widths: (100, 60), lowersTitle: nil, lowersHugging: true,
      frames: (
        CGRect(x: 0, y: 0, width: 100, height: 21), CGRect(x: 108, y: 0, width: 192, height: 21)
      )),
    LoweredPriorityCase(
      testDescription: "the title hugs least and takes the room left", widths: (100, 60),
      lowersTitle: true, lowersHugging: true,
      frames: (
        CGRect(x: 0, y: 0, width: 232, height: 21), CGRect(x: 240, y: 0, width: 60, height: 21)
      )),
    LoweredPriorityCase(
      testDescription: "the value hugs least and takes the room left", widths: (100, 60),
      lowersTitle: false, lowersHugging: true,
      frames: (
        CGRect(x: 0, y: 0, width: 100, height: 21), CGRect(x: 108, y: 0, width: 192, height: 21)
      )),
    LoweredPriorityCase(
      testDescription: "the title resists compression least and shrinks", widths: (200, 150),
      lowersTitle: true, lowersHugging: false,
      frames: (
        CGRect(x: 0, y: 0, width: 142, height: 21), CGRect(x: 150, y: 0, width: 150, height: 21)
      )),
    LoweredPriorityCase(
      testDescription: "the value resists compression least and shrinks", widths: (200, 150),
      lowersTitle: false, lowersHugging: false,
      frames: (
        CGRect(x: 0, y: 0, width: 200, height: 21), CGRect(x: 208, y: 0, width: 92, height: 21)
      )),
  ]

  @Test(arguments: loweredPriorityCases)
  func theLowerContentPriorityGivesWayInARow(_ example: LoweredPriorityCase) {
    let row = Self.twoLabelsInARow(
      titleWidth: example.widths.title, valueWidth: example.widths.value)
    if let lowersTitle = example.lowersTitle {
      let lowered: UIView = lowersTitle ? row.title : row.value
      if example.lowersHugging {
        lowered.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
      } else {
        lowered.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
      }
    }
    row.root.layoutIfNeeded()
    #expect(row.title.frame == example.frames.title)
    #expect(row.value.frame == example.frames.value)
  }

  @Test func theFittingSizeOfAContentViewFollowsItsContent() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 343, height: 44))
    let label = Self.constrained(SizedView(), in: cell.contentView)
    label.contentSize.height = 61
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 11),
      label.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -11),
    ])
    let fitting = cell.contentView.systemLayoutSizeFitting(
      CGSize(width: 390, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(fitting == CGSize(width: 390, height: 83))
    #expect(cell.contentView.bounds.size == CGSize(width: 343, height: 44))
    #expect(label.frame == .zero)
  }

  @Test func aViewTheConstraintsLeaveOpenKeepsItsFrameAndIsNamed() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = Self.constrained(UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)), in: root)
    box.tag = 7
    box.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(root.lastViewError == .ambiguousLayout(tag: 7, axis: .vertical))
  }

  @Test func contradictoryRequiredConstraintsAreNamedAndTheFirstHolds() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = Self.constrained(UIView(), in: root)
    box.tag = 3
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.widthAnchor.constraint(equalToConstant: 200),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(root.lastViewError == .unsatisfiableConstraint(tag: 3, axis: .horizontal))
  }

  @Test func aLowerPriorityGivesWayToARequiredConstraint() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = Self.constrained(UIView(), in: root)
    let preferred = box.heightAnchor.constraint(equalToConstant: 80)
    preferred.priority = .defaultHigh - 1
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 150),
      box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      preferred,
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 150, width: 300, height: 50))
    #expect(root.lastViewError == nil)
  }

  @Test func itemsInDifferentTreesCannotBeConstrained() {
    let first = UIView()
    let second = UIView()
    let constraint = first.widthAnchor.constraint(equalTo: second.widthAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    #expect(first.lastViewError == .constraintItemsShareNoAncestor)
  }

  @Test func aDeactivatedConstraintNoLongerPlaces() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = Self.constrained(UIView(), in: root)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), width,
    ])
    root.layoutIfNeeded()
    width.constant = 120
    root.layoutIfNeeded()
    #expect(box.frame.width == 120)
    width.isActive = false
    box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20).isActive = true
    root.layoutIfNeeded()
    #expect(box.frame.width == 280)
    #expect(root.constraints.count == 3)
    #expect(box.constraints.count == 1)
  }

  @Test func removingAViewDeactivatesTheConstraintsTyingItOutside() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let box = Self.constrained(UIView(), in: root)
    let inner = Self.constrained(UIView(), in: box)
    let crossing = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor)
    let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
    let own = box.heightAnchor.constraint(equalToConstant: 10)
    NSLayoutConstraint.activate([crossing, inside, own])
    box.removeFromSuperview()
    #expect(!crossing.isActive)
    #expect(inside.isActive && own.isActive)
    #expect(root.constraints.isEmpty)
  }

  @Test func constraintsHoldTheirItemsWeaklySoAViewTreeIsFreed() {
    weak var freed: UIView?
    do {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let box = Self.constrained(UIView(), in: root)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      ])
      freed = root
      root.layoutIfNeeded()
    }
    #expect(freed == nil)
  }
}
#endif
