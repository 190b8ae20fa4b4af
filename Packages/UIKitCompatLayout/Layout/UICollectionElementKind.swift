#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The element kind UIKit uses for section headers: its Objective-C
/// `UICollectionElementKindSectionHeader`, which ports write
/// `UICollectionView.elementKindSectionHeader`.
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The element kind UIKit uses for section footers: its Objective-C
/// `UICollectionElementKindSectionFooter`, which ports write
/// `UICollectionView.elementKindSectionFooter`.
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"
#endif
