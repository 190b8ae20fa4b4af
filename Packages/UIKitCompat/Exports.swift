// The umbrella a port imports: `import UIKitCompat` brings UIKit's layout and data spellings
// (UIKitCompatLayout) and its views (UIKitCompatViews). It holds nothing of its own. Where
// the platform has UIKit, both modules re-export the real framework instead.
@_exported import UIKitCompatLayout
@_exported import UIKitCompatViews
