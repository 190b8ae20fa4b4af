import CommandLineOptions
import CompositionalLayout
import Foundation

/// `swift run adaptive-demo`: a feed whose sections pick their providers from a registry by
/// the container's width, shown at several widths — the provider chosen for each section
/// and a picture of the first screen — and, on request, as SVG files or an HTML page.
@main package struct AdaptiveDemo {
  /// What a run printed and how it ended.
  package struct Outcome: Equatable {
    package var output = ""
    package var errorOutput = ""
    package var status: Int32 = 0
  }

  static func main() {
    let outcome = run(Array(CommandLine.arguments.dropFirst()))
    print(outcome.output, terminator: "")
    if !outcome.errorOutput.isEmpty {
      FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
    }
    exit(outcome.status)
  }

  /// Everything `main` does for `arguments`, without touching the process: the tests and
  /// the fuzzer (`Tools/fuzz/FuzzDemoArguments`, hence `package`) call it. Bad input ends in one line on standard error and status 2; an
  /// output that cannot be written or drawn, in one line and status 1.
  package static func run(_ arguments: [String]) -> Outcome {
    do throws(DemoError) {
      let options = try DemoOptions.parse(arguments)
      if options.help { return Outcome(output: help) }
      let registry = try options.configFile.map(loadRegistry) ?? Feed.registry
      if options.listProviders { return Outcome(output: providerList(registry)) }
      var output = transcript(widths: options.widths, registry: registry)
      if let directory = options.svgDirectory {
        output += try writeSVGs(widths: options.widths, registry: registry, to: directory)
      }
      if let file = options.htmlFile {
        output += try writeHTML(registry: registry, extraWidths: options.widths, to: file)
      }
      return Outcome(output: output)
    } catch {
      return Outcome(
        errorOutput: "adaptive-demo: \(error.message.oneLine) (see --help)\n",
        status: error.status)
    }
  }

  static let help = """
    adaptive-demo: a feed whose sections choose their layout by the container's width.

    \(DemoOptions.usage)

    \(DemoOptions.table.help)

    A config file lists registrations: a section kind (stories, highlights, inbox, photos,
    featured, pins), the width in points its band starts at (minimumWidth, 0 when left
    out) and one provider, written as its name holding its parameters:

      {"entries": [
        {"kind": "stories", "provider": {"storyRing": {"diameter": 72}}},
        {"kind": "photos", "provider": {"grid": {"columns": 3, "spacing": 2}}},
        {"kind": "photos", "minimumWidth": 840,
         "provider": {"adaptiveGrid": {"minimumItemWidth": 140, "spacing": 2}}}
      ]}

    Providers and their parameters (? marks an optional one):
      list          appearance: plain, grouped, insetGrouped, sidebar or sidebarPlain
      grid          columns (at least 1), spacing?
      adaptiveGrid  minimumItemWidth, spacing?
      carousel      groupWidthFraction, behavior? (continuous, paging, groupPaging,
                    groupPagingCentered, continuousGroupLeadingBoundary)
      mosaic        none: {}
      waterfall     columns or minimumColumnWidth, itemHeights (a list, cycled through)
      storyRing     diameter (this demo's own provider, registered like the built-ins)

    """

  // MARK: - Transcript

  /// The text shown for `widths`: per width, each section's provider and extent, then the
  /// first screen.
  static func transcript(widths: [Double], registry: SectionProviderRegistry) -> String {
    widths.map { width in describe(width: width, registry: registry) }.joined(separator: "\n")
  }

  static func describe(width: Double, registry: SectionProviderRegistry) -> String {
    let host = Feed.host(width: width, registry: registry)
    let effective = host.environment.container.effectiveContentSize.width
    var lines = ["== \(format(width)) × \(format(host.size.height)) pt =="]
    for (index, section) in Feed.sections.enumerated() {
      let provider =
        (try? registry.provider(forKind: section.kind, width: effective).name) ?? "(none)"
      let frame = host.solvedLayout.frame(ofSection: index)
      lines.append(
        "section \(index) \(section.kind): \(provider), y \(format(frame?.minY ?? 0))–"
          + format(frame?.maxY ?? 0))
    }
    lines.append("content height: \(format(host.contentSize.height)) pt")
    for error in host.errors { lines.append("error: \(error)") }
    let renderer = AsciiRenderer(columns: 80)
    lines.append("first screen (\(renderer.scale(for: host.visibleRect).legend)):")
    return lines.joined(separator: "\n") + "\n"
      + renderer.render(host.visibleAttributes, viewport: host.visibleRect)
  }

  /// A number with at most two decimals and no trailing zeros; beyond 10¹⁵ (a band or a
  /// size from a config), as Swift writes it, since Int(_:) would trap past Int.max.
  static func format(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  // MARK: - Providers

  static func providerList(_ registry: SectionProviderRegistry) -> String {
    var lines = [
      "providers a config can name: " + Feed.decoders.names.joined(separator: ", "),
      "registry:",
    ]
    for kind in registry.kinds {
      let bands = registry.registrations(forKind: kind).map {
        "from \(format($0.band.minimumWidth)) pt: \($0.name)"
      }
      lines.append("  \(kind): " + bands.joined(separator: "; "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The largest config file read: 1 MiB, far more than any registry needs.
  static let maximumConfigBytes = 1 << 20

  /// The registry the JSON file at `path` describes, its providers read by `Feed.decoders`
  /// (the built-ins and `storyRing`).
  static func loadRegistry(_ path: String) throws(DemoError) -> SectionProviderRegistry {
    // Read through a handle, never more than the limit: a path such as /dev/zero has no
    // end, and Data(contentsOf:) would read until memory runs out.
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadableConfig(path: path, reason: "no such file or not readable")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: maximumConfigBytes + 1) ?? Data()
    } catch {
      throw .unreadableConfig(path: path, reason: "not a readable file")
    }
    guard data.count <= maximumConfigBytes else {
      throw .unreadableConfig(path: path, reason: "larger than \(maximumConfigBytes) bytes")
    }
    let description: RegistryDescription
    do {
      description = try JSONDecoder().decode(RegistryDescription.self, from: data)
    } catch let error as DecodingError {
      throw .malformedConfig(path: path, reason: reason(error))
    } catch {
      throw .malformedConfig(path: path, reason: "not JSON")
    }
    let decoders = Feed.decoders
    var registry = SectionProviderRegistry()
    for (index, entry) in description.entries.enumerated() {
      do {
        try registry.register(entry, decoders: decoders)
      } catch .unknownProvider(let name) {
        throw .invalidConfig(
          path: path,
          reason: "entries[\(index)].provider names no known provider \"\(name)\" (known: "
            + decoders.names.joined(separator: ", ") + ")")
      } catch {
        throw .invalidConfig(path: path, reason: "entries[\(index)].provider: \(error)")
      }
    }
    return registry
  }

  /// A one-line account of a decoding error: where, and what.
  static func reason(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let value), .keyNotFound(_, let value), .typeMismatch(_, let value),
      .valueNotFound(_, let value):
      context = value
    @unknown default:
      return "unreadable"
    }
    var path = context.codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
    if path.hasPrefix(".") { path.removeFirst() }
    let text = context.debugDescription.split(separator: "\n").first.map(String.init) ?? ""
    return path.isEmpty ? text : "\(path): \(text)"
  }

  // MARK: - Files

  static func writeSVGs(widths: [Double], registry: SectionProviderRegistry, to directory: String)
    throws(DemoError) -> String
  {
    var written: [String] = []
    for width in widths {
      let host = Feed.host(width: width, registry: registry)
      let path = (directory as NSString).appendingPathComponent("adaptive-\(format(width)).svg")
      let svg: String
      do {
        svg = try host.svg()
      } catch {
        throw .unrenderable(path: path, reason: error.description)
      }
      try write(svg, to: path, creatingDirectory: directory)
      written.append(path)
    }
    return written.map { "wrote \($0)\n" }.joined()
  }

  /// Width steps for the page's slider: every 40 pt from 320 to 1400, and the widths asked
  /// for.
  static func pageWidths(extra: [Double]) -> [Double] {
    Array(Set(stride(from: 320.0, through: 1400, by: 40) + extra)).sorted()
  }

  static func writeHTML(registry: SectionProviderRegistry, extraWidths: [Double], to path: String)
    throws(DemoError) -> String
  {
    var snapshots: [RenderedSnapshot] = []
    for width in pageWidths(extra: extraWidths) {
      let host = Feed.host(width: width, registry: registry)
      let effective = host.environment.container.effectiveContentSize.width
      var providers: [Int: String] = [:]
      for (index, section) in Feed.sections.enumerated() {
        providers[index] =
          (try? registry.provider(forKind: section.kind, width: effective).name) ?? "(none)"
      }
      do {
        snapshots.append(try host.renderedSnapshot(sectionProviders: providers))
      } catch {
        throw .unrenderable(path: path, reason: error.description)
      }
    }
    let page = HTMLPageRenderer(title: "adaptive-demo").render(snapshots)
    try write(page, to: path, creatingDirectory: nil)
    return "wrote \(path)\n"
  }

  static func write(_ text: String, to path: String, creatingDirectory directory: String?)
    throws(DemoError)
  {
    do {
      if let directory {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
      }
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw .unwritableOutput(path: path, reason: "the folder is missing or not writable")
    }
  }
}
