"""The views of a rendering: rectangles of flat colour, and bordered rectangles, with what the
image shows of each edge.

A `View` is one element's visible rectangle in pixels (`box`, exclusive right and bottom) and
one `Side` per edge: where the edge is and whether the image shows it (`status` is
`measured`, or the reason it cannot be seen: `clipped`, `rounded`, `abutting`, `covered`).

Two kinds of view are found:

- flat views (`find_flat_views`): opaque rectangles of one palette colour, possibly with
  rounded corners, drawn in a known order (a colour's `depth`: higher draws above). An edge is
  measured where pixels beside it show the background or a colour drawn below, because an
  opaque view that went on would hide them. A rounded corner whose profile matches the
  image's reference corner proves both edges that meet there.
- bordered views (`find_bordered_views`): rectangles filled with the background and outlined
  by a border of known width, drawn below everything else. The border's inner edge is found
  around a region of background, and the frame lies one border width outside it.
"""

from raster import components

LEFT, TOP, RIGHT, BOTTOM = "left", "top", "right", "bottom"
SIDES = (LEFT, TOP, RIGHT, BOTTOM)
MEASURED = "measured"
# How many pixels of evidence an edge needs to count as seen.
MIN_SUPPORT = 3
# How far inside its bounding box an edge may lie (stray antialiased pixels of the same
# colour can touch a view from outside).
SEARCH = 3


class Side:
    """One edge of a view: its `position` in pixels and its `status`."""

    def __init__(self, position, status, support=0):
        self.position = position
        self.status = status
        self.support = support

    def __repr__(self):
        return f"Side({self.position}, {self.status}, {self.support})"


class View:
    """A visible element: its colour letter, `box` in pixels and `sides`."""

    def __init__(self, letter, box, area):
        self.letter = letter
        self.box = box
        self.area = area
        self.sides = {}
        self.labels = []

    @property
    def frame_box(self):
        """The box the sides describe: `(left, top, right, bottom)` in pixels."""
        return tuple(self.sides[s].position for s in SIDES)

    def __repr__(self):
        return f"View({chr(self.letter)}, {self.frame_box}, {self.sides})"


class FlatStyle:
    """How views of one colour are drawn: corner `radius` in pixels and `depth` (drawing
    order; a view of higher depth covers one of lower depth)."""

    def __init__(self, letter, depth, radius=0):
        self.letter = ord(letter)
        self.depth = depth
        self.radius = radius


class BorderStyle:
    """A bordered view: border colour letter, border `width` in pixels, and `depth`."""

    def __init__(self, letter, depth, width):
        self.letter = ord(letter)
        self.depth = depth
        self.width = width


def _inside(inner, outer, slack=1):
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack
            and inner[2] <= outer[2] + slack and inner[3] <= outer[3] + slack)


def _neighbour(class_map, x, y):
    """The class letter at `(x, y)`, or `None` outside the image."""
    if 0 <= x < class_map.width and 0 <= y < class_map.height:
        return class_map.rows[y][x]
    return None


def _side_evidence(class_map, letter, side, position, span):
    """For the edge `side` at `position` (the first or last pixel row or column of the view),
    the count of pixels along `span` that are the view's colour with each kind of neighbour
    beyond the edge: a dict from neighbour letter (or `None` for the image border)."""
    counts = {}
    a, b = span
    rows = class_map.rows
    if side in (LEFT, RIGHT):
        outside = position - 1 if side == LEFT else position + 1
        for y in range(max(a, 0), min(b, class_map.height)):
            if rows[y][position] == letter:
                key = _neighbour(class_map, outside, y)
                counts[key] = counts.get(key, 0) + 1
    else:
        outside = position - 1 if side == TOP else position + 1
        row = rows[position]
        beyond = rows[outside] if 0 <= outside < class_map.height else None
        for x in range(max(a, 0), min(b, class_map.width)):
            if row[x] == letter:
                key = beyond[x] if beyond is not None else None
                counts[key] = counts.get(key, 0) + 1
    return counts


def _corner_profile(class_map, letter, box, corner, depth):
    """How far in from the side the view's colour starts on each of the `depth` rows nearest
    the corner: `corner` is `(horizontal side, vertical side)`, e.g. `(LEFT, TOP)`."""
    x0, y0, x1, y1 = box
    horizontal, vertical = corner
    profile = []
    for k in range(depth):
        y = y0 + k if vertical == TOP else y1 - 1 - k
        if not 0 <= y < class_map.height:
            return None
        row = class_map.rows[y]
        offset = None
        for j in range(depth + 1):
            x = x0 + j if horizontal == LEFT else x1 - 1 - j
            if 0 <= x < class_map.width and row[x] == letter:
                offset = j
                break
        profile.append(offset)
    return tuple(profile)


CORNERS = ((LEFT, TOP), (RIGHT, TOP), (LEFT, BOTTOM), (RIGHT, BOTTOM))


def _locate_side(class_map, letter, box, side, span, clean):
    """The position of `side` near the box's extreme with the most clean evidence, and that
    evidence."""
    x0, y0, x1, y1 = box
    if side == LEFT:
        candidates = range(x0, min(x0 + SEARCH, x1))
    elif side == RIGHT:
        candidates = range(x1 - 1, max(x1 - 1 - SEARCH, x0 - 1), -1)
    elif side == TOP:
        candidates = range(y0, min(y0 + SEARCH, y1))
    else:
        candidates = range(y1 - 1, max(y1 - 1 - SEARCH, y0 - 1), -1)
    best = None
    for position in candidates:
        counts = _side_evidence(class_map, letter, side, position, span)
        proof = sum(n for key, n in counts.items() if key in clean)
        if best is None or proof > best[1]:
            best = (position, proof, counts)
    return best


def find_flat_views(class_map, style, styles, background, min_area=100):
    """The views of `style`'s colour: connected pieces of the colour, merged when one lies in
    another's box (text cuts slivers off a view), each with its four sides.

    `styles` are every flat and bordered style of the source (for the drawing order);
    `background` is the page's class letter.
    """
    letter = style.letter
    views = []
    for piece in components(class_map, letter):
        box = piece.box
        for view in views:
            if _inside(box, view.box):
                view.area += piece.area
                break
        else:
            views.append(View(letter, box, piece.area))
    views = [v for v in views if v.area >= min_area]
    below = {s.letter for s in styles if s.depth < style.depth}
    clean = below | {background}
    r = style.radius
    for view in views:
        _measure_flat_view(class_map, view, r, clean)
    if r:
        _prove_rounded_corners(class_map, views, r)
    return views


def _measure_flat_view(class_map, view, r, clean):
    x0, y0, x1, y1 = view.box
    spans = {LEFT: (y0 + r, y1 - r), RIGHT: (y0 + r, y1 - r),
             TOP: (x0 + r, x1 - r), BOTTOM: (x0 + r, x1 - r)}
    for side in SIDES:
        span = spans[side]
        position, proof, counts = _locate_side(class_map, view.letter, view.box, side, span,
                                               clean)
        edge = position if side in (LEFT, TOP) else position + 1
        if span[1] - span[0] <= 0:
            status = "rounded"
        elif proof >= MIN_SUPPORT:
            status = MEASURED
        elif counts.get(None, 0) >= MIN_SUPPORT:
            status = "clipped"
        else:
            status = "covered"
        view.sides[side] = Side(edge, status, proof)


def _prove_rounded_corners(class_map, views, r):
    """Marks as measured the sides of rounded views that meet at a corner whose profile is the
    image's usual one (the most common among all corners)."""
    profiles = {}
    tally = {}
    for view in views:
        box = view.frame_box
        for corner in CORNERS:
            profile = _corner_profile(class_map, view.letter, box, corner, r)
            profiles[(id(view), corner)] = profile
            if profile and profile[0]:
                tally[profile] = tally.get(profile, 0) + 1
    if not tally:
        return
    reference = max(tally.items(), key=lambda item: (item[1], item[0]))[0]
    for view in views:
        for corner in CORNERS:
            if profiles[(id(view), corner)] != reference:
                continue
            for side in corner:
                if view.sides[side].status in ("clipped", "covered"):
                    view.sides[side].status = MEASURED


def find_bordered_views(class_map, style, background, min_area=400):
    """Bordered views: regions of `background` enclosed by `style`'s border colour, grown by
    the border width. A side whose region reaches the image border is clipped there; a side
    whose border is followed by the border of another view (two borders' width of the colour)
    is measured, since the border width says where one ends; any other thickness is
    `abutting`."""
    letter, width = style.letter, style.width
    views = []
    for piece in components(class_map, background):
        x0, y0, x1, y1 = piece.box
        if piece.area < min_area:
            continue
        edges = {}
        enclosed = True
        for side, position, span in ((LEFT, x0, (y0, y1)), (RIGHT, x1 - 1, (y0, y1)),
                                     (TOP, y0, (x0, x1)), (BOTTOM, y1 - 1, (x0, x1))):
            counts = _side_evidence(class_map, background, side, position, span)
            at_border = counts.get(None, 0)
            bordered = counts.get(letter, 0)
            if at_border:
                edges[side] = Side(position if side in (LEFT, TOP) else position + 1,
                                   "clipped", at_border)
            elif bordered >= MIN_SUPPORT:
                edges[side] = _border_side(class_map, letter, background, side, position, span,
                                           width)
            else:
                enclosed = False
        if not enclosed:
            continue
        if sum(s.status != "clipped" for s in edges.values()) < 2:
            continue
        box = tuple(edges[s].position for s in SIDES)
        view = View(letter, box, piece.area)
        view.sides = edges
        view.interior = piece.box
        views.append(view)
    return views


def _border_side(class_map, letter, background, side, position, span, width):
    """The outer edge of a border whose inner edge is next to `position`: how thick the
    border colour runs beyond it, measured where the run is longest along `span` (views
    drawn above can hide it elsewhere)."""
    step = -1 if side in (LEFT, TOP) else 1
    thickness = {}
    a, b = span
    for t in range(a, b):
        inside = (position, t) if side in (LEFT, RIGHT) else (t, position)
        first = (position + step, t) if side in (LEFT, RIGHT) else (t, position + step)
        if (_neighbour(class_map, *inside) != background
                or _neighbour(class_map, *first) != letter):
            continue
        run = 0
        while True:
            p = position + step * (run + 1)
            x, y = (p, t) if side in (LEFT, RIGHT) else (t, p)
            value = _neighbour(class_map, x, y)
            if value != letter:
                break
            run += 1
        beyond = _neighbour(class_map, *((position + step * (run + 1), t) if side in (LEFT, RIGHT)
                                         else (t, position + step * (run + 1))))
        thickness[(run, beyond is None)] = thickness.get((run, beyond is None), 0) + 1
    (run, to_border), support = max(thickness.items(), key=lambda item: (item[1], item[0]))
    inner = position if side in (LEFT, TOP) else position + 1
    outer = inner + step * width
    if run == width:
        return Side(outer, MEASURED, support)
    if run == 2 * width and not to_border:
        return Side(outer, MEASURED, support)
    if run < width and to_border:
        return Side(outer, MEASURED, support)
    return Side(outer, "abutting", support)
