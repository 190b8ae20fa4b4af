import Foundation
import Testing

@testable import AdaptiveDemo

@Suite struct AdaptiveDemoTests {
  /// The lines printed for one width: from its heading to the next heading.
  static func block(_ output: String, startingWith heading: String) -> [Substring] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return [] }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("== ") } ?? lines.endIndex
    return Array(lines[start..<end])
  }

  static let defaultRun = AdaptiveDemo.run([])
}

extension AdaptiveDemoTests {
  @Test func defaultRunShowsFourWidthsAndSucceeds() {
    let outcome = Self.defaultRun
    #expect(outcome.status == 0)
    #expect(outcome.errorOutput.isEmpty)
    let headings = outcome.output.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(
      headings == [
        "== 375 × 812 pt ==", "== 768 × 1024 pt ==", "== 1024 × 1024 pt ==",
        "== 1366 × 1024 pt ==",
      ])
  }

  @Test func phoneWidthChoosesTheCompactProviders() {
    let lines = Self.block(Self.defaultRun.output, startingWith: "== 375 × 812 pt ==")
    #expect(lines.contains("section 0 stories: storyRing(72), y 0–88"))
    #expect(lines.contains { $0.hasPrefix("section 1 highlights: carousel(0.85, groupPaging),") })
    #expect(lines.contains { $0.hasPrefix("section 2 inbox: list(insetGrouped),") })
    #expect(lines.contains { $0.hasPrefix("section 3 photos: grid(3),") })
    #expect(lines.contains { $0.hasPrefix("section 4 featured: mosaic,") })
    #expect(lines.contains { $0.hasPrefix("section 5 pins: waterfall(2),") })
    #expect(!lines.contains { $0.hasPrefix("error:") })
  }

  @Test func widerScreensChooseWiderProviders() {
    let medium = Self.block(Self.defaultRun.output, startingWith: "== 768 × 1024 pt ==")
    #expect(medium.contains { $0.hasPrefix("section 3 photos: grid(5),") })
    #expect(medium.contains { $0.hasPrefix("section 0 stories: storyRing(96),") })
    let expanded = Self.block(Self.defaultRun.output, startingWith: "== 1366 × 1024 pt ==")
    #expect(expanded.contains { $0.hasPrefix("section 3 photos: adaptiveGrid(≥140.0),") })
    #expect(expanded.contains { $0.hasPrefix("section 5 pins: waterfall(≥180.0),") })
  }

  @Test func firstScreenIsAPictureWithItsScale() {
    let lines = Self.block(Self.defaultRun.output, startingWith: "== 375 × 812 pt ==")
    guard let legend = lines.firstIndex(where: { $0.hasPrefix("first screen") }) else {
      Issue.record("no picture in \(lines)")
      return
    }
    #expect(lines[legend] == "first screen (1 character = 4.69 pt across, 9.38 pt down):")
    let picture = lines[(legend + 1)...]
    #expect(picture.contains { $0.contains("+--") })
    #expect(picture.allSatisfy { $0.count <= 80 })
  }

  @Test func widthFlagShowsOnlyTheWidthsAsked() {
    let outcome = AdaptiveDemo.run(["--width", "500", "--width", "900"])
    let headings = outcome.output.split(separator: "\n").filter { $0.hasPrefix("== ") }
    #expect(headings == ["== 500 × 812 pt ==", "== 900 × 1024 pt =="])
  }

  @Test func svgAndHTMLAreWritten() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("adaptive-demo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.html").path
    let outcome = AdaptiveDemo.run(
      ["--width", "375", "--svg", folder.path, "--html", page])
    #expect(outcome.status == 0)
    let svg = try String(
      contentsOfFile: folder.appendingPathComponent("adaptive-375.svg").path, encoding: .utf8)
    #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.contains("width-slider"))
    #expect(!html.contains("http://") && !html.contains("https://"))
  }

  @Test func listProvidersNamesEveryKind() {
    let output = AdaptiveDemo.run(["--list-providers"]).output
    #expect(
      output.hasPrefix(
        "providers a config can name: adaptiveGrid, carousel, grid, list, mosaic, storyRing, "
          + "waterfall\n"))
    for kind in ["featured", "highlights", "inbox", "photos", "pins", "stories"] {
      #expect(output.contains("  \(kind): from 0 pt: "))
    }
  }

  @Test func helpPrintsTheUsage() {
    let outcome = AdaptiveDemo.run(["--help"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("usage: adaptive-demo"))
  }
}

extension AdaptiveDemoTests {
  static func config(_ json: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("adaptive-config-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url.path
  }

  @Test(arguments: [
    (["--bogus"], "unknown argument '--bogus'"),
    (["--width"], "--width needs a value"),
    (["--width", "wide"], "width 'wide' is not a positive number of points"),
    (["--width", "-3"], "width '-3' is not a positive number of points"),
    (["--width", "nan"], "width 'nan' is not a positive number of points"),
    (["--width", "inf"], "width 'inf' is not a positive number of points"),
    (["--config", "/no/such/config.json"], "cannot read config /no/such/config.json"),
    (["--svg"], "--svg needs a value"),
    (["--config", "--width", "375"], "--config needs a value"),
    (["--width", "375", "extra"], "unknown argument 'extra'"),
    (["--width=375"], "unknown argument '--width=375'"),
    (["-x"], "unknown argument '-x'"),
  ])
  func badArgumentsEndInOneLine(_ arguments: [String], _ message: String) {
    let outcome = AdaptiveDemo.run(arguments)
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    let lines = outcome.errorOutput.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("adaptive-demo: \(message)") == true, "\(lines)")
    #expect(lines.first?.hasSuffix(" (see --help)") == true)
  }

  @Test func aConfigOfHugeNumbersIsListedAndLaidOutWithoutATrap() throws {
    // Found by FuzzDemoArguments: Int(_:) trapped on a band from 10³⁰⁰ pt and on a
    // storyRing of diameter 10³⁰⁰ when their names were written.
    let path = try Self.config(
      #"{"entries": [{"kind": "stories", "minimumWidth": 1e300, "#
        + #""provider": {"storyRing": {"diameter": 1e300}}}, "#
        + #"{"kind": "photos", "provider": {"storyRing": {"diameter": 1e300}}}]}"#)
    let list = AdaptiveDemo.run(["--config", path, "--list-providers"])
    #expect(list.status == 0)
    #expect(list.output.contains("  stories: from 1e+300 pt: storyRing(1e+300)\n"))
    let layout = AdaptiveDemo.run(["--config", path, "--width", "375"])
    #expect(layout.status == 0)
    #expect(layout.output.contains("section 3 photos: storyRing(1e+300), y "))
    #expect(layout.output.contains("error: invalidDimension(section: 3"))
  }

  @Test func anArgumentWithLineBreaksStaysOnOneLine() {
    // Found by the CLI fuzz loop: the argument echoed into the error split it in two.
    let outcome = AdaptiveDemo.run(["--a\nb\u{2028}c\u{7}"])
    #expect(outcome.status == 2)
    #expect(
      outcome.errorOutput
        == "adaptive-demo: unknown argument '--a\\nb\\u{2028}c\\u{07}' (see --help)\n")
  }

  @Test func malformedConfigIsAOneLineError() throws {
    let path = try Self.config(#"{"entries": "#)
    let outcome = AdaptiveDemo.run(["--config", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.errorOutput.hasPrefix("adaptive-demo: config \(path) is not a layout description"))
  }

  @Test func configNamingAnUnknownProviderSaysSo() throws {
    let path = try Self.config(#"{"entries": [{"kind": "pins", "provider": {"sparkle": {}}}]}"#)
    let outcome = AdaptiveDemo.run(["--config", path])
    #expect(outcome.status == 2)
    #expect(outcome.errorOutput.contains("entries[0].provider names no known provider"))
  }

  @Test func configWithABadParameterValueSaysSo() throws {
    let path = try Self.config(
      #"{"entries": [{"kind": "highlights", "provider": {"carousel": {"groupWidthFraction": 0.5, "behavior": "wobble"}}}]}"#
    )
    let outcome = AdaptiveDemo.run(["--config", path])
    #expect(outcome.status == 2)
    #expect(outcome.errorOutput.contains("unknown orthogonal scrolling behaviour \"wobble\""))
  }

  @Test func configMissingSomeKindsShowsTheirErrorsAndTheRest() throws {
    let path = try Self.config(#"{"entries": [{"kind": "featured", "provider": {"mosaic": {}}}]}"#)
    let outcome = AdaptiveDemo.run(["--config", path, "--width", "375"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("section 4 featured: mosaic,"))
    #expect(outcome.output.contains("section 0 stories: (none),"))
    #expect(outcome.output.contains("no provider is registered for section kind"))
  }
}

extension AdaptiveDemoTests {
  @Test func shortHelpFlagPrintsTheHelpToo() {
    let outcome = AdaptiveDemo.run(["-h"])
    #expect(outcome.status == 0)
    #expect(outcome.errorOutput.isEmpty)
    #expect(outcome.output == AdaptiveDemo.run(["--help"]).output)
  }

  @Test func configCanNameTheDemosOwnStoryRing() throws {
    let path = try Self.config(
      """
      {"entries": [
        {"kind": "stories", "provider": {"storyRing": {"diameter": 80}}},
        {"kind": "photos", "provider": {"grid": {"columns": 4, "spacing": 2}}}
      ]}
      """)
    let outcome = AdaptiveDemo.run(["--config", path, "--width", "375"])
    #expect(outcome.status == 0)
    #expect(outcome.errorOutput.isEmpty)
    // 80 pt avatars with 8 pt above and below.
    #expect(outcome.output.contains("section 0 stories: storyRing(80), y 0–96\n"))
    #expect(outcome.output.contains("section 3 photos: grid(4), y 96–"))
  }

  @Test func theConfigExampleInTheHelpLoads() throws {
    let help = AdaptiveDemo.run(["--help"]).output
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasSuffix(#"{"entries": ["#) })
    let end = try #require(lines[start...].firstIndex { $0.hasSuffix("]}") })
    let path = try Self.config(lines[start...end].joined(separator: "\n"))
    let outcome = AdaptiveDemo.run(["--config", path, "--width", "375", "--width", "1024"])
    #expect(outcome.status == 0, "\(outcome.errorOutput)")
    #expect(outcome.output.contains("section 0 stories: storyRing(72), y 0–88\n"))
    #expect(outcome.output.contains("section 3 photos: grid(3),"))
    #expect(outcome.output.contains("section 3 photos: adaptiveGrid(≥140.0),"))
  }

  @Test(arguments: [
    (
      #"{"entries": [{"kind": "stories", "provider": {"storyRing": {"diameter": 0}}}]}"#,
      "entries[0].provider: storyRing: diameter cannot be 0.0"
    ),
    (
      #"{"entries": [{"kind": "stories", "provider": {"storyRing": {}}}]}"#,
      "entries[0].provider: storyRing: missing parameter diameter"
    ),
    (
      #"{"entries": [{"kind": "a", "provider": {"mosaic": {}}}, "#
        + #"{"kind": "b", "provider": {"grid": {"columns": 3, "spacng": 2}}}]}"#,
      #"entries[1].provider: grid: unknown parameter "spacng""#
    ),
    (
      #"{"entries": [{"kind": "a", "provider": {"grid": {"columns": 0}}}]}"#,
      "entries[0].provider: grid: columns cannot be 0.0"
    ),
    (
      #"{"entries": [{"kind": "a", "provider": {"sparkle": {}}}]}"#,
      #"entries[0].provider names no known provider "sparkle" (known: adaptiveGrid, carousel, "#
        + "grid, list, mosaic, storyRing, waterfall)"
    ),
  ])
  func configWithBadProviderParametersSaysWhichAndWhy(_ json: String, _ reason: String) throws {
    let path = try Self.config(json)
    let outcome = AdaptiveDemo.run(["--config", path])
    #expect(outcome.status == 2)
    #expect(outcome.output.isEmpty)
    let lines = outcome.errorOutput.split(separator: "\n")
    #expect(lines == ["adaptive-demo: config \(path): \(reason) (see --help)"], "\(lines)")
  }

  @Test func configWithTwoNamesForOneProviderIsMalformed() throws {
    let path = try Self.config(
      #"{"entries": [{"kind": "a", "provider": {"grid": {"columns": 2}, "mosaic": {}}}]}"#)
    let outcome = AdaptiveDemo.run(["--config", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.errorOutput.hasPrefix(
        "adaptive-demo: config \(path) is not a layout description: entries[0].provider: "
          + "a provider is one key, its name, holding its parameters"))
  }
}
