#!/usr/bin/env bash
# The platform guards of UIKit's spellings (UIKitCompatLayout, UIKitCompatViews and the
# UIKitCompat umbrella; docs/platforms.md), checked on Linux by forcing them:
#   1. as if UIKit existed: the three modules and everything built on them (AppKit's spellings,
#      the examples, the gallery, their tests) build with nothing of their own;
#   2. as if the SDK declared CoreGraphics' and AppKit's shared spellings: a stand-in module
#      with exactly the SDK's shapes replaces UIKitCompatLayout's own, both modules build
#      against it (the umbrella target builds them), and a file importing the stand-in and
#      the umbrella sees one declaration of each.
set -euo pipefail
cd "$(dirname "$0")/../.."
stand_in=$(mktemp -d)
trap 'rm -rf "$stand_in"' EXIT

# Only the targets that hold a file reading the flag, and what they need: the others compile
# exactly as in the plain build. Each target named is one no other such target depends on, so
# that one build covers the rest; --target compiles without linking.
echo "== as if UIKit existed"
guarded_roots=$(swift package describe --type json | python3 -c '
import json, subprocess, sys
targets = json.load(sys.stdin)["targets"]
files = subprocess.run(["git", "grep", "-l", "UIKITCOMPAT_SIMULATE_UIKIT", "--", "*.swift"],
                       capture_output=True, text=True, check=True).stdout.split()
guarded = {t["name"] for t in targets if any(f.startswith(t["path"] + "/") for f in files)}
needs = {t["name"]: t.get("target_dependencies", []) for t in targets}
def below(name, seen):
    for dependency in needs.get(name, []):
        if dependency not in seen:
            seen.add(dependency)
            below(dependency, seen)
    return seen
built = set().union(*(below(name, set()) for name in guarded))
print(" ".join(sorted(guarded - built)))
')
[ -n "$guarded_roots" ] || { echo "platform checks: no target reads the flag" >&2; exit 1; }
echo "targets: $guarded_roots"
for target in $guarded_roots; do
  swift build --target "$target" --scratch-path .build-platforms-uikit \
    -Xswiftc -DUIKITCOMPAT_SIMULATE_UIKIT -Xswiftc -warnings-as-errors
done

echo "== as if the SDK declared the shared spellings"
swiftc -parse-as-library -swift-version 6 -module-name SimulatedAppleSDK \
  -emit-module -emit-module-path "$stand_in/SimulatedAppleSDK.swiftmodule" \
  Tools/platform-checks/SimulatedAppleSDK.swift
swift build --target UIKitCompat --scratch-path .build-platforms-sdk \
  -Xswiftc -DUIKITCOMPAT_SIMULATE_APPLE_SDK -Xswiftc -I -Xswiftc "$stand_in" \
  -Xswiftc -warnings-as-errors
modules="$(swift build --scratch-path .build-platforms-sdk --show-bin-path)/Modules"
swiftc -typecheck -swift-version 6 -I "$stand_in" -I "$modules" \
  Tools/platform-checks/ClientOfBoth.swift
echo "platform checks: passed"
