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

# Only the targets that hold guarded files, and what they need: the others compile exactly as
# in the plain build (no file of theirs reads the flag), and --target compiles without linking.
echo "== as if UIKit existed"
for target in UIKitCompatLayoutTests UIKitCompatViewsTests UIKitCompatTests AppKitCompatTests \
  GalleryKitTests GroundTruthTests ReadmeTests LayoutBenchmarks Gallery; do
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
