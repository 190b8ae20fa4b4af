"""Index paths for the views of a set of renderings.

Digits are learnt first (`learn_digits`): the view is at the top of its content, so in each
image the first cell in reading order is the first item of a section, and cells that follow
it with the same section glyphs are its next items, one by one, until a label cannot be read
or a row runs off the image. Those cells' item numbers are therefore certain by order, and
their glyphs become the digit samples. Every label of every image is then read with those
samples (`read_labels`), and the readings are checked against each other.

Reading order: views are grouped into bands (views whose vertical extents overlap, such as
one group's row of cells), bands top to bottom, and within a band left to right, then top to
bottom: the order in which the vertical, left-to-right layouts of the sources number their
items, nested groups included.
"""

from glyphs import DigitTemplates
from views import TOP, BOTTOM


class ExtractionError(Exception):
    """The image does not support a reading: two readings disagree, or an order assumption
    failed. The message says where."""


def bands(views):
    """Views grouped into bands of overlapping vertical extent, top to bottom, each band
    left to right then top to bottom."""
    ordered = sorted(views, key=lambda v: (v.sides[TOP].position, v.sides["left"].position))
    groups, bottom = [], None
    for view in ordered:
        top, end = view.sides[TOP].position, view.sides[BOTTOM].position
        if bottom is None or top >= bottom:
            groups.append([])
            bottom = end
        else:
            bottom = max(bottom, end)
        groups[-1].append(view)
    return [sorted(g, key=lambda v: (v.sides["left"].position, v.sides[TOP].position))
            for g in groups]


def reading_order(views):
    return [view for band in bands(views) for view in band]


def learn_digits(scenes, cell_letter):
    """Digit samples from the cells whose item numbers are certain by order (see the module
    comment), checked for agreement."""
    templates = DigitTemplates()
    for scene in scenes:
        cells = [v for v in scene.views if v.letter == cell_letter]
        run_glyphs, position = None, 0
        for band in bands(cells):
            if band[-1].sides[BOTTOM].position >= scene.height or _band_cut(band, scene):
                break
            stop = False
            for view in band:
                complete = [l for l in view.labels if l.complete]
                if len(complete) != 1:
                    stop = True
                    break
                label = complete[0]
                if run_glyphs is not None and templates.same_glyphs(label.section_glyphs,
                                                                    run_glyphs):
                    position += 1
                else:
                    run_glyphs, position = label.section_glyphs, 0
                templates.learn(label.item_glyphs, str(position))
            if stop:
                break
    wrong = templates.check()
    if wrong:
        raise ExtractionError(f"digit samples disagree with their order: {wrong[:5]}")
    missing = sorted(set(range(10)) - set(templates.samples))
    if missing:
        raise ExtractionError(f"no certain sample of digits {missing}")
    return templates


def _band_cut(band, scene):
    return any(v.sides[s].status in ("covered", "clipped") and s in (TOP, BOTTOM)
               for v in band for s in (TOP, BOTTOM))


def read_labels(scene, templates):
    """Reads every label of `scene`: complete labels get `section` and `item`; a label cut
    short gets what it shows (`section`, and `item_prefix` for the item's leading digits, the
    last of them possibly read from its left part alone where the image's right border cuts
    it)."""
    for label in scene.labels:
        section = templates.read_number(label.section_glyphs) if label.section_glyphs else None
        label.section = section
        if label.complete:
            label.item = templates.read_number(label.item_glyphs)
        elif label.item_glyphs:
            digits = [templates.read_cut(g) if g.box[2] >= scene.width else templates.read(g)
                      for g in label.item_glyphs]
            known = []
            for d in digits:
                if d is None:
                    break
                known.append(str(d))
            label.item_prefix = "".join(known) or None


def full_reading(view):
    """`(section, item)` from the view's one complete, read label, or `None`."""
    read = [l for l in view.labels if l.complete and l.is_read]
    if len(read) > 1 and len({(l.section, l.item) for l in read}) > 1:
        raise ExtractionError(f"one view, two readings: {read}")
    return (read[0].section, read[0].item) if read else None


def partial_reading(view):
    """`(section, item prefix)` from a label cut short, or `None`."""
    for label in view.labels:
        if not label.complete and label.section is not None:
            return (label.section, label.item_prefix)
    return None


def _mergeable(a, b):
    """Whether `a` and `b` may be the two visible ends of one view with a view drawn across
    its middle: same left and right edges, `a`'s bottom and `b`'s top covered."""
    def same(side):
        # A sliver shorter than its corner radius shows its side only as a curve.
        return (abs(a.sides[side].position - b.sides[side].position) <= 1
                or "rounded" in (a.sides[side].status, b.sides[side].status))

    return (same("left") and same("right")
            and a.sides[BOTTOM].status == "covered" and b.sides[TOP].status == "covered"
            and b.sides[TOP].position >= a.sides[BOTTOM].position
            and sum(full_reading(v) is not None for v in (a, b)) <= 1)


def merge_pieces(a, b):
    """One view from the two ends `a` (above) and `b` (below) of a view partly covered."""
    a.sides[BOTTOM] = b.sides[BOTTOM]
    for side in ("left", "right"):
        if a.sides[side].status != "measured" and b.sides[side].status != "rounded":
            a.sides[side] = b.sides[side]
    a.labels += b.labels
    a.box = (a.box[0], a.box[1], a.box[2], b.box[3])
    a.area += b.area
    a.merged_from = 2
    return a


def identify_cells(cells):
    """Index paths `(section, item)` for `cells`, in reading order.

    Each cell with a complete label is pinned to its reading; readings must increase
    strictly in reading order. The cells between two pinned ones are numbered by order:
    within one section they must be exactly the items missing between the two, and across a
    section change they are the tail of the first section and the head (from item 0) of the
    next. Two ends of one cell seen on either side of a view drawn across it are merged
    first. Cells after the last pinned one keep counting in its section when they share its
    band or show its section in a cut label; others (a row cut off at the bottom whose labels
    are hidden) cannot be named and are returned in `unnamed`.

    Returns `(named, unnamed)`: `named` a list of `(view, (section, item))`.
    """
    order = reading_order(cells)
    merged = []
    for view in order:
        if merged and _mergeable(merged[-1], view):
            merge_pieces(merged[-1], view)
        else:
            merged.append(view)
    order = merged
    band_of = {}
    for index, band in enumerate(bands(order)):
        for view in band:
            band_of[id(view)] = index
    readings = [full_reading(v) for v in order]
    pinned = [i for i, r in enumerate(readings) if r is not None]
    if not pinned:
        return [], order
    for a, b in zip(pinned, pinned[1:]):
        if not readings[a] < readings[b]:
            raise ExtractionError(f"labels out of order: {readings[a]} before {readings[b]}")
    paths = dict((i, readings[i]) for i in pinned)
    first = pinned[0]
    section, item = readings[first]
    if item < first:
        raise ExtractionError(f"{first} cells before {readings[first]}")
    for k in range(first):
        paths[k] = (section, item - first + k)
    for a, b in zip(pinned, pinned[1:]):
        between = list(range(a + 1, b))
        (ps, pi), (ns, ni) = readings[a], readings[b]
        if ps == ns:
            if ni - pi - 1 != len(between):
                raise ExtractionError(
                    f"{len(between)} cells between {readings[a]} and {readings[b]}")
            for k, index in enumerate(between):
                paths[index] = (ps, pi + 1 + k)
        else:
            tail = len(between) - ni
            if tail < 0 or (tail > 0 and ns != ps + 1 and any(
                    band_of[id(order[i])] != band_of[id(order[a])] for i in between[:tail])):
                raise ExtractionError(
                    f"cannot number {len(between)} cells between {readings[a]} and "
                    f"{readings[b]}")
            for k, index in enumerate(between):
                paths[index] = (ps, pi + 1 + k) if k < tail else (ns, k - tail)
    last = pinned[-1]
    section, item = readings[last]
    last_band = band_of[id(order[last])]
    unnamed = []
    for index in range(last + 1, len(order)):
        view = order[index]
        partial = partial_reading(view)
        if unnamed:
            unnamed.append(view)
            continue
        if band_of[id(view)] == last_band or (partial and partial[0] == section):
            item += 1
        elif partial and partial[0] > section and partial[1] in (None, "0"):
            section, item = partial[0], 0
        else:
            unnamed.append(view)
            continue
        if partial and partial[1] and not str(item).startswith(partial[1]):
            raise ExtractionError(f"cut label {partial} does not fit item {item}")
        paths[index] = (section, item)
        last_band = band_of[id(view)]
    named = [(order[i], paths[i]) for i in sorted(paths)]
    for view, path in named:
        partial = partial_reading(view)
        if partial and partial[0] != path[0]:
            raise ExtractionError(f"cut label section {partial} does not fit {path}")
    return named, unnamed
