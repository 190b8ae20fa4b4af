#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources

/// A section or item identifier with its type erased, as a ``DataSourceError`` names it: the
/// core's `DiffableDataSources.AnyIdentifier`, named here so that code importing only
/// `UIKitCompat` can build the error it expects. UIKit has no counterpart (its exceptions
/// carry a message).
public typealias AnyIdentifier = DiffableDataSources.AnyIdentifier
#endif
