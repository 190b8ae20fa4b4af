#!/usr/bin/env bash
# Builds the DocC documentation of every library module with the toolchain alone (no
# swift-docc-plugin: the package takes no dependencies) and fails on any DocC warning, so a
# broken ``Symbol`` link in a catalog or in a `///` comment stops the build.
#
#   bash Tools/docs-check/build-docs.sh [--report-only] [--output-dir DIR]
#
# --report-only   print every warning but exit 0 (for a tree whose doc comments still have
#                 broken links); without it, any warning makes the script exit 1.
# --output-dir    where the .doccarchive folders go (default: .build/docs).
set -euo pipefail
cd "$(dirname "$0")/../.."

report_only=false
output_dir=.build/docs
while [ $# -gt 0 ]; do
  case "$1" in
    --report-only) report_only=true ;;
    --output-dir) output_dir="$2"; shift ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done

# DocC ships next to the swift driver; fall back to PATH (and xcrun on macOS).
docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
if [ ! -x "$docc" ]; then
  docc="$(command -v docc || xcrun --find docc 2>/dev/null || true)"
fi
if [ -z "$docc" ]; then
  echo "error: no docc next to swift or on PATH" >&2
  exit 1
fi

# Library products are the documented modules; the hidden _LayoutInternals has none.
modules=$(swift package describe --type json | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print(" ".join(product["targets"]))
')

# One build for every module: dump-symbol-graph compiles the package, then writes one
# <Module>.symbols.json per module, plus <Module>@<Other>.symbols.json for the module's
# extensions of other modules' types. The directory is emptied first so that no graph of
# an earlier run (an extension since removed) is documented.
echo "== symbol graphs"
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
rm -rf "$graphs"
dump_log=$(mktemp)
# The build flags are .ci/run's, so the package it built is reused rather than compiled again.
# Extension blocks document a module's extensions of other modules' types (such as
# `CollectionLayout.composed(registry:kind:)` in SectionProviders) under its own name.
swift package -Xswiftc -warnings-as-errors \
  dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols \
  > "$dump_log" 2>&1 || true
# SwiftPM also tries the test runner modules it synthesises and fails on them
# ("Couldn't load module '<package>PackageTests'"); that is not ours to fix and documents
# nothing. Any other error stops the script.
if grep '^error:' "$dump_log" | grep -vq "PackageTests'\|PackageDiscoveredTests'"; then
  cat "$dump_log"
  exit 1
fi
rm -f "$dump_log"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$output_dir"

failed=()
warned=()
strict=(--warnings-as-errors)
$report_only && strict=()
for module in $modules; do
  catalog="Packages/$module/$module.docc"
  echo "== $module"
  if [ ! -d "$catalog" ]; then
    echo "error: $catalog is missing (every library module has a catalog)"
    failed+=("$module")
    continue
  fi
  # Only this module's graphs: DocC documents every module it is given, and links from
  # this catalog must resolve against this module alone.
  module_graphs="$work/$module"
  mkdir -p "$module_graphs"
  if [ ! -f "$graphs/$module.symbols.json" ]; then
    echo "error: no symbol graph for $module in $graphs"
    failed+=("$module")
    continue
  fi
  cp "$graphs/$module.symbols.json" "$module_graphs/"
  for extension_graph in "$graphs/$module"@*.symbols.json; do
    if [ -e "$extension_graph" ]; then cp "$extension_graph" "$module_graphs/"; fi
  done
  log="$work/$module.log"
  status=0
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "compositional-layout.$module" \
    --output-path "$output_dir/$module.doccarchive" \
    "${strict[@]}" > "$log" 2>&1 || status=$?
  # DocC also prints progress; show its diagnostics only (each ends at a blank line), with
  # paths from the repository's root instead of from the catalog.
  if grep -qE '^(error|warning):' "$log"; then
    sed -n '/^\(error\|warning\):/,/^$/p' "$log" | sed -E \
      -e "s#^( *--> )\.\./#\1Packages/$module/#" \
      -e "s#^( *--> )([^./][^:]*\.md:)#\1$catalog/\2#"
    warned+=("$module")
  fi
  if [ "$status" -ne 0 ]; then
    grep -qE '^(error|warning):' "$log" || cat "$log"
    failed+=("$module")
  fi
done

echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "documentation failed for: ${failed[*]}"
  exit 1
fi
if [ ${#warned[@]} -gt 0 ]; then
  echo "warnings in: ${warned[*]} (--report-only: not failing)"
else
  echo "documentation built without warnings in $output_dir"
fi
