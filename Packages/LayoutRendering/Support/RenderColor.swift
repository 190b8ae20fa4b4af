/// An opaque sRGB colour, written as `#rrggbb` in SVG and HTML.
public struct RenderColor: Hashable, Sendable {
  /// The red component, 0…255.
  public var red: UInt8
  /// The green component, 0…255.
  public var green: UInt8
  /// The blue component, 0…255.
  public var blue: UInt8

  /// A colour from its three components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour of components in 0…255 at `alpha` in 0…1, as it shows over white: a picture
  /// is opaque. Alpha is clamped to 0…1 and the result to 0…255; a NaN alpha counts as 0 and
  /// a NaN component as white.
  ///
  /// ```swift
  /// RenderColor(red: 60, green: 60, blue: 67, alpha: 0.6).hex  // "#8a8a8e"
  /// ```
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    let opacity = alpha.isNaN ? 0 : min(max(alpha, 0), 1)
    func overWhite(_ component: Double) -> UInt8 {
      let value = 255 - opacity * (255 - component)
      return value.isNaN ? 255 : UInt8(min(max(value, 0), 255).rounded())
    }
    self.init(red: overWhite(red), green: overWhite(green), blue: overWhite(blue))
  }

  /// A colour from a hue in degrees (taken modulo 360) and a saturation and lightness in
  /// 0…1 (clamped), by the CSS `hsl()` formula, each component rounded to the nearest
  /// integer.
  public init(hue: Double, saturation: Double, lightness: Double) {
    let wrapped = hue.isFinite ? hue.truncatingRemainder(dividingBy: 360) : 0
    let h = wrapped < 0 ? wrapped + 360 : wrapped
    let s = saturation.isNaN ? 0 : min(max(saturation, 0), 1)
    let l = lightness.isNaN ? 0 : min(max(lightness, 0), 1)
    func component(_ n: Double) -> UInt8 {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      let a = s * min(l, 1 - l)
      let value = l - a * max(-1, min(k - 3, 9 - k, 1))
      return UInt8((value * 255).rounded())
    }
    self.init(red: component(0), green: component(8), blue: component(4))
  }

  /// `#rrggbb` in lowercase hexadecimal.
  public var hex: String {
    "#"
      + [red, green, blue].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }
}
