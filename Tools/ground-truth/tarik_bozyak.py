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

Kept too, one fixture per section: the sections of flat cells of the badge, decoration and
multi-section screens (`Section.badgeViewData`, `.decorationViewData` and `.defaultData1` of
`MultiSection/Section.swift`: grids of 5 and 3 columns and the three nested-group layouts
that scroll across). Each section sits under a header of text that sizes itself, whose
height the image does not give, so each section's fixture is anchored on its own first cell
and lists that section's cells only, with no `complete` rect: the headers (text), the badges
(round, so no edge has a straight part to measure), the gradient backgrounds (their top is
the self-sized header's) and the other sections are left out. The multi-section screen is
scrolled by an amount the image does not give, which the anchors make irrelevant too.

Left out: the waterfall shots (custom groups of random heights: they test nothing of ours
beyond placing the frames a provider returns, and the heights cannot be known); the first
multi-section shot, the list and the pagination shots (self-sized cards and list
configurations, not flat cells).
"""

import sys

from flat_cells import (Recording, Shot, TolerantPalette, Window, colour_distance,
                        find_cells, named_in_reading_order, slot_names, source_fixtures)
from identify import ExtractionError, reading_order
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
# Every cropped image ends at the screen's bottom (the home indicator, 5 pt tall, sits 8 pt
# above it) and its hairline lies this far above it: the crops differ at the top only. An
# image of the whole screen (852 pt) shows the status bar and, scrolled, the inline bar,
# whose hairline lies at 97.67 pt.
HAIRLINE_TO_BOTTOM = 2107
SCREEN_HEIGHT = 852
INLINE_HAIRLINE = 293
# Fewer cells than this in a fixture means the image was not read as the layout says.
MINIMUM_CELLS = 6
# Sections of one image lie apart by more than this (a header between them, in points);
# cells within a section by less.
SECTION_GAP = 20


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
# The screens of `MultiSectionViewController`: their sections' layouts are in
# SECTIONS_FILE, their data (and so the item counts) in SECTION_DATA.
SECTION_DATA = "AdvancedCompositionalLayout/MultiSection/Section.swift"
LAYOUT_CODE.update({
    "tarikbozyak.badgeView": SECTION_DATA,
    "tarikbozyak.decorationView": SECTION_DATA,
    "tarikbozyak.multiSection": SECTION_DATA,
})
ITEM_COUNTS.update({
    # people (12), items 1 to 13, items 14 to 21
    "tarikbozyak.badgeView": [12, 13, 8],
    # items 1 to 21, 22 to 29, 30 to 42
    "tarikbozyak.decorationView": [21, 8, 13],
    # people, tasks, statistics, tabs of tasks, items 1 to 70, 71 to 130, 131 to 200, 201 to
    # 240 (the waterfall)
    "tarikbozyak.multiSection": [12, 4, 3, 5, 70, 60, 70, 40],
})


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


# The height a group's fractional height takes its fraction of in a section that scrolls
# across, as the images show it: the screen's less the section's top and bottom content
# insets (8 and 24 pt; 8 and 8 where a footer is added), by the section of the multi-section
# screen. The cells' heights read 0.25 of 820 (61.33 = 0.3 × 205 floored, less the 3 pt
# insets on each side) where 0.25 of 852 would give 63.67.
ACROSS_HEIGHT = {4: SCREEN_HEIGHT - 16, 5: SCREEN_HEIGHT - 32, 6: SCREEN_HEIGHT - 32}


def _nested1_slots():
    """`nestedGroupLayout1()`: groups 0.85 of the width wide and a quarter of the screen's
    height tall, that scroll across: a column 0.25 wide of items 0.55 and 0.45 tall, beside
    a column (0.75) holding a row (0.3) of items 0.4 and 0.6 wide over a row (0.7) of a
    column 0.7 wide (a row (0.55) of items 0.4 and 0.6 wide over a row of items 0.6 and 0.4)
    beside an item."""
    g, h = 0.85 * WIDTH, 0.25 * ACROSS_HEIGHT[4]
    a, b = 0.25 * g, 0.75 * g
    c = 0.7 * b
    upper, lower = 0.55 * 0.7 * h, 0.45 * 0.7 * h
    return [(0, 0, a, 0.55 * h), (0, 0.55 * h, a, 0.45 * h),
            (a, 0, 0.4 * b, 0.3 * h), (a + 0.4 * b, 0, 0.6 * b, 0.3 * h),
            (a, 0.3 * h, 0.4 * c, upper), (a + 0.4 * c, 0.3 * h, 0.6 * c, upper),
            (a, 0.3 * h + upper, 0.6 * c, lower), (a + 0.6 * c, 0.3 * h + upper, 0.4 * c, lower),
            (a + c, 0.3 * h, 0.3 * b, 0.7 * h)], g


def _nested2_slots(width, height):
    """`nestedGroupLayout2`'s group, `width` wide and a quarter of `height` tall:
    a row (0.3) of items 0.6 and 0.4 wide, then (0.7) a column 0.8 wide holding a row (0.6)
    of items 0.35 and 0.65 wide over an item (0.4), beside a column of one item."""
    w, h = width, 0.25 * height
    top, rest = 0.3 * h, 0.7 * h
    left = 0.8 * w
    return [(0, 0, 0.6 * w, top), (0.6 * w, 0, 0.4 * w, top),
            (0, top, 0.35 * left, 0.6 * rest), (0.35 * left, top, 0.65 * left, 0.6 * rest),
            (0, top + 0.6 * rest, left, 0.4 * rest), (left, top, w - left, rest)], w


def _nested3_slots():
    """`nestedGroupLayout3()`: groups as wide as the screen and 0.3 of its height tall, paged
    and centred: columns 2/7, 3/7 and 2/7 wide; the first an item (0.8) over a row (0.2) of
    items half as wide; the second a row (0.2) of items a third as wide, an item (0.6) and
    another such row; the third a row (0.2) of items half as wide over an item (0.8)."""
    g, h = WIDTH, 0.3 * ACROSS_HEIGHT[6]
    col = g / 7
    return ([(0, 0, 2 * col, 0.8 * h), (0, 0.8 * h, col, 0.2 * h), (col, 0.8 * h, col, 0.2 * h)]
            + [(2 * col + k * col, 0, col, 0.2 * h) for k in range(3)]
            + [(2 * col, 0.2 * h, 3 * col, 0.6 * h)]
            + [(2 * col + k * col, 0.8 * h, col, 0.2 * h) for k in range(3)]
            + [(5 * col + k * col, 0, col, 0.2 * h) for k in range(2)]
            + [(5 * col, 0.2 * h, 2 * col, 0.8 * h)]), g


def _grid_slots(columns):
    side = WIDTH / columns
    return [(c * side, 0, side, side) for c in range(columns)], side


def _sections_in(cells):
    """The image's cells in sections: runs of cells, top to bottom, more than `SECTION_GAP`
    points apart."""
    runs = []
    for view in sorted(cells, key=lambda v: v.sides[TOP].position):
        if runs and view.sides[TOP].position <= max(
                v.sides[BOTTOM].position for v in runs[-1]) + SECTION_GAP * SCALE:
            runs[-1].append(view)
        else:
            runs.append([view])
    return runs


def _section(run, section, slots_and_pitch, inset, across=False):
    """Names the cells of the `run`-th section of the image as `section`'s, by the slots of
    its repeating group (`across`: repeating along x, as in a section that scrolls across),
    from its first cell, whose group starts `inset` points above and left of it at the
    section's leading edge."""
    slots, pitch = slots_and_pitch

    def name(cells, shot):
        runs = _sections_in(cells)
        if run >= len(runs):
            raise ExtractionError(f"{len(runs)} sections of cells, not {run + 1}")
        chosen = runs[run]
        first = reading_order(chosen)[0]
        left = first.sides[LEFT].position / SCALE - inset
        if abs(left) > 0.5:
            raise ExtractionError(f"the section's first cell starts {left:.2f} pt from the "
                                  f"leading edge, not at it")
        top = first.sides[TOP].position / SCALE - inset
        named, unnamed = slot_names(chosen, SCALE, top, pitch, slots, section, across)
        if unnamed:
            raise ExtractionError(f"{len(unnamed)} cells lie in no slot of the group")
        return named, []
    return name


ANCHOR_NOTE = ("the status bar was cropped off by hand: y is measured from the navigation "
               "bar's hairline, taken as content y 0, and the suite aligns on the anchor cell")
SECTION_NOTE = ("one fixture per section of this image: the section sits under a header of "
                "text that sizes itself, whose height the image does not give, so y is "
                "measured from the navigation bar's hairline and the suite aligns on the "
                "section's first cell; the fixture lists that section's cells only (no "
                "complete rect), leaving out the header, the round badges, the gradient "
                "background and the other sections")
SCROLLED_NOTE = ("the screen is scrolled by an amount the image does not give, and the "
                 "sections above are self-sized cards: the content offset written here is "
                 "nominal (content at its top) and only the anchor places the section")


def _window():
    return Window(None, {"left": "clipped", "top": "covered", "right": "clipped",
                         "bottom": "clipped"})


def _shot(image, layout, namer):
    """The origin and the window are found in the image (`cells`)."""
    return Shot(f"screenshots/{image}.png", image, layout, None, _window(), namer,
                [ANCHOR_NOTE], anchor=(0, 0))


def _section_shot(image, layout, section, namer, notes=()):
    """One section of a multi-section screen: its own fixture, anchored on its first cell."""
    return Shot(f"screenshots/{image}.png", f"{image}.section{section}", layout, None,
                _window(), namer, [SECTION_NOTE, *notes], anchor=(section, 0),
                complete=False)


IOS_NOTE = ("iOS not stated; inferred iOS 16 (an Xcode 14.1 project, screenshots of 2023-07-02 "
            "on a 393 pt wide simulator, when Xcode 14.3 with iOS 16.4 was the current "
            "release and iOS 17 was in beta)")
SLOT_NOTE = ("cells carry their item number in white, not read here: they are named by the "
             "slots of their section's group and checked against the colour every eighth "
             "item repeats; item counts come from the data source code")


def _section_recording(tool, top, shots, safe_area_note):
    """The multi-section screens, read at "badge view edits" (2023-07-03): the badge
    screen's image as it is at the repository's head; the decoration and multi-section
    images (2023-07-02) are unchanged since, and the layouts of their sections only
    renamed."""
    return Recording(
        "readme", "8217e40ff4afedff9bbe34cbbdb20d24a9a947af", "not stated",
        "not stated (393 × 852 pt at 3×: iPhone 14 Pro or 15 class)", tool, "light", SCALE,
        (WIDTH, SCREEN_HEIGHT), {"top": top, "left": 0, "bottom": 34, "right": 0}, shots,
        notes=[IOS_NOTE, safe_area_note, SLOT_NOTE], inferred_ios="16")


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
            IOS_NOTE,
            "safe area: 149.67 pt on top, where the hairline lies on an 852 pt screen (2107 "
            "px above each image's bottom, which is the screen's: the home indicator sits 8 "
            "pt above it), 34 pt below; with the anchor it only decides which part of the "
            "content the engine shows",
            "cells carry their item number in white, not read here: they are named in the "
            "layout's order and checked against the colour every eighth item repeats; item "
            "counts come from the data source code (items 1 to 100)",
        ],
        inferred_ios="16"),
    _section_recording(
        "simulator screenshots cropped by hand (Xcode 14.1 project)", 149 + 2 / 3,
        [
            _section_shot("badgeView", "tarikbozyak.badgeView", 1,
                          _section(0, 1, _grid_slots(5), 5)),
            _section_shot("badgeView", "tarikbozyak.badgeView", 2,
                          _section(1, 2, _grid_slots(3), 5)),
            _section_shot("decorationView", "tarikbozyak.decorationView", 0,
                          _section(0, 0, _nested2_slots(0.8 * WIDTH, SCREEN_HEIGHT - 32), 3,
                                   across=True)),
            _section_shot("decorationView", "tarikbozyak.decorationView", 1,
                          _section(1, 1, _grid_slots(3), 5)),
        ],
        "safe area: 149.67 pt on top, where the hairline lies on an 852 pt screen (2107 px "
        "above each image's bottom, which is the screen's), 34 pt below"),
    _section_recording(
        "a simulator screenshot of the whole screen (Xcode 14.1 project)", 97 + 2 / 3,
        [
            _section_shot("multiSection2", "tarikbozyak.multiSection", 4,
                          _section(0, 4, _nested1_slots(), 3, across=True), [SCROLLED_NOTE]),
            _section_shot("multiSection2", "tarikbozyak.multiSection", 5,
                          _section(1, 5, _nested2_slots(0.8 * WIDTH, ACROSS_HEIGHT[5]), 3,
                                   across=True),
                          [SCROLLED_NOTE]),
            _section_shot("multiSection2", "tarikbozyak.multiSection", 6,
                          _section(2, 6, _nested3_slots(), 3, across=True), [SCROLLED_NOTE]),
        ],
        "safe area: 97.67 pt on top, where the inline navigation bar's hairline lies, 34 pt "
        "below"),
]


def _hairline(image):
    """The navigation bar's hairline: in a cropped image `HAIRLINE_TO_BOTTOM` pixels above
    its bottom, in one of the whole screen the inline bar's at `INLINE_HAIRLINE`; checked to
    be darker than the rows above and below it nearly all the way across."""
    whole = image.height == SCREEN_HEIGHT * SCALE
    y = INLINE_HAIRLINE if whole else image.height - HAIRLINE_TO_BOTTOM
    stride = image.width * 4

    def light(row, x):
        i = row * stride + 4 * x
        return sum(image.rgba[i:i + 3])
    columns = range(0, image.width, 9)
    darker = sum(light(y, x) < min(light(y - 1, x), light(y + 1, x)) for x in columns)
    if darker < 0.9 * len(columns):
        raise ExtractionError(f"no navigation bar hairline at pixel row {y}")
    return y


def cells(recording, shot, image):
    y = _hairline(image)
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
    if len(cells_found) < MINIMUM_CELLS:
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
