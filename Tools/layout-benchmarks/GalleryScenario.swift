#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import CompositionalLayout
import GalleryKit
import _LayoutInternals

/// The gallery scenario of `docs/performance.md`: the Emoji Explorer in a 200 × 60 window,
/// every outline category expanded, scrolled by a script of wheel flings, held `j` and `k`
/// and a fling of the recents row, timing each 60 Hz frame: the scroll step, the viewport
/// query and drawing into a canvas, and the frame writer's bytes for the changed cells.
enum GalleryScenario {
  static let frames = 600

  static func figures() -> [BenchmarkFigure] {
    let session = GallerySession(columns: 200, rows: 60, example: "emoji-explorer")
    expandOutline(session)
    var writer = FrameWriter(usesColor: true)
    blackHole(writer.frame(session.draw()).utf8.count)
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(frames)
    var bytes = 0
    for frame in 0..<frames {
      switch frame % 120 {
      case 0: session.handle(.wheelDown)
      case 30: session.handle(.held(.character("j"), times: 4))
      case 60: session.handle(.wheelUp)
      case 90: session.handle(.held(.character("k"), times: 4))
      case 100:
        session.handle(.tab)
        session.handle(.right)
      default: break
      }
      let elapsed = clock.measure {
        session.advance(by: 1.0 / 60)
        bytes += writer.frame(session.draw()).utf8.count
      }
      samples.append(Stopwatch.milliseconds(elapsed) * 1_000)
    }
    blackHole(bytes)
    return [
      BenchmarkFigure(name: "gallery.frame_us", value: Stopwatch.median(samples), unit: "us")
    ]
  }

  /// Moves the focus down to each outline category in turn and expands it.
  private static func expandOutline(_ session: GallerySession) {
    let recents = session.screen.collectionView?.numberOfItems(inSection: 0) ?? 0
    for _ in 0...recents { session.handle(.down) }
    for _ in 0..<6 {
      session.handle(.enter)
      session.settle()
      for _ in 0..<9 { session.handle(.down) }
      session.settle()
    }
    session.handle(.home)
    session.settle()
  }
}
#else
/// Where UIKit exists the gallery does not build, and there is nothing to measure.
enum GalleryScenario {
  static func figures() -> [BenchmarkFigure] { [] }
}
#endif
