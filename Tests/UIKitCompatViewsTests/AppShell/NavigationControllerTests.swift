#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A navigation controller shows the top of its stack; pushes and pops make the screens
/// appear and disappear in UIKit's order (issue 22 §2).
@Suite struct NavigationControllerTests {
  final class Screen: UIViewController {
    let name: String
    var log: [String]

    init(_ name: String, log: [String] = []) {
      self.name = name
      self.log = log
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func viewWillAppear(_ animated: Bool) { log.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name) didDisappear") }
  }

  static func shown(_ root: UIViewController) -> (UIWindow, UINavigationController) {
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation)
  }

  @Test func onlyTheTopScreenAppearsWithTheStack() {
    let root = Screen("root")
    let (window, navigation) = Self.shown(root)
    #expect(root.log == ["root willAppear", "root didAppear"])
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.navigationController === navigation && root.parent === navigation)
    _ = window
  }

  @Test func aPushCoversTheTopScreenAndAPopUncoversIt() {
    let root = Screen("root")
    let (window, navigation) = Self.shown(root)
    let next = Screen("next")
    root.log = []
    navigation.pushViewController(next, animated: true)
    #expect(root.log == ["root willDisappear", "root didDisappear"])
    #expect(next.log == ["next willAppear", "next didAppear"])
    #expect(navigation.topViewController === next && navigation.children.count == 2)
    navigation.pushViewController(next, animated: true)
    #expect(navigation.viewControllers.count == 2)

    root.log = []
    #expect(navigation.popViewController(animated: true) === next)
    #expect(root.log == ["root willAppear", "root didAppear"])
    #expect(next.parent == nil && next.view.superview == nil)
    #expect(navigation.popViewController(animated: true) == nil)
    _ = window
  }

  @Test func poppingToTheRootAndReplacingTheStack() {
    let root = Screen("root")
    let (window, navigation) = Self.shown(root)
    let second = Screen("second")
    let third = Screen("third")
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    #expect(
      navigation.popToRootViewController(animated: false)?.compactMap { ($0 as? Screen)?.name } == [
        "second", "third",
      ])
    #expect(navigation.topViewController === root)
    navigation.setViewControllers([second, second, third], animated: false)
    #expect(navigation.viewControllers.map { ($0 as? Screen)?.name } == ["second", "third"])
    #expect(root.parent == nil && third.view.superview === navigation.view)
    _ = window
  }
}
#endif
