import LayoutGeometry
import LayoutResolution

/// Writes one self-contained HTML page of a series of ``RenderedSnapshot``s, with the
/// controls that fit them: a width slider over two or more widths, the providers chosen when
/// any section names one, and a "Show frames" switch when elements are drawn with content.
///
/// The page needs no network: its style and script are inline, it loads no fonts, and each
/// snapshot's drawing (the body of ``SVGRenderer``'s picture) is embedded as JSON in a
/// `<script type="application/json" id="layout-data">` element. The slider steps through
/// the snapshots in ascending width; moving it redraws the inline `<svg id="layout">`, lists
/// the provider chosen for each section in `<ol id="providers">` (`section 0: list`), shows
/// the width in `<output id="width-value">` and writes `#width=<w>` into the URL. A page of
/// one width has no slider, and a page whose sections name no provider no provider list;
/// the switch `<input id="show-frames">` outlines and numbers the elements drawn with
/// content, for layout debugging, by putting the class `show-frames` on `<body>`. Opening
/// the page with `#width=1024` starts at the step nearest 1024 (the first of two equally
/// near); without a hash it starts at the narrowest step. The first step is also written
/// into the page itself, so it shows without JavaScript. The `<body>`'s `data-width`
/// attribute always holds the width shown, for scripted checks.
///
/// Output is deterministic: snapshots of equal width keep their given order, sections are
/// listed by index, and numbers are written with at most two decimals.
///
/// ```swift
/// let snapshots = [375.0, 1024].map { width in
///   host.size = LayoutSize(width: width, height: 812)
///   return host.renderedSnapshot(sectionProviders: [0: "grid"])
/// }
/// let page = HTMLPageRenderer(title: "Photos").render(snapshots)
/// page.hasPrefix("<!DOCTYPE html>")  // true: one page, its slider stepping through both widths
/// ```
public struct HTMLPageRenderer: Hashable, Sendable {
  /// The page's title and heading.
  public var title: String
  /// A line under the heading saying what the page shows, or `nil` for none.
  public var subtitle: String?
  /// The renderer that draws each snapshot (its palette and padding; its title is unused).
  public var svg: SVGRenderer

  /// A page renderer with the given title, subtitle and drawing settings.
  public init(title: String = "Layout", subtitle: String? = nil, svg: SVGRenderer = SVGRenderer()) {
    self.title = title
    self.subtitle = subtitle
    self.svg = svg
  }

  /// The page for `snapshots`; snapshots whose width is not finite are left out.
  ///
  /// - Complexity: O(n log n + characters of output) for n elements over all snapshots,
  ///   plus sorting the snapshots by width and each one's sections by index.
  public func render(_ snapshots: [RenderedSnapshot]) -> String {
    let steps = snapshots.enumerated()
      .filter { $0.element.width.isFinite }
      .sorted { ($0.element.width, $0.offset) < ($1.element.width, $1.offset) }
      .map { Step(snapshot: $0.element, drawing: drawing(of: $0.element)) }
    let first = steps.first
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title.xmlEscaped)</title>
      <style>
      \(Self.style)</style>
      </head>
      <body data-width="\(first?.label ?? "")">
      <h1>\(title.xmlEscaped)</h1>
      \(controls(steps))<svg id="layout" role="img" aria-label="\(title.xmlEscaped)" \
      width="\(first?.drawing.width ?? "0")" height="\(first?.drawing.height ?? "0")" \
      viewBox="\(first?.drawing.viewBox ?? "0 0 0 0")">
      \(first?.drawing.body ?? "")</svg>
      <noscript><p>The slider needs JavaScript; the narrowest width is shown.</p></noscript>
      <script type="application/json" id="layout-data">
      [\(steps.map(\.json).joined(separator: ",\n"))]
      </script>
      <script>
      \(Self.script)</script>
      </body>
      </html>

      """
  }

  /// The subtitle and the controls that fit `steps`, each block ending its line.
  private func controls(_ steps: [Step]) -> String {
    var markup = subtitle.map { "<p class=\"subtitle\">\($0.xmlEscaped)</p>\n" } ?? ""
    if steps.count > 1 {
      let widths = steps.map(\.label).joined(separator: ", ")
      markup += """
        <p class="controls"><label for="width-slider">Container width</label>
        <input id="width-slider" type="range" min="0" max="\(steps.count - 1)" step="1" value="0">
        <output id="width-value" for="width-slider">\(steps[0].label)</output> pt</p>
        <p class="steps">Widths: \(widths) pt. \
        Add <code>#width=1024</code> to the address to start at the nearest width.</p>

        """
    }
    if steps.contains(where: { !$0.snapshot.sectionProviders.isEmpty }) {
      markup +=
        "<h2>Section providers</h2>\n<ol id=\"providers\">\n"
        + (steps.first?.providerItems ?? "") + "</ol>\n"
    }
    if steps.contains(where: { !$0.snapshot.contents.isEmpty }) {
      markup += """
        <p class="controls"><input id="show-frames" type="checkbox">
        <label for="show-frames">Show frames</label></p>

        """
    }
    return markup
  }

  private func drawing(of snapshot: RenderedSnapshot) -> SVGDrawing {
    svg.drawing(
      snapshot.attributes, viewport: snapshot.viewport, canvas: snapshot.canvas,
      contents: snapshot.contents,
      background: snapshot.background, outlines: true)
  }

  /// One slider step, written both as page markup and as JSON.
  private struct Step {
    let snapshot: RenderedSnapshot
    let drawing: SVGDrawing

    var label: String { FixedNumber.format(snapshot.width) }

    var providers: [(section: Int, name: String)] {
      snapshot.sectionProviders.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    var providerItems: String {
      providers.map { "<li>section \($0.section): \($0.name.xmlEscaped)</li>\n" }.joined()
    }

    var json: String {
      let providerList = providers.map {
        "{\"section\":\($0.section),\"provider\":\($0.name.jsonQuoted)}"
      }.joined(separator: ",")
      return "{\"width\":\(label),\"label\":\(label.jsonQuoted),"
        + "\"svgWidth\":\(drawing.width.jsonQuoted),\"svgHeight\":\(drawing.height.jsonQuoted),"
        + "\"viewBox\":\(drawing.viewBox.jsonQuoted),\"providers\":[\(providerList)],"
        + "\"markup\":\(drawing.body.jsonQuoted)}"
    }
  }

  private static let style = """
    body { font-family: system-ui, sans-serif; margin: 1.5em; color: #1c1c1e; }
    .controls { display: flex; gap: 0.75em; align-items: center; }
    #width-slider { width: 24em; }
    #width-value { font-variant-numeric: tabular-nums; min-width: 4em; text-align: right; }
    #layout { display: block; border: 1px solid #d0d0d0; margin-top: 1em; }
    #layout .frames { display: none; }
    body.show-frames #layout .frames { display: inline; }

    """

  // The drawing's namespace comes from the inline <svg> element, so the page holds no URL.
  private static let script = #"""
    (function () {
      "use strict";
      var steps = JSON.parse(document.getElementById("layout-data").textContent);
      var slider = document.getElementById("width-slider");
      var output = document.getElementById("width-value");
      var providers = document.getElementById("providers");
      var picture = document.getElementById("layout");
      var frames = document.getElementById("show-frames");
      if (frames) {
        frames.addEventListener("change", function () {
          document.body.classList.toggle("show-frames", frames.checked);
        });
      }
      if (steps.length === 0) { return; }
      function nearest(width) {
        var best = 0;
        for (var i = 1; i < steps.length; i++) {
          if (Math.abs(steps[i].width - width) < Math.abs(steps[best].width - width)) { best = i; }
        }
        return best;
      }
      function show(index) {
        var step = steps[index];
        if (slider) { slider.value = String(index); }
        if (output) { output.textContent = step.label; }
        document.body.setAttribute("data-width", step.label);
        picture.setAttribute("width", step.svgWidth);
        picture.setAttribute("height", step.svgHeight);
        picture.setAttribute("viewBox", step.viewBox);
        picture.innerHTML = step.markup;
        if (!providers) { return; }
        providers.textContent = "";
        step.providers.forEach(function (entry) {
          var item = document.createElement("li");
          item.textContent = "section " + entry.section + ": " + entry.provider;
          providers.appendChild(item);
        });
      }
      function fromHash() {
        var match = /(?:^#|&)width=([0-9]+(?:\.[0-9]+)?)/.exec(window.location.hash);
        return match ? nearest(parseFloat(match[1])) : null;
      }
      if (slider) {
        slider.addEventListener("input", function () {
          var index = Number(slider.value);
          show(index);
          window.history.replaceState(null, "", "#width=" + steps[index].label);
        });
      }
      window.addEventListener("hashchange", function () {
        var index = fromHash();
        if (index !== null) { show(index); }
      });
      var initial = fromHash();
      show(initial === null ? 0 : initial);
    })();

    """#
}
