/// Why a picture of a layout's content was not drawn.
///
/// Pictures of a layout (``LayoutResolution/LayoutHost/svg(renderer:)``,
/// ``LayoutResolution/LayoutHost/asciiPicture(renderer:)``,
/// ``LayoutResolution/SolvedLayout/svg(of:renderer:)``,
/// ``LayoutResolution/SolvedLayout/asciiPicture(of:renderer:)``,
/// ``LayoutResolution/LayoutHost/renderedSnapshot(sectionProviders:)``) ask the layout for
/// every element of the area they draw. A layout of millions of items would make a picture
/// of gigabytes (3 GB was seen), so they stop counting past ``maximumElements`` and throw
/// instead: draw a smaller rect, or the visible one.
public enum RenderingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The area holds more than `limit` elements.
  case tooManyElements(limit: Int)

  /// The most elements one picture of a layout's content draws: 100,000, an SVG document
  /// of about 20 MB.
  public static let maximumElements = 100_000

  /// A one-line explanation, as a tool prints it.
  public var description: String {
    switch self {
    case .tooManyElements(let limit):
      "the picture would hold more than \(limit) elements; draw a smaller rect"
    }
  }
}
