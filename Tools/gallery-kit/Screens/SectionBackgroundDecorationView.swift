#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's section background: a decoration view the layout registers by kind; the
/// renderer shades its frame.
public final class SectionBackgroundDecorationView: UICollectionReusableView {}
#endif
