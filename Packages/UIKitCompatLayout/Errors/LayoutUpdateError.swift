#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import LayoutResolution

/// Why a batch update was refused: the core's `LayoutResolution.LayoutUpdateError`, named here
/// so code importing only UIKit's spellings can spell it (for example to match
/// ``CollectionViewLayoutHost/lastError``).
///
/// UIKit raises `NSInternalInconsistencyException` for each of these; the host records the
/// error and changes nothing.
public typealias LayoutUpdateError = LayoutResolution.LayoutUpdateError
#endif
