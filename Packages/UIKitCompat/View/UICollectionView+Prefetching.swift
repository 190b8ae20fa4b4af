#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension UICollectionView {
  /// Told of the items the view will probably show soon, and of those it no longer will,
  /// as it scrolls (rule 27): UIKit's `prefetchDataSource`, held weakly by the host. Its
  /// methods come with the view's ``host``, as the protocol spells them.
  public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    get { host.prefetchDataSource }
    set { host.prefetchDataSource = newValue }
  }

  /// Whether the view tells its ``prefetchDataSource`` anything: UIKit's
  /// `isPrefetchingEnabled`, `true` by default.
  public var isPrefetchingEnabled: Bool {
    get { host.isPrefetchingEnabled }
    set { host.isPrefetchingEnabled = newValue }
  }
}
#endif
