#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Views form a tree as UIKit's do: subviews in order, one superview each, loops refused
/// (issue 22 §2).
@Suite struct ViewHierarchyTests {
  /// A view that writes down the tree changes it hears.
  final class RecordingView: UIView {
    var calls: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) {
      calls.append(newSuperview == nil ? "willMove(nil)" : "willMove")
    }
    override func didMoveToSuperview() { calls.append("didMove") }
    override func didAddSubview(_ subview: UIView) { calls.append("didAdd \(subview.tag)") }
    override func willRemoveSubview(_ subview: UIView) { calls.append("willRemove \(subview.tag)") }
  }

  static func tagged(_ tags: Int...) -> [UIView] {
    tags.map {
      let view = UIView()
      view.tag = $0
      return view
    }
  }

  @Test func subviewsKeepTheOrderTheyWereAddedAndInsertedIn() {
    let root = UIView()
    let views = Self.tagged(1, 2, 3, 4, 5)
    root.addSubview(views[0])
    root.addSubview(views[1])
    root.insertSubview(views[2], at: 0)
    root.insertSubview(views[3], aboveSubview: views[2])
    root.insertSubview(views[4], belowSubview: views[1])
    #expect(root.subviews.map(\.tag) == [3, 4, 1, 5, 2])
    root.bringSubviewToFront(views[2])
    root.sendSubviewToBack(views[1])
    #expect(root.subviews.map(\.tag) == [2, 4, 1, 5, 3])
    #expect(views.allSatisfy { $0.superview === root })
  }

  @Test func aViewAddedElsewhereLeavesItsOldSuperview() {
    let first = RecordingView()
    let second = RecordingView()
    let child = RecordingView()
    child.tag = 7
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(second.subviews.map(\.tag) == [7])
    #expect(child.superview === second)
    #expect(first.calls == ["didAdd 7", "willRemove 7"])
    #expect(child.calls == ["willMove", "didMove", "willMove", "didMove"])
  }

  @Test func reAddingASubviewOnlyBringsItToTheFront() {
    let root = RecordingView()
    let views = Self.tagged(1, 2)
    root.addSubview(views[0])
    root.addSubview(views[1])
    root.calls = []
    root.addSubview(views[0])
    #expect(root.subviews.map(\.tag) == [2, 1])
    #expect(root.calls.isEmpty)
  }

  @Test func removingAViewTellsBothSidesAndKeepsItsSubtree() {
    let root = RecordingView()
    let child = RecordingView()
    child.tag = 3
    let grandchild = UIView()
    root.addSubview(child)
    child.addSubview(grandchild)
    child.removeFromSuperview()
    #expect(root.subviews.isEmpty)
    #expect(child.superview == nil)
    #expect(child.subviews.first === grandchild)
    #expect(root.calls == ["didAdd 3", "willRemove 3"])
    #expect(child.calls.suffix(2) == ["willMove(nil)", "didMove"])
  }

  @Test func aViewCannotBeAddedToItselfOrUnderItself() {
    let root = UIView()
    let child = UIView()
    let grandchild = UIView()
    root.addSubview(child)
    child.addSubview(grandchild)
    grandchild.addSubview(root)
    #expect(grandchild.lastViewError == .subviewHoldsSuperview)
    child.addSubview(child)
    #expect(child.lastViewError == .subviewHoldsSuperview)
    #expect(root.superview == nil)
    #expect(grandchild.subviews.isEmpty)
    #expect(child.subviews.count == 1 && child.superview === root)
  }

  @Test func viewWithTagSearchesTheViewThenItsSubtreeDepthFirst() {
    let root = UIView()
    let views = Self.tagged(1, 2, 3)
    root.addSubview(views[0])
    root.addSubview(views[1])
    views[0].addSubview(views[2])
    #expect(root.viewWithTag(3) === views[2])
    #expect(root.viewWithTag(0) === root)
    #expect(root.viewWithTag(9) == nil)
    #expect(views[2].isDescendant(of: root))
    #expect(!root.isDescendant(of: views[2]))
  }

  @Test func settingTheBoundsSizeKeepsTheCenter() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    view.bounds = CGRect(x: 5, y: 0, width: 60, height: 30)
    #expect(view.frame == CGRect(x: 30, y: 30, width: 60, height: 30))
    #expect(view.bounds.origin == CGPoint(x: 5, y: 0))
    view.center = CGPoint(x: 100, y: 100)
    #expect(view.frame == CGRect(x: 70, y: 85, width: 60, height: 30))
  }

  @Test func aFrameThatIsNotFiniteIsRefused() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    view.frame = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10)
    view.bounds.size.width = .infinity
    #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.lastViewError == .geometryNotFinite)
    let made = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
    #expect(made.frame == .zero && made.lastViewError == .geometryNotFinite)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.transition(to: CGSize(width: CGFloat.infinity, height: 1))
    #expect(window.frame.size == CGSize(width: 390, height: 844))
    #expect(window.lastViewError == .geometryNotFinite)
  }

  @Test func alphaStaysBetweenZeroAndOneAndRefusesNaN() {
    let view = UIView()
    view.alpha = 0.4
    view.alpha = .nan
    #expect(view.alpha == 0.4)
    view.alpha = 3
    #expect(view.alpha == 1)
    view.alpha = -1
    #expect(view.alpha == 0)
  }

  @Test func collectionViewsTablesCellsAndLabelsAreViews() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    let views: [String: UIView] = [
      "collection": collectionView, "table": UITableView(frame: .zero, style: .plain),
      "cell": UICollectionViewCell(frame: .zero), "label": UILabel(),
    ]
    let root = UIView()
    for name in views.keys.sorted() { root.addSubview(views[name]!) }
    #expect(root.subviews.count == 4)
    #expect(collectionView.superview === root)
  }

  @Test func aViewTakesItsSuperviewsTintUntilItSetsItsOwn() {
    let superview = UIView()
    let view = UIView()
    superview.addSubview(view)
    #expect(view.tintColor == .tintColor)
    superview.tintColor = .systemPink
    #expect(view.tintColor == .systemPink)
    view.tintColor = .systemGreen
    #expect(view.tintColor == .systemGreen && superview.tintColor == .systemPink)
    view.tintColor = nil
    #expect(view.tintColor == .systemPink)
  }
}
#endif
