#if !(canImport(UIKit) || canImport(QuartzCore) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A view's layer keeps a port's styling and shares the view's own state, and view
/// animations end at once, headless.
@Suite struct LayerAndAnimationTests {
  @Test func aCellsBorderAndCornersAreKept() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(cell.layer.borderWidth == 0)
    #expect(cell.layer.borderColor == CGColor.black)
    cell.layer.borderColor = UIColor.systemGray2.cgColor
    cell.layer.borderWidth = 1
    cell.layer.cornerRadius = 8
    cell.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    #expect(cell.layer.borderColor.map(UIColor.init(cgColor:)) == .systemGray2)
    #expect(cell.layer.borderWidth == 1)
    #expect(cell.layer.cornerRadius == 8)
    #expect(cell.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(cell.layer === cell.layer)
  }

  @Test func lengthsThatAreNoLengthsAreRefused() {
    let layer = CALayer()
    layer.cornerRadius = 6
    layer.cornerRadius = .nan
    layer.cornerRadius = -1
    layer.borderWidth = .infinity
    layer.shadowOpacity = .nan
    layer.shadowOpacity = 3
    #expect(layer.cornerRadius == 6)
    #expect(layer.borderWidth == 0)
    #expect(layer.shadowOpacity == 1)
  }

  @Test func aViewsLayerSharesTheViewsColourOpacityHidingAndClipping() {
    let view = UIView(frame: .zero)
    view.backgroundColor = .systemBlue
    #expect(view.layer.backgroundColor.map(UIColor.init(cgColor:)) == .systemBlue)
    view.layer.backgroundColor = UIColor.red.cgColor
    #expect(view.backgroundColor == .red)
    view.layer.opacity = 0.5
    #expect(view.alpha == 0.5)
    view.alpha = 2
    #expect(view.layer.opacity == 1)
    view.layer.isHidden = true
    #expect(view.isHidden)
    view.clipsToBounds = true
    #expect(view.layer.masksToBounds)
  }

  @Test func aLayerOfNoViewKeepsItsOwnState() {
    let layer = CALayer()
    layer.backgroundColor = CGColor.white
    layer.opacity = 0.25
    layer.masksToBounds = true
    #expect(layer.backgroundColor == CGColor.white)
    #expect(layer.opacity == 0.25)
    #expect(layer.masksToBounds)
    #expect(!layer.isHidden)
  }

  @Test func anAnimationEndsAtOnceAndItsCompletionRunsFinishedBeforeTheCallReturns() {
    let view = UIView(frame: .zero)
    var steps: [String] = []
    UIView.animate(withDuration: 0.3) {
      view.alpha = 0
      steps.append("animations")
    } completion: { finished in
      steps.append("completion \(finished)")
    }
    steps.append("returned")
    #expect(view.alpha == 0)
    #expect(steps == ["animations", "completion true", "returned"])

    UIView.animate(
      withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      options: [.curveEaseOut, .beginFromCurrentState]
    ) {
      view.alpha = 1
    }
    #expect(view.alpha == 1)
    UIView.performWithoutAnimation { view.isHidden = true }
    #expect(view.isHidden)
    UIView.transition(
      with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.tag = 7 })
    #expect(view.tag == 7)
  }
}
#endif
