"""Source 3: the README screenshots of tarikbozyak/AdvancedCompositionalLayout (no licence
file: facts and numbers only).

Each screenshot is one screen of the app, 1179 px wide (393 pt at 3×: an iPhone 14 Pro or 15
class simulator; neither the model nor iOS is stated). The status bar was cropped off by
hand, differently in each image, so where the screen's top lies is not known: the fixtures'
y values are measured from the navigation bar's hairline (the first pixel row below the bar,
where content y 0 lies while the content is at its top, as the fastlane shots of source 4
show) and the suite aligns them on one anchor cell. The collection view fills the screen
(`edgesToSuperview`), under a large-title navigation bar painted `systemGray5`.

Kept: the grids (`gridSection` with 3, 4 and 5 columns) and the two vertical nested-group
layouts (`nestedGroupLayout2(type: .vertical)` and `nestedGroupLayout4`), 100 items in one
section. Grid cells are flat with a 1 pt `systemGray5` border drawn inside their bounds,
rounded corners and a shadow; nested-group cells are flat. The cells' colours repeat every
eight items (`section{item % 8 + 1}CellColor`), which checks the naming.

Left out: the waterfall shots (custom groups of random heights: they test nothing of ours
beyond placing the frames a provider returns, and the heights cannot be known); the badge
and decoration shots (sections under self-sized text headers on gradient backgrounds, whose
heights the image does not give); the list, pagination and multi-section shots (list
configurations and self-sized cards, not flat cells).
"""

import sys

from flat_cells import (Recording, Shot, TolerantPalette, Window, colour_distance,
                        find_cells, named_in_reading_order, slot_names, source_fixtures)
from identify import ExtractionError
from views import BOTTOM, LEFT, MEASURED, RIGHT, SIDES, TOP

NAME = "tarikbozyak-AdvancedCompositionalLayout"
REPOSITORY = "tarikbozyak/AdvancedCompositionalLayout"
LICENCE = "none stated (facts and numbers only)"
SCALE = 3
WIDTH = 393
SECTIONS_FILE = "AdvancedCompositionalLayout/Extensions/NSCollectionLayoutSection.swift"

# The eight cell colours as the images show them (the asset catalogue gives Display P3
# values), in the order of `section1CellColor` … `section8CellColor`.
COLOURS = [(36, 110, 233), (255, 101, 16), (0, 180, 107), (183, 192, 215), (0, 168, 213),
           (255, 133, 33), (52, 215, 109), (248, 181, 0)]
CELL_LETTERS = "abcdefgh"
WHITE = "W"
PALETTE = TolerantPalette(dict(zip(CELL_LETTERS, COLOURS), **{WHITE: (255, 255, 255)}),
                          tolerance=6)
# Nothing is drawn over the cells but their labels, inside them, and the home indicator (a
# cover): any other colour beside a cell's edge, the border, its shadow, the page, proves
# that the cell ends there.
OTHERS = ".D"
# Every image ends at the screen's bottom (the home indicator, 5 pt tall, sits 8 pt above it)
# and its hairline lies this far above it: the crops differ at the top only.
HAIRLINE_TO_BOTTOM = 2107


def _home_indicator(image):
    """The box the home indicator covers, with a point to spare: 5 pt tall, 8 pt above the
    screen's bottom, at most 140 pt wide, centred."""
    return (image.width // 2 - 72 * SCALE, image.height - 14 * SCALE,
            image.width // 2 + 72 * SCALE, image.height - 7 * SCALE)


# The grid cells' border: 1 pt of `systemGray5` inside the bounds.
BORDER_WIDTH = 1 * SCALE

LAYOUT_CODE = {
    "tarikbozyak.grid3": SECTIONS_FILE,
    "tarikbozyak.grid4": SECTIONS_FILE,
    "tarikbozyak.grid5": SECTIONS_FILE,
    "tarikbozyak.nestedGroups2": SECTIONS_FILE,
    "tarikbozyak.nestedGroups4": SECTIONS_FILE,
}
ITEM_COUNTS = {layout: [100] for layout in LAYOUT_CODE}


def _grid(cells, shot):
    return named_in_reading_order(cells)


def _nested2(cells, shot):
    """`nestedGroupLayout2(type: .vertical)`: groups 213 pt tall (a quarter of the 852 pt
    screen) after an 8 pt inset; a row of 0.6 and 0.4 of the width (0.3 of the height), then
    a column of 0.8 (a row of 0.35 and 0.65, 0.6 of the height, over one item) beside a
    column of 0.2."""
    w, h = WIDTH, 213
    top, rest = 0.3 * h, 0.7 * h
    left = 0.8 * w
    slots = [(0, 0, 0.6 * w, top), (0.6 * w, 0, 0.4 * w, top),
             (0, top, 0.35 * left, 0.6 * rest), (0.35 * left, top, 0.65 * left, 0.6 * rest),
             (0, top + 0.6 * rest, left, 0.4 * rest), (left, top, w - left, rest)]
    return slot_names(cells, SCALE, shot.origin[1] / SCALE + 8, h, slots)


def _nested4(cells, shot):
    """`nestedGroupLayout4`: one group of estimated height 1000 after an 8 pt inset; a row
    (0.25 of it) of an item 0.55 wide beside a column of 0.6 and 0.4; a row (0.25) of a
    column 0.65 wide (a row of 0.6 and 0.4, 0.65 of the height, over one item) beside an
    item; one item 0.2 tall. Its last row (0.45) starts below what the image shows."""
    w = WIDTH
    a, b = 0.55 * w, 0.65 * w
    slots = [(0, 0, a, 250), (a, 0, w - a, 150), (a, 150, w - a, 100),
             (0, 250, 0.6 * b, 162.5), (0.6 * b, 250, 0.4 * b, 162.5), (0, 412.5, b, 87.5),
             (b, 250, w - b, 250), (0, 500, w, 200)]
    return slot_names(cells, SCALE, shot.origin[1] / SCALE + 8, 1000, slots)


ANCHOR_NOTE = ("the status bar was cropped off by hand: y is measured from the navigation "
               "bar's hairline, taken as content y 0, and the suite aligns on the anchor cell")


def _shot(image, layout, namer):
    """The origin and the window are found in the image (`cells`)."""
    return Shot(f"screenshots/{image}.png", image, layout, None,
                Window(None, {"left": "clipped", "top": "covered", "right": "clipped",
                              "bottom": "clipped"}),
                namer, [ANCHOR_NOTE], anchor=(0, 0))


RECORDINGS = [
    # "nested group edits" (2023-07-02): the last of the five images added; the layout code
    # of these screens is unchanged from here to the repository's head.
    Recording(
        "readme", "187eb1fe2330f25cff05a85bbf9fb9de2de088ff", "not stated",
        "not stated (393 × 852 pt at 3×: iPhone 14 Pro or 15 class)",
        "simulator screenshots cropped by hand (Xcode 14.1 project)", "light", SCALE,
        (WIDTH, 852), {"top": 149 + 2 / 3, "left": 0, "bottom": 34, "right": 0},
        [
            _shot("grid3x3", "tarikbozyak.grid3", _grid),
            _shot("grid4x4", "tarikbozyak.grid4", _grid),
            _shot("grid5x5", "tarikbozyak.grid5", _grid),
            _shot("nestedGroup2", "tarikbozyak.nestedGroups2", _nested2),
            _shot("nestedGroup4", "tarikbozyak.nestedGroups4", _nested4),
        ],
        notes=[
            "iOS not stated; inferred iOS 16 (an Xcode 14.1 project, screenshots of "
            "2023-07-02 on a 393 pt wide simulator, when Xcode 14.3 with iOS 16.4 was the "
            "current release and iOS 17 was in beta)",
            "safe area: 149.67 pt on top, where the hairline lies on an 852 pt screen (2107 "
            "px above each image's bottom, which is the screen's: the home indicator sits 8 "
            "pt above it), 34 pt below; with the anchor it only decides which part of the "
            "content the engine shows",
            "cells carry their item number in white, not read here: they are named in the "
            "layout's order and checked against the colour every eighth item repeats; item "
            "counts come from the data source code (items 1 to 100)",
        ],
        inferred_ios="16"),
]


def _hairline(image):
    """The first pixel row below the navigation bar: grey 170 to 185 all the way across."""
    stride = image.width * 4
    for y in range(image.height // 4):
        row = image.rgba[y * stride:(y + 1) * stride]
        if all(170 <= row[i] <= 185 and row[i] == row[i + 1] for i in range(0, stride, 4 * 9)):
            return y
    raise ExtractionError("no navigation bar hairline in the top quarter")


def cells(recording, shot, image):
    y = _hairline(image)
    if image.height - y != HAIRLINE_TO_BOTTOM:
        raise ExtractionError(f"the hairline lies {image.height - y} px above the image's "
                              f"bottom, not {HAIRLINE_TO_BOTTOM}")
    shot.origin = (0, y)
    shot.window.box = (0, y + 1, image.width, image.height)
    shot.window.covers = [_home_indicator(image)]
    found, _ = find_cells(image, shot.window, PALETTE, WHITE, radius=_radius(shot),
                          below=OTHERS)
    if shot.layout.startswith("tarikbozyak.grid"):
        for view in found:
            _add_border(view, image, shot.window.covers)
    return found


def _radius(shot):
    """Grid cells round their corners by a tenth of their width; nested-group cells not."""
    if not shot.layout.startswith("tarikbozyak.grid"):
        return 0
    columns = int(shot.layout[-1])
    return int((WIDTH / columns - 10) / 10 * SCALE) + 1


def _border_like(rgba):
    """A pixel of the cells' `systemGray5` border (229, 229, 234), its inner pixels blended
    a little with the cell: no channel below 200 or above 234 (the shadow beyond it is 235
    and lighter)."""
    return 200 <= min(rgba[:3]) and max(rgba[:3]) <= 234


def _add_border(view, image, covers):
    """Moves each measured side of a grid cell out by the border width, once the border is
    seen there: the run of border pixels beyond the cell's colour, where nothing covers it,
    is most often exactly `BORDER_WIDTH` long."""
    for side in SIDES:
        if view.sides[side].status != MEASURED:
            continue
        position = view.sides[side].position
        step = -1 if side in (LEFT, TOP) else 1
        start = position - 1 if side in (LEFT, TOP) else position
        if side in (LEFT, RIGHT):
            span = range(view.sides[TOP].position + 40, view.sides[BOTTOM].position - 40)
        else:
            span = range(view.sides[LEFT].position + 40, view.sides[RIGHT].position - 40)
        runs = {}
        for t in span:
            run = 0
            while run < 3 * BORDER_WIDTH:
                p = start + step * run
                x, y = (p, t) if side in (LEFT, RIGHT) else (t, p)
                if not (0 <= x < image.width and 0 <= y < image.height) or any(
                        l <= x < r and t0 <= y < b for l, t0, r, b in covers):
                    run = None
                    break
                i = (y * image.width + x) * 4
                if not _border_like(image.rgba[i:i + 3]):
                    break
                run += 1
            if run is not None:
                runs[run] = runs.get(run, 0) + 1
        if not runs or max(runs, key=lambda r: (runs[r], r)) != BORDER_WIDTH:
            raise ExtractionError(f"the border beside the {side} side of {view} is not "
                                  f"{BORDER_WIDTH} px: runs {runs}")
        view.sides[side].position += step * BORDER_WIDTH


def check(recording, shot, image, fixture):
    """Every cell has the colour of its item: `section{item % 8 + 1}CellColor`."""
    cells_found = {tuple(e["indexPath"]): e for e in fixture["elements"]}
    if len(cells_found) < 8:
        raise ExtractionError(f"only {len(cells_found)} cells")
    for (section, item), element in cells_found.items():
        x, y, w, h = element["frame"]
        px = int((x + w / 2) * SCALE)
        py = int((y + min(h, 20) / 2) * SCALE) + shot.origin[1]
        i = (py * image.width + px) * 4
        colour = tuple(image.rgba[i:i + 3])
        expected = COLOURS[item % 8]
        if colour_distance(colour, expected) > 6:
            raise ExtractionError(f"cell {item} is {colour}, not item {item}'s colour "
                                  f"{expected}: the naming is wrong")


def fixtures(mirror):
    """`(relative path, fixture)` for every shot of every recording, read from the git
    directory `mirror`."""
    return source_fixtures(sys.modules[__name__], mirror)
