"""Source 2: the oracle transcripts of Vercantez/openuikit (`uikit/Tools/oracle2/`).

Probe apps that lay out a compositional layout on an iPhone 16 simulator running iOS 26.1
(3×) and print the attributes UIKit returned. Three probes give frames:

- `firefoxrowsprobe`: fifteen anchored-supplementary cases, one per section, in a 300 × 600
  collection view made with a frame and never put in a window (no safe area, offset zero);
  a JSON file written by the probe.
- `listheaderprobe`: an `insetGrouped` list with supplementary headers, two sections of
  three rows (and, in a second run, of ten), in a full-screen window; log lines.
- `listseparatorprobe`: an `insetGrouped` list without headers, two sections of four rows,
  with the list's own separators and with an item separator handler; log lines.
- `indexpathsforrowsprobe`: `UITableView`s of 44 pt rows, 320 × 200, made with a frame and
  never put in a window, plain and grouped: `rectForRow(at:)` of every row and the content
  size; log lines (the rect queries it also prints are no frames).

What this module knows is what the probes' code and transcripts say; every number it writes
comes from a transcript, and each inference is checked against the transcript or stated in
the fixture's notes.
"""

import json
import re

from identify import ExtractionError
from transcripts import (NAMED_BY_GEOMETRY, Recording, Source, element, fixture, numbers,
                         on_pixel_grid, read_text)

NAME = "Vercantez-openuikit"
REPOSITORY = "Vercantez/openuikit"
LICENCE = "none stated (facts only)"
SOURCE = Source(NAME, REPOSITORY, LICENCE)
PROBES = "uikit/Tools/oracle2"
RECORDING = Recording("ios26", "26.1", "iPhone 16 simulator", 3)
# The iPhone 16's screen in points: the window the list probes fill.
SCREEN = (393, 852)

HEADER = "UICollectionElementKindSectionHeader"
# UIKit names no element kind for a list separator; UIKitCompat's spellings
# (`UICollectionLayoutListConfiguration.bottomSeparatorElementKind` and
# `.topSeparatorElementKind`) report them as decorations of these kinds at the row's index
# path, which is how the suite compares them.
BOTTOM_SEPARATOR = "list-separator"
TOP_SEPARATOR = "list-separator-top"

ANCHORS = ("8fb9d8e3548d3d6438c8b1157a34b00c89099821",
           f"{PROBES}/firefoxrowsprobe/ios-26.1-iphone16.json")
ANCHORS_CODE = ("c735c5b7fc2929e2c1727f705e5dac55068af44c", f"{PROBES}/firefoxrowsprobe/main.swift")
HEADERS = ("1c9161bc584986bc3502d0015985a2531023e688",
           f"{PROBES}/listheaderprobe/transcript-ios26.1.txt")
HEADERS_CODE = ("1c9161bc584986bc3502d0015985a2531023e688", f"{PROBES}/listheaderprobe/main.swift")
SEPARATORS = ("68be760f9df518e814944d00104856283b21fc59",
              f"{PROBES}/listseparatorprobe/transcript-ios26.1.txt")
SEPARATORS_CODE = ("0a48b4a5874842fbec0fe6824f1ad625da408f43",
                   f"{PROBES}/listseparatorprobe/main.swift")
LOG_TOOL = "simctl launch --console (iOS build 23B86)"
TABLES = ("279241e66c30715c5cb1f1b16258997f0b63a7df",
          f"{PROBES}/indexpathsforrowsprobe/transcript-ios26.1.txt")
TABLES_CODE = ("f17cef22d1a356dac5e28ec14d72b2454aa806d2",
               f"{PROBES}/indexpathsforrowsprobe/main.swift")
# The tables' frame in the probe's code.
TABLES_VIEWPORT = (320, 200)
# Each run of the probe: its style, row counts and header height as printed, and the
# layout that builds the same table.
TABLE_RUNS = {
    ("0", "[10]", "0.0"): ("plainTen", "openuikit.table.plainTen"),
    ("0", "[2, 3]", "28.0"): ("plainTwoSections", "openuikit.table.plainTwoSections"),
    ("0", "[0]", "0.0"): ("plainEmpty", "openuikit.table.plainEmpty"),
    ("1", "[2, 2]", "default"): ("groupedTwoSections", "openuikit.table.groupedTwoSections"),
}

# The anchors probe's collection view, made with this frame (its main.swift).
ANCHORS_VIEWPORT = (300, 600)
ANCHOR_SUMMARIES = ("contentSize", "elementsIn200", "visibleBadges", "visibleCells")


def fixtures(folder):
    """`(relative path, fixture)` for every transcript, read from the files saved under
    `folder` as `<commit>/<path>`."""
    made = [anchors(read_text(folder, *ANCHORS))]
    made += list_headers(read_text(folder, *HEADERS))
    made += list_separators(read_text(folder, *SEPARATORS))
    made += tables(read_text(folder, *TABLES))
    return [(f"{f['id']}.json", f) for f in made]


def anchors(text):
    """`firefoxrowsprobe`: each section one anchor case, two 125 × 100 items with a badge
    each; the cells, the badges and the content size."""
    rows = json.loads(text)
    if rows.get("os") != RECORDING.ios:
        raise ExtractionError(f"anchors: recorded on iOS {rows.get('os')}")
    ltr = rows["anchors.ltr"]
    cases = {name: case for name, case in ltr.items() if name not in ANCHOR_SUMMARIES}
    elements, names = [], {}
    for name, case in cases.items():
        section = case["supp0"]["indexPath"][0]
        if section in names:
            raise ExtractionError(f"anchors: cases {names[section]} and {name} share a section")
        names[section] = name
        for item in range(2):
            cell, badge = case[f"item{item}"], case[f"supp{item}"]
            if (cell["z"], badge["z"], badge["kind"]) != (0, 1, "badge") or (
                    badge["indexPath"] != [section, item]):
                raise ExtractionError(f"anchors: {name} item {item}: {cell}, {badge}")
            elements.append(element("cell", None, (section, item), cell["frame"]))
            elements.append(element("supplementary", "badge", (section, item), badge["frame"]))
    if sorted(names) != list(range(len(names))):
        raise ExtractionError(f"anchors: sections {sorted(names)}")
    _check_anchor_summaries(ltr, elements)
    width, height = ltr["contentSize"]
    if width != ANCHORS_VIEWPORT[0]:
        raise ExtractionError(f"anchors: content {width} wide in a {ANCHORS_VIEWPORT[0]} pt view")
    if rows["anchors.rtl"] != ltr:
        raise ExtractionError("anchors: the forced right-to-left run differs; read it")
    cases_by_section = ", ".join(f"{s} {names[s]}" for s in sorted(names))
    notes = [
        "a collection view made with a frame and never put in a window: no safe area, offset "
        "zero; the 300 × 600 size is the probe's code's (the content size's width and the "
        "visible cells agree)",
        f"sections by the probe's case names: {cases_by_section}",
        "the transcript's anchors.rtl rows are identical to these: forcing right to left on "
        "a view outside a window mirrored nothing, so they are no right-to-left evidence and "
        "make no fixture",
    ]
    return fixture(
        SOURCE, RECORDING, "firefoxrowsprobe.anchors", ANCHORS, ANCHORS_CODE,
        "JSON written by the probe app", None, "openuikit.anchors", ANCHORS_VIEWPORT,
        _insets(0, 0), elements, [2] * len(names),
        complete=([0, 0, width, height], 1), content_size=(width, height), notes=notes)


def _check_anchor_summaries(ltr, elements):
    """The probe's other readings of the same layout must agree with the cases: the elements
    in the rect (0, 0, 300, 200) and the views the collection view showed."""
    frames = {(e["category"], tuple(e["indexPath"])): e["frame"] for e in elements}
    for entry in ltr["elementsIn200"]:
        category = "cell" if entry["kind"] == "cell" else "supplementary"
        if frames.get((category, tuple(entry["ip"]))) != entry["frame"]:
            raise ExtractionError(f"anchors: elementsIn200 {entry} differs from its case")
    shown = [f for (category, _), f in frames.items() if category == "cell"
             and f[1] < ANCHORS_VIEWPORT[1]]
    badges = [f for (category, _), f in frames.items() if category == "supplementary"
              and f[1] < ANCHORS_VIEWPORT[1]]
    for name, expected in (("visibleCells", shown), ("visibleBadges", badges)):
        if sorted(ltr[name]) != sorted(expected):
            raise ExtractionError(f"anchors: {name} are not the elements above y 600")


def _blocks(text, marker):
    """The runs of a log, by the value of its `# MARKER=value` comment lines."""
    blocks, current = {}, None
    for line in text.splitlines():
        if line.startswith(f"# {marker}="):
            current = blocks.setdefault(line.split("=", 1)[1], [])
        elif current is not None and line.startswith("# "):
            current = None
        elif current is not None and line.startswith("FACT "):
            current.append(line[5:])
    return blocks


def _insets(top, bottom):
    return {"top": top, "left": 0, "bottom": bottom, "right": 0}


def _edge_insets(text):
    """`UIEdgeInsets(top: 59.0, left: 0.0, bottom: 34.0, right: 0.0)` by physical side."""
    top, left, bottom, right = numbers(text)
    return {"top": top, "left": left, "bottom": bottom, "right": right}


def _one_height(frames, what):
    heights = {round(frame[3], 9) for frame in frames}
    if len(heights) != 1:
        raise ExtractionError(f"{what} of several heights: {sorted(heights)}")
    return heights.pop()


def list_headers(text):
    """`listheaderprobe`: headers and rows of two sections of three rows (two runs that must
    agree: the cell's own background colour set or not), and the rows of a run with ten."""
    blocks = _blocks(text, "CELL_BG")
    ten = _blocks(text, "ROWS").get("10")
    if set(blocks) != {"0", "1"} or ten is None:
        raise ExtractionError(f"list headers: runs {sorted(blocks)}, ROWS=10 "
                              f"{'found' if ten else 'missing'}")
    facts = blocks["0"]
    frames = _frames(facts)
    if frames != _frames(blocks["1"]) or facts[0] != blocks["1"][0]:
        raise ExtractionError("list headers: CELL_BG=0 and CELL_BG=1 place views differently")
    summary = re.fullmatch(r"headerTopPadding=nil contentInset=(UIEdgeInsets\(.*?\)) "
                           r"contentSize=\((.*)\)", facts[0])
    if summary is None:
        raise ExtractionError(f"list headers: {facts[0]}")
    safe = _edge_insets(summary.group(1))
    content = numbers(summary.group(2))
    elements = []
    for (kind, section, item), frame in frames.items():
        category = "cell" if kind == "cell" else "supplementary"
        elements.append(element(category, None if kind == "cell" else HEADER, (section, item),
                                frame))
    rows = [e["frame"] for e in elements if e["category"] == "cell"]
    headers = [e["frame"] for e in elements if e["category"] == "supplementary"]
    row_height = _one_height(rows, "rows")
    header_height = _one_height(headers, "headers")
    if content[0] != SCREEN[0]:
        raise ExtractionError(f"list headers: content {content[0]} wide")
    measured = [{"category": "cell", "height": row_height},
                {"category": "supplementary", "kind": HEADER, "height": header_height}]
    sizes = (f"rows {row_height:.4f} pt and headers {header_height:.4f} pt tall are UIKit's "
             "Auto Layout measurements (a body label pinned 15 pt above and below; a headline "
             "label pinned 8 pt), the height every row and header of this transcript has; "
             "the suite gives them to the engine through the host's self-sizing "
             "(measuredSizes)")
    window = ("a full-screen window on the iPhone 16 (393 × 852 pt, 3×); the safe area is the "
              "collection view's safeAreaInsets the ROWS=10 run prints, equal to the "
              "adjustedContentInset every run prints, and the content at its top is at offset "
              f"{-safe['top']:g} (the offset is not printed)")
    three = fixture(
        SOURCE, RECORDING, "listheaderprobe.rows3", HEADERS, HEADERS_CODE, LOG_TOOL, None,
        "openuikit.insetGroupedHeaders", SCREEN, safe, elements, [3, 3],
        complete=([0, -safe["top"], SCREEN[0], SCREEN[1]], 4), content_size=content,
        measured=measured,
        notes=[window, sizes,
               "the runs with CELL_BG=0 and CELL_BG=1 place every view alike; this is one of "
               "them",
               "complete for views of 4 pt and more: the probe printed headers and rows, not "
               "the 1 pt separators"])
    ten_rows, ten_safe = _safe_rows(ten)
    if ten_safe != safe or _one_height(ten_rows.values(), "rows") != row_height or (
            ten_rows[(0, 0)] != frames[("cell", 0, 0)]):
        raise ExtractionError("list headers: the ROWS=10 run differs in safe area or rows")
    elements = [element("cell", None, path, frame) for path, frame in ten_rows.items()]
    ten_fixture = fixture(
        SOURCE, RECORDING, "listheaderprobe.rows10", HEADERS, HEADERS_CODE, LOG_TOOL, None,
        "openuikit.insetGroupedHeaders", SCREEN, safe, elements, [10, 10],
        measured=measured,
        notes=[window, sizes.replace("every row and header of this transcript has",
                                     "every row and header of this transcript has (the headers "
                                     "of the run with three rows: this run prints its visible "
                                     "rows only)"),
               "not complete: the run printed its visible cells, not its headers"])
    return [three, ten_fixture]


_FRAME = r"\(([^()]*)\)"


def _frames(facts):
    """`(kind, section, item) → frame` for the header and cell frame lines of a run."""
    frames = {}
    for fact in facts:
        header = re.fullmatch(rf"header(\d+) frame={_FRAME} label=.*", fact)
        cell = re.fullmatch(rf"cell(\d+)\.(\d+) frame={_FRAME} .*", fact)
        if header:
            frames[("header", int(header.group(1)), 0)] = numbers(header.group(2))
        elif cell:
            frames[("cell", int(cell.group(1)), int(cell.group(2)))] = numbers(cell.group(3))
    return frames


def _safe_rows(facts):
    """The visible rows of the ROWS=10 run and the collection view's safe area."""
    rows, safe = {}, None
    for fact in facts:
        match = re.fullmatch(rf"safe \[(\d+), (\d+)\] frame={_FRAME} .* "
                             r"cv=(UIEdgeInsets\(.*?\)) adjusted=.*", fact)
        if match is None:
            raise ExtractionError(f"list headers, ROWS=10: {fact}")
        rows[(int(match.group(1)), int(match.group(2)))] = numbers(match.group(3))
        insets = _edge_insets(match.group(4))
        if safe not in (None, insets):
            raise ExtractionError("list headers, ROWS=10: the safe area changes")
        safe = insets
    return rows, safe


def list_separators(text):
    """`listseparatorprobe`: two sections of four rows and every separator view the
    collection view held, in two runs: the list's own separators (`default`) and an item
    separator handler (`nnw`: bottom separators hidden, top ones shown from each section's
    second row with a 48 pt leading inset)."""
    made = []
    for variant, layout in (("default", "openuikit.insetGrouped"),
                            ("nnw", "openuikit.insetGroupedSeparatorHandler")):
        facts = _blocks(text, "VARIANT").get(variant)
        if not facts:
            raise ExtractionError(f"list separators: no run {variant}")
        made.append(_separator_run(variant, layout, facts))
    return made


def _separator_run(variant, layout, facts):
    head = re.fullmatch(rf"variant={variant} offset={_FRAME} scale=(.*)", facts[0])
    if head is None or float(head.group(2)) != RECORDING.scale:
        raise ExtractionError(f"list separators, {variant}: {facts[0]}")
    offset = numbers(head.group(1))
    if offset[0] != 0:
        raise ExtractionError(f"list separators, {variant}: offset {offset}")
    rows, separators = {}, []
    for fact in facts[1:]:
        cell = re.fullmatch(r"cell \[(\d+), (\d+)\] (\[.*\])", fact)
        view = re.fullmatch(r"separator (\S+) parent=UICollectionView frame=\S+ \S+ \S+ \S+ "
                            r"inCV=(\[[^]]*\]) .*", fact)
        if cell:
            rows[(int(cell.group(1)), int(cell.group(2)))] = _two_decimals(cell.group(3))
        elif view:
            separators.append(_two_decimals(view.group(2)))
        elif fact.startswith("separator"):
            raise ExtractionError(f"list separators, {variant}: {fact[:80]}")
    if sorted(rows) != [(s, i) for s in range(2) for i in range(4)]:
        raise ExtractionError(f"list separators, {variant}: rows {sorted(rows)}")
    elements = [element("cell", None, path, frame) for path, frame in rows.items()]
    elements += [_separator(frame, rows, variant) for frame in separators]
    row_height = _one_height(rows.values(), "rows")
    notes = [
        "a full-screen window on the iPhone 16 (393 × 852 pt, 3×) at the printed offset "
        f"{offset[1]:g}: the top safe area; the bottom one (34 pt) is not printed, it is the "
        "listheaderprobe's on the same simulator",
        "frames are printed with two decimals; each value is the nearest multiple of 1/3 pt "
        "(UIKit snaps frames to the 3× pixels), within 0.005 of the printed one",
        f"rows {row_height:.4f} pt tall are UIKit's Auto Layout measurement (a body label "
        "pinned 15 pt above and below), the height of every row here; the suite gives it to "
        "the engine through the host's self-sizing (measuredSizes)",
        "separators are _UICollectionViewListSeparatorView subviews of the collection view "
        "with no index path or kind: each is named after the row whose bottom edge "
        f"({BOTTOM_SEPARATOR}) or top edge ({TOP_SEPARATOR}) it lies on, UIKitCompat's "
        "spellings of the two kinds",
        "the window's pixels across the first separators are white around a grey line: light "
        "appearance",
    ]
    return fixture(
        SOURCE, RECORDING, f"listseparatorprobe.{variant}", SEPARATORS, SEPARATORS_CODE,
        LOG_TOOL, "light", layout, SCREEN, _insets(-offset[1], 34), elements, [4, 4],
        complete=([0, offset[1], SCREEN[0], SCREEN[1]], 1),
        measured=[{"category": "cell", "height": row_height}], notes=notes)


def _two_decimals(text):
    return on_pixel_grid(numbers(text), RECORDING.scale, 2)


def _separator(frame, rows, variant):
    """A separator named after the row it lies on: along the row's bottom edge inside it, or
    along its top edge."""
    half_pixel = 0.5 / RECORDING.scale
    x, y, width, height = frame
    found = []
    for path, (rx, ry, rw, rh) in rows.items():
        inside = rx <= x and x + width <= rx + rw
        if inside and abs(y + height - (ry + rh)) < half_pixel:
            found.append((BOTTOM_SEPARATOR, path))
        if inside and abs(y - ry) < half_pixel:
            found.append((TOP_SEPARATOR, path))
    if len(found) != 1:
        raise ExtractionError(f"list separators, {variant}: separator {frame} lies on {found}")
    kind, path = found[0]
    return element("decoration", kind, path, frame, NAMED_BY_GEOMETRY)


def tables(text):
    """`indexpathsforrowsprobe`: one fixture per run, the row of every `rect s.r` line (every
    row the run's counts give, in order) and the run's content size."""
    runs = re.split(r"^(?=style=)", text, flags=re.M)[1:]
    made = []
    for run in runs:
        lines = run.splitlines()
        head = re.fullmatch(r"style=(\d) rows=(\[[\d, ]*\]) header=(\S+) "
                            r"contentSize=\((.*)\)", lines[0])
        if head is None or head.groups()[:3] not in TABLE_RUNS:
            raise ExtractionError(f"tables: an unknown run {lines[0]!r}")
        style, rows, header = head.groups()[:3]
        name, layout = TABLE_RUNS[(style, rows, header)]
        counts = [int(n) for n in numbers(rows)]
        content = _exact(numbers(head.group(4)))
        elements = []
        for line in lines[1:]:
            rect = re.fullmatch(r"  rect (\d+)\.(\d+) = \((.*)\)", line)
            if rect:
                path = (int(rect.group(1)), int(rect.group(2)))
                elements.append(element("cell", None, path, _exact(numbers(rect.group(3)))))
            elif not line.startswith("  in "):
                raise ExtractionError(f"tables: {name}: an unknown line {line!r}")
        expected = [(s, r) for s, count in enumerate(counts) for r in range(count)]
        if [tuple(e["indexPath"]) for e in elements] != expected:
            raise ExtractionError(f"tables: {name} prints rows other than its counts give")
        if content[0] != TABLES_VIEWPORT[0]:
            raise ExtractionError(f"tables: {name}: content {content[0]} wide")
        style_name = "plain" if style == "0" else "grouped"
        notes = [
            f"a {style_name} UITableView made with a 320 × 200 frame and never put in a "
            "window: no safe area, offset zero; rows 44 pt tall (rowHeight), no header or "
            "footer titles",
            f"the probe set sectionHeaderHeight {header} and sectionFooterHeight 0"
            if header != "default" else "the probe left the header and footer heights alone",
            "rows are UIKit's rectForRow(at:) of every row; not complete: the transcript "
            "prints no separators",
        ]
        made.append(fixture(
            SOURCE, RECORDING, f"indexpathsforrowsprobe.{name}", TABLES, TABLES_CODE,
            "xcrun simctl spawn (iOS build 23B86)", None, layout, TABLES_VIEWPORT,
            _insets(0, 0), elements, counts, content_size=content, notes=notes))
    if len(made) != len(TABLE_RUNS):
        raise ExtractionError(f"tables: {len(made)} runs, not {len(TABLE_RUNS)}")
    return made


def _exact(values):
    """Doubles printed in full, restored to the 3× pixel grid (158 for 157.99999999999997)."""
    return on_pixel_grid(values, RECORDING.scale, 12)
