import LayoutResolution

/// The colours the SVG and HTML renderers paint elements with.
///
/// The standard palette:
///
/// | element | fill | stroke |
/// |---|---|---|
/// | cell | `#cfe2ff` | `#3d6fb4` |
/// | supplementary view | hue from its kind, saturation 0.55, lightness 0.80 | `#2f7d4f` |
/// | decoration view | hue from its kind, saturation 0.45, lightness 0.93 | `#9a9a9a` |
/// | separator (a decoration whose kind contains `separator`) | `#8e8e93` | none |
/// | viewport outline | none | `#d62728`, dashed |
/// | labels | `#1c1c1e` | — |
/// | canvas | `#ffffff` | — |
///
/// A kind's hue is ``stableHash(_:)`` of the kind modulo 360, so a kind keeps its colour
/// across runs, platforms and processes (Swift's `hashValue` is seeded per process and
/// would not).
public struct RenderPalette: Hashable, Sendable {
  /// The fill of cells.
  public var cellFill: RenderColor
  /// The outline of cells.
  public var cellStroke: RenderColor
  /// The outline of supplementary views.
  public var supplementaryStroke: RenderColor
  /// The outline of decoration views.
  public var decorationStroke: RenderColor
  /// The fill of separators: decorations whose kind contains `separator`.
  public var separatorFill: RenderColor
  /// The dashed outline of the viewport.
  public var viewportStroke: RenderColor
  /// The colour of item numbers and kind names.
  public var label: RenderColor
  /// The background behind everything.
  public var canvas: RenderColor

  /// The saturation (0…1) of supplementary views' fills; the hue comes from the kind.
  public var supplementarySaturation = 0.55
  /// The lightness (0…1) of supplementary views' fills.
  public var supplementaryLightness = 0.80
  /// The saturation (0…1) of decoration views' fills; the hue comes from the kind.
  public var decorationSaturation = 0.45
  /// The lightness (0…1) of decoration views' fills.
  public var decorationLightness = 0.93

  /// The standard palette described above.
  public static let standard = RenderPalette(
    cellFill: RenderColor(red: 0xcf, green: 0xe2, blue: 0xff),
    cellStroke: RenderColor(red: 0x3d, green: 0x6f, blue: 0xb4),
    supplementaryStroke: RenderColor(red: 0x2f, green: 0x7d, blue: 0x4f),
    decorationStroke: RenderColor(red: 0x9a, green: 0x9a, blue: 0x9a),
    separatorFill: RenderColor(red: 0x8e, green: 0x8e, blue: 0x93),
    viewportStroke: RenderColor(red: 0xd6, green: 0x27, blue: 0x28),
    label: RenderColor(red: 0x1c, green: 0x1c, blue: 0x1e),
    canvas: RenderColor(red: 0xff, green: 0xff, blue: 0xff))

  /// A palette with the given fixed colours and the standard tones for kinds.
  public init(
    cellFill: RenderColor, cellStroke: RenderColor, supplementaryStroke: RenderColor,
    decorationStroke: RenderColor, separatorFill: RenderColor, viewportStroke: RenderColor,
    label: RenderColor, canvas: RenderColor
  ) {
    self.cellFill = cellFill
    self.cellStroke = cellStroke
    self.supplementaryStroke = supplementaryStroke
    self.decorationStroke = decorationStroke
    self.separatorFill = separatorFill
    self.viewportStroke = viewportStroke
    self.label = label
    self.canvas = canvas
  }

  /// The fill of `element`: fixed for cells and separators, from the kind's hue otherwise.
  ///
  /// - Complexity: O(n) in the length of the element's kind, which is hashed.
  public func fill(for element: LayoutAttributes) -> RenderColor {
    switch element.category {
    case .cell:
      return cellFill
    case .supplementaryView:
      return kindColor(element.elementKind, supplementarySaturation, supplementaryLightness)
    case .decorationView:
      if element.isSeparator { return separatorFill }
      return kindColor(element.elementKind, decorationSaturation, decorationLightness)
    }
  }

  /// The outline of `element`, or `nil` for separators, which are drawn as thin fills.
  ///
  /// - Complexity: O(n) in the length of a decoration's kind, searched for `separator`.
  public func stroke(for element: LayoutAttributes) -> RenderColor? {
    switch element.category {
    case .cell: cellStroke
    case .supplementaryView: supplementaryStroke
    case .decorationView: element.isSeparator ? nil : decorationStroke
    }
  }

  /// The 32-bit FNV-1a hash of `kind`'s UTF-8 bytes (offset basis 2166136261, prime
  /// 16777619): the same number on every run and platform, unlike `hashValue`.
  ///
  /// - Complexity: O(n) in the kind's length in bytes.
  public static func stableHash(_ kind: String) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for byte in kind.utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return hash
  }

  private func kindColor(_ kind: String?, _ saturation: Double, _ lightness: Double)
    -> RenderColor
  {
    let hue = Double(Self.stableHash(kind ?? "") % 360)
    return RenderColor(hue: hue, saturation: saturation, lightness: lightness)
  }
}
