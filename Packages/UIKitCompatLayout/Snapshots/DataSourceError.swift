#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources

/// Why a UIKit-spelled snapshot, section snapshot or data source operation was refused: the
/// core's `DiffableDataSources.DataSourceError`, named here so that code importing only
/// `UIKitCompat` can spell it (for example to match a `lastError`).
///
/// UIKit raises an Objective-C exception for each of these inputs and the app stops. Here
/// the operation changes nothing and records the error in the `lastError` of the snapshot or
/// data source it was called on; the `core` of each offers the throwing spelling.
public typealias DataSourceError = DiffableDataSources.DataSourceError
#endif
