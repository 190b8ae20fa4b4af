#!/usr/bin/env python3
"""Regenerates the ground-truth fixtures from their sources, checks them, and draws overlays.

    ground_truth.py fixtures --source NAME=PATH [--out DIR]
    ground_truth.py fixtures --source NAME=PATH --check
    ground_truth.py overlays --source NAME=PATH --engine-frames DIR --out DIR [--png]

`PATH` holds the source's files, fetched or saved beforehand: a git directory of the
repository for an image source, a folder of files saved as `<commit>/<path>` for a
transcript source. This tool never downloads anything. See README.md beside this file.
"""

import argparse
import difflib
import os
import sys
import tempfile

import deluxe_alonso
import faber_novel
import muchan
import openuikit
import overlay
import snapshot_testing
import tarik_bozyak
import yash_np
from fixture import dumps
from identify import ExtractionError

# Each source module has `NAME` (its fixtures' folder) and `fixtures(path)`, which returns
# `(relative path, fixture)` for everything it reads from `path`.
SOURCES = {module.NAME: module for module in (faber_novel, openuikit, tarik_bozyak,
                                                deluxe_alonso, yash_np, muchan,
                                                snapshot_testing)}
HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.normpath(os.path.join(HERE, "..", "..", "Tests", "GroundTruthTests",
                                         "Fixtures"))


def _sources(pairs):
    chosen = {}
    for pair in pairs:
        name, _, path = pair.partition("=")
        if name not in SOURCES or not path:
            raise SystemExit(f"--source wants NAME=PATH with NAME one of {sorted(SOURCES)}")
        chosen[name] = path
    if not chosen:
        raise SystemExit("name at least one --source NAME=PATH")
    return chosen


def generate(sources, out):
    """Writes every fixture of `sources` under `out/<source>/`, replacing what was there;
    returns the paths written, relative to `out`."""
    written = []
    for name, location in sorted(sources.items()):
        source = SOURCES[name]
        folder = os.path.join(out, source.NAME)
        produced = {path: dumps(fixture) for path, fixture in source.fixtures(location)}
        for root, _, files in os.walk(folder):
            for file in files:
                if file.endswith(".json"):
                    os.remove(os.path.join(root, file))
        for path, text in sorted(produced.items()):
            target = os.path.join(out, path)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8", newline="\n") as file:
                file.write(text)
            written.append(path)
    return written


def _files(folder):
    found = {}
    for root, _, files in os.walk(folder):
        for file in files:
            if file.endswith(".json"):
                path = os.path.join(root, file)
                with open(path, encoding="utf-8") as handle:
                    found[os.path.relpath(path, folder)] = handle.read()
    return found


def check(sources, committed):
    """Regenerates into a temporary folder and compares with `committed`, file by file and
    byte for byte. Returns the number of differences, printing each."""
    differences = 0
    with tempfile.TemporaryDirectory() as scratch:
        generate(sources, scratch)
        for name in sorted(sources):
            new = _files(os.path.join(scratch, SOURCES[name].NAME))
            old = _files(os.path.join(committed, SOURCES[name].NAME))
            for path in sorted(set(new) | set(old)):
                if new.get(path) == old.get(path):
                    continue
                differences += 1
                label = os.path.join(SOURCES[name].NAME, path)
                if path not in old:
                    print(f"missing from the committed fixtures: {label}")
                elif path not in new:
                    print(f"committed but no longer produced: {label}")
                else:
                    sys.stdout.writelines(difflib.unified_diff(
                        old[path].splitlines(True), new[path].splitlines(True),
                        f"committed/{label}", f"regenerated/{label}"))
        count = sum(len(_files(os.path.join(scratch, SOURCES[n].NAME))) for n in sources)
    if differences:
        print(f"{differences} of the fixtures differ from a regeneration")
    else:
        print(f"all {count} fixtures regenerate byte for byte")
    return differences


def main(arguments=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    make = commands.add_parser("fixtures", help="regenerate (or --check) the fixtures")
    make.add_argument("--source", action="append", default=[], metavar="NAME=PATH")
    make.add_argument("--out", default=FIXTURES, help="default: Tests/GroundTruthTests/Fixtures")
    make.add_argument("--check", action="store_true",
                      help="regenerate into a temporary folder and diff with --out")
    draw = commands.add_parser("overlays", help="draw the engine's frames over each image")
    draw.add_argument("--source", action="append", default=[], metavar="NAME=PATH")
    draw.add_argument("--fixtures", default=FIXTURES)
    draw.add_argument("--engine-frames", required=True,
                      help="the folder GROUND_TRUTH_ENGINE_FRAMES named for the Swift suite")
    draw.add_argument("--out", required=True, help="a folder outside the repository")
    draw.add_argument("--png", action="store_true", help="also write a PNG per overlay")
    options = parser.parse_args(arguments)
    sources = _sources(options.source)
    try:
        if options.command == "fixtures":
            if options.check:
                return 1 if check(sources, options.out) else 0
            written = generate(sources, options.out)
            print(f"wrote {len(written)} fixtures under {options.out}")
            return 0
        count = overlay.draw_all(sources, SOURCES, options.fixtures, options.engine_frames,
                                 options.out, options.png)
        print(f"wrote {count} overlays under {options.out}")
        return 0
    except ExtractionError as error:
        print(f"ground_truth: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
