"""Source 1: the snapshot tests of faberNovel/CompositionalLayoutDSL (MIT).

Each test lays out one plain UIKit layout (the `Traditional…` structs of
`CompositionalLayoutDSLTests/LayoutTests/*DSLTests.swift`) in a `UICollectionViewController`
with five SwiftCheck-generated lists of section item counts, and records one PNG per list:
`.iPhoneX` (375 × 812 pt), scale 3, light mode, the content at its top. The cells are
#808080 with a 6 pt corner radius, the supplementary views #AAAAAA, the decoration views the
system background with a 5 pt cyan border; every cell and supplementary view shows its
index path, `[section, item]`, centred in black.

What this module knows is what those test files say: the colours, which view kinds exist
and how to tell them apart, and where the recordings are. The item counts are read from the
images.
"""

import sys

from extract import recording_fixtures
from identify import ExtractionError, bands, full_reading, identify_cells, partial_reading
from raster import Palette
from scene import Style
from views import BOTTOM, RIGHT, TOP, BorderStyle, FlatStyle

NAME = "faberNovel-CompositionalLayoutDSL"
REPOSITORY = "faberNovel/CompositionalLayoutDSL"
LICENCE = "MIT"
SCALE = 3
VIEWPORT = (375, 812)
SNAPSHOTS = "CompositionalLayoutDSLTests/LayoutTests/__Snapshots__"

HEADER = "UICollectionElementKindSectionHeader"
FOOTER = "UICollectionElementKindSectionFooter"
DECORATION = "TestingDecorationView"

CELL, SUPPLEMENTARY, BORDER = "C", "S", "Y"
STYLE = Style(
    Palette({CELL: (0x80, 0x80, 0x80), SUPPLEMENTARY: (0xAA, 0xAA, 0xAA),
             BORDER: (0x00, 0xFF, 0xFF), "W": (0xFF, 0xFF, 0xFF)}),
    background="W",
    flat=[FlatStyle(CELL, depth=1, radius=6 * SCALE),
          FlatStyle(SUPPLEMENTARY, depth=2)],
    bordered=[BorderStyle(BORDER, depth=0, width=5 * SCALE)],
    labelled=CELL + SUPPLEMENTARY)


class Recording:
    """One set of reference images: the commit they are read at and how they were made."""

    def __init__(self, folder, commit, ios, device, tool, safe_area):
        self.folder = folder
        self.commit = commit
        self.ios = ios
        self.device = device
        self.tool = tool
        self.safe_area = safe_area


RECORDINGS = [
    # "Update snapshots for iPhone 15": every PNG recorded again; unchanged up to HEAD.
    Recording("ios17", "fe2f7a6cbf5d60a8f0a16ca6832b039880f28504", "17",
              "iPhone 15 simulator", "Xcode 15",
              {"top": 54, "left": 0, "bottom": 34, "right": 0}),
    # The parent of that commit: the PNGs as first recorded, in April 2021.
    Recording("ios14", "58ef15a4b423e5df1a94b078cf519f307ac7303f", "14",
              "iOS 14 simulator (model not recorded)", "Xcode 12 (inferred from iOS 14)",
              {"top": 47, "left": 0, "bottom": 34, "right": 0}),
]


class Test:
    """One snapshot test: its file, its layout's id in the Swift suite, and how its views
    are named."""

    def __init__(self, suite, name, layout, identify):
        self.suite = suite
        self.name = name
        self.layout = layout
        self.identify = identify

    def image_path(self, number):
        return f"{SNAPSHOTS}/{self.suite}/{self.name}.{number}.png"

    def layout_path(self):
        return f"CompositionalLayoutDSLTests/LayoutTests/{self.suite}.swift"


IMAGES_PER_TEST = 5


def _cells(scene):
    return [v for v in scene.views if v.letter == ord(CELL)]


def _supplementaries(scene):
    return [v for v in scene.views if v.letter == ord(SUPPLEMENTARY)]


def _decorations(scene):
    return [v for v in scene.views if v.letter == ord(BORDER)]


def _named_cells(scene):
    named, unnamed = identify_cells(_cells(scene))
    return [("cell", None, path, view) for view, path in named], unnamed


def identify_list_section(scene):
    """`testListSection`: rows of cells; each section a header and a footer (both pinned)
    labelled `[section, 0]`. Of a section's two, the upper is the header.

    Every section starts with its header, so cells below the last named one whose labels
    are hidden (behind the pinned footer, or cut by the bottom of the image) continue its
    section as long as no other section's header comes between."""
    elements, unnamed = _named_cells(scene)
    by_section = {}
    for view in _supplementaries(scene):
        reading = full_reading(view)
        if reading is None or reading[1] != 0:
            raise ExtractionError(f"supplementary view without a readable label: {view}")
        by_section.setdefault(reading[0], []).append(view)
    if elements and unnamed:
        _, _, (section, item), last = max(elements, key=lambda e: e[2])
        for view in sorted(unnamed, key=lambda v: v.sides[TOP].position):
            between = [s for s, views in by_section.items() for v in views
                       if last.sides[BOTTOM].position <= v.sides[TOP].position
                       < view.sides[TOP].position]
            if any(s != section for s in between):
                break
            item += 1
            elements.append(("cell", None, (section, item), view))
            unnamed.remove(view)
            last = view
    first_cell = {}
    for _, _, (section, item), view in elements:
        if item == 0:
            first_cell[section] = view.sides[TOP].position
    for section, views in by_section.items():
        views.sort(key=lambda v: v.sides[TOP].position)
        if len(views) == 2:
            kinds = [HEADER, FOOTER]
        elif len(views) == 1 and section in first_cell:
            above = views[0].sides[TOP].position < first_cell[section]
            kinds = [HEADER if above else FOOTER]
        else:
            raise ExtractionError(f"cannot tell header from footer in section {section}")
        for view, kind in zip(views, kinds):
            elements.append(("supplementary", kind, (section, 0), view))
    return elements, unnamed


def identify_inner_groups(scene):
    """`testInnerGroups`: cells only."""
    return _named_cells(scene)


# The badge: 15 × 15 pt on each item, of the header kind; the group's trailing view: 20 ×
# 60 pt, of the footer kind.
BADGE_SIDE = 15 * SCALE


def identify_supplementary_item(scene):
    """`testSupplementaryItem`: a badge (kind header, the item's index path) on the top
    trailing corner of every cell, and one view of kind footer on the trailing side of each
    group of four, at `[section, group]`.

    A badge is named after the cell whose top trailing corner it is centred on; its own
    label, where readable, must agree (one whose cell is off the image is left unnamed). A group's view is named by its band's cells (their
    section; the group is the first item over four), and its label, where readable, must
    agree."""
    elements, unnamed = _named_cells(scene)
    cells = [(path, view) for _, _, path, view in elements]
    for view in _supplementaries(scene):
        x0, y0, x1, y1 = view.frame_box
        if y1 - y0 <= BADGE_SIDE + 1:
            path = _badge_owner(view, cells)
            kind = HEADER
        else:
            path = _group_of(view, cells)
            kind = FOOTER
        reading = full_reading(view)
        partial = partial_reading(view)
        if path is None and reading is None:
            # Its cell is off the image (a badge peeking in at the bottom).
            unnamed.append(view)
            continue
        if reading is not None and reading != path:
            raise ExtractionError(f"label {reading} on the view of {path}")
        if partial is not None and (partial[0] != path[0] or (
                partial[1] is not None and not str(path[1]).startswith(partial[1]))):
            raise ExtractionError(f"cut label {partial} on the view of {path}")
        elements.append(("supplementary", kind, path, view))
    return elements, unnamed


def _badge_owner(view, cells):
    x0, y0, x1, y1 = view.frame_box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    best = None
    for path, cell in cells:
        distance = abs(cell.sides[RIGHT].position - cx) + abs(cell.sides[TOP].position - cy)
        if best is None or distance < best[0]:
            best = (distance, path)
    return best[1] if best and best[0] <= SCALE * 2 else None


def _group_of(view, cells):
    x0, y0, x1, y1 = view.frame_box
    in_band = [path for path, cell in cells
               if cell.sides[TOP].position < y1 and y0 < cell.sides[BOTTOM].position]
    if not in_band:
        return None
    section, first = min(in_band)
    if len({p[0] for p in in_band}) != 1 or first % 4:
        raise ExtractionError(f"group view beside cells {in_band}")
    return (section, first // 4)


def identify_decoration_item(scene):
    """`testDecorationItem`: one orthogonally scrolling row per section, in a background
    decoration. A decoration takes the section of the cells inside it; one with none (an
    empty section) the section between its neighbours'; one whose cells cannot be named
    stays unnamed."""
    elements, unnamed = _named_cells(scene)
    cells = [(path, view) for _, _, path, view in elements]
    decorations = sorted(_decorations(scene), key=lambda v: v.sides[TOP].position)
    sections = []
    unknown = []
    for view in decorations:
        x0, y0, x1, y1 = view.interior
        inside = {path[0] for path, cell in cells
                  if y0 <= cell.sides[TOP].position and cell.sides[BOTTOM].position <= y1}
        if len(inside) > 1:
            raise ExtractionError(f"decoration around sections {sorted(inside)}")
        if not inside and any(y0 <= cell.sides[TOP].position < y1 for cell in unnamed):
            unknown.append(view)
            continue
        sections.append(inside.pop() if inside else None)
    decorations = [v for v in decorations if v not in unknown]
    unnamed += unknown
    for index, section in enumerate(sections):
        if section is not None:
            continue
        before = next((sections[i] + (index - i) for i in range(index - 1, -1, -1)
                       if sections[i] is not None), None)
        after = next((sections[i] - (i - index) for i in range(index + 1, len(sections))
                      if sections[i] is not None), None)
        guess = before if before is not None else after
        if guess is None or (after is not None and guess != after) or guess < 0:
            raise ExtractionError(f"cannot tell the section of decoration {index}")
        sections[index] = guess
    for previous, current in zip(sections, sections[1:]):
        if current <= previous:
            raise ExtractionError(f"decorations out of order: {sections}")
    for view, section in zip(decorations, sections):
        elements.append(("decoration", DECORATION, (section, 0), view))
    return elements, unnamed


TESTS = [
    Test("SectionDSLTests", "testListSection", "faberNovel.listSection", identify_list_section),
    Test("GroupDSLTests", "testInnerGroups", "faberNovel.innerGroups", identify_inner_groups),
    Test("SupplementaryItemDSLTests", "testSupplementaryItem", "faberNovel.supplementaryItem",
         identify_supplementary_item),
    Test("DecorationItemDSLTests", "testDecorationItem", "faberNovel.decorationItem",
         identify_decoration_item),
]

CELL_LETTER = ord(CELL)


def check_insets(recording, scenes):
    """The recording's safe area, checked against its images (in pixels):

    - top: content y 0 is where the first row of cells or decorations starts unless the
      first section is empty, so across the set the most common first row is the top inset;
    - bottom: a pinned footer drawn across the cells (`testListSection`) sits on the bottom
      of the safe area, so its bottom is the viewport's height less the bottom inset.
    """
    tops = []
    for scene in scenes:
        groups = bands(_cells(scene) + _decorations(scene))
        if groups:
            tops.append(groups[0][0].sides[TOP].position)
    common = max(set(tops), key=lambda t: (tops.count(t), -t))
    if common != recording.safe_area["top"] * SCALE:
        raise ExtractionError(f"{recording.folder}: the first rows start at {common / SCALE} "
                              f"pt, not at the top inset {recording.safe_area['top']} pt")
    bottom = (VIEWPORT[1] - recording.safe_area["bottom"]) * SCALE
    pinned = [v.sides[BOTTOM].position for scene in scenes for v in _supplementaries(scene)
              if _across_cells(v, _cells(scene))]
    if not pinned or any(p != bottom for p in pinned):
        raise ExtractionError(f"{recording.folder}: pinned footers end at "
                              f"{sorted({p / SCALE for p in pinned})} pt, not at the bottom "
                              f"inset's {bottom / SCALE} pt")


def _across_cells(view, cells):
    """Whether `view` is drawn over the middle of a column of cells: cells of its width go on
    above and below it with less than a row's gap."""
    top, bottom = view.sides[TOP].position, view.sides[BOTTOM].position
    above = any(0 <= top - c.sides[BOTTOM].position < 3 * SCALE for c in cells)
    below = any(0 <= c.sides[TOP].position - bottom < 3 * SCALE for c in cells)
    return view.frame_box[2] - view.frame_box[0] >= VIEWPORT[0] * SCALE and above and below



def fixtures(mirror):
    """`(relative path, fixture)` for every image of every recording, read from the git
    directory `mirror`."""
    source = sys.modules[__name__]
    return [pair for recording in RECORDINGS
            for pair in recording_fixtures(source, recording, mirror)]
