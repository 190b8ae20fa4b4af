// Where the platform has AppKit (macOS), AppKitCompat is AppKit: it declares nothing and
// re-exports the real framework, so a Mac port builds against the real thing. Where it has
// UIKit and no AppKit (iOS, tvOS, visionOS), it declares nothing: there is no Mac screen to
// port there, and the runtime under it (UIKitCompatViews) is UIKit itself. Elsewhere it
// re-exports Foundation, as `import Cocoa` brings it (IndexPath, NSRect, NSSize).
//
// APPKITCOMPAT_SIMULATE_APPKIT and UIKITCOMPAT_SIMULATE_UIKIT force the empty branch on Linux
// (Tools/platform-checks). See docs/platforms.md.
#if canImport(AppKit)
@_exported import AppKit
#else
@_exported import Foundation
#endif
