#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutRendering
import UIKitCompat

/// Everything the `gallery` tool does short of driving a terminal, as a function of its
/// arguments, so that tests run it without a process.
public enum GalleryCommand {
  /// What a run printed and how it ended, or that it goes on in the terminal.
  public struct Outcome: Equatable, Sendable {
    /// Standard output.
    public var output = ""
    /// Standard error.
    public var errorOutput = ""
    /// The exit status: 0, 1 for a failed export, 2 for usage.
    public var status: Int32 = 0
    /// The options to run interactively with, when the run goes on in the terminal.
    public var interactive: GalleryOptions?
    /// Whether the terminal gets colours: not with `--no-color`, nor when the environment
    /// sets `NO_COLOR` to anything but the empty string (no-color.org).
    public var usesColor = true
  }

  /// The outcome of `arguments` in `environment`; `isTerminal` says whether standard output
  /// is a terminal. Writes the `--svg` or `--html` file.
  public static func run(
    _ arguments: [String], isTerminal: Bool, environment: [String: String] = [:]
  ) -> Outcome {
    let options: GalleryOptions
    do throws(GalleryUsageError) {
      options = try GalleryOptions.parse(arguments: arguments)
    } catch {
      return Outcome(
        errorOutput: "gallery: \(error.message) (\(GalleryOptions.usage))\n", status: 2)
    }
    if options.showsHelp { return Outcome(output: help) }
    if options.listsExamples { return Outcome(output: ExampleCatalogue.listing) }
    if options.output == .interactive {
      guard isTerminal else {
        return Outcome(
          output: ExampleCatalogue.listing
            + "\nstandard output is not a terminal: run `gallery EXAMPLE --ascii` to print a "
            + "screen, or run gallery in a terminal\n")
      }
      let noColor = options.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
      return Outcome(interactive: options, usesColor: !noColor)
    }
    let session = GallerySession(
      columns: options.width, rows: options.height,
      scale: GalleryScale(pointsPerColumn: options.scale), example: options.example)
    for key in options.keys {
      session.handle(key)
      session.settle()
      if session.wantsToQuit { break }
    }
    switch options.output {
    case .interactive, .ascii:
      return Outcome(output: session.draw().text)
    case .svg(let path):
      let title = session.screen.title
      guard options.wireframe else {
        guard let picture = Self.screenPicture(session) else { return tooManyElements }
        let svg = SVGRenderer(title: title, palette: ScreenPicture.palette).render(
          picture.attributes, canvas: picture.canvas, contents: picture.contents,
          background: picture.background)
        return write(svg, to: path)
      }
      guard let picture = try? session.screen.view.core.svg(renderer: SVGRenderer(title: title))
      else { return tooManyElements }
      return write(picture, to: path)
    case .html(let path):
      let title = session.screen.title
      guard options.wireframe else {
        guard let picture = Self.screenPicture(session) else { return tooManyElements }
        let page = HTMLPageRenderer(
          title: title, subtitle: Self.subtitle(of: session, example: options.example),
          svg: SVGRenderer(palette: ScreenPicture.palette))
        return write(page.render([picture]), to: path)
      }
      guard let snapshot = try? session.screen.view.core.renderedSnapshot(sectionProviders: [:])
      else { return tooManyElements }
      return write(HTMLPageRenderer(title: title).render([snapshot]), to: path)
    }
  }

  /// The picture of what the session's screen shows, or `nil` past the renderers' element
  /// limit.
  private static func screenPicture(_ session: GallerySession) -> RenderedSnapshot? {
    let picture = ScreenPicture(of: session.screen).snapshot
    return picture.attributes.count <= RenderingError.maximumElements ? picture : nil
  }

  /// What a screen's page says under its title: the example's category and the window's
  /// size in points.
  private static func subtitle(of session: GallerySession, example: String?) -> String {
    let size = session.screen.view.bounds.size
    let points = "\(Int(size.width.rounded())) × \(Int(size.height.rounded())) pt"
    guard let category = example.flatMap(ExampleCatalogue.example(named:))?.category else {
      return points
    }
    return "\(category.rawValue) · \(points)"
  }

  /// A picture refused by the renderers' element limit (`RenderingError.tooManyElements`).
  private static let tooManyElements = Outcome(
    errorOutput: "gallery: the screen holds too many elements to draw\n", status: 1)

  private static func write(_ text: String, to path: String) -> Outcome {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      return Outcome(output: "wrote \(path)\n")
    } catch {
      return Outcome(errorOutput: "gallery: cannot write '\(path.shortLine)'\n", status: 1)
    }
  }

  /// `--help`.
  public static var help: String {
    """
    gallery: the sample "Implementing Modern Collection Views", live in the terminal.

    \(GalleryOptions.usage)

    \(GalleryOptions.table.help)

    keys: ↑↓ focus, j/k scroll, PgUp/PgDn, Home/End, wheel, Tab + ←→ orthogonal rows,
    ← swipe, Enter select, / search, space toggle, s step, S sort, r rescan, ? keys, Esc back,
    q quit

    """
  }
}
#endif
