#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

/// The Foundation and CoreGraphics spellings UIKit code needs, on Linux too.
@Suite struct FoundationStandInTests {
  @Test func indexPathItemAndSectionAreTheSecondAndFirstIndices() {
    var path = IndexPath(item: 4, section: 2)
    #expect(path.item == 4 && path.section == 2)
    #expect(Array(path) == [2, 4])
    path.item = 7
    path.section = 1
    #expect(path == IndexPath(indexes: [1, 7]))
  }

  @Test func affineTransformsScaleTranslateAndRotate() {
    #expect(CGAffineTransform.identity.isIdentity)
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    #expect([scale.a, scale.b, scale.c, scale.d, scale.tx, scale.ty] == [2, 0, 0, 3, 0, 0])
    let move = CGAffineTransform(translationX: 5, y: -5)
    #expect(!move.isIdentity && move.tx == 5 && move.ty == -5)
    let quarterTurn = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(abs(quarterTurn.a) < 1e-12 && quarterTurn.b == 1 && quarterTurn.c == -1)
  }

  @Test func insetsDefaultToZero() {
    #expect(NSDirectionalEdgeInsets() == .zero)
    #expect(NSDirectionalEdgeInsets.zero.leading == 0)
    #expect(UIEdgeInsets() == .zero)
  }
}
#endif
