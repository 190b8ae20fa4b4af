"""The fixture format, written deterministically: the same fixture gives the same bytes.

A fixture is one rendering's facts (see `Tools/ground-truth/README.md` for every field).
Keys come in a fixed order, numbers in points rounded to 4 decimals without trailing zeros,
each element on one line so that a diff shows which frames changed.
"""

import json

FORMAT = 1

# Physical sides of a view as the fixture names them (CGRect's edges).
EDGE_NAMES = {"left": "minX", "top": "minY", "right": "maxX", "bottom": "maxY"}
CATEGORY_ORDER = {"cell": 0, "supplementary": 1, "decoration": 2}


def number(value):
    """`value` rounded to 4 decimals, written without trailing zeros (`-0` as `0`)."""
    rounded = round(value, 4)
    if rounded == 0:
        return "0"
    text = f"{rounded:.4f}".rstrip("0").rstrip(".")
    return text


def _value(value):
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, (int, float)):
        return number(value)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{json.dumps(k)}: {_value(v)}" for k, v in value.items()) + "}"
    raise TypeError(f"cannot write {value!r}")


def element_key(element):
    return (CATEGORY_ORDER[element["category"]], element.get("kind") or "",
            element["indexPath"], element["frame"])


def dumps(fixture):
    """The fixture's text: its top-level keys one per line in the order given, lists of
    objects with one object per line."""
    lines = ["{"]
    items = list(fixture.items())
    for index, (key, value) in enumerate(items):
        comma = "," if index < len(items) - 1 else ""
        if isinstance(value, list) and value and isinstance(value[0], dict):
            lines.append(f"  {json.dumps(key)}: [")
            for j, entry in enumerate(value):
                tail = "," if j < len(value) - 1 else ""
                lines.append(f"    {_value(entry)}{tail}")
            lines.append(f"  ]{comma}")
        else:
            lines.append(f"  {json.dumps(key)}: {_value(value)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def loads(text):
    return json.loads(text)
