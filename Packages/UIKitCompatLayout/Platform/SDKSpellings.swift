// Where the platform has UIKit, UIKitCompat is UIKit: it declares nothing and re-exports the
// real framework. On macOS, AppKit already spells a few of UIKit's geometry types the same
// way (NSDirectionalEdgeInsets, NSDirectionalRectEdge, NSRectAlignment, and
// IndexPath(item:section:)); UIKitCompat re-exports those instead of declaring its own, so a
// file that imports both modules sees one of each. See docs/platforms.md.
//
// UIKITCOMPAT_SIMULATE_UIKIT and UIKITCOMPAT_SIMULATE_APPLE_SDK force these branches on Linux
// (Tools/platform-checks): the second stands a module with the SDK's shapes, built by the
// check, in for AppKit and CoreGraphics.
#if canImport(UIKit)
@_exported import UIKit
#elseif UIKITCOMPAT_SIMULATE_APPLE_SDK
@_exported import SimulatedAppleSDK
#elseif canImport(AppKit)
@_exported import struct AppKit.NSDirectionalEdgeInsets
@_exported import struct AppKit.NSDirectionalRectEdge
@_exported import enum AppKit.NSRectAlignment
#endif
