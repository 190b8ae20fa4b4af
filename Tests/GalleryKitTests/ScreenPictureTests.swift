#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import GalleryKit
import Testing

/// `gallery EXAMPLE --svg/--html` draws the screen, not a wireframe (issue 22 §5).
@Suite struct ScreenPictureTests {
  /// The pictures `docs/pictures` keeps, by file name: the gallery's arguments for each.
  static let documented: [(file: String, arguments: [String])] = [
    ("custom-cell-list.svg", ["custom-cell-list"]),
    (
      "list-appearances-inset-grouped.svg",
      ["list-appearances", "--keys", "space space space space"]
    ),
    ("settings-wifi.svg", ["settings-wifi"]),
    ("item-badges.svg", ["item-badges"]),
    ("section-background-decoration.svg", ["section-background-decoration"]),
    ("grid.svg", ["grid"]),
  ]

  /// What the gallery writes for `arguments` and an export flag to a scratch file.
  static func picture(_ arguments: [String], flag: String = "--svg") throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-picture-\(UUID().uuidString).\(flag.dropFirst(2))").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let outcome = GalleryCommand.run(
      Array(arguments.prefix(1)) + [flag, path] + arguments.dropFirst(), isTerminal: false)
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    return try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func aListShowsItsRowsOnTheListsBackground() throws {
    // The sample's custom cells: their list content view's text and secondary text, then
    // the category's name, on a plain list.
    let custom = try Self.picture(["custom-cell-list"])
    #expect(custom.contains(">Headphones</text>"))
    #expect(custom.contains(">Two small speakers worn over the ears for listening alone.</text>"))
    #expect(custom.contains(">Music</text>"))
    #expect(!custom.contains("font-family=\"monospace\""))
    // The sample's Simple List is inset grouped: grey behind white rows, the first rounding
    // its top corners by 26 pt.
    let svg = try Self.picture(["simple-list"])
    #expect(
      svg.contains(
        "<rect class=\"canvas\" x=\"-8\" y=\"-8\" width=\"656\" height=\"588\" fill=\"#f2f2f7\"/>"))
    #expect(
      svg.contains(
        "d=\"M16 61 A26 26 0 0 1 42 35 H598 A26 26 0 0 1 624 61 V87 H16 Z\" fill=\"#ffffff\""))
    #expect(
      svg.contains(
        "fill=\"#c6c6c8\" data-section=\"0\" data-item=\"0\" data-kind=\"list-separator\""))
    #expect(!svg.contains("font-family=\"monospace\""))
  }

  @Test func aCustomCellsTextWrapsWithinItsListContentViewBesideTheCategory() throws {
    // At 47 columns (376 pt) the Headphones row's list content view narrows to 297.667 pt
    // beside "Music"; the text model wraps the description at 265.667 pt between its
    // margins: 37 characters of 15 pt at 0.45 em (249.75) on the first line, the rest on a
    // second, as the row's 86.333 pt height counts them.
    let svg = try Self.picture(["custom-cell-list", "--width", "47"])
    let row = try #require(
      svg.components(separatedBy: "<g class=\"cell\" data-section=\"0\" data-item=\"0\">")
        .dropFirst().first?.components(separatedBy: "</g>").first)
    let texts = row.components(separatedBy: "<text").dropFirst().map { element in
      (
        text: String(element.split(separator: ">", maxSplits: 1)[1].prefix { $0 != "<" }),
        x: Double(element.components(separatedBy: " x=\"")[1].prefix { $0 != "\"" }) ?? 0,
        size: Double(element.components(separatedBy: "font-size=\"")[1].prefix { $0 != "\"" })
          ?? 0
      )
    }
    #expect(
      texts.map(\.text) == [
        "›", "•", "Headphones", "Two small speakers worn over the ears", "for listening alone.",
        "Music",
      ])
    // Each line is set so that 0.55 em a character ends within its view: the description's
    // lines before the list content view's trailing edge (297.667), "Music" within its
    // label (313.667 to 352), so no text runs into another (to the picture's hundredths of a
    // point).
    for line in texts.dropFirst(2) {
      let end = line.x + Double(line.text.count) * 0.55 * line.size
      #expect(line.text == "Music" ? end <= 352.05 : end <= 297.7, "\(line.text) ends at \(end)")
    }
    #expect(texts.last?.x == 313.67)
  }

  @Test func aSelectedSidebarRowIsTinted() throws {
    // The sample's appearance button goes plain, sidebarPlain, sidebar, …
    let svg = try Self.picture(["list-appearances", "--keys", "space space down down enter"])
    #expect(svg.contains("<title id=\"layout-title\">List Appearances: sidebar</title>"))
    let selected = try #require(
      svg.components(separatedBy: "<g class=\"cell\" data-section=\"0\" data-item=\"1\">").last)
    #expect(selected.prefix(400).contains("fill=\"#007aff\""))
    #expect(selected.prefix(600).contains("fill=\"#ffffff\">Item 0</text>"))
  }

  @Test func hiddenBadgesDrawNothingAndShownOnesTheirCount() throws {
    let svg = try Self.picture(["item-badges"])
    let badges = svg.components(separatedBy: "<g class=\"supplementary\"").dropFirst()
    #expect(!badges.isEmpty)
    // The sample's badges are green.
    let shown = badges.filter { $0.contains("fill=\"#00ff00\"") }
    #expect(shown.count > 0 && shown.count < badges.count)
    #expect(!svg.contains("<rect class=\"supplementary\""))
  }

  @Test func theWireframeStaysAnOption() throws {
    let wireframe = try Self.picture(["custom-cell-list", "--wireframe"])
    #expect(wireframe.contains("<rect class=\"cell\""))
    #expect(wireframe.contains("font-family=\"monospace\""))
    #expect(!wireframe.contains("Headphones"))
    #expect(wireframe.contains("the dashed outline is the viewport"))
  }

  @Test func aPageHasTheScreensHeadingAndOnlyTheControlsItNeeds() throws {
    let page = try Self.picture(["settings-wifi"], flag: "--html")
    #expect(
      page.contains(
        "<h1>Settings: Wi-Fi</h1>\n<p class=\"subtitle\">Diffable Data Source · 640 × 572 pt</p>"))
    #expect(page.contains("<input id=\"show-frames\" type=\"checkbox\">"))
    #expect(!page.contains("Section providers"))
    #expect(!page.contains("<input id=\"width-slider\""))
    #expect(page.contains(">Wi-Fi</text>"))
  }

  /// The pictures in `docs/pictures` are what the gallery draws today;
  /// `RECORD_PICTURES=1 swift test --filter ScreenPictureTests` writes them again.
  @Test(arguments: documented.map(\.file))
  func theDocumentedPicturesAreCurrent(file: String) throws {
    let arguments = try #require(Self.documented.first { $0.file == file }).arguments
    let picture = try Self.picture(arguments)
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/pictures").appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["RECORD_PICTURES"] != nil {
      try Data(picture.utf8).write(to: url)
      Issue.record("recorded docs/pictures/\(file); run again without RECORD_PICTURES")
      return
    }
    let kept = try String(contentsOf: url, encoding: .utf8)
    #expect(kept == picture, "docs/pictures/\(file) is out of date")
  }
}
#endif
