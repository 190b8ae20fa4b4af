#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// A frame, bounds or content offset with a NaN or an infinity: UIKit raises (a layer's
/// position or bounds contains NaN); the views record a named error and keep their own
/// (found by FuzzViews: a table resized to NaN was then given a snapshot).
@Suite struct NonFiniteGeometryTests {}

extension NonFiniteGeometryTests {
  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func aCollectionViewKeepsItsGeometryAndNamesTheError(number: CGFloat) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.listSection()))
    view.contentOffset = CGPoint(x: 0, y: 20)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: number)
    #expect(view.lastError == .geometryNotFinite)
    view.lastError = nil
    view.bounds = CGRect(x: number, y: 0, width: 320, height: 480)
    #expect(view.lastError == .geometryNotFinite)
    view.lastError = nil
    view.contentOffset = CGPoint(x: 0, y: number)
    #expect(view.lastError == .geometryNotFinite)
    view.lastError = nil
    // An animated scroll is the physics' to refuse (rule 34).
    view.setContentOffset(CGPoint(x: number, y: 0), animated: true)
    guard case .scrollRefused = view.lastError else {
      Issue.record("a scroll to \(number) was not refused: \(String(describing: view.lastError))")
      return
    }
    #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(view.contentOffset == CGPoint(x: 0, y: 20))
    #expect(view.collectionViewLayout.layoutErrors.isEmpty)
  }

  @Test(arguments: [CGFloat.nan, .infinity])
  func aTableViewKeepsItsGeometryAndNamesTheError(number: CGFloat) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.frame = CGRect(x: 0, y: 0, width: number, height: 480)
    #expect(table.lastError == .geometryNotFinite)
    table.lastError = nil
    table.contentOffset = CGPoint(x: 0, y: number)
    #expect(table.lastError == .geometryNotFinite)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(table.contentOffset == .zero)
  }
}
#endif
