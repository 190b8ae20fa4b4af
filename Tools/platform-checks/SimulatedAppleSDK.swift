// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// A stand-in for what Apple's SDKs declare of UIKit's geometry spellings, with exactly the
// API Apple documents and no more, so that building UIKitCompat against it on Linux shows
// that UIKitCompat needs nothing of the SDK's types beyond their public shape. It is built
// by check.sh only, never shipped. Shapes are written from Apple's documentation:
// CoreGraphics' CGAffineTransform; AppKit's (macOS 10.15) NSDirectionalEdgeInsets,
// NSDirectionalRectEdge and NSRectAlignment; and AppKit's IndexPath(item:section:).
import Foundation

public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public var isIdentity: Bool { self == .identity }
}

public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  public static let zero = NSDirectionalEdgeInsets()
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

public enum NSRectAlignment: Int, Sendable {
  case none = 0
  case top
  case topLeading
  case leading
  case bottomLeading
  case bottom
  case bottomTrailing
  case trailing
  case topTrailing
}

extension IndexPath {
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
