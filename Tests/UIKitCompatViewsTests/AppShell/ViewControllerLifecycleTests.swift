#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A view controller shown by a window hears its life cycle in UIKit's order, with the
/// sizes UIKit gives at each step (issue 22 §2).
@Suite struct ViewControllerLifecycleTests {
  /// A screen that writes down each call with its view's size at the time.
  class RecordingController: UIViewController {
    var calls: [String] = []
    let name: String

    init(name: String = "") {
      self.name = name
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      fatalError("not used")
    }

    func record(_ call: String) {
      let size = viewIfLoaded.map { "\(Int($0.bounds.width))x\(Int($0.bounds.height))" } ?? "-"
      calls.append("\(name)\(call) \(size)")
    }

    override func loadView() {
      record("loadView")
      super.loadView()
    }
    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { record("viewIsAppearing") }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func viewWillTransition(
      to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      record("viewWillTransition to \(Int(size.width))x\(Int(size.height))")
      coordinator.animate(
        alongsideTransition: { _ in self.record("alongside") },
        completion: { _ in self.record("completion") })
    }
  }

  static func phone() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test func aRootControllerAppearsInUIKitsOrderWhenTheWindowIsShown() {
    let window = Self.phone()
    let controller = RecordingController()
    window.rootViewController = controller
    #expect(controller.calls.isEmpty)
    window.makeKeyAndVisible()
    #expect(
      controller.calls == [
        "loadView -", "viewDidLoad 390x844", "viewWillAppear 390x844", "viewIsAppearing 390x844",
        "viewWillLayoutSubviews 390x844", "viewDidLayoutSubviews 390x844", "viewDidAppear 390x844",
      ])
    #expect(window.isKeyWindow && !window.isHidden)
    #expect(controller.view.superview === window)
  }

  @Test func readingTheViewLoadsItOnce() {
    let controller = RecordingController()
    #expect(!controller.isViewLoaded)
    _ = controller.view
    _ = controller.view
    #expect(controller.calls == ["loadView -", "viewDidLoad 0x0"])
    #expect(controller.isViewLoaded)
  }

  @Test func replacingTheRootControllerTakesTheOldOneAwayFirst() {
    let window = Self.phone()
    let first = RecordingController(name: "first ")
    let second = RecordingController(name: "second ")
    window.rootViewController = first
    window.makeKeyAndVisible()
    first.calls = []
    window.rootViewController = second
    #expect(first.calls == ["first viewWillDisappear 390x844", "first viewDidDisappear 390x844"])
    #expect(second.calls.last == "second viewDidAppear 390x844")
    #expect(first.view.superview == nil)
    #expect(window.subviews.count == 1 && window.subviews.first === second.view)
  }

  @Test func aRotationIsAnnouncedBeforeTheViewTakesTheNewSize() {
    let window = Self.phone()
    let controller = RecordingController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.calls = []
    window.transition(to: CGSize(width: 844, height: 390))
    #expect(
      controller.calls == [
        "viewWillTransition to 844x390 390x844", "viewWillLayoutSubviews 844x390",
        "viewDidLayoutSubviews 844x390", "alongside 844x390", "completion 844x390",
      ])
  }

  @Test func childrenHearTheirParentsAppearanceAfterIt() {
    let window = Self.phone()
    let parent = RecordingController(name: "parent ")
    let child = RecordingController(name: "child ")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    window.rootViewController = parent
    window.makeKeyAndVisible()
    #expect(parent.children.first === child && child.parent === parent)
    #expect(child.calls.contains("child viewWillAppear 0x0"))
    #expect(child.calls.last == "child viewDidAppear 0x0")
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  @Test func aTransitionCoordinatorIsThereWhileTheViewAppears() {
    final class Screen: UIViewController {
      var hadCoordinator = false
      var completed = false
      override func viewWillAppear(_ animated: Bool) {
        hadCoordinator = transitionCoordinator != nil
        transitionCoordinator?.animate(alongsideTransition: nil) { _ in self.completed = true }
      }
    }
    let window = Self.phone()
    let screen = Screen()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    #expect(screen.hadCoordinator && screen.completed)
    #expect(screen.transitionCoordinator == nil)
  }

  @Test func theWindowsSafeAreaReachesTheViewsUnderIt() {
    final class Recording: UIView {
      var changes = 0
      override func safeAreaInsetsDidChange() { changes += 1 }
    }
    let window = Self.phone()
    window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let banner = Recording(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
    controller.view.addSubview(banner)
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = UICollectionView(
      frame: controller.view.bounds, collectionViewLayout: layout)
    controller.view.addSubview(collectionView)
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
    #expect(banner.changes == 1)
    #expect(collectionView.adjustedContentInset.top == 47)
    #expect(collectionView.adjustedContentInset.bottom == 34)
    banner.frame.origin.y = 60
    #expect(banner.safeAreaInsets == .zero)
    #expect(banner.changes == 2)
  }

  @Test func layoutMarginsFollowTheLayoutDirection() {
    let view = UIView()
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 20, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 4))
  }

  @Test func theNavigationItemKeepsWhatTheScreenSets() {
    let controller = UIViewController()
    controller.navigationItem.title = "Grid"
    controller.navigationItem.largeTitleDisplayMode = .always
    controller.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .done)
    #expect(controller.navigationItem.title == "Grid")
    #expect(controller.navigationItem.rightBarButtonItems?.map(\.title) == ["Edit"])
    #expect(controller.navigationItem.rightBarButtonItem?.style == .done)
  }
}
#endif
