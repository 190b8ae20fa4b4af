#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tools/fuzz and runs each on its committed corpus.
#
#   bash Tools/fuzz/run.sh [--seconds N] [--parallel J] [--build-only] [HARNESS...]
#
# The library modules are built once by SwiftPM, instrumented for libFuzzer and
# AddressSanitizer, in their own folder (.build-fuzz); each harness is then compiled with
# swiftc against them. Nothing of this is in Package.swift: a harness defines
# LLVMFuzzerTestOneInput, which a plain `swift build` could not link, and the flags would be
# unsafeFlags there. Harnesses build J at a time (1 by default; CI runs two, one per core), and
# each runs N seconds (30 by default), J at a time, from Tools/fuzz/<Name>/corpus;
# new inputs go to a scratch corpus under .build-fuzz, never into the repository, and a crash
# leaves its input in .build-fuzz/artifacts/<Name>/ and fails the script.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=30
parallel=1
harnesses=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --build-only) seconds=0; shift ;;
    --parallel) parallel="$2"; shift 2 ;;
    -*) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    *) harnesses+=("$1"); shift ;;
  esac
done
if [ ${#harnesses[@]} -eq 0 ]; then
  harnesses=(FuzzLayout FuzzSnapshots FuzzRegistry FuzzScroll FuzzRender FuzzDemoArguments
    FuzzGalleryArguments FuzzViews)
fi

scratch=.build-fuzz
flags=(-Xswiftc -sanitize=fuzzer,address)
# --target compiles without linking, so SwiftPM never tries to link libFuzzer's main into an
# executable. AdaptiveDemo depends on every library module but UIKit's and AppKit's
# spellings; the benchmarks on the gallery's engine, with UIKitCompat and Examples under it
# (the gallery's argument harness links these); MacExamples on AppKitCompat (the views
# harness). With the gallery's own module, that is every module a user builds, so this folder
# is also CI's one release build: what only an optimised build rejects shows here.
for target in AdaptiveDemo LayoutBenchmarks Gallery MacExamples; do
  swift build -c release --scratch-path "$scratch" "${flags[@]}" --target "$target"
done
products="$scratch/release"
package=$(python3 -c '
import json, sys
def walk(node):
    if isinstance(node, dict):
        for value in node.values(): yield from walk(value)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            if value == "-package-name" and index + 1 < len(node): yield node[index + 1]
            yield from walk(value)
print(next(walk(json.load(open(sys.argv[1])))))
' "$products/description.json")

libraries=(_LayoutInternals LayoutGeometry LayoutResolution ScrollSimulation LayoutLists
  SectionProviders LayoutRendering DiffableDataSources DataSourceHosting CompositionalLayout)

# The sources each harness is compiled from, besides its own folder and Support/.
extra_sources() {
  case "$1" in
    FuzzSnapshots)
      echo Tests/DiffableDataSourcesTests/Support/ArraySnapshotModel.swift
      echo Tests/DiffableDataSourcesTests/Support/TreeModel.swift ;;
  esac
}

build_harness() {
  local name="$1"
  local objects=()
  for module in "${libraries[@]}"; do objects+=("$products/$module.build/"*.o); done
  # The demo's objects: SwiftPM renames its @main entry point to AdaptiveDemo_main.
  if [ "$name" = FuzzDemoArguments ]; then
    objects+=("$products/AdaptiveDemo.build/"*.o "$products/CommandLineOptions.build/"*.o)
  fi
  if [ "$name" = FuzzGalleryArguments ]; then
    objects+=("$products/UIKitCompatLayout.build/"*.o "$products/UIKitCompatViews.build/"*.o
      "$products/UIKitCompat.build/"*.o "$products/Examples.build/"*.o
      "$products/SampleSupport.build/"*.o "$products/GalleryKit.build/"*.o
      "$products/CommandLineOptions.build/"*.o)
  fi
  if [ "$name" = FuzzViews ]; then
    objects+=("$products/UIKitCompatLayout.build/"*.o "$products/UIKitCompatViews.build/"*.o
      "$products/UIKitCompat.build/"*.o "$products/AppKitCompat.build/"*.o)
  fi
  local sources=(Tools/fuzz/"$name"/*.swift Tools/fuzz/Support/*.swift)
  while read -r source; do [ -n "$source" ] && sources+=("$source"); done < <(extra_sources "$name")
  mkdir -p "$scratch/bin"
  swiftc -O -g -parse-as-library -sanitize=fuzzer,address -module-name "$name" \
    -package-name "$package" -I "$products/Modules" -use-ld=lld \
    "${sources[@]}" "${objects[@]}" -lm -o "$scratch/bin/$name"
}

# Runs `$1 NAME` for every harness, J at a time, then `$2 NAME STATUS` for each, in order.
status=0
in_batches() {
  local step="$1" report="$2" index=0
  while [ "$index" -lt ${#harnesses[@]} ]; do
    local batch=("${harnesses[@]:index:parallel}")
    index=$((index + parallel))
    local pids=()
    for name in "${batch[@]}"; do
      "$step" "$name" &
      pids+=($!)
    done
    for position in "${!batch[@]}"; do
      local result=0
      wait "${pids[position]}" || result=$?
      "$report" "${batch[position]}" "$result"
    done
  done
}

# Each harness compiles and links on one core: they build J at a time, as they run.
announce_build() { echo "== build $1"; build_harness "$1"; }
build_failed() { [ "$2" -eq 0 ] || status=1; }
in_batches announce_build build_failed
[ "$status" -eq 0 ] || exit "$status"
[ "$seconds" -gt 0 ] || exit 0

# The Swift runtime's backtracer would catch the trap before libFuzzer could save the input,
# and under ASan its reads from the crash-handler thread are reported as a bogus
# stack-buffer-underflow in CrashHandlerLinux.cpp that hides the real trap (README).
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"
# Runs one harness; its summary (or its crash) goes to its log.
fuzz() {
  local name="$1"
  local work="$scratch/corpus/$name"
  local artifacts="$scratch/artifacts/$name"
  mkdir -p "$work" "$artifacts"
  local options=()
  for dict in Tools/fuzz/"$name"/*.dict; do [ -f "$dict" ] && options+=(-dict="$dict"); done
  "$scratch/bin/$name" "$work" "Tools/fuzz/$name/corpus" -max_total_time="$seconds" \
    -timeout=20 -rss_limit_mb=3072 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "${options[@]}" > "$scratch/$name.log" 2>&1
}

announce_fuzz() { echo "== fuzz $1 for ${seconds}s"; fuzz "$1"; }
# A harness's executions and memory, or its crash and where its input is.
fuzz_report() {
  local name="$1" log="$scratch/$1.log"
  if [ "$2" -eq 0 ]; then
    printf '%s: ' "$name"
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "$log" | tr '\n' ' '
    echo
  else
    status=1
    echo "$name failed; the input is in $scratch/artifacts/$name:" >&2
    grep -E "ERROR|Fatal error|deadly signal|SUMMARY|#[0-9]+ 0x" "$log" | head -40 >&2
  fi
}
in_batches announce_fuzz fuzz_report
exit "$status"
