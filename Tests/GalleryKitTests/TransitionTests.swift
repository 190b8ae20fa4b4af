#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing
import UIKitCompat

@Suite struct TransitionTests {
  @Test func aSearchKeyAnimatesTheListThroughTheViewsTransition() {
    let session = GallerySession(columns: 60, rows: 24, example: "mountains-search")
    session.handle(.character("/"))
    session.handle(.character("K"))
    let animates = session.screen.collectionView?.core.transition != nil
    #expect(animates)
    #expect(session.isAnimating)
    session.advance(by: 0.1)
    let halfway = session.screen.collectionView?.core.transition != nil
    #expect(halfway)
    session.settle()
    let done = session.screen.collectionView?.core.transition == nil
    #expect(done)
    #expect(!session.isAnimating)
    #expect(session.time < 1)
  }
}
#endif
