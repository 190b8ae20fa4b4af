"""One rendering taken apart: its views, its labels, and which label belongs to which view.

A label is centred on its view, so a complete label belongs to the view that contains its
centre and whose own centre is nearest; a label cut by the image border belongs to the view
cut on the same side that it overlaps. Views of one colour that touch (a footer above the
next section's header) come out of `views` as one; the labels inside tell how many they are,
and the view is split where the labels' centres say, with the edges between them marked
`abutting`.
"""

import glyphs as glyph_reader
from raster import ClassMap
from views import (BOTTOM, LEFT, MEASURED, RIGHT, SIDES, TOP, Side, View, find_bordered_views,
                   find_flat_views)


# Pixels a label's centre may stray from its view's centre (rounding of the text's frame).
CENTRE_SLACK = 3


class Style:
    """How a source draws its views: the palette, the background letter, the flat and
    bordered styles, and which colours carry labels."""

    def __init__(self, palette, background, flat, bordered, labelled):
        self.palette = palette
        self.background = ord(background)
        self.flat = flat
        self.bordered = bordered
        self.labelled = {ord(letter) for letter in labelled}


class Scene:
    """The views and labels of one image."""

    def __init__(self, image, style):
        self.width, self.height = image.width, image.height
        self.class_map = ClassMap(image, style.palette)
        styles = list(style.flat) + list(style.bordered)
        self.views = []
        for flat in style.flat:
            self.views += find_flat_views(self.class_map, flat, styles, style.background)
        for bordered in style.bordered:
            self.views += find_bordered_views(self.class_map, bordered, style.background)
        found = glyph_reader.find_glyphs(self.class_map)
        self.digit_height = glyph_reader.classify_punctuation(found)
        self.labels = glyph_reader.find_labels(found, self.digit_height)
        self.labelled = [v for v in self.views if v.letter in style.labelled]
        self._attach_labels()
        self._split_by_labels()

    def _attach_labels(self):
        """Complete labels first (they also calibrate where a label sits on its view), then
        labels cut short by the left or right border of the image."""
        for label in self.labels:
            if label.complete:
                self._attach(label, self._owner_of_complete(label))
        _, dy = self.label_offset()
        for label in self.labels:
            if not label.complete:
                self._attach(label, self._owner_of_cut(label, dy))

    @staticmethod
    def _attach(label, view):
        if view is not None:
            label.view = view
            view.labels.append(label)

    def _owner_of_complete(self, label):
        cx, cy = label.centre
        best = None
        for view in self.labelled:
            x0, y0, x1, y1 = view.frame_box
            if x0 <= cx <= x1 and y0 <= cy <= y1:
                distance = abs((x0 + x1) / 2 - cx) + abs((y0 + y1) / 2 - cy)
                if best is None or distance < best[0]:
                    best = (distance, view)
        return best[1] if best else None

    def _owner_of_cut(self, label, dy):
        """A label cut by the left or right border of the image belongs to the view level
        with it (same vertical centre, give or take `CENTRE_SLACK`) whose horizontal centre
        is the nearest one beyond the visible part's centre, towards the border: the label is
        centred on its view, and its cut half lies on the border's side."""
        x0, y0, x1, y1 = label.box
        kinds = [g.kind for g in label.glyphs]
        # The cut may fall between two characters: a label without its closing bracket
        # within a character's width of the border was cut there.
        near = self.digit_height
        if "close" not in kinds and x1 >= self.width - near:
            toward = 1
        elif "open" not in kinds and x0 <= near:
            toward = -1
        else:
            return None
        cy = (y0 + y1) / 2 - dy
        visible = (x0 + x1) / 2
        best = None
        for view in self.labelled:
            if view.sides[TOP].status != MEASURED or view.sides[BOTTOM].status != MEASURED:
                continue
            vx0, vy0, vx1, vy1 = view.frame_box
            if abs((vy0 + vy1) / 2 - cy) > CENTRE_SLACK:
                continue
            beyond = ((vx0 + vx1) / 2 - visible) * toward
            if beyond >= -CENTRE_SLACK and (best is None or beyond < best[0]):
                best = (beyond, view)
        return best[1] if best else None

    def label_offset(self):
        """How far a complete label's ink centre sits from its view's centre, `(dx, dy)` in
        pixels: the median over views with one label and four measured sides."""
        dxs, dys = [], []
        for view in self.labelled:
            if len(view.labels) != 1 or not view.labels[0].complete:
                continue
            if any(view.sides[s].status != MEASURED for s in SIDES):
                continue
            x0, y0, x1, y1 = view.frame_box
            cx, cy = view.labels[0].centre
            dxs.append(cx - (x0 + x1) / 2)
            dys.append(cy - (y0 + y1) / 2)
        if not dys:
            return (0.0, 0.0)
        return (sorted(dxs)[len(dxs) // 2], sorted(dys)[len(dys) // 2])

    def _split_by_labels(self):
        """Splits each view holding several complete labels stacked one above the other into
        that many views, at the boundaries the labels' centres imply."""
        _, dy = self.label_offset()
        result = []
        for view in self.views:
            complete = sorted((l for l in view.labels if l.complete), key=lambda l: l.centre[1])
            if len(complete) < 2:
                result.append(view)
                continue
            result += _split_stack(view, complete, dy)
        self.views = result
        self.labelled = [v for v in result if v in self.labelled or v.labels]


def _split_stack(view, labels, dy):
    """`view` cut into one view per label. A label's centre (less the usual offset) is its
    view's centre, so the first view is twice as tall as its centre lies below the measured
    top, and the last twice as tall as its centre lies above the measured bottom. When those
    two heights agree, every view gets that height around its centre (views may overlap, as
    an empty section's footer and the next header do on iOS 14); otherwise the views are
    taken to abut and are chained from the top, and the mismatch is recorded in
    `split_closure`."""
    top, bottom = view.sides[TOP].position, view.sides[BOTTOM].position
    centres = [label.centre[1] - dy for label in labels]
    first, last = 2 * (centres[0] - top), 2 * (bottom - centres[-1])
    if abs(first - last) <= 1:
        height = (first + last) / 2
        spans = [(round(c - height / 2), round(c + height / 2)) for c in centres]
        spans[0] = (top, spans[0][1])
        spans[-1] = (spans[-1][0], bottom)
        closure = 0
    else:
        spans, upper = [], top
        for centre in centres[:-1]:
            lower = round(2 * centre - upper)
            spans.append((upper, lower))
            upper = lower
        spans.append((upper, bottom))
        closure = abs(2 * centres[-1] - spans[-1][0] - bottom)
    parts = []
    for index, (label, (upper, lower)) in enumerate(zip(labels, spans)):
        part = View(view.letter, (view.box[0], upper, view.box[2], lower), 0)
        part.sides = {LEFT: view.sides[LEFT], RIGHT: view.sides[RIGHT],
                      TOP: view.sides[TOP] if index == 0 else Side(upper, "abutting"),
                      BOTTOM: view.sides[BOTTOM] if index == len(labels) - 1
                      else Side(lower, "abutting")}
        part.labels = [label]
        part.split_closure = closure
        label.view = part
        parts.append(part)
    for label in view.labels:
        if label not in labels:
            label.view = None
    return parts
