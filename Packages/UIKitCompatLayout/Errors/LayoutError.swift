#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import LayoutResolution

/// A reason a section (or the whole layout) could not be laid out as described: the core's
/// `LayoutResolution.LayoutError`, named here so code importing only UIKit's spellings can
/// spell it (for example to match ``UICollectionViewLayout/layoutErrors``).
///
/// UIKit raises an exception for most of these; the host reports the error for the section
/// it concerns, lays that section out empty and lays out the rest.
public typealias LayoutError = LayoutResolution.LayoutError
#endif
