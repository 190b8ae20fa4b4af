import LayoutResolution

extension LayoutRectAlignment {
  /// The edges of its owner the alignment names, read off its name (`NSRectAlignment`'s
  /// cases are spelled as the edges they sit on): `topLeading` names the top and the
  /// leading edge, `none` names none.
  ///
  /// Where the item then sits follows from the edges alone
  /// (``LayoutEdges/referenceFraction(along:)``), so no table of positions is kept here.
  var referenceEdges: LayoutEdges {
    switch self {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}
