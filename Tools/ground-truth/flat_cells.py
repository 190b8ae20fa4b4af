"""Renderings whose cells are rectangles of flat colour that the tool names by geometry.

Sources 3 to 6 (tarikbozyak, DeluxeAlonso, yash-np, muchan611) draw each cell in one colour,
without an index-path label this tool could read. For each screenshot (`Shot`) the source
says where the collection view shows in the image (`Window`: the part left once bars and the
cut of a hand crop are taken off, with why each side hides what lies beyond), where content
(0, 0) lies, and how its layout numbers the cells. This module then:

- classifies every pixel by the nearest of the source's cell colours within a tolerance
  (`TolerantPalette`; a colour may be textured by a pixel or two, and random colours are read
  off the image itself with `dominant_colours`);
- finds the cells with `views.find_flat_views` in the window, so that a side cut by the window
  is `clipped` or `covered` as the window says;
- names them with the source's function (`reading_order`, or `slot_names` for groups whose
  depth-first order is not the reading order), always `namedBy: inferred`;
- writes one fixture per shot, item counts from the source's data source code.

A shot whose vertical origin is not known (a hand crop, a self-sized header the image cannot
show) names one cell its anchor: the fixture's `alignment` is `anchor`, its y values are
measured from a nominal origin, and the suite aligns them on the anchor (see README.md).
"""

import png
from extract import read_blob
from fixture import EDGE_NAMES, FORMAT, element_key
from identify import ExtractionError, reading_order
from raster import ClassMap, Palette
from views import BOTTOM, LEFT, MEASURED, RIGHT, SIDES, TOP, FlatStyle, find_flat_views

MINIMUM_VISIBLE = 4
# The class of pixels under something drawn over the cells.
COVER = b"H"


def colour_distance(a, b):
    """How far apart two colours are: the largest difference of a channel."""
    return max(abs(x - y) for x, y in zip(a[:3], b[:3]))


class TolerantPalette(Palette):
    """Flat colours by class letter; a pixel takes the letter of the nearest colour within
    `tolerance` (`colour_distance`)."""

    def __init__(self, colours, tolerance):
        super().__init__(colours)
        self.tolerance = tolerance

    def letter(self, rgba):
        best = None
        for letter, colour in self.colours.items():
            distance = colour_distance(rgba, colour)
            if distance <= self.tolerance and (best is None or distance < best[0]):
                best = (distance, letter)
        return ord(best[1]) if best else super().letter(rgba)


# Letters for colours read off an image: neither `D` (ink) nor `.` (other), nor the letters
# sources give their backgrounds.
CELL_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"


def dominant_colours(image, box, ignore, minimum):
    """The colours covering at least `minimum` pixels of `box` (left, top, right, bottom), by
    count then value, leaving out those within 8 of a colour in `ignore`."""
    counts = {}
    words = memoryview(image.rgba).cast("I")
    x0, y0, x1, y1 = box
    for y in range(y0, y1):
        row = words[y * image.width + x0:y * image.width + x1]
        for word in row:
            counts[word] = counts.get(word, 0) + 1
    found = []
    for word, count in counts.items():
        colour = tuple(word.to_bytes(4, "little")[:3])
        if count >= minimum and all(colour_distance(colour, other) > 8 for other in ignore):
            found.append((-count, colour))
    return [colour for _, colour in sorted(found)]


def crop(image, box):
    """The part `box` (left, top, right, bottom, exclusive) of `image`."""
    x0, y0, x1, y1 = box
    stride = image.width * 4
    rows = [image.rgba[y * stride + 4 * x0:y * stride + 4 * x1] for y in range(y0, y1)]
    return png.Image(x1 - x0, y1 - y0, b"".join(rows))


class Recording:
    """One set of screenshots read at one commit, and how they were made: `ios` as the source
    states it (`not stated` when it does not), `inferred_ios` the major version inferred where
    it does not (the notes give the reason), `viewport` (the collection view's bounds size),
    `safe_area` (its safe area insets, by physical side), `scale`, and the notes every fixture
    of the set carries."""

    def __init__(self, folder, commit, ios, device, tool, appearance, scale, viewport,
                 safe_area, shots, notes=(), inferred_ios=None):
        self.folder = folder
        self.commit = commit
        self.ios = ios
        self.inferred_ios = inferred_ios
        self.device = device
        self.tool = tool
        self.appearance = appearance
        self.scale = scale
        self.viewport = viewport
        self.safe_area = safe_area
        self.shots = shots
        self.notes = list(notes)


class Window:
    """Where the collection view shows in the image, in pixels (left, top, right, bottom,
    exclusive), and for each side why nothing beyond it is seen: `clipped` (the collection
    view or the image ends there) or `covered` (a bar is drawn over it). `covers` are boxes
    inside it drawn over the cells (the home indicator): no edge is measured against them."""

    def __init__(self, box, beyond, covers=()):
        self.box = box
        self.beyond = beyond
        self.covers = list(covers)


class Shot:
    """One screenshot: its path and fixture name, the layout id, where content (0, 0) lies in
    the image (pixels), the window, how to name its cells, and what a reader should know.

    `name(cells, shot)` returns `(named, unnamed)`: `named` a list of `((section, item),
    view)`, or `((category, kind, (section, item)), view)` for a view that is not a cell (a
    section's background decoration). `anchor`, when set, is the index path the suite
    aligns y on. `hidden` names where views the image cannot show lie (`above` or `below`
    the named cells: a header or a footer of text on the background), so the fixture lists
    every element only between the first and the last named cell on those sides.
    `complete` is false where the fixture lists some of what the image shows only (one
    section of several, or cells between headers drawn as text on the background), and so
    gives no `complete` rect. `offset_y`
    is the content offset the rendering was at where the content is not at its top
    (`-safe_area.top` otherwise); `measured_sizes` are the fixture's `measuredSizes` entries
    (the notes say where they come from)."""

    def __init__(self, path, name, layout, origin, window, namer, notes=(), anchor=None,
                 hidden=(), complete=True, offset_y=None, measured_sizes=()):
        self.path = path
        self.name = name
        self.layout = layout
        self.origin = origin
        self.window = window
        self.namer = namer
        self.notes = list(notes)
        self.anchor = anchor
        self.hidden = set(hidden)
        self.complete = complete
        self.offset_y = offset_y
        self.measured_sizes = list(measured_sizes)


def find_cells(image, window, palette, background, radius=0, below=()):
    """The cells in `window`: views of every palette colour but `background`, their sides
    in the image's pixels. Besides the background, the classes in `below` prove a cell's
    edge where they lie beside it: what is drawn under the cells, or `.` and `D` (any other
    colour) when nothing but their own labels is drawn over them."""
    part = crop(image, window.box)
    class_map = ClassMap(part, palette)
    x0, y0, _, _ = window.box
    for left, top, right, bottom in window.covers:
        for y in range(max(top - y0, 0), min(bottom - y0, class_map.height)):
            row = bytearray(class_map.rows[y])
            row[left - x0:right - x0] = COVER * (right - left)
            class_map.rows[y] = bytes(row)
    letters = [l for l in palette.colours if l != background and l not in below]
    styles = ([FlatStyle(l, depth=1, radius=radius) for l in letters]
              + [FlatStyle(l, depth=0) for l in below])
    cells = []
    for style in styles[:len(letters)]:
        cells += find_flat_views(class_map, style, styles, ord(background))
    cells = _join_across_covers(cells)
    for view in cells:
        _reaching_the_window(view, class_map)
        view.box = (view.box[0] + x0, view.box[1] + y0, view.box[2] + x0, view.box[3] + y0)
        for side in SIDES:
            shift = x0 if side in (LEFT, RIGHT) else y0
            view.sides[side].position += shift
            if view.sides[side].status == "clipped":
                view.sides[side].status = window.beyond[side]
    return cells, class_map


def _reaching_the_window(view, class_map):
    """A cell whose colour reaches the window's edge may go on beyond it: that side is
    `clipped` there, whatever a label drawn near the edge seemed to prove."""
    x0, y0, x1, y1 = view.box
    reach = {LEFT: x0 == 0, TOP: y0 == 0, RIGHT: x1 == class_map.width,
             BOTTOM: y1 == class_map.height}
    edge = {LEFT: 0, TOP: 0, RIGHT: class_map.width, BOTTOM: class_map.height}
    for side in SIDES:
        if reach[side]:
            view.sides[side].position = edge[side]
            view.sides[side].status = "clipped"


def _join_across_covers(cells):
    """One cell seen as two pieces, above and below something drawn across it (the home
    indicator), becomes one: the upper piece's bottom and the lower piece's top are both
    `covered`, and the lower piece lies within the upper one's columns."""
    cells = sorted(cells, key=lambda v: (v.sides[TOP].position, v.sides[LEFT].position))
    joined = []
    for view in cells:
        upper = next((u for u in joined if u.letter == view.letter
                      and u.sides[BOTTOM].status == "covered"
                      and view.sides[TOP].status == "covered"
                      and u.sides[BOTTOM].position <= view.sides[TOP].position
                      and u.box[0] <= view.box[0] and view.box[2] <= u.box[2]), None)
        if upper is None:
            joined.append(view)
            continue
        upper.sides[BOTTOM] = view.sides[BOTTOM]
        upper.box = (upper.box[0], upper.box[1], upper.box[2], view.box[3])
        upper.area += view.area
    return joined


def slot_names(cells, scale, origin_y, pitch, slots, section=0, across=False):
    """Names cells by the slot of a repeating group they start in: `slots` are the rects
    `(x, y, width, height)`, in points within one group instance, in the order the layout
    fills them; instance `k` starts `k * pitch` points below `origin_y` (the image's y, in
    points, of the first instance's top), or, `across` (a section that scrolls across),
    `k * pitch` points right of the image's left edge. A cell
    is the slot holding a point just inside its top left corner (corners are the last to be
    cut by the window, as the content is at its top)."""
    named, unnamed = [], []
    for view in cells:
        x = view.sides[LEFT].position / scale + 1
        y = view.sides[TOP].position / scale - origin_y + 1
        if across:
            instance, x = divmod(x, pitch)
            within = y
        else:
            instance, within = divmod(y, pitch)
        slot = next((i for i, (sx, sy, sw, sh) in enumerate(slots)
                     if sx <= x < sx + sw and sy <= within < sy + sh), None)
        if slot is None:
            unnamed.append(view)
        else:
            named.append(((section, int(instance) * len(slots) + slot), view))
    return named, unnamed


def named_in_reading_order(cells, section=0, first=0):
    """Cells numbered in reading order (rows top to bottom, each left to right)."""
    return [((section, first + i), view) for i, view in enumerate(reading_order(cells))], []


def element_identity(key):
    """`(category, kind, (section, item))` of a name a shot's namer gave: a cell's index
    path `(section, item)`, or `(category, kind, (section, item))` for a supplementary or
    decoration view."""
    if len(key) == 3:
        return key
    return "cell", None, key


def _frame(view, origin, scale):
    left, top, right, bottom = (view.sides[s].position for s in SIDES)
    ox, oy = origin
    return [(left - ox) / scale, (top - oy) / scale, (right - left) / scale,
            (bottom - top) / scale]


def recording_facts(recording):
    """The fixture's `recording`: `inferredIOS` only where the source does not state iOS."""
    facts = {"iOS": recording.ios}
    if recording.inferred_ios is not None:
        facts["inferredIOS"] = recording.inferred_ios
    facts.update({"device": recording.device, "tool": recording.tool,
                  "scale": recording.scale, "appearance": recording.appearance})
    return facts


def image_fixture(source, recording, shot, image, cells):
    """The fixture of `shot`, its cells found in `image`."""
    scale = recording.scale
    named, unnamed = shot.namer(cells, shot)
    elements = []
    for key, view in named:
        category, kind, (section, item) = element_identity(key)
        element = {"category": category}
        if kind is not None:
            element["kind"] = kind
        element.update({"indexPath": [section, item],
                        "frame": _frame(view, shot.origin, scale)})
        unseen = {EDGE_NAMES[s]: view.sides[s].status for s in SIDES
                  if view.sides[s].status != MEASURED}
        if unseen:
            element["unseen"] = unseen
        element["namedBy"] = "inferred"
        if category == "cell" and shot.anchor == (section, item):
            element["anchor"] = True
        elements.append(element)
    elements.sort(key=element_key)
    keys = [(e["category"], e.get("kind"), tuple(e["indexPath"])) for e in elements]
    if len(set(keys)) != len(keys):
        raise ExtractionError(f"{shot.path}: two elements named alike")
    paths = [tuple(e["indexPath"]) for e in elements if e["category"] == "cell"]
    if shot.anchor is not None and shot.anchor not in paths:
        raise ExtractionError(f"{shot.path}: no cell {shot.anchor} to anchor on")
    ox, oy = shot.origin
    x0, y0, x1, y1 = shot.window.box
    bottom = y1
    if unnamed:
        bottom = min(v.sides[TOP].position for v in unnamed)
    if "below" in shot.hidden:
        bottom = max(v.sides[BOTTOM].position for _, v in named)
    top = y0
    if "above" in shot.hidden:
        top = min(v.sides[TOP].position for _, v in named)
    width, height = recording.viewport
    offset_y = -recording.safe_area["top"] if shot.offset_y is None else shot.offset_y
    fixture = {
        "format": FORMAT,
        "id": f"{source.NAME}/{recording.folder}/{shot.name}",
        "source": {
            "kind": "image",
            "repository": source.REPOSITORY,
            "path": shot.path,
            "commit": recording.commit,
            "licence": source.LICENCE,
            "layoutCode": source.LAYOUT_CODE[shot.layout],
        },
        "recording": recording_facts(recording),
        "layout": shot.layout,
        "viewport": {"width": width, "height": height},
        "safeArea": dict(recording.safe_area),
        "contentOffset": {"x": 0, "y": offset_y},
        "viewportInImage": {"x": ox / scale, "y": oy / scale + offset_y},
    }
    if shot.anchor is not None:
        fixture["alignment"] = "anchor"
    fixture.update({
        "sections": [{"items": count, "exact": True}
                     for count in source.ITEM_COUNTS[shot.layout]],
        "moreSectionsMayFollow": False,
    })
    if shot.complete:
        fixture["complete"] = {"rect": [(x0 - ox) / scale, (top - oy) / scale,
                                        (x1 - x0) / scale, (bottom - top) / scale],
                               "minimumVisible": MINIMUM_VISIBLE}
    if shot.measured_sizes:
        fixture["measuredSizes"] = shot.measured_sizes
    fixture.update({
        "notes": recording.notes + shot.notes + _unnamed_note(shot, unnamed, oy, scale),
        "elements": elements,
    })
    return fixture


def _unnamed_note(shot, unnamed, oy, scale):
    if not unnamed:
        return []
    y = min(v.sides[TOP].position for v in unnamed)
    complete = ("down to the last named cell" if "below" in shot.hidden
                else "above them")
    return [f"{len(unnamed)} cells from y {(y - oy) / scale:.2f} down cannot be named and are "
            f"left out; the fixture is complete {complete}"]


def recording_fixtures(source, recording, mirror):
    """`(relative path, fixture)` for every shot of `recording`."""
    fixtures = []
    for shot in recording.shots:
        image = png.decode(read_blob(mirror, recording.commit, shot.path))
        if image.width != recording.viewport[0] * recording.scale:
            raise ExtractionError(f"{shot.path}: {image.width} px wide, not "
                                  f"{recording.viewport[0]} pt at {recording.scale}x")
        try:
            cells = source.cells(recording, shot, image)
            fixture = image_fixture(source, recording, shot, image, cells)
            source.check(recording, shot, image, fixture)
        except ExtractionError as error:
            raise ExtractionError(f"{recording.folder}/{shot.path}: {error}") from error
        fixtures.append((f"{source.NAME}/{recording.folder}/{shot.name}.json", fixture))
    return fixtures


def source_fixtures(source, mirror):
    """`(relative path, fixture)` for every shot of every recording of `source`, read from
    the git directory `mirror`: what a flat-cell source module's `fixtures` returns."""
    return [pair for recording in source.RECORDINGS
            for pair in recording_fixtures(source, recording, mirror)]
