#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import UIKitCompatLayout

/// A headless screen: UIKit's `UIViewController`, which makes its ``view`` on first use and
/// hears its life cycle in UIKit's order.
///
/// A screen written for iOS subclasses it as it would on iOS and is shown by a ``UIWindow``:
///
/// ```swift
/// final class GridViewController: UIViewController {
///   var collectionView: UICollectionView!
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     navigationItem.title = "Grid"
///     collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
///     collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///     view.addSubview(collectionView)
///   }
/// }
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.rootViewController = GridViewController()
/// window.makeKeyAndVisible()  // viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear
/// ```
///
/// The life cycle, as UIKit calls it: ``loadView()`` and ``viewDidLoad()`` when ``view`` is
/// first read; when shown, ``viewWillAppear(_:)``, then, in the window,
/// ``viewIsAppearing(_:)``, a layout pass (``viewWillLayoutSubviews()``,
/// ``viewDidLayoutSubviews()``) and ``viewDidAppear(_:)``; when taken away,
/// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``. A new size is announced by
/// ``viewWillTransition(to:with:)`` before the view takes it. Like UIKit's, it is confined
/// to its caller: not `Sendable`.
open class UIViewController {
  /// The root view, once loaded.
  private var loadedView: UIView?

  /// The frame a view made by ``loadView()`` starts with: the bounds of the window or
  /// container about to show it, zero before any.
  var frameForNewView = CGRect.zero

  /// Where the controller is in its appearance: UIKit calls each step once per showing.
  var appearance = Appearance.disappeared

  /// The screen's title: UIKit's `title`, which a navigation bar shows when
  /// ``navigationItem`` has none.
  open var title: String?

  /// What a navigation bar shows for the controller: UIKit's `navigationItem`.
  public let navigationItem = UINavigationItem()

  /// The controllers this one contains: UIKit's `children`.
  public private(set) var children: [UIViewController] = []

  /// The controller that contains this one, or `nil`: UIKit's `parent`.
  public private(set) weak var parent: UIViewController?

  /// The coordinator of the transition under way, or `nil` when none is: UIKit's
  /// `transitionCoordinator`. Set while the controller appears or disappears and during a
  /// size change.
  public internal(set) var transitionCoordinator: (any UIViewControllerTransitionCoordinator)?

  /// A controller with no view yet: UIKit's `init(nibName:bundle:)`. Headless, there are no
  /// nibs: the names are ignored and ``loadView()`` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// UIKit's initializer from an archive. Headless, there are no archives: it fails. It is
  /// here so that a subclass's `required init?(coder:)` compiles as written for UIKit.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// A controller with no view yet.
  public convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The root view: UIKit's `view`. Reading it the first time loads it (``loadView()``,
  /// then ``viewDidLoad()``). Departure: it is a `UIView`, where UIKit's is `UIView!`; code
  /// reading it compiles the same.
  open var view: UIView {
    get {
      if let loadedView { return loadedView }
      loadView()
      // A `loadView()` that assigns no view gets a plain one, as UIKit's default would.
      let view = loadedView ?? UIView(frame: frameForNewView)
      self.view = view
      viewDidLoad()
      return view
    }
    set {
      loadedView?.owningController = nil
      loadedView = newValue
      newValue.owningController = self
    }
  }

  /// The root view if it is loaded, without loading it: UIKit's `viewIfLoaded`.
  public var viewIfLoaded: UIView? { loadedView }

  /// Whether the root view is loaded: UIKit's `isViewLoaded`.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the root view now if it is not loaded: UIKit's `loadViewIfNeeded()`.
  public func loadViewIfNeeded() {
    _ = view
  }

  /// Makes the root view: UIKit's `loadView()`. By default, a plain view with the bounds of
  /// the window about to show the controller (zero when none is yet); override to assign
  /// ``view`` a view of your own, without calling super.
  open func loadView() {
    view = UIView(frame: frameForNewView)
  }

  /// Called once the root view is loaded: set up the screen here.
  open func viewDidLoad() {}

  /// Called before the view is added to the window.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view is in the window, with its size and traits, before it is laid
  /// out: UIKit's `viewIsAppearing(_:)`.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view leaves the window.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view left the window.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called before the root view takes `size`, a rotation or a window resize: UIKit's
  /// `viewWillTransition(to:with:)`. The default passes it on to the children. Blocks given
  /// to the coordinator's `animate(alongsideTransition:completion:)` run once the view has
  /// the new size and is laid out.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    for child in children { child.viewWillTransition(to: size, with: coordinator) }
  }

  /// Called before the controller is added to or removed from `parent` (`nil`).
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from `parent` (`nil`).
  open func didMove(toParent parent: UIViewController?) {}

  /// The traits of the root view, or the default ones before it is loaded: UIKit's
  /// `traitCollection`.
  open var traitCollection: UITraitCollection {
    loadedView?.traitCollection ?? UITraitCollection()
  }

  /// Makes `child` a child: UIKit's `addChild(_:)`, which calls the child's
  /// ``willMove(toParent:)``. Adding the child's view and calling its
  /// ``didMove(toParent:)`` is the caller's, as in UIKit.
  public func addChild(_ child: UIViewController) {
    guard child !== self, child.parent !== self else { return }
    child.removeFromParent()
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// Takes the controller out of its parent: UIKit's `removeFromParent()`, which calls
  /// ``didMove(toParent:)`` with `nil`. Calling ``willMove(toParent:)`` first and removing
  /// the view is the caller's, as in UIKit.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }
}
#endif
